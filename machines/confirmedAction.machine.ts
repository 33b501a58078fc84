/**
 * An action that is asked for, confirmed, then called (delete a frame, a user, a label...): the dialog,
 * the running call, its success and its failure are states. `perform` is the call (provided at the app's
 * edge); the success and failure texts come from `input`, so one machine serves every screen.
 *
 *   idle --action.request--> confirming --action.confirm--> working --done--> idle (success toast, `finished`)
 *                                ^  \--action.cancel--> idle        \--error--> failed (error toast)
 *                                |                                              |
 *                                +-------------- action.confirm (retry) --------+   action.cancel --> idle
 *   working --no connection--> offline (the dialog stays: the connection message; called again once the
 *                                       browser is back online, or on Try again; action.cancel --> idle)
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CONNECTION_LOST, connectionLost, type OnlineEvent, offlineActors } from './connection';
import { errorToast, type ToastParams, toastPlaceholder } from './toast';

/** What the action is about: its id and how the dialog names it. */
export interface ActionSubject {
  id: number | string;
  label?: string;
}

export interface ConfirmedActionInput {
  /** The success toast's text, e.g. 'Frame deleted successfully.' */
  successText: string;
  /** The failure toast's text when the server gives none, e.g. 'Failed to delete frame'. */
  failureText: string;
}

export interface ConfirmedActionContext extends ConfirmedActionInput {
  subject: ActionSubject | null;
  /** The last failure's message (the server's, else failureText). */
  error: string | null;
}

export type ConfirmedActionEvent =
  | { type: 'action.request'; subject: ActionSubject }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | OnlineEvent;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

export const confirmedActionMachine = setup({
  types: {
    context: {} as ConfirmedActionContext,
    events: {} as ConfirmedActionEvent,
    input: {} as ConfirmedActionInput,
  },
  actors: {
    /** The call itself; rejects with the server's message on failure. */
    perform: fromPromise<unknown, ActionSubject>(async () => undefined),
    ...offlineActors,
  },
  guards: { connectionLost },
  actions: {
    toast: toastPlaceholder,
    /** After a success (e.g. go back to the list); provided by the screen. */
    finished: (_: unknown, _subject: ActionSubject | null) => {},
  },
}).createMachine({
  id: 'confirmedAction',
  context: ({ input }) => ({ ...input, subject: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "No dialog: the action's button (Delete, status change) can be pressed.",
      on: {
        'action.request': {
          target: 'confirming',
          actions: assign(({ event }) => {
            assertEvent(event, 'action.request');
            return { subject: event.subject, error: null };
          }),
        },
      },
    },
    confirming: {
      description: 'The confirmation dialog names the subject (Cancel, Confirm).',
      on: {
        'action.confirm': 'working',
        'action.cancel': { target: 'idle', actions: assign({ subject: null }) },
      },
    },
    working: {
      description: "The call is running: the dialog's Confirm button shows it; Cancel is inert.",
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => context.subject as ActionSubject,
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'toast',
              params: ({ context }): ToastParams => ({
                type: 'success',
                title: 'Success',
                description: context.successText,
              }),
            },
            { type: 'finished', params: ({ context }) => context.subject },
            assign({ subject: null }),
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ context, event }) => messageOf(event.error, context.failureText) }),
              { type: 'toast', params: ({ context }) => errorToast(context.error ?? context.failureText) },
            ],
          },
        ],
      },
    },
    failed: {
      description: 'The call failed: the error toast; the dialog stays open to try again or cancel.',
      on: {
        'action.confirm': 'working',
        'action.cancel': { target: 'idle', actions: assign({ subject: null, error: null }) },
      },
    },
    offline: {
      description:
        'The call found no connection: the dialog stays with the connection message; called again once back online or on Try again.',
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'working',
        'action.confirm': 'working',
        'action.cancel': { target: 'idle', actions: assign({ subject: null, error: null }) },
      },
    },
  },
});
