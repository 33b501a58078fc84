/**
 * The frames CSV import dialog (docs/api.md, "CSV export and import"): a file is chosen and read, the server
 * previews it (every row's change, every error by row and column), and only a valid file with changes can be
 * imported, in one transaction; the result's toast offers Undo (the change set, given to the app's edge).
 *
 *   idle --open--> choosing --file.chosen--> reading --> previewing --> ready | invalid | nothing
 *   (a file over 5 MB: tooLarge, never sent)      ready --import--> importing --> idle (toast + Undo)
 *   previewing/importing --no connection--> offline (the file kept; sent again once back online)
 *   --error--> failed (the message; choose another file, or try again)
 *
 * choosing, tooLarge, ready, invalid, nothing and failed are the states of `picking`: in each, another file
 * can be chosen and Cancel closes the dialog (one pair of transitions on `picking` for all six).
 *
 * Tags for the view: `dialogOpen` (every state but idle), `checking` (reading, previewing), `busy` (importing),
 * `fileError` (too large, failed: the message), `tryAgain` (failed, offline).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { awaitOnlinePlaceholder, connectionLost, connectionToast, type OnlineEvent } from './connection';
import { errorToast, type ToastParams, toastPlaceholder } from './toast';

/** The largest file sent (the server refuses more with a 413 too). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const CSV_TEXTS = {
  tooLarge: 'The CSV file is larger than 5 MB: split it into smaller files.',
  readFailed: 'The file could not be read.',
  previewFailed: 'The file could not be previewed.',
  importFailed: 'The import failed: nothing was changed.',
} as const;

export interface ImportError {
  row: number;
  column: string;
  message: string;
}
export interface ImportPreview {
  rows: {
    row: number;
    id: string | number | null;
    name: string;
    action: string;
    changes: { field: string; from: string; to: string }[];
  }[];
  errors: ImportError[];
  moreErrors: number;
  creates: number;
  updates: number;
  unchanged: number;
  notes: string[];
  token: string;
}
export interface ImportResult {
  created: number;
  updated: number;
  changeSetId: string | null;
}

export interface CsvFile {
  name: string;
  size: number;
  file: Blob;
}

export interface CsvImportContext {
  file: CsvFile | null;
  csv: string | null;
  preview: ImportPreview | null;
  error: string | null;
}

export type CsvImportEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'file.chosen'; file: CsvFile }
  | { type: 'import' }
  | { type: 'retry' }
  | OnlineEvent;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

/** "Imported: 1 created, 3 updated." */
export const importedText = (r: ImportResult) => `Imported: ${r.created} created, ${r.updated} updated.`;

export const csvImportMachine = setup({
  types: { context: {} as CsvImportContext, events: {} as CsvImportEvent },
  actors: {
    /** The file's text (UTF-8). */
    readFile: fromPromise<string, Blob>(async () => ''),
    /** POST /frames/import/preview. */
    preview: fromPromise<ImportPreview, string>(async () => {
      throw new Error('not provided');
    }),
    /** POST /frames/import with the preview's token. */
    importFile: fromPromise<ImportResult, { csv: string; token: string }>(async () => {
      throw new Error('not provided');
    }),
    awaitOnline: awaitOnlinePlaceholder,
  },
  guards: {
    connectionLost,
    tooLarge: ({ event }) => event.type === 'file.chosen' && event.file.size > MAX_CSV_BYTES,
    hasErrors: ({ event }) => ((event as { output?: ImportPreview }).output?.errors.length ?? 0) > 0,
    noChanges: ({ event }) => {
      const p = (event as { output?: ImportPreview }).output;
      return !!p && p.creates + p.updates === 0;
    },
  },
  actions: {
    toast: toastPlaceholder,
    /** The import's toast with Undo (the app's edge: the back office's undo actor and the change set). */
    imported: (_: unknown, _result: ImportResult) => {},
    keepFile: assign(({ event }) => {
      assertEvent(event, 'file.chosen');
      return { file: event.file, csv: null, preview: null, error: null };
    }),
    keepText: assign({ csv: ({ event }) => (event as { output?: string }).output ?? '' }),
    keepPreview: assign({ preview: ({ event }) => (event as { output?: ImportPreview }).output ?? null }),
    keepError: assign({
      error: ({ event }) => messageOf((event as { error?: unknown }).error, CSV_TEXTS.previewFailed),
    }),
    tooLargeError: assign({ error: CSV_TEXTS.tooLarge }),
    reset: assign({ file: null, csv: null, preview: null, error: null }),
  },
}).createMachine({
  id: 'csvImport',
  context: { file: null, csv: null, preview: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog: the frames list shows its Import CSV button.',
      entry: 'reset',
      on: { open: { target: 'picking', actions: 'reset' } },
    },
    picking: {
      description:
        'The dialog waits for a file (another can be chosen in each of these states); Cancel closes it.',
      tags: 'dialogOpen',
      initial: 'choosing',
      on: {
        'file.chosen': [
          { guard: 'tooLarge', target: '.tooLarge', actions: ['keepFile', 'tooLargeError'] },
          { target: 'reading', actions: 'keepFile' },
        ],
        close: 'idle',
      },
      states: {
        choosing: {
          description: 'The dialog asks for a CSV file (Choose file); Cancel closes it.',
        },
        tooLarge: {
          description:
            'The file is over 5 MB: the dialog says so; nothing was sent. Another file can be chosen.',
          tags: 'fileError',
        },
        ready: {
          description: "The preview: each row's change; 'Import N changes' is enabled.",
          on: {
            import: '#csvImport.importing',
          },
        },
        invalid: {
          description:
            "The file's errors by row and column; nothing can be imported until another file is chosen.",
        },
        nothing: {
          description: "The file changes nothing ('0 changes'): Import is disabled.",
        },
        failed: {
          description:
            'Reading, previewing or importing failed: the message; Try again previews the file anew.',
          tags: ['fileError', 'tryAgain'],
          on: {
            retry: '#csvImport.reading',
          },
        },
      },
    },
    reading: {
      description: "The file's text is being read.",
      tags: ['dialogOpen', 'checking'],
      invoke: {
        src: 'readFile',
        input: ({ context }) => context.file?.file as Blob,
        onDone: { target: 'previewing', actions: 'keepText' },
        onError: { target: 'picking.failed', actions: assign({ error: CSV_TEXTS.readFailed }) },
      },
      on: { close: 'idle' },
    },
    previewing: {
      description: 'The server previews the file: the dialog shows it is checking.',
      tags: ['dialogOpen', 'checking'],
      invoke: {
        src: 'preview',
        input: ({ context }) => context.csv ?? '',
        onDone: [
          { guard: 'hasErrors', target: 'picking.invalid', actions: 'keepPreview' },
          { guard: 'noChanges', target: 'picking.nothing', actions: 'keepPreview' },
          { target: 'picking.ready', actions: 'keepPreview' },
        ],
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          { target: 'picking.failed', actions: 'keepError' },
        ],
      },
      on: { close: 'idle' },
    },
    importing: {
      description: 'The import runs (one transaction): its button shows it and cannot be pressed again.',
      tags: ['dialogOpen', 'busy'],
      invoke: {
        src: 'importFile',
        input: ({ context }) => ({ csv: context.csv ?? '', token: context.preview?.token ?? '' }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'imported', params: ({ event }) => event.output }, 'reset'],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            target: 'picking.failed',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, CSV_TEXTS.importFailed) }),
              { type: 'toast', params: ({ context }): ToastParams => errorToast(context.error ?? '') },
            ],
          },
        ],
      },
    },
    offline: {
      description:
        'No connection: the file is kept with the connection message; previewed anew once back online.',
      tags: ['dialogOpen', 'tryAgain'],
      entry: { type: 'toast', params: connectionToast() },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'reading',
        retry: 'reading',
        close: 'idle',
      },
    },
  },
});
