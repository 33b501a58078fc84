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
 *   saving --412 (someone else saved the user)--> conflict.checking --read--> conflict.review
 *                                                  (no toast: the open dialog's conflict card says it)
 *   conflict.review --change.reload--> confirming (the change asked again from their value)
 *                   --change.overwrite--> saving (mine, made from their version)
 *
 * The call sends If-Match with the version the row showed (docs/api.md, "Concurrent changes"). The machine
 * holds the interaction only: the row's value is graphcache's, whose optimistic answer to the mutation
 * (src/api/cache.ts) shows the new value at once and is dropped with the call's answer, so a refusal or a
 * failure shows what the server has again. `save` and `loadUser` are provided at the app's edge
 * (src/admin/users/userChange.actors.ts): `save` resolves `{ refused }` for a 4xx refusal and rejects on a
 * 412 or any other failure. Types, actors, actions and guards: machines/userChangeSetup.ts.
 */
import { reloadedToast } from './concurrency';
import { CONNECTION_LOST } from './connection';
import { errorToast, successToast } from './toast';
import { type PendingChange, type SaveChangeInput, userChangeSetup } from './userChangeSetup';
import { successText } from './userRules';

export * from './userChangeSetup';

export const userChangeMachine = userChangeSetup.createMachine({
  id: 'userChange',
  context: ({ input }) => ({
    field: input.field,
    change: null,
    error: null,
    theirs: null,
    changes: [],
  }),
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
      description: 'The change is being saved: the row shows the new value at once (graphcache).',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }): SaveChangeInput => {
          const change = context.change as PendingChange;
          return { id: change.id, field: context.field, value: change.to, version: change.version };
        },
        onDone: [
          {
            guard: { type: 'refusedByServer', params: ({ event }) => event.output },
            target: 'refused',
            actions: [
              'holdRefusal',
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
          { guard: 'connectionLost', target: 'offline' },
          // No toast: the dialog stays open and its conflict card says it (a toast would repeat it).
          { guard: 'staleChange', target: 'conflict', actions: 'holdConflict' },
          {
            target: 'failed',
            actions: [
              'holdFailure',
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
    conflict: {
      description:
        "Someone else saved the user since the row was shown: the change was refused (412), nothing written; the row shows the server's value.",
      initial: 'checking',
      on: { 'change.cancel': { target: 'idle', actions: 'forget' } },
      states: {
        checking: {
          description: 'The user as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ id: (context.change as PendingChange).id }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#userChange.offline' },
              { target: '#userChange.failed' },
            ],
          },
        },
        review: {
          description:
            'What changed (as shown, saved now, yours) with Reload (ask again from theirs) or Overwrite (mine, over theirs).',
          on: {
            'change.reload': {
              target: '#userChange.confirming',
              actions: ['takeTheirs', { type: 'toast', params: reloadedToast() }],
            },
            'change.overwrite': { target: '#userChange.saving', actions: 'overwriteTheirs' },
          },
        },
      },
    },
    /** No connection: the change asked for is kept in the dialog; saved once back online, or on Try again. */
    offline: {
      description:
        "The call found no connection: the dialog keeps the change with the connection message; the row shows the server's value; saved again once back online or on Try again.",
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'saving',
        'change.confirm': 'saving',
        'change.cancel': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
