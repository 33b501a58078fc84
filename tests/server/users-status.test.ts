/** Users API: role and status changes, deletes, and the last active super admin (also under concurrency). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { LAST_SUPER_ADMIN, OWN_DELETE, OWN_ROLE, OWN_STATUS } from '../../server/services/users.service';
import { createUser, onlySuperAdmins, setupUsersServer, t } from './users.fixture';

setupUsersServer();

describe('PUT /users/:id/role and /status', () => {
  it('changes the role with the spec messages and a new updatedAt', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token);
    const before = (await t().call('GET', `/api/users/${user.id}`, { token })).json.data.updatedAt;
    // The clock past the first stamp, so a change gets a later one (a wait on the clock, not a fixed sleep).
    while (Date.now() <= Date.parse(before)) await new Promise((r) => setImmediate(r));
    const up = await t().call('PUT', `/api/users/${user.id}/role`, { token, body: { role: 'SUPER_ADMIN' } });
    expect(up.statusCode).toBe(200);
    expect(up.json.message).toBe('User role updated to Super Admin.');
    expect(up.json.data.role).toBe('SUPER_ADMIN');
    expect(Date.parse(up.json.data.updatedAt)).toBeGreaterThan(Date.parse(before));
    const down = await t().call('PUT', `/api/users/${user.id}/role`, { token, body: { role: 'ADMIN' } });
    expect(down.json.message).toBe('User role updated to Admin.');
    expect(down.json.data.role).toBe('ADMIN');
    for (const body of [{}, { role: 'OWNER' }, { role: 1 }]) {
      const bad = await t().call('PUT', `/api/users/${user.id}/role`, { token, body });
      expect(bad.statusCode).toBe(400);
      expect(bad.json.message).toContain('role');
    }
    expect(
      (await t().call('PUT', '/api/users/999999/role', { token, body: { role: 'ADMIN' } })).statusCode,
    ).toBe(404);
  });

  it('suspends and activates with the spec messages; a suspended user is locked out at once', async () => {
    const { token } = await t().userToken();
    const other = await t().userToken({ role: 'ADMIN' });
    const off = await t().call('PUT', `/api/users/${other.id}/status`, {
      token,
      body: { status: 'SUSPENDED' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json.message).toBe('User suspended successfully.');
    expect(off.json.data).toMatchObject({ status: 'SUSPENDED', updatedAt: expect.any(String) });
    expect((await t().call('GET', '/api/auth/me', { token: other.token })).statusCode).toBe(403);
    const on = await t().call('PUT', `/api/users/${other.id}/status`, { token, body: { status: 'ACTIVE' } });
    expect(on.json.message).toBe('User activated successfully.');
    // The suspension ended the sessions signed before it (docs/security.md): signing in again works.
    expect((await t().call('GET', '/api/auth/me', { token: other.token })).statusCode).toBe(401);
    const again = await t().call('POST', '/api/auth/login', {
      body: { email: other.email, password: other.password },
    });
    expect((await t().call('GET', '/api/auth/me', { token: again.json.token })).statusCode).toBe(200);
    const bad = await t().call('PUT', `/api/users/${other.id}/status`, { token, body: { status: 'GONE' } });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t().call('PUT', '/api/users/abc/status', { token, body: { status: 'ACTIVE' } })).statusCode,
    ).toBe(404);
  });

  it('refuses changing your own role or status (400)', async () => {
    const me = await t().userToken();
    const role = await t().call('PUT', `/api/users/${me.id}/role`, {
      token: me.token,
      body: { role: 'ADMIN' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json.message).toBe(OWN_ROLE);
    const status = await t().call('PUT', `/api/users/${me.id}/status`, {
      token: me.token,
      body: { status: 'SUSPENDED' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json.message).toBe(OWN_STATUS);
    expect((await t().call('GET', '/api/auth/me', { token: me.token })).json.data).toMatchObject({
      role: 'SUPER_ADMIN',
      status: 'ACTIVE',
    });
  });
});

describe('DELETE /users/:id', () => {
  it('deletes, then 404; the deleted user is locked out', async () => {
    const { token } = await t().userToken();
    const other = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('DELETE', `/api/users/${other.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: null, message: 'User deleted successfully.' });
    expect((await t().call('GET', `/api/users/${other.id}`, { token })).statusCode).toBe(404);
    expect((await t().call('DELETE', `/api/users/${other.id}`, { token })).statusCode).toBe(404);
    expect((await t().call('GET', '/api/auth/me', { token: other.token })).statusCode).toBe(401);
  });

  it('refuses deleting yourself (400)', async () => {
    const me = await t().userToken();
    const res = await t().call('DELETE', `/api/users/${me.id}`, { token: me.token });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe(OWN_DELETE);
    expect((await t().call('GET', '/api/auth/me', { token: me.token })).statusCode).toBe(200);
  });
});

describe('the last active super admin', () => {
  it('cannot be demoted, suspended, or deleted (409)', async () => {
    const last = await t().userToken();
    const other = await t().userToken({ role: 'ADMIN' });
    await onlySuperAdmins([last.id]);
    const svc = t().app.services.users;
    // Only another actor could try (a super admin cannot change themselves), so the rule is asked directly.
    await expect(svc.setRole(last.id, 'ADMIN', other.id)).rejects.toMatchObject({
      statusCode: 409,
      message: LAST_SUPER_ADMIN,
    });
    await expect(svc.setStatus(last.id, 'SUSPENDED', other.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(svc.update(last.id, { role: 'ADMIN' }, other.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(svc.update(last.id, { status: 'SUSPENDED' }, other.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(svc.remove(last.id, other.id)).rejects.toMatchObject({ statusCode: 409 });
    // Changes that keep them an active super admin are fine (made by the super admin: an ADMIN-role actor is
    // refused inside the transaction, whatever the change).
    await expect(svc.update(last.id, { name: 'Still Here' }, other.id)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(svc.update(last.id, { name: 'Still Here' }, last.id)).resolves.toMatchObject({
      role: 'SUPER_ADMIN',
    });
    const [row] = await t().database.db.select().from(users).where(eq(users.id, last.id));
    expect(row).toMatchObject({ role: 'SUPER_ADMIN', status: 'ACTIVE' });
  });

  it('a suspended super admin does not count; with two active, one may go', async () => {
    const a = await t().userToken();
    const b = await t().userToken();
    const sleeping = await t().userToken({ status: 'SUSPENDED' });
    await onlySuperAdmins([a.id, b.id, sleeping.id]);
    const res = await t().call('PUT', `/api/users/${b.id}/role`, { token: a.token, body: { role: 'ADMIN' } });
    expect(res.statusCode).toBe(200);
    await expect(t().app.services.users.setStatus(a.id, 'SUSPENDED', sleeping.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    // The suspended super admin may be deleted: they are not an active one.
    expect((await t().call('DELETE', `/api/users/${sleeping.id}`, { token: a.token })).statusCode).toBe(200);
  });

  it('two super admins demoting each other at once: exactly one succeeds (HTTP)', async () => {
    const a = await t().userToken();
    const b = await t().userToken();
    await onlySuperAdmins([a.id, b.id]);
    const [ab, ba] = await Promise.all([
      t().call('PUT', `/api/users/${b.id}/role`, { token: a.token, body: { role: 'ADMIN' } }),
      t().call('PUT', `/api/users/${a.id}/role`, { token: b.token, body: { role: 'ADMIN' } }),
    ]);
    const codes = [ab.statusCode, ba.statusCode].sort();
    expect(codes[0]).toBe(200);
    // The loser either had its session ended by the winner's demotion (401: a demotion ends the account's
    // earlier tokens, docs/decisions/006-sessions-that-end.md), lost its rights before being checked (403) or hit the rule (409).
    expect([401, 403, 409]).toContain(codes[1]);
    const left = await t()
      .database.db.select()
      .from(users)
      .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'ACTIVE')));
    expect(left).toHaveLength(1);
  });

  it('two super admins deleting each other at once: exactly one succeeds (HTTP)', async () => {
    const a = await t().userToken();
    const b = await t().userToken();
    await onlySuperAdmins([a.id, b.id]);
    const results = await Promise.all([
      t().call('DELETE', `/api/users/${b.id}`, { token: a.token }),
      t().call('DELETE', `/api/users/${a.id}`, { token: b.token }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const left = await t()
      .database.db.select()
      .from(users)
      .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'ACTIVE')));
    expect(left).toHaveLength(1);
  });

  it('concurrent demote / suspend / delete of each other inside the rule: one wins, the other gets 409', async () => {
    const svc = t().app.services.users;
    const moves = [
      (x: number, y: number) => svc.setRole(y, 'ADMIN', x),
      (x: number, y: number) => svc.setStatus(y, 'SUSPENDED', x),
      (x: number, y: number) => svc.remove(y, x),
      (x: number, y: number) => svc.update(y, { role: 'ADMIN' }, x),
    ];
    for (const first of moves) {
      for (const second of moves) {
        const a = await t().userToken();
        const b = await t().userToken();
        await onlySuperAdmins([a.id, b.id]);
        const results = await Promise.allSettled([first(a.id, b.id), second(b.id, a.id)]);
        const rejected = results.filter((r) => r.status === 'rejected');
        expect(rejected).toHaveLength(1);
        expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({
          statusCode: 409,
          message: LAST_SUPER_ADMIN,
        });
        const left = await t()
          .database.db.select()
          .from(users)
          .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'ACTIVE')));
        expect(left).toHaveLength(1);
      }
    }
  });
});
