/**
 * A user's status or role changed from the User Management list (docs/product.md §4: ACTIVE <-> SUSPENDED and
 * ADMIN <-> SUPER_ADMIN, each through a confirmation). One machine, `field` from `input`; the screen runs
 * one actor per field. The confirmation, the call, the server's refusal and a failure are states:
 *
 *   idle --change.request--> confirming --change.confirm--> saving --done--> idle (success toast)
 *    ^                          \--change.cancel--> idle       |--done, refused--> refused (server's message)
 *    |                                                          \--error--> failed (message or default)
 *    +-- change.cancel -- refused          failed --change.confirm--> saving (retry), --change.cancel--> idle
 *   saving --no connection--> offline (the dialog stays with the connection message; saved again once the
 *                                      browser is back online, or on Try again; --change.cancel--> idle)
 *
 * While `saving`, `optimistic` holds the new value, so the row shows it at once; leaving `saving` clears it
 * (`rollback` on a refusal or failure): the row shows what the server has again. `save` is provided at
 * the app's edge (src/admin/users/userChange.actors.ts): it resolves `{ refused }` for a 4xx refusal and
 * rejects on any other failure.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { connectionLost, type OnlineEvent, offlineActors, whileOffline } from './connection';
import { errorToast, successToast, toastPlaceholder } from './toast';
import {
  CHANGE_TEXTS,
  type ChangeUser,
  messageOr,
  nextValue,
  successText,
  type UserField,
  type UserValue,
} from './userRules';

export interface UserChangeInput {
  field: UserField;
}

/** The change asked for: whose, from what, to what. */
export interface PendingChange {
  id: number;
  name: string;
  from: UserValue;
  to: UserValue;
}

export interface UserChangeContext {
  field: UserField;
  change: PendingChange | null;
  /** The value the row shows while the call runs (null: the server's value). */
  optimistic: { id: number; value: UserValue } | null;
  /** The last refusal's or failure's message. */
  error: string | null;
}

export type UserChangeEvent =
  | { type: 'change.request'; user: ChangeUser }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' }
  | OnlineEvent;

/** What `save` sends: PUT /users/{id}/status or /users/{id}/role. */
export interface SaveChangeInput {
  id: number;
  field: UserField;
  value: UserValue;
}
/** `refused`: the server's message when it said no (4xx); null when the change is saved. */
export interface SaveChangeOutput {
  refused: string | null;
}

export const userChangeMachine = setup({
  types: {
    context: {} as UserChangeContext,
    events: {} as UserChangeEvent,
    input: {} as UserChangeInput,
  },
  actors: {
    save: fromPromise<SaveChangeOutput, SaveChangeInput>(async () => {
      throw new Error('save not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    ask: assign(({ context, event }) => {
      assertEvent(event, 'change.request');
      const from = context.field === 'status' ? event.user.status : event.user.role;
      return {
        change: { id: event.user.id, name: event.user.name, from, to: nextValue(context.field, from) },
        error: null,
      };
    }),
    showOptimistic: assign(({ context }) => ({
      optimistic: context.change ? { id: context.change.id, value: context.change.to } : null,
    })),
    rollback: assign({ optimistic: null }),
    forget: assign({ change: null, optimistic: null, error: null }),
  },
  guards: {
    connectionLost,
    /** The server answered with a refusal (its message) instead of the saved user. */
    refusedByServer: (_, output: SaveChangeOutput) => output.refused !== null,
  },
}).createMachine({
  id: 'userChange',
  context: ({ input }) => ({ field: input.field, change: null, optimistic: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "The user's row shows the server's status or role.",
      on: { 'change.request': { target: 'confirming', actions: 'ask' } },
    },
    confirming: {
      description: 'The confirmation dialog for the new status or role (Cancel, Confirm).',
      on: {
        'change.confirm': 'saving',
        'change.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    saving: {
      description: 'The change is being saved: the row shows the new value at once.',
      entry: 'showOptimistic',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => {
          const change = context.change as PendingChange;
          return { id: change.id, field: context.field, value: change.to };
        },
        onDone: [
          {
            guard: { type: 'refusedByServer', params: ({ event }) => event.output },
            target: 'refused',
            actions: [
              'rollback',
              assign({
                error: ({ context, event }) =>
                  messageOr(event.output.refused, CHANGE_TEXTS[context.field].failure),
              }),
              { type: 'toast', params: ({ context }) => errorToast(context.error as string) },
            ],
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'toast',
                params: ({ context }) =>
                  successToast(successText(context.field, (context.change as PendingChange).to)),
              },
              'forget',
            ],
          },
        ],
        onError: [
          { guard: 'connectionLost', target: 'offline', actions: 'rollback' },
          {
            target: 'failed',
            actions: [
              'rollback',
              assign({
                error: ({ context, event }) => messageOr(event.error, CHANGE_TEXTS[context.field].failure),
              }),
              { type: 'toast', params: ({ context }) => errorToast(context.error as string) },
            ],
          },
        ],
      },
    },
    /** The server said no (own account, last super admin...): its message is shown; nothing changed. */
    refused: {
      description: 'The server said no (own account, last super admin): its message; nothing changed.',
      on: { 'change.cancel': { target: 'idle', actions: 'forget' } },
    },
    /** The call failed (network, server error): the message is shown; the change may be tried again. */
    failed: {
      description:
        "The call failed: the message shows; the row shows the server's value; the change can be tried again.",
      on: {
        'change.confirm': 'saving',
        'change.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    /** No connection: the change asked for is kept in the dialog; saved once back online, or on Try again. */
    offline: {
      description:
        "The call found no connection: the dialog keeps the change with the connection message; the row shows the server's value; saved again once back online or on Try again.",
      ...whileOffline,
      on: {
        'connection.online': 'saving',
        'change.confirm': 'saving',
        'change.cancel': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
