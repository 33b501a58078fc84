/** The userChange machine's graph (a user's status or role): events by label and transitions, per field. */

import { userChangeMachine } from '../../machines/userChange.machine';
import type { ChangeUser, UserField } from '../../machines/userRules';
import type { GraphModel } from './explore';
import { offlineEvents } from './offline';

export const ann: ChangeUser = { id: 7, name: 'Ann Admin', role: 'ADMIN', status: 'ACTIVE' };

/** Spec section 8, per field: what the change does to Ann, its success text, its default failure. */
export const CASES = {
  status: {
    from: 'ACTIVE',
    to: 'SUSPENDED',
    success: 'User suspended successfully.',
    failure: 'Failed to update user status',
    refusal: 'You cannot change your own status',
  },
  role: {
    from: 'ADMIN',
    to: 'SUPER_ADMIN',
    success: 'User role updated to Super Admin.',
    failure: 'Failed to update user role',
    refusal: 'Cannot remove the last active super admin',
  },
} as const;

export function userChangeGraph(field: UserField) {
  const c = CASES[field];
  return {
    machine: userChangeMachine,
    input: { field },
    events: {
      request: { type: 'change.request', user: ann },
      confirm: { type: 'change.confirm' },
      cancel: { type: 'change.cancel' },
      saved: { type: 'xstate.done.actor.save', output: { refused: null } },
      refused: { type: 'xstate.done.actor.save', output: { refused: c.refusal } },
      'call failed': { type: 'xstate.error.actor.save', error: new Error('Network error') },
      // A rejection without a message (labels are told apart by JSON, where every Error is {}).
      'call failed silently': { type: 'xstate.error.actor.save', error: undefined },
      ...offlineEvents('save'),
    },
    transitions: [
      ['idle', 'request', 'confirming'],
      ['confirming', 'confirm', 'saving'],
      ['confirming', 'cancel', 'idle'],
      ['saving', 'saved', 'idle'],
      ['saving', 'refused', 'refused'],
      ['saving', 'call failed', 'failed'],
      ['saving', 'call failed silently', 'failed'],
      ['refused', 'cancel', 'idle'],
      ['failed', 'confirm', 'saving'],
      ['failed', 'cancel', 'idle'],
      ['saving', 'no connection', 'offline'],
      ['offline', 'back online', 'saving'],
      ['offline', 'confirm', 'saving'],
      ['offline', 'cancel', 'idle'],
    ] as const,
  } satisfies GraphModel<typeof userChangeMachine>;
}
