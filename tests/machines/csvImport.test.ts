import { expect } from 'vitest';
import { CSV_TEXTS } from '../../machines/csvImport.machine';
import { CSV_IMPORT_VALUES, csvImportGraph } from './csvImport.model';
import { csvImportQa } from './csvImport.qa';
import { type Arrival, describeModel } from './graph';
import { withTags } from './tags';

const { blob, file, big, base, changes, errors, result } = CSV_IMPORT_VALUES;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
/** What src/admin/csv/ImportCsvDialog.tsx reads in each state: the dialog, "Checking the file…", the import
 * running, the file's error message, Try again. */
const TAGS: Record<string, string[]> = {
  'picking.choosing': ['dialogOpen'],
  'picking.tooLarge': ['dialogOpen', 'fileError'],
  'picking.ready': ['dialogOpen'],
  'picking.invalid': ['dialogOpen'],
  'picking.nothing': ['dialogOpen'],
  'picking.failed': ['dialogOpen', 'fileError', 'tryAgain'],
  reading: ['dialogOpen', 'checking'],
  previewing: ['dialogOpen', 'checking'],
  importing: ['dialogOpen', 'busy'],
  offline: ['dialogOpen', 'tryAgain'],
};

describeModel('csvImport', {
  ...csvImportGraph,
  qa: csvImportQa,
  states: withTags(TAGS, {
    idle: (a) => {
      noToast(a);
      expect(a.snapshot.context.preview).toBeNull();
      expect(a.did('imported')).toEqual(a.event === 'import done' ? [result] : []);
    },
    'picking.choosing': (a) => {
      noToast(a);
      expect(a.snapshot.context.file).toBeNull();
    },
    'picking.tooLarge': (a) => {
      noToast(a);
      expect(a.snapshot.context.error).toBe(CSV_TEXTS.tooLarge);
      expect(a.snapshot.context.file).toEqual(big);
      expect(a.invoked).toEqual({});
    },
    reading: (a) => {
      noToast(a);
      expect(a.snapshot.context.file).toEqual(file);
      expect(Object.values(a.invoked)).toEqual([blob]);
    },
    previewing: (a) => {
      noToast(a);
      expect(Object.values(a.invoked)).toEqual(['id,name']);
    },
    'picking.ready': (a) => expect(a.snapshot.context.preview).toEqual(changes),
    'picking.invalid': (a) => expect(a.snapshot.context.preview).toEqual(errors),
    'picking.nothing': (a) => expect(a.snapshot.context.preview).toEqual(base),
    importing: (a) => expect(Object.values(a.invoked)).toEqual([{ csv: 'id,name', token: 't1' }]),
    'picking.failed': (a) => {
      const expected =
        a.event === 'read failed'
          ? CSV_TEXTS.readFailed
          : a.event === 'preview failed'
            ? 'Server said no'
            : 'The frames changed since the preview: preview the file again.';
      expect(a.snapshot.context.error).toBe(expected);
      expect(a.toasts).toEqual(
        a.event === 'import failed' ? [{ type: 'error', title: 'Error', description: expected }] : [],
      );
    },
    offline: (a) => {
      expect(a.toasts.map((t) => t.title)).toEqual(['Connection failed']);
      expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
      expect(a.snapshot.context.csv).toBe('id,name');
    },
  }),
});
