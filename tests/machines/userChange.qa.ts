/**
 * How a tester causes a user's status or role change on Admin > Users, for Ann Admin (an active Admin), as a
 * Super Admin (`npm run test:paths -- userChange`).
 */
import type { UserField } from '../../machines/userRules';
import { conflictCauses, FAILURE_WITH_MESSAGE, OWN_WORDS, offlineCauses, SILENT_FAILURE } from './qaWords';

const ACTION = { status: 'Suspend User', role: 'Make Super Admin' };
/** The menu item once the change is made (the path asks again from there). */
const BACK = { status: 'Activate User', role: 'Make Admin' };

export const userChangeQa = (field: UserField) => ({
  causes: {
    request: `press Actions for Ann Admin, then ${ACTION[field]} (${BACK[field]} once made)`,
    confirm: `press ${ACTION[field]} (or ${BACK[field]}) in the dialog (Try again after a failure)`,
    cancel: 'press Cancel (OK after a refusal)',
    saved: 'the server takes the change',
    refused: `the server refuses (in a second tab, delete Ann before confirming here; ${OWN_WORDS})`,
    'call failed': FAILURE_WITH_MESSAGE,
    'call failed silently': SILENT_FAILURE,
    ...offlineCauses,
    ...conflictCauses(field === 'status' ? 'suspend Ann' : 'make Ann a Super Admin'),
  },
  passing: ['saving', 'conflict.checking'],
});
