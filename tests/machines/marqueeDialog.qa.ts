/** How a tester causes the marquee dialog's events on Admin > Marquee (`npm run test:paths -- marqueeDialog`). */
import { conflictCauses, OWN_WORDS, offlineCauses, SILENT_FAILURE } from './qaWords';

export const marqueeDialogQa = {
  causes: {
    create: 'press Add Content',
    edit: 'press Edit on "Free delivery in Nairobi"',
    'type text': 'type "  Summer sale: 20% off  " in Text',
    'blank text': 'clear Text (type spaces only)',
    'order abc': 'type abc in Order',
    'order 7': 'type 7 in Order',
    'switch off': 'switch "Active (shown on the homepage)" off',
    'switch on': 'switch "Active (shown on the homepage)" on',
    save: 'press Create Content / Update Content (Retry when offline)',
    cancel: 'press Cancel',
    'save done': 'the server saves it',
    'save refused': `the server refuses (in a second tab, delete the item before saving here; ${OWN_WORDS})`,
    'save failed': SILENT_FAILURE,
    ...offlineCauses,
    ...conflictCauses('change its text to "Free delivery in Mombasa"'),
  },
  shows: {
    closed: 'the marquee list, no dialog',
    'editing.pristine':
      'the "Add Content" or "Edit Content" dialog: Text, Order, Active (shown on the homepage)',
    'editing.dirty': 'the dialog with what was changed',
    failed: "the server's message in red under the fields",
    offline: 'the connection message with Retry',
    'conflict.review': '"Someone else changed this marquee item" with what changed, Reload and Overwrite',
  },
  passing: ['saving', 'conflict.checking'],
};
