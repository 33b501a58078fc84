/**
 * How a tester causes the confirmed action graph's events (`npm run test:paths -- confirmedAction`), on its
 * first use: deleting a frame from Admin > Frames (the others, Duplicate, Mark Out of Stock, Delete forever,
 * a user's or a label's delete, follow the same steps).
 */
import { conflictChoices, NETWORK_OFF, NETWORK_ON, OWN_WORDS } from './qaWords';

export const confirmedActionQa = {
  causes: {
    request: 'press Actions for Oak Classic, then Delete Frame',
    confirm: 'press Delete Frame in the dialog (Try again after a failure)',
    cancel: 'press Cancel in the dialog',
    'call done': 'the server deletes it; the toast offers Undo for 10 s',
    'call failed': `the server refuses (in a second tab, delete Oak Classic first; ${OWN_WORDS})`,
    'no connection': NETWORK_OFF,
    'back online': NETWORK_ON,
    // Only a call that names a version (Mark Out of Stock / In Stock) can be refused as stale.
    'call stale':
      'the server answers 412 (a status change: before confirming Mark Out of Stock, edit Oak Classic in a second tab and save there)',
    'read theirs': 'the dialog reads the saved version: "Someone else changed this frame" lists what changed',
    ...conflictChoices,
  },
  /** The deleted frame's toast with Undo comes from the app's edge (the undo actor). */
  edgeToasts: { 'call done': ['In the trash: Oak Classic stays in the Trash for 30 days. (Undo)'] },
  passing: ['working', 'conflict.checking'],
};
