import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  CREDENTIALS_REQUIRED,
  type LoginResult,
  loginToasts,
  type SessionEvent,
  type SessionUser,
  sessionMachine,
} from '../../machines/session.machine';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import { sessionGraph, TOO_MANY, user } from './session.model';
import { sessionQa } from './session.qa';

const quiet = (a: Arrival) => expect(a.toasts).toEqual([]);

describeModel('session', {
  ...sessionGraph,
  qa: sessionQa,
  states: {
    restoring: (a) => {
      quiet(a);
      expect(a.invoked).toHaveProperty('restore');
    },
    'signedOut.editing': (a) => {
      quiet(a);
      expect(a.snapshot.context).toEqual({ user: null, message: null });
    },
    'signedOut.incomplete': (a) => {
      quiet(a);
      expect(a.invoked).toEqual({});
      expect(a.snapshot.context.message).toBe(CREDENTIALS_REQUIRED);
    },
    'signedOut.submitting': (a) => {
      quiet(a);
      // The e-mail is sent trimmed, the password as typed.
      expect(a.invoked).toEqual({ login: { email: 'a@shop.test', password: 'secret-123' } });
    },
    'signedOut.invalidCredentials': (a) => {
      expect(a.toasts).toEqual([
        { type: 'error', title: 'Login failed', description: 'Invalid email or password. Please try again.' },
      ]);
      expect(a.snapshot.context.message).toBe('Invalid email or password');
    },
    'signedOut.networkError': (a) => {
      expect(a.toasts).toEqual([
        {
          type: 'error',
          title: 'Login failed',
          description: 'An error occurred during login. Please try again.',
        },
      ]);
      expect(a.snapshot.context.message).toBe('Network error occurred. Please try again.');
    },
    'signedOut.throttled': (a) => {
      expect(a.toasts).toEqual([{ type: 'error', title: 'Login failed', description: TOO_MANY }]);
    },
    'signedOut.suspended': (a) => {
      quiet(a);
      expect(a.snapshot.context.message).toBe(
        'Your account has been suspended. Please contact the administrator for assistance.',
      );
      expect(a.snapshot.context.user).toBeNull();
      if (a.event === 'contact support') expect(a.did('contactSupport')).toHaveLength(1);
      expect(a.did('forget')).toHaveLength(a.event === 'call refused suspended' ? 1 : 0);
    },
    'signedOut.ended': (a) => {
      expect(a.toasts).toEqual([
        { type: 'info', title: 'Signed out', description: 'Your session has ended. Please sign in again.' },
      ]);
      expect(a.did('forget')).toHaveLength(1);
      expect(a.snapshot.context.user).toBeNull();
    },
    signedIn: (a) => {
      expect(a.snapshot.context.user).toEqual(user);
      expect(a.invoked).toHaveProperty('watch');
      expect(a.toasts).toEqual(
        a.event === 'login ok'
          ? [
              {
                type: 'success',
                title: 'Welcome back!',
                description: 'You have successfully logged in to the admin panel.',
              },
            ]
          : [],
      );
    },
    signingOut: (a) => {
      quiet(a);
      expect(a.invoked).toHaveProperty('logout');
    },
  },
});

function start(stubs: { restore?: SessionUser | null | 'suspended'; login?: () => Promise<LoginResult> }) {
  const calls: string[] = [];
  const toasts: ToastParams[] = [];
  let report: (e: SessionEvent) => void = () => {};
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => stubs.restore ?? null),
      login: fromPromise<LoginResult, { email: string; password: string }>(async ({ input }) => {
        calls.push(`login ${input.email}`);
        return stubs.login ? stubs.login() : { kind: 'success', token: 't', user };
      }),
      logout: fromPromise<void>(async () => {
        calls.push('logout');
      }),
      watch: fromCallback<SessionEvent>(({ sendBack }) => {
        report = sendBack;
        return () => {
          report = () => {};
        };
      }),
    },
    actions: {
      toast: (_, p) => void toasts.push(p),
      forget: () => void calls.push('forget'),
      contactSupport: () => void calls.push('support'),
    },
  });
  return { actor: createActor(machine).start(), calls, toasts, report: (e: SessionEvent) => report(e) };
}

describe('session with live actors', () => {
  it('signs in, then a refused call (401) ends the session with the token forgotten', async () => {
    const { actor, calls, toasts, report } = start({});
    await waitFor(actor, (s) => s.matches({ signedOut: 'editing' }));
    actor.send({ type: 'login.submit', email: 'a@shop.test', password: 'pw-123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(toasts).toEqual([loginToasts.success]);
    report({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'ended' });
    expect(calls).toEqual(['login a@shop.test', 'forget']);
  });

  it('a suspension reported while signed in opens the suspended dialog; Close returns to the form', async () => {
    const { actor, report } = start({ restore: user });
    await waitFor(actor, (s) => s.matches('signedIn'));
    report({ type: 'session.suspended' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'suspended' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'editing' });
  });

  it('a rejected login actor is a network error; nothing happens on a second submit while one runs', async () => {
    let calls = 0;
    const { actor } = start({
      login: () => {
        calls += 1;
        return Promise.reject(new Error('boom'));
      },
    });
    await waitFor(actor, (s) => s.matches({ signedOut: 'editing' }));
    actor.send({ type: 'login.submit', email: 'a', password: 'b' });
    actor.send({ type: 'login.submit', email: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'networkError' }));
    expect(calls).toBe(1);
  });
});
