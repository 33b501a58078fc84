/** How a tester causes the user dialog's events on Admin > Users, as a Super Admin (`npm run test:paths -- userForm`). */
import { conflictCauses, offlineCauses, SILENT_FAILURE } from './qaWords';

export const userFormQa = {
  causes: {
    new: 'press Add New User',
    edit: 'press Actions for Ann Admin, then Edit User',
    'type name': 'type " Bea Bold " in Name',
    'clear name': 'clear Name (type spaces only)',
    'type email': 'type bea@example.com in Email',
    'type password': 'type secret-pass in Password',
    'pick super admin': 'choose Super Admin in Role',
    'pick suspended': 'choose Suspended in Status',
    submit: 'press Create User / Update User (Retry when offline)',
    cancel: 'press Cancel',
    saved: 'the server saves it',
    refused: 'the server refuses: the e-mail is another user\'s ("A user with this email already exists")',
    'failed silently': SILENT_FAILURE,
    ...offlineCauses,
    ...conflictCauses('rename Ann to "Ann Other"'),
  },
  shows: {
    closed: 'the users list, no dialog',
    'editing.pristine': 'the "Add New User" or "Edit User" dialog: Name, Email, Password, Role, Status',
    'editing.dirty': 'the dialog with what was typed',
    failed: "the server's message in red in the dialog",
    offline: 'the connection message with Retry',
    'conflict.review': '"Someone else changed this user" with what changed, Reload and Overwrite',
    saved: 'the users list, no dialog',
  },
  passing: ['saving', 'conflict.checking'],
};
