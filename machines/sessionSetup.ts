/**
 * The session machine's implementations (machines/session.machine.ts holds its chart): the actors and actions
 * the app's edge provides (src/api/session.ts) and the guards, each named so the chart reads whole in the
 * visualizer.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  type LoginResult,
  NETWORK_ERROR_TEXT,
  type SessionContext,
  type SessionEvent,
  type SessionUser,
} from './sessionTypes';
import { toastPlaceholder } from './toast';

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    /** busy: a call is running; checking: no login form yet (token check, logout); failure: a failed login's text shows; dialogOpen: the 'Account Suspended' dialog. */
    tags: {} as 'busy' | 'checking' | 'failure' | 'dialogOpen',
  },
  actors: {
    /** The stored token's user; null when there is none or it is invalid (then removed); 'suspended' for a suspended account. */
    restore: fromPromise<SessionUser | null | 'suspended'>(async () => null),
    /** A LoginResult; stores the token on success. Rejects only on a real failure. */
    login: fromPromise<LoginResult, { email: string; password: string }>(async () => ({
      kind: 'networkError',
      message: NETWORK_ERROR_TEXT,
    })),
    /** Clears the stored token. */
    logout: fromPromise<void>(async () => undefined),
    /** While signed in: sends `session.expired` or `session.suspended` when a call is refused for the session. */
    watch: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    toast: toastPlaceholder,
    /** Removes the stored token (the server refused it). */
    forget: () => {},
    /** Keeps the failed login's text (params: the result) for the screen. */
    keepMessage: assign((_, result: LoginResult) => ({
      message: 'message' in result ? result.message : null,
    })),
    /** Opens an e-mail to support. */
    contactSupport: () => {},
  },
  guards: {
    credentialsMissing: ({ event }) => {
      assertEvent(event, 'login.submit');
      return !event.email.trim() || !event.password;
    },
    /** The restore actor's output (params) is a user. */
    hasUser: (_, restored: SessionUser | null | 'suspended') => restored !== null && restored !== 'suspended',
    /** The restore actor's output (params) says the account is suspended. */
    isSuspended: (_, restored: SessionUser | null | 'suspended') => restored === 'suspended',
    /** The login result (params: its kind and the kind wanted) is of that kind. */
    resultIs: (_, p: { kind: LoginResult['kind']; wanted: LoginResult['kind'] }) => p.kind === p.wanted,
  },
});
