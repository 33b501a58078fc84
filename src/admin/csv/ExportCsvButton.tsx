import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../ui/toast';
import { useShopClient } from '../useShopClient';

/**
 * "Export CSV": downloads the list's CSV for its current filters (docs/api.md, "CSV export and import")
 * through the http layer (the bearer token), then hands the file to the browser. Running, it shows so
 * and cannot be pressed twice; a failure is a toast.
 */
export function ExportCsvButton({
  path,
  query,
  name,
}: {
  path: string;
  query: Record<string, unknown>;
  name: string;
}) {
  const client = useShopClient();
  const [running, setRunning] = useState(false);
  const exportCsv = async () => {
    setRunning(true);
    try {
      const blob = await client.http.download(path, { query, admin: true });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      notify({ type: 'success', title: 'Export ready', description: `${link.download} downloaded.` });
    } catch (error) {
      notify({
        type: 'error',
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'The export failed.',
      });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      variant="outline"
      onClick={exportCsv}
      loading={running}
      loadingText="Exporting"
      disabled={running}
    >
      Export CSV
    </Button>
  );
}
