/** How a tester causes the admin session's events at /admin (`npm run test:paths -- session`). */
import { NETWORK_OFF } from './qaWords';

const ELSEWHERE = 'in another browser, a Super Admin';

export const sessionQa = {
  causes: {
    'token valid': 'open /admin in a browser signed in before: the saved sign-in is accepted',
    'no token': 'open /admin in a private window (no saved sign-in)',
    'token of a suspended account': `open /admin in a browser signed in before, after ${ELSEWHERE} suspended that account`,
    'check failed':
      'open /admin in a browser signed in before, with the network off (DevTools > Network > Offline)',
    submit: 'type " a@shop.test " in Email and secret-123 in Password, then press Sign In',
    'submit blank': 'clear Email (spaces only), then press Sign In',
    edit: 'type in Email or Password',
    'login ok': 'the server accepts the e-mail and password: the admin opens',
    'login suspended': 'the account is suspended (suspend it first from another browser)',
    'login invalid': 'the password is wrong ("Invalid email or password")',
    'login throttled': 'five wrong passwords before this one: "Too many failed login attempts…"',
    'login network': NETWORK_OFF,
    'login threw':
      'the login call fails unexpectedly (answer it with a body that is not JSON through a proxy such as mitmproxy)',
    'close dialog': 'press Close in "Account Suspended"',
    'contact support': 'press Contact Support (an e-mail to support opens)',
    logout: 'press Logout in the side menu',
    'logged out': 'the server ends the session: the login screen',
    'logout failed':
      'the logout finds no connection (switch the network off first): signed out here all the same',
    'call refused 401': `${ELSEWHERE} types secret-123 again as your account's new password in Edit User (its other sessions end); then open another admin page here (the server answers 401)`,
    'call refused suspended': `${ELSEWHERE} suspends your account; then open another admin page here`,
  },
  passing: ['restoring', 'signedOut.submitting', 'signingOut'],
};
