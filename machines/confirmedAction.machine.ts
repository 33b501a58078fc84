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
 *   working --412 (someone else saved it)--> conflict.checking --read--> conflict.review (what changed)
 *                                            (no toast: the open dialog's conflict card says it)
 *   conflict.review --action.reload--> idle (theirs)  --action.overwrite--> working (from their version)
 *
 * Tags for the views: `dialogOpen` (every state but idle), `busy` (the call runs), `tryAgain` (a call that did
 * not go through: failed or offline; the dialog's Confirm becomes 'Try again').
 *
 * A call that names a version (If-Match, `subject.version`; docs/api.md, "Concurrent changes") may be refused
 * as stale: `loadCurrent` (provided by the screen; none for an action that names no version) reads the
 * thing as saved now and says what changed.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type FieldChange, reloadedToast, staleChange, staleMessage } from './concurrency';
import { CONNECTION_LOST, connectionLost, type OnlineEvent, offlineActors } from './connection';
import { errorToast, type ToastParams, toastPlaceholder } from './toast';

/** What the action is about: its id and how the dialog names it. */
export interface ActionSubject {
  id: number | string;
  label?: string;
  /** The version the screen shows (If-Match), for a call that names one. */
  version?: number | null;
  /** What the action sets, for one that sets a value (a frame's status: 'IN_STOCK' or 'OUT_OF_STOCK'). */
  target?: string;
}

/** The thing as saved now, after a 412: its version and what changed since the screen showed it. */
export interface CurrentVersion {
  version: number | null;
  changes: FieldChange[];
}

export interface ConfirmedActionInput {
  /** The success toast's text, e.g. 'Frame deleted successfully.' */
  successText: string;
  /** The failure toast's text when the server gives none, e.g. 'Failed to delete frame'. */
  failureText: string;
}

export interface ConfirmedActionContext extends ConfirmedActionInput {
  subject: ActionSubject | null;
  /** The last failure's message (the server's, else failureText); in `conflict`, the server's 412 sentence. */
  error: string | null;
  /** In `conflict.review`: what changed (as shown, saved now, the action's own). */
  changes: FieldChange[];
  /** In `conflict.review`: the version saved now (what Overwrite names). */
  theirs: number | null;
}

export type ConfirmedActionEvent =
  | { type: 'action.request'; subject: ActionSubject }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  /** The conflict's choices: theirs (Reload), or the action again from their version (Overwrite). */
  | { type: 'action.reload' }
  | { type: 'action.overwrite' }
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
    /** The subject as saved now, read after a 412 (GET of it): its version and what changed. */
    loadCurrent: fromPromise<CurrentVersion, ActionSubject>(async () => {
      throw new Error('loadCurrent not provided');
    }),
    ...offlineActors,
  },
  guards: { connectionLost, staleChange },
  actions: {
    toast: toastPlaceholder,
    /** A 412: the server's sentence; the subject kept for Overwrite. */
    holdConflict: assign({
      error: ({ event }) => staleMessage((event as { error?: unknown }).error, 'item'),
    }),
    holdTheirs: assign((_, current: CurrentVersion) => ({
      theirs: current.version,
      changes: current.changes,
    })),
    /** Overwrite: the action again, naming the version saved now. */
    overwriteTheirs: assign(({ context }) => ({
      subject: context.subject && { ...context.subject, version: context.theirs ?? context.subject.version },
      error: null,
      theirs: null,
      changes: [],
    })),
    /** The read after a 412 failed: the action's failure text (the dialog offers Try again). */
    readFailed: assign({ error: ({ context }) => context.failureText }),
    /** Back to no dialog: nothing asked any more. */
    clear: assign({ subject: null, error: null, theirs: null, changes: [] }),
    /** After a success (e.g. go back to the list); provided by the screen. */
    finished: (_: unknown, _subject: ActionSubject | null) => {},
  },
}).createMachine({
  id: 'confirmedAction',
  context: ({ input }) => ({ ...input, subject: null, error: null, theirs: null, changes: [] }),
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
      tags: 'dialogOpen',
      on: {
        'action.confirm': 'working',
        'action.cancel': { target: 'idle', actions: assign({ subject: null }) },
      },
    },
    working: {
      description: "The call is running: the dialog's Confirm button shows it; Cancel is inert.",
      tags: ['dialogOpen', 'busy'],
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
          // No toast: the dialog stays open and its conflict card says it (a toast would repeat it).
          { guard: 'staleChange', target: 'conflict', actions: 'holdConflict' },
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
      tags: ['dialogOpen', 'tryAgain'],
      on: {
        'action.confirm': 'working',
        'action.cancel': { target: 'idle', actions: assign({ subject: null, error: null }) },
      },
    },
    conflict: {
      description:
        'Someone else saved it since the screen showed it: the call was refused (412), nothing written; the dialog stays.',
      tags: 'dialogOpen',
      initial: 'checking',
      states: {
        checking: {
          description: 'The thing as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadCurrent',
            src: 'loadCurrent',
            input: ({ context }) => context.subject as ActionSubject,
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#confirmedAction.offline' },
              {
                target: '#confirmedAction.failed',
                actions: [
                  'readFailed',
                  { type: 'toast', params: ({ context }) => errorToast(context.failureText) },
                ],
              },
            ],
          },
          on: { 'action.cancel': { target: '#confirmedAction.idle', actions: 'clear' } },
        },
        review: {
          description:
            'What changed (as shown, saved now, the action) with Reload (theirs) or Overwrite (again).',
          on: {
            'action.reload': {
              target: '#confirmedAction.idle',
              actions: ['clear', { type: 'toast', params: reloadedToast() }],
            },
            'action.overwrite': { target: '#confirmedAction.working', actions: 'overwriteTheirs' },
            'action.cancel': { target: '#confirmedAction.idle', actions: 'clear' },
          },
        },
      },
    },
    offline: {
      description:
        'The call found no connection: the dialog stays with the connection message; called again once back online or on Try again.',
      tags: ['dialogOpen', 'tryAgain'],
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
