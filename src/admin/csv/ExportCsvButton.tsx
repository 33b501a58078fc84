import { Button } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type CsvExportQuery, csvExportMachine } from '../../../machines/csvExport.machine';
import type { ShopClient } from '../../api/client';
import { inspect } from '../devInspect';
import { adminActions, awaitOnline } from '../edge';
import { useShopClient } from '../useShopClient';

/** Downloads `path` with `query` through the http layer (the bearer token) and hands the file to the browser. */
async function downloadCsv(client: ShopClient, path: string, name: string, query: CsvExportQuery) {
  const blob = await client.http.download(path, { query, admin: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return link.download;
}

/**
 * "Export CSV": downloads the list's CSV for its current filters (docs/api.md, "CSV export and import").
 * Its states are machines/csvExport.machine.ts: running, it shows so and cannot be pressed twice; the
 * outcome is a toast; without a connection it offers "Retry export" and runs again once back online.
 */
export function ExportCsvButton({
  path,
  query,
  name,
}: {
  path: string;
  query: CsvExportQuery;
  name: string;
}) {
  const client = useShopClient();
  const machine = useMemo(
    () =>
      csvExportMachine.provide({
        actions: adminActions,
        actors: {
          download: fromPromise<string, CsvExportQuery>(({ input }) =>
            downloadCsv(client, path, name, input),
          ),
          awaitOnline,
        },
      }),
    [client, path, name],
  );
  const [state, send] = useMachine(machine, { inspect });
  const exporting = state.matches('exporting');
  return (
    <Button
      variant="outline"
      onClick={() => send({ type: 'export', query })}
      loading={exporting}
      loadingText="Exporting"
      disabled={exporting}
    >
      {state.matches('offline') ? 'Retry export' : 'Export CSV'}
    </Button>
  );
}
