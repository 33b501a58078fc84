/**
 * Hide/Show of one marquee item (docs/product.md §2, §4, §7, §8): optimistic, rolled back on failure. One actor
 * per item card, so several items may be switched at once while each button shows its own call running
 * and ignores a second press. `toggle` is the call (PATCH /marquee/{id}/toggle, provided at the app's edge).
 *
 *   idle    --toggle.request--> toggling (shows the new state at once)
 *   toggling --done--> idle (the server's state; toast 'Marquee content status updated')
 *            --error--> failed (the state before; toast 'Failed to update status')
 *            --no connection--> offline (the asked-for state stays shown with the connection message)
 *   failed  --toggle.request--> toggling
 *   offline --connection.online | toggle.retry--> toggling (the same state asked for again, once)
 *           --toggle.request--> idle (switched back: the state before, no call)
 *           --item.sync [the state asked for]--> idle (the server has it already)
 *   idle | failed --item.sync--> same state (the list's value: another admin, the realtime event)
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { connectionLost, type OnlineEvent, offlineActors, whileOffline } from './connection';
import { MARQUEE_TEXTS } from './marqueeRules';
import { errorToast, successToast, toastPlaceholder } from './toast';

export interface MarqueeToggleInput {
  id: number;
  isActive: boolean;
}

export interface MarqueeToggleContext {
  id: number;
  /** What the card shows: the server's value, or the asked-for one while the call runs. */
  isActive: boolean;
  /** The value before the running call (restored if it fails). */
  before: boolean | null;
}

export type MarqueeToggleEvent =
  | { type: 'toggle.request' }
  /** Try again after a call that found no connection. */
  | { type: 'toggle.retry' }
  | { type: 'item.sync'; isActive: boolean }
  | OnlineEvent;

/** What the toggle call answers: the item's new state. */
export interface MarqueeToggleOutput {
  isActive?: boolean | null;
}

export const marqueeToggleMachine = setup({
  types: {
    context: {} as MarqueeToggleContext,
    events: {} as MarqueeToggleEvent,
    input: {} as MarqueeToggleInput,
  },
  actors: {
    /** Flips the item on the server; answers the item. */
    toggle: fromPromise<MarqueeToggleOutput, MarqueeToggleInput>(async ({ input }) => ({
      isActive: input.isActive,
    })),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    /** Shows the asked-for state at once and remembers the one before. */
    start: assign(({ context }) => ({ before: context.isActive, isActive: !context.isActive })),
    /** The list's value for the item. */
    sync: assign(({ event }) => {
      assertEvent(event, 'item.sync');
      return { isActive: event.isActive };
    }),
    /** The state before the call comes back. */
    rollBack: assign(({ context }) => ({ isActive: context.before ?? context.isActive, before: null })),
  },
  guards: {
    connectionLost,
    /** The list's value is the state asked for: the server has it. */
    syncedToAsked: ({ context, event }) => {
      assertEvent(event, 'item.sync');
      return event.isActive === context.isActive;
    },
  },
}).createMachine({
  id: 'marqueeToggle',
  context: ({ input }) => ({ id: input.id, isActive: input.isActive, before: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "The item's Hide/Show button shows the server's state.",
      on: {
        'toggle.request': { target: 'toggling', actions: 'start' },
        'item.sync': { actions: 'sync' },
      },
    },
    toggling: {
      description: 'The new state shows at once while the call runs; a second press is ignored.',
      invoke: {
        id: 'toggle',
        src: 'toggle',
        /** The item and the state asked for. */
        input: ({ context }) => ({ id: context.id, isActive: context.isActive }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              isActive:
                typeof event.output?.isActive === 'boolean' ? event.output.isActive : context.isActive,
              before: null,
            })),
            { type: 'toast', params: successToast(MARQUEE_TEXTS.statusUpdated) },
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            target: 'failed',
            actions: ['rollBack', { type: 'toast', params: errorToast(MARQUEE_TEXTS.statusFailed) }],
          },
        ],
      },
    },
    /** The last switch failed and was rolled back; pressing again tries again. */
    failed: {
      description: "The call failed: the state before is back with 'Failed to update status'.",
      on: {
        'toggle.request': { target: 'toggling', actions: 'start' },
        'item.sync': { actions: 'sync' },
      },
    },
    /** No connection: the asked-for state stays shown; asked again once back online, or on Try again. */
    offline: {
      description:
        'The call found no connection: the asked-for state stays with the connection message; called again once back online or on Try again.',
      ...whileOffline,
      on: {
        'connection.online': 'toggling',
        'toggle.retry': 'toggling',
        'toggle.request': { target: 'idle', actions: 'rollBack' },
        'item.sync': { guard: 'syncedToAsked', target: 'idle', actions: assign({ before: null }) },
      },
    },
  },
});
