/** The session machine's graph (the login result kinds): its events by label and its transitions, from the spec. */
import type { LoginResult, SessionUser } from '../../machines/session.machine';
import { NETWORK_ERROR_TEXT, SUSPENDED_DETAILS, sessionMachine } from '../../machines/session.machine';
import type { GraphModel } from './explore';

export const user: SessionUser = {
  id: 1,
  name: 'Amina',
  email: 'a@shop.test',
  role: 'ADMIN',
  status: 'ACTIVE',
};
export const TOO_MANY = 'Too many failed login attempts. Please try again in 15 minutes.';
const done = (output: LoginResult) => ({ type: 'xstate.done.actor.login', output });

/** Failure states return to editing on the next edit or try again. */
const retrying = (from: string) =>
  [
    [from, 'edit', 'signedOut.editing'],
    [from, 'submit', 'signedOut.submitting'],
    [from, 'submit blank', 'signedOut.incomplete'],
  ] as const;

export const sessionGraph = {
  machine: sessionMachine,
  events: {
    'token valid': { type: 'xstate.done.actor.restore', output: user },
    'no token': { type: 'xstate.done.actor.restore', output: null },
    'token of a suspended account': { type: 'xstate.done.actor.restore', output: 'suspended' },
    'check failed': { type: 'xstate.error.actor.restore', error: new Error('offline') },
    submit: { type: 'login.submit', email: ' a@shop.test ', password: 'secret-123' },
    'submit blank': { type: 'login.submit', email: ' ', password: 'secret-123' },
    edit: { type: 'login.edit' },
    'login ok': done({ kind: 'success', token: 't', user }),
    'login suspended': done({ kind: 'suspended', message: SUSPENDED_DETAILS }),
    'login invalid': done({ kind: 'invalidCredentials', message: 'Invalid email or password' }),
    'login throttled': done({ kind: 'throttled', message: TOO_MANY }),
    'login network': done({ kind: 'networkError', message: NETWORK_ERROR_TEXT }),
    'login threw': { type: 'xstate.error.actor.login', error: new Error('x') },
    'close dialog': { type: 'dialog.close' },
    'contact support': { type: 'support.contact' },
    logout: { type: 'logout' },
    'logged out': { type: 'xstate.done.actor.logout', output: undefined },
    'logout failed': { type: 'xstate.error.actor.logout', error: new Error('x') },
    'call refused 401': { type: 'session.expired' },
    'call refused suspended': { type: 'session.suspended' },
  },
  transitions: [
    ['restoring', 'token valid', 'signedIn'],
    ['restoring', 'no token', 'signedOut.editing'],
    ['restoring', 'token of a suspended account', 'signedOut.suspended'],
    ['restoring', 'check failed', 'signedOut.editing'],
    ['signedOut.editing', 'submit', 'signedOut.submitting'],
    ['signedOut.editing', 'submit blank', 'signedOut.incomplete'],
    ...retrying('signedOut.incomplete'),
    ['signedOut.submitting', 'login ok', 'signedIn'],
    ['signedOut.submitting', 'login suspended', 'signedOut.suspended'],
    ['signedOut.submitting', 'login invalid', 'signedOut.invalidCredentials'],
    ['signedOut.submitting', 'login throttled', 'signedOut.throttled'],
    ['signedOut.submitting', 'login network', 'signedOut.networkError'],
    ['signedOut.submitting', 'login threw', 'signedOut.networkError'],
    ...retrying('signedOut.invalidCredentials'),
    ...retrying('signedOut.networkError'),
    ...retrying('signedOut.throttled'),
    ...retrying('signedOut.ended'),
    ['signedOut.suspended', 'close dialog', 'signedOut.editing'],
    ['signedOut.suspended', 'contact support', 'signedOut.suspended'],
    ['signedIn', 'logout', 'signingOut'],
    ['signedIn', 'call refused 401', 'signedOut.ended'],
    ['signedIn', 'call refused suspended', 'signedOut.suspended'],
    ['signingOut', 'logged out', 'signedOut.editing'],
    ['signingOut', 'logout failed', 'signedOut.editing'],
  ],
} satisfies GraphModel<typeof sessionMachine>;
