import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { setupSecondInstance, setupTestServer } from './helper';

/**
 * Sessions that end: a logout ends that token; a new password, a demotion, a suspension or a deletion ends
 * the account's earlier tokens, on every instance (B is a second app on the same database: on PostgreSQL
 * a connection of its own, as a second server would have).
 */
const t = setupTestServer();
const b = setupSecondInstance(t);

const on = (app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });

async function signIn(email: string, password: string): Promise<string> {
  const res = await t().call('POST', '/api/auth/login', { body: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json.token as string;
}

/** The status of GET /auth/me with `token` on both instances. */
const me = async (token: string) => [
  (await on(t().app, 'GET', '/api/auth/me', token)).statusCode,
  (await on(b(), 'GET', '/api/auth/me', token)).statusCode,
];

describe('POST /auth/logout', () => {
  it('ends that token on every instance and leaves the same account’s other sessions alone', async () => {
    const { email, password } = await t().userToken({ role: 'ADMIN' });
    const [first, second] = [await signIn(email, password), await signIn(email, password)];
    const res = await on(t().app, 'POST', '/api/auth/logout', first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Logged out successfully.' });
    expect(await me(first)).toEqual([401, 401]);
    const again = await on(b(), 'GET', '/api/auth/me', first);
    expect(again.json()).toEqual({ success: false, message: 'Session expired. Please sign in again.' });
    expect(await me(second)).toEqual([200, 200]);
    // Logging out twice, or without a token: 401.
    expect((await on(b(), 'POST', '/api/auth/logout', first)).statusCode).toBe(401);
    expect((await t().call('POST', '/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('changes that end earlier sessions', () => {
  it("a new password set by a super admin ends the account's earlier tokens; the new password signs in", async () => {
    const admin = await t().userToken({ role: 'SUPER_ADMIN' });
    const user = await t().userToken({ role: 'ADMIN' });
    const earlier = await signIn(user.email, user.password);
    const res = await on(b(), 'PUT', `/api/users/${user.id}`, admin.token, {
      password: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(await me(user.token)).toEqual([401, 401]);
    expect(await me(earlier)).toEqual([401, 401]);
    expect(await me(await signIn(user.email, 'a brand new password'))).toEqual([200, 200]);
    // A change of name only ends nothing.
    const fresh = await signIn(user.email, 'a brand new password');
    expect(
      (await on(t().app, 'PUT', `/api/users/${user.id}`, admin.token, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect(await me(fresh)).toEqual([200, 200]);
  });

  it('your own new password keeps the session that set it and ends your others', async () => {
    const self = await t().userToken({ role: 'SUPER_ADMIN' });
    const elsewhere = await signIn(self.email, self.password);
    const res = await on(t().app, 'PUT', `/api/users/${self.id}`, self.token, {
      password: 'my own new password',
    });
    expect(res.statusCode).toBe(200);
    expect(await me(self.token)).toEqual([200, 200]);
    expect(await me(elsewhere)).toEqual([401, 401]);
    // Still signed in where it was set: further changes work; a second change keeps it too.
    expect(
      (await on(b(), 'PUT', `/api/users/${self.id}`, self.token, { password: 'and another one!' }))
        .statusCode,
    ).toBe(200);
    expect(await me(self.token)).toEqual([200, 200]);
    expect(
      (
        await t().call('POST', '/api/auth/login', {
          body: { email: self.email, password: 'my own new password' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a demotion, a suspension and a deletion end the earlier tokens (a suspended account is told so)', async () => {
    const admin = await t().userToken({ role: 'SUPER_ADMIN' });
    const demoted = await t().userToken({ role: 'SUPER_ADMIN' });
    expect(
      (await on(t().app, 'PUT', `/api/users/${demoted.id}/role`, admin.token, { role: 'ADMIN' })).statusCode,
    ).toBe(200);
    expect(await me(demoted.token)).toEqual([401, 401]);
    expect(await me(await signIn(demoted.email, demoted.password))).toEqual([200, 200]);

    const suspended = await t().userToken({ role: 'ADMIN' });
    expect(
      (await on(b(), 'PUT', `/api/users/${suspended.id}/status`, admin.token, { status: 'SUSPENDED' }))
        .statusCode,
    ).toBe(200);
    const refused = await on(t().app, 'GET', '/api/auth/me', suspended.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Account suspended');
    expect(
      (await on(b(), 'PUT', `/api/users/${suspended.id}/status`, admin.token, { status: 'ACTIVE' }))
        .statusCode,
    ).toBe(200);
    expect(await me(suspended.token)).toEqual([401, 401]);

    const deleted = await t().userToken({ role: 'ADMIN' });
    expect((await on(t().app, 'DELETE', `/api/users/${deleted.id}`, admin.token)).statusCode).toBe(200);
    expect(await me(deleted.token)).toEqual([401, 401]);
  });
});
