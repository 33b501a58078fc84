/** Users API: who may call it, the list (filters, search, paging) and one user. */
import { describe, expect, it } from 'vitest';
import { createUser, setupUsersServer, t, unique } from './users.fixture';

setupUsersServer();

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
