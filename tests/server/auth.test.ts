import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from '../../server/services/auth.service';
import { setupTestServer } from './helper';

const t = setupTestServer();

const USER_KEYS = ['createdAt', 'email', 'id', 'name', 'role', 'status', 'updatedAt'];

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t()
    .app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })
    .then((res) => Object.assign(res, { json: JSON.parse(res.body) }));

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /auth/login', () => {
  it('signs in with the right credentials; the user carries no password or hash', async () => {
    const { id, email, password } = await t().userToken({ role: 'ADMIN', name: 'Ann' });
    const res = await login(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ success: true, token: expect.any(String), message: expect.any(String) });
    expect(res.json.user).toMatchObject({ id, email, name: 'Ann', role: 'ADMIN', status: 'ACTIVE' });
    expect(Object.keys(res.json.user).sort()).toEqual(USER_KEYS);
    expect(res.body).not.toMatch(/password|hash|argon/i);
    const me = await t().call('GET', '/api/auth/me', { token: res.json.token });
    expect(me.statusCode).toBe(200);
    expect(me.json.data.id).toBe(id);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const { email, password } = await t().userToken();
    const res = await login(`  ${email.toUpperCase()} `, password);
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong e-mail and a wrong password with one and the same 401', async () => {
    const { email } = await t().userToken();
    const wrongPassword = await login(email, 'not the password', '10.0.0.1');
    const wrongEmail = await login('nobody@shop.test', 'not the password', '10.0.0.1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(wrongEmail.json).toEqual(wrongPassword.json);
  });

  it('refuses a suspended account with the right password: 403 containing Account suspended', async () => {
    const { email, password } = await t().userToken({ status: 'SUSPENDED' });
    const res = await login(email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toContain('Account suspended');
    expect(res.json.token).toBeUndefined();
    // A wrong password on a suspended account reveals nothing more than any wrong password.
    const wrong = await login(email, 'wrong password!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json.message).toBe(INVALID_CREDENTIALS);
  });

  it('requires e-mail and password', async () => {
    const missing = await t().call('POST', '/api/auth/login', { body: { email: 'a@b.co' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('password');
    const empty = await t().call('POST', '/api/auth/login', { body: { email: '', password: 'x' } });
    expect(empty.statusCode).toBe(400);
    const bad = await t().call('POST', '/api/auth/login', { body: '{"email":' });
    expect(bad.json).toEqual({ success: false, message: 'Invalid JSON in request body' });
  });

  it('throttles after 5 failures for one e-mail and address (429), not other addresses', async () => {
    const { email, password } = await t().userToken();
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong', '10.1.1.1')).statusCode).toBe(401);
    const blocked = await login(email, 'wrong', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    // It says how long to wait: until the oldest failure leaves the 15-minute window.
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    // Even the right password waits out the window from that address.
    expect((await login(email, password, '10.1.1.1')).statusCode).toBe(429);
    // Another address, or another e-mail from the same address, is not blocked.
    expect((await login(email, password, '10.1.1.2')).statusCode).toBe(200);
    const other = await t().userToken();
    expect((await login(other.email, other.password, '10.1.1.1')).statusCode).toBe(200);
    // The e-mail's case does not give fresh attempts.
    expect((await login(email.toUpperCase(), password, '10.1.1.1')).statusCode).toBe(429);
  });

  it('forgets failures after 15 minutes', async () => {
    const { email, password } = await t().userToken();
    for (let i = 0; i < 5; i++) await login(email, 'wrong', '10.2.2.2');
    expect((await login(email, password, '10.2.2.2')).statusCode).toBe(429);
    const later = Date.now() + 15 * 60_000 + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await login(email, password, '10.2.2.2')).statusCode).toBe(200);
  });

  it('a success clears the failures counted so far', async () => {
    const { email, password } = await t().userToken();
    for (let i = 0; i < 4; i++) await login(email, 'wrong', '10.3.3.3');
    expect((await login(email, password, '10.3.3.3')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong', '10.3.3.3')).statusCode).toBe(401);
    expect((await login(email, 'wrong', '10.3.3.3')).statusCode).toBe(429);
  });

  it('throttles failures sent all at once: at most 5 are checked', async () => {
    const { email } = await t().userToken();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => login(email, 'wrong', '10.4.4.4').then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 401)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('GET /auth/me', () => {
  const secret = () => new TextEncoder().encode(t().config.jwtSecret);

  it('answers 401 without a token or with a malformed header', async () => {
    const none = await t().call('GET', '/api/auth/me');
    expect(none.statusCode).toBe(401);
    expect(none.json).toMatchObject({ success: false, message: expect.any(String) });
    const basic = await t().call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 401 to a garbage token, a foreign signature, an expired token and alg:none', async () => {
    const { id } = await t().userToken();
    expect((await t().call('GET', '/api/auth/me', { token: 'not.a.token' })).statusCode).toBe(401);

    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-enough-length-000000'));
    expect((await t().call('GET', '/api/auth/me', { token: foreign })).statusCode).toBe(401);

    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret());
    const expiredRes = await t().call('GET', '/api/auth/me', { token: expired });
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json.success).toBe(false);

    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(id), exp: 9_999_999_999 })}.`;
    expect((await t().call('GET', '/api/auth/me', { token: unsigned })).statusCode).toBe(401);

    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(id))
      .setExpirationTime('1h')
      .sign(secret());
    expect((await t().call('GET', '/api/auth/me', { token: hs512 })).statusCode).toBe(401);
  });

  it('answers 403 Account suspended once the user is suspended', async () => {
    const { id, token } = await t().userToken({ role: 'ADMIN' });
    expect((await t().call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    await t().database.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, id));
    const res = await t().call('GET', '/api/auth/me', { token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('Account suspended');
    // Suspended: nothing authenticated.
    expect((await t().call('GET', '/api/messages', { token })).statusCode).toBe(403);
  });

  it("answers 401 to a deleted user's token", async () => {
    const { id, token } = await t().userToken();
    await t().database.db.delete(users).where(eq(users.id, id));
    const res = await t().call('GET', '/api/auth/me', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it('applies a role change on the next request', async () => {
    const { id, token } = await t().userToken({ role: 'SUPER_ADMIN' });
    expect((await t().call('GET', '/api/users', { token })).statusCode).toBe(200);
    await t().database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, id));
    const me = await t().call('GET', '/api/auth/me', { token });
    expect(me.json.data.role).toBe('ADMIN');
    expect((await t().call('GET', '/api/users', { token })).statusCode).toBe(403);
    await t().database.db.update(users).set({ role: 'SUPER_ADMIN' }).where(eq(users.id, id));
    expect((await t().call('GET', '/api/users', { token })).statusCode).toBe(200);
  });

  it('returns the user without a password or hash', async () => {
    const { token } = await t().userToken();
    const res = await t().call('GET', '/api/auth/me', { token });
    expect(Object.keys(res.json.data).sort()).toEqual(USER_KEYS);
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });
});
