/**
 * How a tester causes a marquee item's Hide/Show events on Admin > Marquee, for the shown item "Free delivery"
 * (`npm run test:paths -- marqueeToggle`).
 */
import { conflictCauses, offlineCauses } from './qaWords';

const OTHER_TAB = 'in a second tab, press';
const {
  'read failed': readFailed,
  'read: no connection': readOffline,
  reload,
  overwrite,
} = conflictCauses('');

export const marqueeToggleQa = {
  causes: {
    toggle: 'press Hide (or Show)',
    'call done': 'the server takes it: the toast "Marquee content status updated"',
    'call failed': 'the server refuses (in a second tab, delete the item before pressing it here)',
    ...offlineCauses,
    'try again': 'press Try again on the connection message',
    'sync shown': `${OTHER_TAB} Show on it; this tab's card follows (live, or on reload)`,
    'sync hidden': `${OTHER_TAB} Hide on it; this tab's card follows (live, or on reload)`,
    'call stale':
      'the server answers 412: before pressing it, edit its text in a second tab and save there (or press Hide there)',
    'read theirs shown': 'the card reads the saved version, still shown (the second tab changed its text)',
    'read theirs hidden': 'the card reads the saved version, hidden (the second tab pressed Hide)',
    'read failed': readFailed,
    'read: no connection': readOffline,
    reload,
    overwrite,
  },
  passing: ['toggling', 'conflict.checking'],
};
