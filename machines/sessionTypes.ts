/** The session machine's data, events and the login screen's texts and toasts (docs/product.md §8). */
import type { ToastParams } from './toast';
import type { UserRole, UserStatus } from './userRules';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
}

export type LoginResult =
  | { kind: 'success'; token: string; user: SessionUser }
  | { kind: 'suspended'; message: string }
  | { kind: 'invalidCredentials'; message: string }
  | { kind: 'throttled'; message: string }
  | { kind: 'networkError'; message: string };

export const SUSPENDED_DETAILS =
  'Your account has been suspended. Please contact the administrator for assistance.';
export const NETWORK_ERROR_TEXT = 'Network error occurred. Please try again.';
export const LOGIN_FAILED = 'Login failed';
export const CREDENTIALS_REQUIRED = 'E-mail and password are required.';

/** The spec's login toasts (section 8). */
export const loginToasts = {
  success: {
    type: 'success',
    title: 'Welcome back!',
    description: 'You have successfully logged in to the admin panel.',
  },
  invalidCredentials: {
    type: 'error',
    title: LOGIN_FAILED,
    description: 'Invalid email or password. Please try again.',
  },
  networkError: {
    type: 'error',
    title: LOGIN_FAILED,
    description: 'An error occurred during login. Please try again.',
  },
  ended: { type: 'info', title: 'Signed out', description: 'Your session has ended. Please sign in again.' },
} satisfies Record<string, ToastParams>;

export interface SessionContext {
  user: SessionUser | null;
  /** The text the login screen shows for the current failure state. */
  message: string | null;
}

/** What `watch` reports while signed in. */
export type SessionEndEvent = { type: 'session.expired' } | { type: 'session.suspended' };

export type SessionEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'login.edit' }
  | { type: 'dialog.close' }
  | { type: 'support.contact' }
  | { type: 'logout' }
  | SessionEndEvent;
