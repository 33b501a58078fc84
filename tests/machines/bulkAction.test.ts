import { expect } from 'vitest';
import { type BulkActionInput, bulkActionMachine } from '../../machines/bulkAction.machine';
import { bulkActionQa } from './bulkAction.qa';
import { type Arrival, describeModel } from './graph';

const price: BulkActionInput = { type: 'price', by: 'percent', value: 10 };
const outcome = { changed: 2, changeSetId: 'c1', action: 'price' };

describeModel('bulkAction', {
  machine: bulkActionMachine,
  qa: bulkActionQa,
  input: undefined,
  events: {
    'tick 1': { type: 'select.toggle', id: 1 },
    'all on page': { type: 'select.page', ids: [1, 2] },
    'none on page': { type: 'select.page', ids: [] },
    'page changes': { type: 'select.clear' },
    choose: { type: 'action.choose', action: { type: 'price' } },
    confirm: { type: 'action.confirm', action: price },
    cancel: { type: 'action.cancel' },
    'call done': { type: 'xstate.done.actor.perform', output: outcome },
    'call refused': {
      type: 'xstate.error.actor.perform',
      error: new Error('"Oak" would cost 0 KSh. Prices must be greater than 0.'),
    },
    'no connection': {
      type: 'xstate.error.actor.perform',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    'back online': { type: 'connection.online' },
  },
  transitions: [
    ['idle', 'tick 1', 'selecting'],
    ['idle', 'all on page', 'selecting'],
    ['selecting', 'tick 1', 'selecting'],
    // Ticking off the last selected row.
    ['selecting', 'tick 1', 'idle'],
    ['selecting', 'all on page', 'selecting'],
    ['selecting', 'none on page', 'idle'],
    ['selecting', 'page changes', 'idle'],
    ['selecting', 'choose', 'confirming'],
    ['confirming', 'confirm', 'running'],
    ['confirming', 'cancel', 'selecting'],
    ['confirming', 'page changes', 'idle'],
    ['running', 'call done', 'idle'],
    ['running', 'call refused', 'failed'],
    ['running', 'no connection', 'offline'],
    ['failed', 'confirm', 'running'],
    ['failed', 'cancel', 'selecting'],
    ['offline', 'back online', 'running'],
    ['offline', 'confirm', 'running'],
    ['offline', 'cancel', 'selecting'],
  ],
  states: {
    idle: (a: Arrival) => {
      expect(a.snapshot.context).toEqual({ selected: [], action: null, error: null });
      expect(a.did('offerUndo')).toEqual(a.event === 'call done' ? [outcome] : []);
      expect(a.toasts).toEqual([]);
    },
    selecting: (a: Arrival) => {
      expect(a.snapshot.context.selected.length).toBeGreaterThan(0);
      expect(a.snapshot.context.action).toBeNull();
      expect(a.toasts).toEqual([]);
    },
    confirming: (a: Arrival) => {
      expect(a.snapshot.context.action).toEqual({ type: 'price' });
      expect(a.toasts).toEqual([]);
    },
    running: (a: Arrival) => {
      // The selection and the confirmed action are what is sent (again, after a failure or offline).
      expect(a.invoked).toEqual({ perform: { ids: a.snapshot.context.selected, action: price } });
      expect(a.snapshot.context.selected.length).toBeGreaterThan(0);
      expect(a.toasts).toEqual([]);
    },
    failed: (a: Arrival) => {
      expect(a.snapshot.context.error).toBe('"Oak" would cost 0 KSh. Prices must be greater than 0.');
      expect(a.toasts).toEqual([
        {
          type: 'error',
          title: 'Error',
          description: '"Oak" would cost 0 KSh. Prices must be greater than 0.',
        },
      ]);
    },
    offline: (a: Arrival) => {
      expect(a.snapshot.context.action).toEqual(price);
      expect(a.snapshot.context.selected.length).toBeGreaterThan(0);
      expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
      expect(a.toasts).toEqual([
        {
          type: 'error',
          title: 'Connection failed',
          description:
            'Connection failed: your changes are kept and will be saved again when you are back online.',
        },
      ]);
    },
  },
});
