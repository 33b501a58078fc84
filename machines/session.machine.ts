/**
 * The admin session (spec sections 4 and 8): on start a stored token is checked with the current-user
 * call and removed when invalid; login results are success, suspended, invalid credentials or network
 * error; logout clears the token. Side effects are actors provided from outside (src/api/session.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: 'ADMIN' | 'SUPER_ADMIN';
  status: 'ACTIVE' | 'SUSPENDED';
}

export type LoginResult =
  | { kind: 'success'; token: string; user: SessionUser }
  | { kind: 'suspended'; message: string }
  | { kind: 'invalidCredentials'; message: string }
  | { kind: 'networkError'; message: string };

export const SUSPENDED_DETAILS =
  'Your account has been suspended. Please contact the administrator for assistance.';
export const NETWORK_ERROR_TEXT = 'Network error occurred. Please try again.';
export const LOGIN_FAILED = 'Login failed';

export interface SessionContext {
  user: SessionUser | null;
  error: LoginResult | null;
}

export type SessionEvent = { type: 'login.submit'; email: string; password: string } | { type: 'logout' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Resolves the stored token's user, or null when there is none or it is invalid (then removed). */
    restore: fromPromise<SessionUser | null>(async () => null),
    /** Resolves a LoginResult; stores the token on success. Rejects only on a real failure. */
    login: fromPromise<LoginResult, { email: string; password: string }>(async () => ({
      kind: 'networkError',
      message: NETWORK_ERROR_TEXT,
    })),
    /** Clears the stored token. */
    logout: fromPromise<void>(async () => undefined),
  },
  guards: {
    hasUser: ({ event }) => Boolean((event as unknown as { output: SessionUser | null }).output),
    loginSucceeded: ({ event }) => (event as unknown as { output: LoginResult }).output.kind === 'success',
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'restore',
        onDone: [
          { guard: 'hasUser', target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'login.submit': { target: 'signingIn', actions: assign({ error: null }) },
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: 'loginSucceeded',
            target: 'signedIn',
            actions: assign({
              user: ({ event }) => (event.output.kind === 'success' ? event.output.user : null),
              error: null,
            }),
          },
          { target: 'signedOut', actions: assign({ error: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: { kind: 'networkError', message: NETWORK_ERROR_TEXT } as LoginResult }),
        },
      },
    },
    signedIn: {
      on: { logout: 'signingOut' },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'signedOut', actions: assign({ user: null, error: null }) },
        onError: { target: 'signedOut', actions: assign({ user: null, error: null }) },
      },
    },
  },
});
