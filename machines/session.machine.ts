/**
 * The admin session (docs/product.md §2, §4 and §8). On start a stored token is checked with the current-user
 * call (removed when invalid). Each login result kind is a state of its own under `signedOut`, with the
 * spec's toast: signed in, suspended (the 'Account Suspended' dialog), invalid credentials, network error,
 * and throttled (a 429 with the wait the server announces). A signed-in session ends on logout, and also
 * when an admin call is refused for the session (401: expired token, deleted account; 403 'Account
 * suspended': the dialog again). Effects are actors and actions provided at the app's edge
 * (src/api/session.ts): restore, login, logout, watch (reports refused calls), forget, contactSupport, toast;
 * they and the guards are in machines/sessionSetup.ts, the types and texts in machines/sessionTypes.ts.
 */
import { assertEvent, assign } from 'xstate';
import { sessionSetup } from './sessionSetup';
import {
  CREDENTIALS_REQUIRED,
  LOGIN_FAILED,
  loginToasts,
  NETWORK_ERROR_TEXT,
  SUSPENDED_DETAILS,
} from './sessionTypes';

export * from './sessionTypes';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: { user: null, message: null },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy', 'checking'],
      description:
        'The admin opens: the stored sign-in token is being checked (a spinner, no login form yet).',
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => (event.output === 'suspended' ? null : event.output) }),
          },
          {
            guard: { type: 'isSuspended', params: ({ event }) => event.output },
            target: 'signedOut.suspended',
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      description: 'The login screen (e-mail, password, Login button).',
      initial: 'editing',
      entry: assign({ user: null }),
      states: {
        editing: {
          description: 'The login form, empty of messages, ready to submit.',
          entry: assign({ message: null }),
          on: {
            'login.submit': [
              {
                guard: 'credentialsMissing',
                target: 'incomplete',
                description: 'Login pressed with the e-mail or the password empty.',
              },
              { target: 'submitting', description: 'Login pressed with an e-mail and a password.' },
            ],
          },
        },
        /** Submitted without an e-mail or a password (docs/product.md §5: both required). */
        incomplete: {
          tags: ['failure'],
          description:
            "Submitted without an e-mail or a password: 'E-mail and password are required.' under the form; nothing sent.",
          entry: assign({ message: CREDENTIALS_REQUIRED }),
          on: {
            'login.edit': { target: 'editing' },
            'login.submit': [
              {
                guard: 'credentialsMissing',
                target: 'incomplete',
                description: 'Login pressed with the e-mail or the password empty.',
              },
              { target: 'submitting', description: 'Login pressed with an e-mail and a password.' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          description: 'The login call is running: the Login button shows it and cannot be pressed again.',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'login.submit');
              return { email: event.email.trim(), password: event.password };
            },
            onDone: [
              {
                guard: {
                  type: 'resultIs',
                  params: ({ event }) => ({ kind: event.output.kind, wanted: 'success' }),
                },
                description: 'The server accepted the e-mail and password.',
                target: '#session.signedIn',
                actions: [
                  assign({
                    user: ({ event }) => (event.output.kind === 'success' ? event.output.user : null),
                    message: null,
                  }),
                  { type: 'toast', params: loginToasts.success },
                ],
              },
              {
                guard: {
                  type: 'resultIs',
                  params: ({ event }) => ({ kind: event.output.kind, wanted: 'suspended' }),
                },
                description: 'The account is suspended.',
                target: 'suspended',
              },
              {
                guard: {
                  type: 'resultIs',
                  params: ({ event }) => ({ kind: event.output.kind, wanted: 'throttled' }),
                },
                description: 'Too many failed attempts: the server asks to wait (429).',
                target: 'throttled',
                actions: assign({
                  message: ({ event }) => (event.output.kind === 'success' ? null : event.output.message),
                }),
              },
              {
                guard: {
                  type: 'resultIs',
                  params: ({ event }) => ({ kind: event.output.kind, wanted: 'invalidCredentials' }),
                },
                description: 'The e-mail or the password is wrong.',
                target: 'invalidCredentials',
                actions: assign({
                  message: ({ event }) => (event.output.kind === 'success' ? null : event.output.message),
                }),
              },
              { target: 'networkError', description: 'The server could not be reached.' },
            ],
            onError: { target: 'networkError', description: 'The login call failed.' },
          },
        },
        invalidCredentials: {
          tags: ['failure'],
          description:
            "Wrong e-mail or password: the 'Login failed' toast and the server's message on the form.",
          entry: { type: 'toast', params: loginToasts.invalidCredentials },
          on: {
            'login.edit': { target: 'editing' },
            'login.submit': [
              {
                guard: 'credentialsMissing',
                target: 'incomplete',
                description: 'Login pressed with the e-mail or the password empty.',
              },
              { target: 'submitting', description: 'Login pressed with an e-mail and a password.' },
            ],
          },
        },
        networkError: {
          tags: ['failure'],
          description:
            "The server could not be reached: the 'Login failed' toast and 'Network error occurred. Please try again.'.",
          entry: [
            assign({ message: NETWORK_ERROR_TEXT }),
            { type: 'toast', params: loginToasts.networkError },
          ],
          on: {
            'login.edit': { target: 'editing' },
            'login.submit': [
              {
                guard: 'credentialsMissing',
                target: 'incomplete',
                description: 'Login pressed with the e-mail or the password empty.',
              },
              { target: 'submitting', description: 'Login pressed with an e-mail and a password.' },
            ],
          },
        },
        /** Too many failed attempts (429): the server's message says how long to wait. */
        throttled: {
          tags: ['failure'],
          description: 'Too many failed attempts (429): the toast says how long to wait.',
          entry: {
            type: 'toast',
            params: ({ context }) => ({
              type: 'error',
              title: LOGIN_FAILED,
              description: context.message ?? '',
            }),
          },
          on: {
            'login.edit': { target: 'editing' },
            'login.submit': [
              {
                guard: 'credentialsMissing',
                target: 'incomplete',
                description: 'Login pressed with the e-mail or the password empty.',
              },
              { target: 'submitting', description: 'Login pressed with an e-mail and a password.' },
            ],
          },
        },
        /** The 'Account Suspended' dialog (Close; Contact Support opens an e-mail to support). */
        suspended: {
          tags: ['dialogOpen'],
          description: "The 'Account Suspended' dialog (Close; Contact Support opens an e-mail).",
          entry: assign({ message: SUSPENDED_DETAILS }),
          on: {
            'dialog.close': 'editing',
            'support.contact': { actions: 'contactSupport' },
          },
        },
        /** A signed-in session the server stopped accepting (expired token, deleted account). */
        ended: {
          description:
            "The server stopped accepting the session (expired token, deleted account): the login screen with the 'Signed out' toast.",
          entry: { type: 'toast', params: loginToasts.ended },
          on: {
            'login.edit': { target: 'editing' },
            'login.submit': [
              {
                guard: 'credentialsMissing',
                target: 'incomplete',
                description: 'Login pressed with the e-mail or the password empty.',
              },
              { target: 'submitting', description: 'Login pressed with an e-mail and a password.' },
            ],
          },
        },
      },
    },
    signedIn: {
      description: 'Signed in: the admin screens with the side menu; refused calls end the session.',
      invoke: { id: 'watch', src: 'watch' },
      on: {
        logout: 'signingOut',
        'session.expired': { target: 'signedOut.ended', actions: 'forget' },
        'session.suspended': { target: 'signedOut.suspended', actions: 'forget' },
      },
    },
    signingOut: {
      tags: ['busy', 'checking'],
      description: 'Logout is running: the stored token is cleared.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
  },
});
