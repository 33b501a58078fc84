/** How a tester causes the label dialog's events on Admin > Labels (`npm run test:paths -- labelDialog`). */
import { conflictCauses, offlineCauses, SILENT_FAILURE } from './qaWords';

export const labelDialogQa = {
  causes: {
    create: 'press Create Label',
    edit: 'press Edit Label on "Best Price"',
    duplicate: 'press Duplicate Label on "Best Price"',
    'type name': 'type "  Gift Idea  " in Label name',
    'clear name': 'clear Label name (type spaces only)',
    'pick colour': 'type #ff8800 in Color',
    'bad colour': 'type #12 in Color',
    submit: 'press Create Label / Update Label (Retry when offline)',
    cancel: 'press Cancel',
    'save done': 'the server saves it',
    'save refused':
      'the server refuses: a label named "Gift Idea" exists already ("A label named \'Gift Idea\' already exists")',
    'save failed silently': SILENT_FAILURE,
    ...offlineCauses,
    ...conflictCauses('rename "Best Price" to "Best Deal"'),
  },
  shows: {
    closed: 'the labels list, no dialog',
    'editing.pristine':
      'the "Create New Label" (Create, Duplicate) or "Edit Label" dialog: Label name, Color, Preview',
    'editing.dirty': 'the dialog with what was typed, the Preview following it',
    invalid: '"Please enter a label name." under Label name',
    failed: "the server's message in red under the Preview",
    offline: 'the connection message with Retry',
    'conflict.review': '"Someone else changed this label" with what changed, Reload and Overwrite',
  },
  passing: ['saving', 'conflict.checking'],
};
