import { expect } from 'vitest';
import { UNDO_TEXTS, type UndoSubject, undoMachine } from '../../machines/undo.machine';
import { type Arrival, describeModel } from './graph';
import { undoQa } from './undo.qa';

const subject: UndoSubject = { ids: [7], description: 'Frame deleted successfully.' };
const WINDOW_OVER = 'xstate.after.undoWindow.undo.offered';

describeModel('undo', {
  machine: undoMachine,
  qa: undoQa,
  input: undefined,
  events: {
    offer: { type: 'undo.offer', subject },
    undo: { type: 'undo' },
    '10 s pass': { type: WINDOW_OVER },
    'restore done': { type: 'xstate.done.actor.perform', output: null },
    'restore failed': { type: 'xstate.error.actor.perform', error: new Error('Frame 7 is not in the trash') },
  },
  transitions: [
    ['idle', 'offer', 'offered'],
    ['offered', 'offer', 'offered'],
    ['offered', 'undo', 'undoing'],
    ['offered', '10 s pass', 'idle'],
    ['undoing', 'offer', 'offered'],
    ['undoing', 'restore done', 'idle'],
    ['undoing', 'restore failed', 'idle'],
  ],
  states: {
    idle: (a: Arrival) => {
      expect(a.snapshot.context.subject).toBeNull();
      if (a.event === 'restore done')
        expect(a.toasts).toEqual([{ type: 'success', title: 'Success', description: UNDO_TEXTS.done }]);
      else if (a.event === 'restore failed')
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Error', description: 'Frame 7 is not in the trash' },
        ]);
      else expect(a.toasts).toEqual([]);
    },
    offered: (a: Arrival) => {
      // Each offer shows its toast (with Undo) again, for its own 10 s.
      expect(a.did('announceUndo')).toEqual([subject]);
      expect(a.snapshot.context.subject).toEqual(subject);
      expect(a.toasts).toEqual([]);
    },
    undoing: (a: Arrival) => {
      expect(a.invoked).toEqual({ perform: subject });
      expect(a.toasts).toEqual([]);
    },
  },
});
