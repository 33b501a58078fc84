import { and, eq, inArray, not } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { activity, users } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import {
  BLANK_PASSWORD,
  DUPLICATE_EMAIL,
  LAST_SUPER_ADMIN,
  OWN_DELETE,
  OWN_ROLE,
  OWN_STATUS,
  SHORT_PASSWORD,
} from '../../server/services/users.service';
import { setupTestServer } from './helper';

const t = setupTestServer();

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}-${Math.random().toString(36).slice(2, 7)}`;

/** Makes every active super admin except `ids` an ADMIN, so the last-super-admin rule can be reached. */
async function onlySuperAdmins(ids: number[]) {
  await t()
    .database.db.update(users)
    .set({ role: 'ADMIN' })
    .where(and(eq(users.role, 'SUPER_ADMIN'), not(inArray(users.id, ids))));
}

async function createUser(token: string, body: Record<string, unknown> = {}) {
  const res = await t().call('POST', '/api/users', {
    token,
    body: { name: 'New Person', email: `${unique('new')}@shop.test`, password: 'password123', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; email: string; name: string; role: string; status: string };
}

const login = (email: string, password: string) =>
  t().call('POST', '/api/auth/login', { body: { email, password } });

describe('users: who may call', () => {
  it('401 without a token, 403 for an ADMIN, 403 for a suspended super admin', async () => {
    expect((await t().call('GET', '/api/users')).statusCode).toBe(401);
    const admin = await t().userToken({ role: 'ADMIN' });
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/users/1'],
      ['POST', '/api/users'],
      ['PUT', '/api/users/1'],
      ['PUT', '/api/users/1/role'],
      ['PUT', '/api/users/1/status'],
      ['DELETE', '/api/users/1'],
    ] as const) {
      const res = await t().call(method, url, {
        token: admin.token,
        body: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json.success).toBe(false);
    }
    const suspended = await t().userToken({ role: 'SUPER_ADMIN', status: 'SUSPENDED' });
    const res = await t().call('GET', '/api/users', { token: suspended.token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('Account suspended');
  });
});

describe('GET /users', () => {
  it('lists newest first with limit 100 by default, without passwords', async () => {
    const { token } = await t().userToken();
    const a = await createUser(token, { name: 'Order A' });
    const b = await createUser(token, { name: 'Order B' });
    const res = await t().call('GET', '/api/users', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.pagination).toMatchObject({ page: 1, limit: 100 });
    const ids = res.json.data.map((u: { id: number }) => u.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const times = res.json.data.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(res.body).not.toMatch(/password|hash|argon/i);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('filters by role and status, and searches name or e-mail case-insensitively', async () => {
    const { token } = await t().userToken();
    const tag = unique('zq');
    const admin = await createUser(token, { name: `Alpha ${tag}`, role: 'ADMIN' });
    const superA = await createUser(token, { name: 'Beta', email: `${tag}@shop.test`, role: 'SUPER_ADMIN' });
    const off = await createUser(token, { name: `Gamma ${tag}`, status: 'SUSPENDED' });

    const search = await t().call('GET', `/api/users?search=${tag.toUpperCase()}`, { token });
    expect(search.json.data.map((u: { id: number }) => u.id).sort()).toEqual(
      [admin.id, superA.id, off.id].sort(),
    );
    expect(search.json.pagination.total).toBe(3);

    const supers = await t().call('GET', `/api/users?search=${tag}&role=SUPER_ADMIN`, { token });
    expect(supers.json.data.map((u: { id: number }) => u.id)).toEqual([superA.id]);
    const admins = await t().call('GET', `/api/users?search=${tag}&role=ADMIN`, { token });
    expect(admins.json.data.map((u: { id: number }) => u.id).sort()).toEqual([admin.id, off.id].sort());
    const all = await t().call('GET', `/api/users?search=${tag}&role=all`, { token });
    expect(all.json.data).toHaveLength(3);
    const suspended = await t().call('GET', `/api/users?search=${tag}&status=SUSPENDED`, { token });
    expect(suspended.json.data.map((u: { id: number }) => u.id)).toEqual([off.id]);
    // LIKE wildcards are text.
    const wild = await t().call('GET', '/api/users?search=%25', { token });
    expect(wild.json.data).toEqual([]);
  });

  it('pages', async () => {
    const { token } = await t().userToken();
    const tag = unique('pg');
    for (let i = 0; i < 3; i++) await createUser(token, { name: `${tag} ${i}` });
    const p2 = await t().call('GET', `/api/users?search=${tag}&limit=2&page=2`, { token });
    expect(p2.json.data).toHaveLength(1);
    expect(p2.json.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(p2.json.data[0].name).toBe(`${tag} 0`);
  });

  it('refuses bad paging and filters (400)', async () => {
    const { token } = await t().userToken();
    for (const q of ['limit=0', 'limit=101', 'page=0', 'page=x', 'role=OWNER', 'status=GONE']) {
      const res = await t().call('GET', `/api/users?${q}`, { token });
      expect(res.statusCode, q).toBe(400);
      expect(res.json.success).toBe(false);
    }
  });
});

describe('GET /users/:id', () => {
  it('reads one user, 404 User not found otherwise', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token, { name: 'Readable' });
    const res = await t().call('GET', `/api/users/${user.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ id: user.id, name: 'Readable', role: 'ADMIN', status: 'ACTIVE' });
    expect(res.body).not.toMatch(/password|hash/i);
    for (const id of ['999999', 'abc', '0', '-1']) {
      const missing = await t().call('GET', `/api/users/${id}`, { token });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json).toEqual({ success: false, message: 'User not found' });
    }
  });
});

describe('POST /users', () => {
  it('creates an ACTIVE ADMIN by default, e-mail trimmed, password hashed with argon2id', async () => {
    const { token } = await t().userToken();
    const email = `${unique('made')}@shop.test`;
    const res = await t().call('POST', '/api/users', {
      token,
      body: { name: '  Mary  ', email: `  ${email}  `, password: 'password123', extra: 'ignored' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json.message).toBe('User created successfully.');
    expect(res.json.data).toMatchObject({ name: 'Mary', email, role: 'ADMIN', status: 'ACTIVE' });
    expect(res.json.data.createdAt).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/password|hash|argon/i);
    const [row] = await t().database.db.select().from(users).where(eq(users.id, res.json.data.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('password123');
    expect((await login(email, 'password123')).statusCode).toBe(200);
  });

  it('takes the given role and status', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token, { role: 'SUPER_ADMIN', status: 'SUSPENDED' });
    expect(user).toMatchObject({ role: 'SUPER_ADMIN', status: 'SUSPENDED' });
  });

  it('refuses blank names, bad e-mails, short passwords, wrong types (400)', async () => {
    const { token } = await t().userToken();
    const good = { name: 'X', email: `${unique('bad')}@shop.test`, password: 'password123' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: '   ' }, 'name'],
      [{ ...good, name: undefined }, 'name'],
      [{ ...good, email: 'not-an-email' }, 'email'],
      [{ ...good, email: 'a@b' }, 'email'],
      [{ ...good, email: '' }, 'email'],
      [{ ...good, email: undefined }, 'email'],
      [{ ...good, password: 'short7!' }, 'password'],
      [{ ...good, password: undefined }, 'password'],
      [{ ...good, password: 12345678 }, 'password'],
      [{ ...good, role: 'OWNER' }, 'role'],
      [{ ...good, status: 'ON' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await t().call('POST', '/api/users', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message.toLowerCase(), JSON.stringify(body)).toContain(
        field === 'email' ? 'email' : field,
      );
    }
    const short = await t().call('POST', '/api/users', { token, body: { ...good, password: '1234567' } });
    expect(short.json.message).toBe(SHORT_PASSWORD);
    for (const blank of [' '.repeat(8), '\t'.repeat(10)]) {
      const spaces = await t().call('POST', '/api/users', { token, body: { ...good, password: blank } });
      expect(spaces.statusCode).toBe(400);
      expect(spaces.json.message).toBe(BLANK_PASSWORD);
    }
    const exact = await t().call('POST', '/api/users', { token, body: { ...good, password: '12345678' } });
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a duplicate e-mail in any case (409)', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token);
    const res = await t().call('POST', '/api/users', {
      token,
      body: { name: 'Twin', email: ` ${user.email.toUpperCase()} `, password: 'password123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ success: false, message: DUPLICATE_EMAIL });
  });

  it('records activity of type user and tells admin sockets', async () => {
    const { token } = await t().userToken();
    const events: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => events.push(e));
    const user = await createUser(token, { name: 'Logged Person' });
    stop();
    expect(events).toContainEqual(
      expect.objectContaining({ audience: 'admin', type: 'user.changed', id: user.id }),
    );
    const rows = await t().database.db.select().from(activity).where(eq(activity.item, 'Logged Person'));
    expect(rows).toEqual([expect.objectContaining({ type: 'user', action: 'User created' })]);
  });
});

describe('PUT /users/:id', () => {
  it('updates name, e-mail, role and status; a blank or absent password keeps the current one', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token, { name: 'Before' });
    const email = `${unique('after')}@shop.test`;
    const res = await t().call('PUT', `/api/users/${user.id}`, {
      token,
      body: { name: ' After ', email: ` ${email} `, role: 'SUPER_ADMIN', status: 'ACTIVE', password: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe('User updated successfully.');
    expect(res.json.data).toMatchObject({ id: user.id, name: 'After', email, role: 'SUPER_ADMIN' });
    expect(Date.parse(res.json.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.json.data.createdAt));
    expect(res.body).not.toMatch(/password|hash/i);
    expect((await login(email, 'password123')).statusCode).toBe(200);

    await t().call('PUT', `/api/users/${user.id}`, { token, body: { name: 'No password field' } });
    expect((await login(email, 'password123')).statusCode).toBe(200);
  });

  it('changes the password when one is given (at least 8 characters)', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token);
    const short = await t().call('PUT', `/api/users/${user.id}`, { token, body: { password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json.message).toBe(SHORT_PASSWORD);
    const ok = await t().call('PUT', `/api/users/${user.id}`, {
      token,
      body: { password: 'a new password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.email, 'password123')).statusCode).toBe(401);
    expect((await login(user.email, 'a new password')).statusCode).toBe(200);
  });

  it("refuses another user's e-mail (409), keeps one's own in another case, 400 on bad input, 404", async () => {
    const { token } = await t().userToken();
    const a = await createUser(token);
    const b = await createUser(token);
    const dup = await t().call('PUT', `/api/users/${b.id}`, {
      token,
      body: { email: a.email.toUpperCase() },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json.message).toBe(DUPLICATE_EMAIL);
    const own = await t().call('PUT', `/api/users/${a.id}`, {
      token,
      body: { email: a.email.toUpperCase() },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json.data.email).toBe(a.email.toUpperCase());
    expect((await t().call('PUT', `/api/users/${a.id}`, { token, body: { name: ' ' } })).statusCode).toBe(
      400,
    );
    expect((await t().call('PUT', `/api/users/${a.id}`, { token, body: { email: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await t().call('PUT', `/api/users/${a.id}`, { token, body: { role: 'X' } })).statusCode).toBe(
      400,
    );
    const missing = await t().call('PUT', '/api/users/999999', { token, body: { name: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('User not found');
  });

  it('lets super admins edit themselves but not change their own role or status (400)', async () => {
    const me = await t().userToken({ name: 'Self' });
    const same = await t().call('PUT', `/api/users/${me.id}`, {
      token: me.token,
      body: { name: 'Self Renamed', email: me.email, role: 'SUPER_ADMIN', status: 'ACTIVE', password: '' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json.data.name).toBe('Self Renamed');
    const role = await t().call('PUT', `/api/users/${me.id}`, { token: me.token, body: { role: 'ADMIN' } });
    expect(role.statusCode).toBe(400);
    expect(role.json.message).toBe(OWN_ROLE);
    const status = await t().call('PUT', `/api/users/${me.id}`, {
      token: me.token,
      body: { status: 'SUSPENDED' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json.message).toBe(OWN_STATUS);
    const [row] = await t().database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: 'SUPER_ADMIN', status: 'ACTIVE', name: 'Self Renamed' });
  });
});

describe('PUT /users/:id/role and /status', () => {
  it('changes the role with the spec messages and a new updatedAt', async () => {
    const { token } = await t().userToken();
    const user = await createUser(token);
    const before = (await t().call('GET', `/api/users/${user.id}`, { token })).json.data.updatedAt;
    await new Promise((r) => setTimeout(r, 5));
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
    // The loser either lost its rights before being checked (403) or hit the rule (409).
    expect([403, 409]).toContain(codes[1]);
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

describe('passwords in logs', () => {
  it('never writes a password to the log, even at trace level', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: t().config,
      database: t().database,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const { token } = await t().userToken();
      const auth = { authorization: `Bearer ${token}` };
      const email = `${unique('logged')}@shop.test`;
      const secrets = ['Sup3r-Secret-Pass', 'Wr0ng-Secret-Pass', 'N3w-Secret-Pass', 'Tiny-1'];
      const created = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: auth,
        payload: { name: 'Logged', email, password: secrets[0] },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      const calls = [
        { method: 'POST', url: '/api/auth/login', payload: { email, password: secrets[0] } },
        { method: 'POST', url: '/api/auth/login', payload: { email, password: secrets[1] } },
        { method: 'PUT', url: `/api/users/${id}`, headers: auth, payload: { password: secrets[2] } },
        { method: 'PUT', url: `/api/users/${id}`, headers: auth, payload: { password: secrets[3] } },
      ] as const;
      const codes = [];
      for (const call of calls) codes.push((await app.inject(call)).statusCode);
      expect(codes).toEqual([200, 401, 200, 400]);
      // A failing write: the driver's error names the parameters, hash included; the log must not.
      const driverError = Object.assign(new Error('Failed query: insert ... params: $argon2id$v=19$leak'), {
        code: '23514',
      });
      const spy = vi.spyOn(t().database.db, 'transaction').mockRejectedValueOnce(driverError);
      const failed = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: auth,
        payload: { name: 'Broken', email: `${unique('broken')}@shop.test`, password: secrets[0] },
      });
      spy.mockRestore();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ success: false, message: 'Internal server error' });
      const afterFailure = lines.join('\n');
      expect(afterFailure).toContain('Saving the user failed (23514)');
      expect(afterFailure).not.toMatch(/\$argon2id\$/);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/\$argon2id\$/);
    } finally {
      await app.close();
    }
  });
});
