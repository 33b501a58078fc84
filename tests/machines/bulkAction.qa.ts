/** How a tester causes the bulk action graph's events on Admin > Frames (`npm run test:paths -- bulkAction`). */
import { NETWORK_OFF, NETWORK_ON } from './qaWords';

export const bulkActionQa = {
  causes: {
    'tick 1': "tick (or untick) the first row's checkbox (Select Oak)",
    'all on page': 'tick "Select all on this page" in the table header',
    'none on page': 'untick "Select all on this page"',
    'page changes':
      "press Clear selection, or go to another page or change a filter (with the dialog open: the browser's Back button)",
    choose: 'press Change prices in the bar',
    confirm: 'type 10 in the dialog, then press Apply to N frames (Try again after a failure)',
    cancel: 'press Cancel in the dialog',
    'call done': 'the server takes the change; the toast "Done" offers Undo for 10 s',
    'call refused': 'the server refuses: change prices by -100 % so "Oak" would cost 0 KSh',
    'no connection': NETWORK_OFF,
    'back online': NETWORK_ON,
  },
  shows: {
    confirming: 'the "Change prices" dialog with its input, Cancel and Apply to N frames',
    failed: 'the dialog with Try again',
    offline: 'the dialog with the connection message and Try again',
  },
  /** The result's toast with Undo comes from the app's edge (the undo actor). */
  edgeToasts: { 'call done': ['Done: N frames updated. (Undo)'] },
  passing: ['running'],
};
