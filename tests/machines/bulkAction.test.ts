import { expect } from 'vitest';
import { BULK_OUTCOME, BULK_PRICE, bulkActionGraph } from './bulkAction.model';
import { bulkActionQa } from './bulkAction.qa';
import { type Arrival, describeModel } from './graph';
import { withTags } from './tags';

const [price, outcome] = [BULK_PRICE, BULK_OUTCOME];
/** Each state's tags, as src/admin/frames/BulkBar.tsx reads them: the dialog, the call running, Try again. */
const TAGS: Record<string, string[]> = {
  confirming: ['dialogOpen'],
  running: ['dialogOpen', 'busy'],
  failed: ['dialogOpen', 'tryAgain'],
  offline: ['dialogOpen', 'tryAgain'],
};

describeModel('bulkAction', {
  ...bulkActionGraph,
  qa: bulkActionQa,
  states: withTags(TAGS, {
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
          description: 'Your changes are kept and will be saved again when you are back online.',
        },
      ]);
    },
  }),
});
