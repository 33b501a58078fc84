import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type LoginResult,
  NETWORK_ERROR_TEXT,
  type SessionUser,
  sessionMachine,
} from '../../machines/session.machine';

const user: SessionUser = { id: 1, name: 'Amina', email: 'a@shop.test', role: 'ADMIN', status: 'ACTIVE' };

function start(stubs: {
  restore?: () => Promise<SessionUser | null>;
  login?: (input: { email: string; password: string }) => Promise<LoginResult>;
  logout?: () => Promise<void>;
}) {
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => (stubs.restore ? stubs.restore() : null)),
      login: fromPromise<LoginResult, { email: string; password: string }>(async ({ input }) => {
        calls.push(`login ${input.email}`);
        return stubs.login ? stubs.login(input) : { kind: 'success', token: 't', user };
      }),
      logout: fromPromise(async () => {
        calls.push('logout');
        await stubs.logout?.();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('session machine', () => {
  it('a valid stored token restores the user', async () => {
    const { actor } = start({ restore: async () => user });
    const s = await waitFor(actor, (x) => x.matches('signedIn'));
    expect(s.context.user).toEqual(user);
  });

  it('no or an invalid token: signed out; a failing check too', async () => {
    expect((await waitFor(start({}).actor, (x) => !x.matches('restoring'))).value).toBe('signedOut');
    const failing = start({ restore: () => Promise.reject(new Error('boom')) }).actor;
    expect((await waitFor(failing, (x) => !x.matches('restoring'))).value).toBe('signedOut');
  });

  it('login success signs in; logout signs out and calls the logout actor', async () => {
    const { actor, calls } = start({});
    await waitFor(actor, (x) => x.matches('signedOut'));
    actor.send({ type: 'login.submit', email: 'a@shop.test', password: 'pw' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    const s = await waitFor(actor, (x) => x.matches('signedIn'));
    expect(s.context.user).toEqual(user);
    actor.send({ type: 'logout' });
    const out = await waitFor(actor, (x) => x.matches('signedOut'));
    expect(out.context.user).toBeNull();
    expect(calls).toEqual(['login a@shop.test', 'logout']);
  });

  it.each([
    { kind: 'suspended', message: 'Your account has been suspended.' },
    { kind: 'invalidCredentials', message: 'Invalid email or password' },
    { kind: 'networkError', message: NETWORK_ERROR_TEXT },
  ] as LoginResult[])('login result $kind stays signed out with the result', async (result) => {
    const { actor } = start({ login: async () => result });
    await waitFor(actor, (x) => x.matches('signedOut'));
    actor.send({ type: 'login.submit', email: 'a', password: 'b' });
    const s = await waitFor(actor, (x) => x.matches('signedOut'));
    expect(s.context.error).toEqual(result);
    expect(s.context.user).toBeNull();
  });

  it('a rejected login actor is a network error', async () => {
    const { actor } = start({ login: () => Promise.reject(new Error('x')) });
    await waitFor(actor, (x) => x.matches('signedOut'));
    actor.send({ type: 'login.submit', email: 'a', password: 'b' });
    const s = await waitFor(actor, (x) => x.matches('signedOut') && x.context.error !== null);
    expect(s.context.error).toEqual({ kind: 'networkError', message: NETWORK_ERROR_TEXT });
  });

  it('ignores login while signed in and logout while signed out', async () => {
    const { actor, calls } = start({ restore: async () => user });
    await waitFor(actor, (x) => x.matches('signedIn'));
    actor.send({ type: 'login.submit', email: 'x', password: 'y' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(calls).toEqual([]);
  });
});
