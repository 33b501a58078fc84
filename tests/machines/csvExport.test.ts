import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type CsvExportQuery, csvExportMachine } from '../../machines/csvExport.machine';
import type { ToastParams } from '../../machines/toast';
import { csvExportQa } from './csvExport.qa';
import { type Arrival, describeModel } from './graph';
import { NETWORK_ERROR, offlineEvents } from './offline';

const OAK = { search: 'oak' };
const WALNUT = { search: 'walnut', status: 'IN_STOCK' };
const FILE = 'frames-2026-11-27.csv';
const READY = { type: 'success', title: 'Export ready', description: `${FILE} downloaded.` };
const REFUSED = { type: 'error', title: 'Error', description: 'Not authenticated' };
const GENERIC = { type: 'error', title: 'Error', description: 'The export failed.' };
const OFFLINE = {
  type: 'error',
  title: 'Connection failed',
  description: 'The export could not reach the server: it runs again when you are back online.',
};

const query = (a: Arrival) => (a.snapshot.context as { query: CsvExportQuery | null }).query;

describeModel('csvExport', {
  machine: csvExportMachine,
  qa: csvExportQa,
  events: {
    export: { type: 'export', query: OAK },
    'export (other filters)': { type: 'export', query: WALNUT },
    done: { type: 'xstate.done.actor.download', output: FILE },
    refused: { type: 'xstate.error.actor.download', error: new Error('Not authenticated') },
    'failed without a reason': { type: 'xstate.error.actor.download', error: { status: 500 } },
    ...offlineEvents('download'),
  },
  transitions: [
    ['idle', 'export', 'exporting'],
    ['idle', 'export (other filters)', 'exporting'],
    ['exporting', 'done', 'idle'],
    ['exporting', 'refused', 'idle'],
    ['exporting', 'failed without a reason', 'idle'],
    ['exporting', 'no connection', 'offline'],
    ['offline', 'back online', 'exporting'],
    ['offline', 'export', 'exporting'],
    ['offline', 'export (other filters)', 'exporting'],
  ],
  states: {
    idle: (a) => {
      expect(query(a)).toBeNull();
      expect(a.invoked).toEqual({});
      const toasts: Record<string, ToastParams[]> = {
        done: [READY as ToastParams],
        refused: [REFUSED as ToastParams],
        'failed without a reason': [GENERIC as ToastParams],
      };
      expect(a.toasts).toEqual(toasts[a.event ?? ''] ?? []);
    },
    exporting: (a) => {
      expect(a.toasts).toEqual([]);
      // The filters of the press that started it; back online, the ones kept while offline.
      const expected = a.event === 'export' ? OAK : a.event === 'export (other filters)' ? WALNUT : query(a);
      expect(query(a)).toEqual(expected);
      expect(a.invoked).toEqual({ download: expected });
      if (a.event === 'back online') expect(a.from).toBe('offline');
    },
    offline: (a) => {
      expect(a.from).toBe('exporting');
      expect(a.toasts).toEqual([OFFLINE]);
      expect(a.invoked).toEqual({ awaitOnline: undefined });
      expect(query(a)).not.toBeNull();
    },
  },
});

describe('csvExport with live (stubbed) actors', () => {
  it('a second press while exporting is ignored; the toast names the file', async () => {
    const toasts: ToastParams[] = [];
    const asked: CsvExportQuery[] = [];
    let finish: (name: string) => void = () => {};
    const actor = createActor(
      csvExportMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          download: fromPromise<string, CsvExportQuery>(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => {
              finish = resolve;
            });
          }),
        },
      }),
    ).start();
    actor.send({ type: 'export', query: OAK });
    actor.send({ type: 'export', query: WALNUT });
    finish(FILE);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual([OAK]);
    expect(toasts).toEqual([READY]);
  });

  it('no connection: offline with its toast, then back online the same export runs again', async () => {
    const toasts: ToastParams[] = [];
    const asked: CsvExportQuery[] = [];
    let online: () => void = () => {};
    const actor = createActor(
      csvExportMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          download: fromPromise<string, CsvExportQuery>(async ({ input }) => {
            asked.push(input);
            if (asked.length === 1) throw NETWORK_ERROR;
            return FILE;
          }),
          awaitOnline: fromCallback(({ sendBack }) => {
            online = () => sendBack({ type: 'connection.online' });
          }),
        },
      }),
    ).start();
    actor.send({ type: 'export', query: WALNUT });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(toasts).toEqual([OFFLINE]);
    online();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual([WALNUT, WALNUT]);
    expect(toasts).toEqual([OFFLINE, READY]);
  });
});
