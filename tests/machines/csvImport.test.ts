import { expect } from 'vitest';
import { CSV_TEXTS, csvImportMachine, type ImportPreview } from '../../machines/csvImport.machine';
import { csvImportQa } from './csvImport.qa';
import { type Arrival, describeModel } from './graph';

const blob = new Blob(['id,name']);
const file = { name: 'frames.csv', size: 100, file: blob };
const big = { name: 'big.csv', size: 6 * 1024 * 1024, file: blob };
const base: ImportPreview = {
  rows: [],
  errors: [],
  moreErrors: 0,
  creates: 0,
  updates: 0,
  unchanged: 0,
  notes: [],
  token: 't1',
};
const changes = {
  ...base,
  updates: 1,
  rows: [{ row: 2, id: 1, name: 'Oak', action: 'update', changes: [] }],
};
const errors = { ...base, errors: [{ row: 7, column: 'price', message: 'must be a number greater than 0' }] };
const result = { created: 0, updated: 1, changeSetId: 'c1' };
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);

describeModel('csvImport', {
  machine: csvImportMachine,
  qa: csvImportQa,
  events: {
    open: { type: 'open' },
    close: { type: 'close' },
    choose: { type: 'file.chosen', file },
    'choose a big file': { type: 'file.chosen', file: big },
    'file read': { type: 'xstate.done.actor.0.csvImport.reading', output: 'id,name' },
    'read failed': { type: 'xstate.error.actor.0.csvImport.reading', error: new Error('x') },
    'preview with changes': { type: 'xstate.done.actor.0.csvImport.previewing', output: changes },
    'preview with errors': { type: 'xstate.done.actor.0.csvImport.previewing', output: errors },
    'preview of no change': { type: 'xstate.done.actor.0.csvImport.previewing', output: base },
    'preview failed': {
      type: 'xstate.error.actor.0.csvImport.previewing',
      error: new Error('Server said no'),
    },
    'no connection': {
      type: 'xstate.error.actor.0.csvImport.previewing',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    import: { type: 'import' },
    'import done': { type: 'xstate.done.actor.0.csvImport.importing', output: result },
    'import failed': {
      type: 'xstate.error.actor.0.csvImport.importing',
      error: new Error('The frames changed since the preview: preview the file again.'),
    },
    'import offline': {
      type: 'xstate.error.actor.0.csvImport.importing',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    retry: { type: 'retry' },
    'back online': { type: 'connection.online' },
  },
  transitions: [
    ['idle', 'open', 'picking.choosing'],
    ['picking.choosing', 'choose', 'reading'],
    ['picking.choosing', 'choose a big file', 'picking.tooLarge'],
    ['picking.choosing', 'close', 'idle'],
    ['picking.tooLarge', 'choose', 'reading'],
    ['picking.tooLarge', 'choose a big file', 'picking.tooLarge'],
    ['picking.tooLarge', 'close', 'idle'],
    ['reading', 'file read', 'previewing'],
    ['reading', 'read failed', 'picking.failed'],
    ['reading', 'close', 'idle'],
    ['previewing', 'preview with changes', 'picking.ready'],
    ['previewing', 'preview with errors', 'picking.invalid'],
    ['previewing', 'preview of no change', 'picking.nothing'],
    ['previewing', 'preview failed', 'picking.failed'],
    ['previewing', 'no connection', 'offline'],
    ['previewing', 'close', 'idle'],
    ['picking.ready', 'import', 'importing'],
    ['picking.ready', 'choose', 'reading'],
    ['picking.ready', 'choose a big file', 'picking.tooLarge'],
    ['picking.ready', 'close', 'idle'],
    ['picking.invalid', 'choose', 'reading'],
    ['picking.invalid', 'choose a big file', 'picking.tooLarge'],
    ['picking.invalid', 'close', 'idle'],
    ['picking.nothing', 'choose', 'reading'],
    ['picking.nothing', 'choose a big file', 'picking.tooLarge'],
    ['picking.nothing', 'close', 'idle'],
    ['importing', 'import done', 'idle'],
    ['importing', 'import failed', 'picking.failed'],
    ['importing', 'import offline', 'offline'],
    ['picking.failed', 'retry', 'reading'],
    ['picking.failed', 'choose', 'reading'],
    ['picking.failed', 'choose a big file', 'picking.tooLarge'],
    ['picking.failed', 'close', 'idle'],
    ['offline', 'back online', 'reading'],
    ['offline', 'retry', 'reading'],
    ['offline', 'close', 'idle'],
  ],
  states: {
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
  },
});
