/** How a tester causes the CSV export graph's events on Admin > Frames (`npm run test:paths -- csvExport`). */
import { NETWORK_OFF, NETWORK_ON, SILENT_FAILURE } from './qaWords';

export const csvExportQa = {
  causes: {
    export: 'search "oak", then press Export CSV (Retry export when offline)',
    'export (other filters)': 'search "walnut" with status In Stock, then press Export CSV (or Retry export)',
    done: 'the CSV downloads: the toast "Export ready"',
    refused: 'the server refuses (sign out in a second tab first: "Not authenticated")',
    'failed without a reason': SILENT_FAILURE,
    'no connection': NETWORK_OFF,
    'back online': NETWORK_ON,
  },
  passing: ['exporting'],
};
