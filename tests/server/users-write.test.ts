/** Users API: creating and editing users (e-mail, password, own account), and no password in any log line. */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { activity, users } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import {
  BLANK_PASSWORD,
  DUPLICATE_EMAIL,
  OWN_ROLE,
  OWN_STATUS,
  SHORT_PASSWORD,
} from '../../server/services/users.service';
import { createUser, login, setupUsersServer, t, unique } from './users.fixture';

setupUsersServer();

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
