/**
 * Hide/Show of one marquee item (docs/product.md §2, §4, §7, §8): optimistic, rolled back on failure. One actor
 * per item card, so several items may be switched at once while each button shows its own call running
 * and ignores a second press. `toggle` is the call (PATCH /marquee/{id}/toggle with If-Match the version the
 * card showed, provided at the app's edge; docs/api.md, "Concurrent changes").
 *
 *   idle    --toggle.request--> toggling (shows the new state at once)
 *   toggling --done--> idle (the server's state; toast 'Marquee content status updated')
 *            --error--> failed (the state before; toast 'Failed to update status')
 *            --no connection--> offline (the asked-for state stays shown with the connection message)
 *            --412 (someone else saved the item)--> conflict.checking --read--> conflict.review
 *   conflict.review --toggle.reload--> idle (their state)
 *                   --toggle.overwrite--> toggling (from their state and version) | idle (theirs is mine)
 *   failed  --toggle.request--> toggling
 *   offline --connection.online | toggle.retry--> toggling (the same state asked for again, once)
 *           --toggle.request--> idle (switched back: the state before, no call)
 *           --item.sync [the state asked for]--> idle (the server has it already)
 *   idle | failed --item.sync--> same state (the list's value and version: another admin, the realtime event)
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  conflictToast,
  type FieldChange,
  reloadedToast,
  settledConflict,
  staleChange,
  staleMessage,
} from './concurrency';
import { CONNECTION_LOST, connectionLost, type OnlineEvent, offlineActors } from './connection';
import { MARQUEE_TEXTS, type MarqueeItemValues } from './marqueeRules';
import { errorToast, successToast, toastPlaceholder } from './toast';

export interface MarqueeToggleInput {
  id: number;
  isActive: boolean;
  /** The version the card shows (If-Match; null: no check). */
  version?: number | null;
}

export interface MarqueeToggleContext {
  id: number;
  /** What the card shows: the server's value, or the asked-for one while the call runs. */
  isActive: boolean;
  /** The value before the running call (restored if it fails). */
  before: boolean | null;
  version: number | null;
  /** In `conflict`: the server's message, the item as saved now and what changed. */
  error: string | null;
  theirs: MarqueeItemValues | null;
  changes: FieldChange[];
}

export type MarqueeToggleEvent =
  | { type: 'toggle.request' }
  /** Try again after a call that found no connection. */
  | { type: 'toggle.retry' }
  | { type: 'toggle.reload' }
  | { type: 'toggle.overwrite' }
  | { type: 'item.sync'; isActive: boolean; version?: number | null }
  | OnlineEvent;

/** What the toggle call answers: the item's new state. */
export interface MarqueeToggleOutput {
  isActive?: boolean | null;
  version?: number | null;
}

const shown = (active: boolean) => (active ? 'Active' : 'Hidden');
const theirsActive = (c: MarqueeToggleContext) => c.theirs?.isActive !== false;

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
    /** The item as saved now (GET /marquee/{id}), read after a 412 to show what changed. */
    loadItem: fromPromise<MarqueeItemValues, { id: number }>(async () => {
      throw new Error('loadItem not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    /** Shows the asked-for state at once and remembers the one before. */
    start: assign(({ context }) => ({ before: context.isActive, isActive: !context.isActive })),
    /** The list's value for the item (and its version, when the list has one). */
    sync: assign(({ context, event }) => {
      assertEvent(event, 'item.sync');
      return { isActive: event.isActive, version: event.version ?? context.version };
    }),
    /** The server's answer: its state and version. */
    settle: assign(({ context }, output: MarqueeToggleOutput) => ({
      isActive: typeof output?.isActive === 'boolean' ? output.isActive : context.isActive,
      version: output?.version ?? context.version,
      before: null,
    })),
    /** The state before the call comes back. */
    rollBack: assign(({ context }) => ({ isActive: context.before ?? context.isActive, before: null })),
    forgetBefore: assign({ before: null }),
    /** The conflict's message; the state asked for and the one before are kept (mine, and as shown). */
    holdConflict: assign({
      error: ({ event }) => staleMessage((event as { error?: unknown }).error, 'marquee item'),
    }),
    holdTheirs: assign(({ context }, theirs: MarqueeItemValues) => {
      const now = theirs.isActive !== false;
      const was = context.before ?? !context.isActive;
      return {
        theirs,
        changes:
          now === was
            ? []
            : [
                {
                  field: 'isActive',
                  label: 'Status',
                  before: shown(was),
                  theirs: shown(now),
                  mine: shown(context.isActive),
                },
              ],
      };
    }),
    /** Reload: their state and version; nothing asked any more. */
    takeTheirs: assign(({ context }) => ({
      ...settledConflict(context),
      isActive: theirsActive(context),
      before: null,
    })),
    /** Overwrite: the flip asked again, from their state and version. */
    overwriteTheirs: assign(({ context }) => ({
      ...settledConflict(context),
      before: theirsActive(context),
      isActive: !theirsActive(context),
    })),
  },
  guards: {
    connectionLost,
    staleChange,
    /** The list's value is the state asked for: the server has it. */
    syncedToAsked: ({ context, event }) => {
      assertEvent(event, 'item.sync');
      return event.isActive === context.isActive;
    },
    /** Their state is the one asked for: nothing to write. */
    theirsAsAsked: ({ context }) => theirsActive(context) === context.isActive,
  },
}).createMachine({
  id: 'marqueeToggle',
  context: ({ input }) => ({
    id: input.id,
    isActive: input.isActive,
    before: null,
    version: input.version ?? null,
    error: null,
    theirs: null,
    changes: [],
  }),
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
        /** The item, the state asked for and the version it was asked from. */
        input: ({ context }): MarqueeToggleInput => ({
          id: context.id,
          isActive: context.isActive,
          version: context.version,
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'settle', params: ({ event }) => event.output },
            { type: 'toast', params: successToast(MARQUEE_TEXTS.statusUpdated) },
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            guard: 'staleChange',
            target: 'conflict',
            actions: [
              'holdConflict',
              { type: 'toast', params: ({ event }) => conflictToast(event.error, 'marquee item') },
            ],
          },
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
    conflict: {
      description:
        'Someone else saved the item since the card showed it: the switch was refused (412), nothing written.',
      initial: 'checking',
      states: {
        checking: {
          description: 'The item as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadItem',
            src: 'loadItem',
            input: ({ context }) => ({ id: context.id }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#marqueeToggle.offline' },
              {
                target: '#marqueeToggle.failed',
                actions: ['rollBack', { type: 'toast', params: errorToast(MARQUEE_TEXTS.statusFailed) }],
              },
            ],
          },
        },
        review: {
          description: 'What changed (as shown, saved now, yours) with Reload (theirs) or Overwrite (mine).',
          on: {
            'toggle.reload': {
              target: '#marqueeToggle.idle',
              actions: ['takeTheirs', { type: 'toast', params: reloadedToast() }],
            },
            'toggle.overwrite': [
              { guard: 'theirsAsAsked', target: '#marqueeToggle.idle', actions: 'takeTheirs' },
              { target: '#marqueeToggle.toggling', actions: 'overwriteTheirs' },
            ],
          },
        },
      },
    },
    /** No connection: the asked-for state stays shown; asked again once back online, or on Try again. */
    offline: {
      description:
        'The call found no connection: the asked-for state stays with the connection message; called again once back online or on Try again.',
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'toggling',
        'toggle.retry': 'toggling',
        'toggle.request': { target: 'idle', actions: 'rollBack' },
        'item.sync': { guard: 'syncedToAsked', target: 'idle', actions: 'forgetBefore' },
      },
    },
  },
});
