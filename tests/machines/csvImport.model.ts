/**
 * The CSV import machine's graph: events by label and transitions, from the brief (issue 24 item 5), for its
 * browser paths (tests/e2e/paths-csvImport.e2e.test.ts); tests/machines/csvImport.test.ts walks it with each state's
 * expectations.
 */
import { csvImportMachine, type ImportPreview } from '../../machines/csvImport.machine';
import type { GraphModel } from './explore';

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

/** The files, previews and result the events carry, for the states' expectations too. */
export const CSV_IMPORT_VALUES = { blob, file, big, base, changes, errors, result };

export const csvImportGraph = {
  machine: csvImportMachine,
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
} satisfies GraphModel<typeof csvImportMachine>;
