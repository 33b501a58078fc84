/**
 * Undo of a deletion (docs/api.md, "Trash") or of a bulk change ("Bulk changes"): once a frame is deleted, its toast offers "Undo" for 10 s; pressing
 * it restores what was deleted. One actor for the back office, so the offer outlives the page that deleted
 * (the details page goes back to the list). A newer offer replaces the one shown.
 *
 *   idle --undo.offer--> offered --undo--> undoing --done--> idle ("Frame restored." toast)
 *                          |  \--10 s (undoWindow)--> idle        \--error--> idle (error toast)
 *                          +--undo.offer--> offered (the newer deletion)
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorToast, successToast, toastPlaceholder } from './toast';

/** How long the "Undo" toast is offered (ms). */
export const UNDO_WINDOW_MS = 10_000;

/**
 * What can be undone: deleted frames (their ids, restored from the trash) or a bulk change (its change set,
 * `changeSetId`, put back by POST /frames/changes/{id}/undo); the offer's text and title, and the success
 * text once undone (default 'Frame restored.').
 */
export interface UndoSubject {
  ids: number[];
  description: string;
  changeSetId?: string;
  title?: string;
  doneText?: string;
}

export const UNDO_TEXTS = { done: 'Frame restored.', failed: 'Failed to restore frame' };

export type UndoEvent = { type: 'undo.offer'; subject: UndoSubject } | { type: 'undo' };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

export const undoMachine = setup({
  types: { context: {} as { subject: UndoSubject | null }, events: {} as UndoEvent },
  actors: {
    /** Restores the subject's ids or change set (the app's edge: POST /frames/trash/restore, /frames/changes/{id}/undo). */
    perform: fromPromise<unknown, UndoSubject>(async () => undefined),
  },
  actions: {
    toast: toastPlaceholder,
    /** Shows the offer's toast with its Undo button (which sends `undo`) for the undo window; the app provides it. */
    announceUndo: (_: unknown, _subject: UndoSubject) => {},
  },
  delays: { undoWindow: UNDO_WINDOW_MS },
}).createMachine({
  id: 'undo',
  context: { subject: null },
  initial: 'idle',
  on: {
    'undo.offer': {
      target: '.offered',
      reenter: true,
      actions: assign(({ event }) => {
        assertEvent(event, 'undo.offer');
        return { subject: event.subject };
      }),
    },
  },
  states: {
    idle: { description: 'Nothing to undo.' },
    offered: {
      description: 'The toast offers "Undo" for 10 s.',
      entry: { type: 'announceUndo', params: ({ context }) => context.subject as UndoSubject },
      after: { undoWindow: { target: 'idle', actions: assign({ subject: null }) } },
      on: { undo: 'undoing' },
    },
    undoing: {
      description: 'Restoring what was deleted.',
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => context.subject as UndoSubject,
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'toast',
              params: ({ context }) => successToast(context.subject?.doneText ?? UNDO_TEXTS.done),
            },
            assign({ subject: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'toast', params: ({ event }) => errorToast(messageOf(event.error, UNDO_TEXTS.failed)) },
            assign({ subject: null }),
          ],
        },
      },
    },
  },
});
