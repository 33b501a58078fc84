/** The userChange machine's graph (a user's status or role): events by label and transitions, per field. */

import { userChangeMachine } from '../../machines/userChange.machine';
import type { ChangeUser, UserField } from '../../machines/userRules';
import type { GraphModel } from './explore';
import { offlineEvents } from './offline';

export const ann: ChangeUser = { id: 7, name: 'Ann Admin', role: 'ADMIN', status: 'ACTIVE', version: 4 };
/** Ann as someone else saved her meanwhile: suspended and made Super Admin. */
export const theirs: ChangeUser = { ...ann, role: 'SUPER_ADMIN', status: 'SUSPENDED', version: 6 };
/** The server's sentence (docs/api.md), written here again on purpose. */
export const STALE =
  'This user was changed by someone else since you loaded it. Reload it to see the changes, then save again.';

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

/**
 * Someone else saved the user first (412): the machine's `conflict`, walked with two tabs in
 * tests/e2e/admin-conflicts-more.e2e.test.ts (the generated browser paths leave it to that file).
 */
export function userChangeConflictGraph(field: UserField) {
  const base = userChangeGraph(field);
  return {
    ...base,
    events: {
      ...base.events,
      'save stale': {
        type: 'xstate.error.actor.save',
        error: { _tag: 'HttpError', status: 412, message: STALE },
      },
      'read theirs': { type: 'xstate.done.actor.loadUser', output: theirs },
      'read failed': { type: 'xstate.error.actor.loadUser', error: new Error('') },
      'read: no connection': offlineEvents('loadUser')['no connection'],
      reload: { type: 'change.reload' },
      overwrite: { type: 'change.overwrite' },
    },
    transitions: [
      ...base.transitions,
      ['saving', 'save stale', 'conflict.checking'],
      ['conflict.checking', 'read theirs', 'conflict.review'],
      ['conflict.checking', 'read failed', 'failed'],
      ['conflict.checking', 'read: no connection', 'offline'],
      ['conflict.checking', 'cancel', 'idle'],
      ['conflict.review', 'reload', 'confirming'],
      ['conflict.review', 'overwrite', 'saving'],
      ['conflict.review', 'cancel', 'idle'],
    ] as const,
  } satisfies GraphModel<typeof userChangeMachine>;
}
