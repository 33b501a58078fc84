/** How a tester causes the metrics graph's events on Admin > Performance (`npm run test:paths -- metrics`). */
import { SILENT_FAILURE } from './qaWords';

const NO_STATUS =
  'the server answers without a "status" (rewrite its answer with a proxy such as mitmproxy or Charles): "Invalid response format"';

export const metricsQa = {
  causes: {
    'load done': 'the metrics load: the figures are shown',
    'load without status': `${NO_STATUS} (the machine's own check, behind the http layer's)`,
    'load failed': `the load fails: ${SILENT_FAILURE}, or the network is off (DevTools > Network > Offline)`,
    'load invalid': NO_STATUS,
    'sample due': 'wait 15 s: a quiet sample is taken',
    'sample done': 'the sample is read: the figures and lines move, no toast',
    'sample without status': `${NO_STATUS}, for a quiet sample: the figures stay`,
    'sample failed':
      'switch the network off (DevTools > Network > Offline) before the next sample: it fails quietly, the figures stay',
    refresh: 'press Refresh',
    retry: 'press Try Again on the error card',
    hidden: 'switch to another browser tab (or minimise the window)',
    visible: 'come back to this tab',
  },
  passing: ['opening', 'loading', 'loaded.sampling'],
};
