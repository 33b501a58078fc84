/**
 * A list's "Export CSV" button (frames, messages; docs/api.md, "CSV export and import"): pressing it asks the
 * server for the list's CSV with the filters shown at that moment and hands the file to the browser.
 *
 *   idle ──export(query)──▶ exporting ──done──▶ idle ("Export ready" toast)
 *                              │ ├──error──▶ idle (error toast: the server's reason)
 *                              │ └──no connection──▶ offline ──back online / export (Retry)──▶ exporting
 *
 * While exporting the button shows it and a second press does nothing; without a connection the button
 * offers "Retry export" and the export runs again once the browser is back online. `download` (the call and
 * the hand-over to the browser, answering the file's name) and `awaitOnline` are provided at the app's edge
 * (src/admin/csv/ExportCsvButton.tsx).
 */
import { assertEvent, assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { connectionLost, type OnlineEvent } from './connection';
import { errorToast, toastPlaceholder } from './toast';

/** The list's filters when the button was pressed (query parameters of GET /…/export.csv). */
export type CsvExportQuery = Record<string, string | number | boolean | undefined>;

export interface CsvExportContext {
  /** The filters of the export running or waiting for the connection. */
  query: CsvExportQuery | null;
}

export type CsvExportEvent = { type: 'export'; query: CsvExportQuery } | OnlineEvent;

export const CSV_EXPORT_TEXTS = {
  readyTitle: 'Export ready',
  failed: 'The export failed.',
  offlineTitle: 'Connection failed',
  offline: 'The export could not reach the server: it runs again when you are back online.',
} as const;

/** The success toast's text: the downloaded file's name. */
export const downloadedText = (fileName: string) => `${fileName} downloaded.`;

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : CSV_EXPORT_TEXTS.failed;

export const csvExportMachine = setup({
  types: {
    context: {} as CsvExportContext,
    events: {} as CsvExportEvent,
  },
  actors: {
    /** GET the list's export.csv with `query` and hand the file to the browser; answers the file's name. */
    download: fromPromise<string, CsvExportQuery>(async () => {
      throw new Error('not provided');
    }),
    awaitOnline: fromCallback<EventObject>(() => undefined),
  },
  guards: { connectionLost },
  actions: {
    toast: toastPlaceholder,
    keepQuery: assign(({ event }) => {
      assertEvent(event, 'export');
      return { query: event.query };
    }),
    clear: assign({ query: null }),
  },
}).createMachine({
  id: 'csvExport',
  context: { query: null },
  initial: 'idle',
  states: {
    idle: {
      description: '"Export CSV", ready to be pressed.',
      on: { export: { target: 'exporting', actions: 'keepQuery' } },
    },
    exporting: {
      description: 'The export runs: the button shows "Exporting" and cannot be pressed again.',
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => context.query ?? {},
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'toast',
              params: ({ event }) => ({
                type: 'success',
                title: CSV_EXPORT_TEXTS.readyTitle,
                description: downloadedText(event.output),
              }),
            },
            'clear',
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            target: 'idle',
            actions: [{ type: 'toast', params: ({ event }) => errorToast(reasonOf(event.error)) }, 'clear'],
          },
        ],
      },
    },
    offline: {
      description:
        'No connection: the button offers "Retry export"; the export runs again once back online or when pressed.',
      entry: {
        type: 'toast',
        params: {
          type: 'error',
          title: CSV_EXPORT_TEXTS.offlineTitle,
          description: CSV_EXPORT_TEXTS.offline,
        },
      },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': { target: 'exporting' },
        export: { target: 'exporting', actions: 'keepQuery' },
      },
    },
  },
});
