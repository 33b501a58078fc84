/**
 * The login throttle under spray (server/services/loginThrottle.ts, auth.service.ts) and the bound on
 * password hashing (passwords.ts). The argon2 worker is wrapped to count how many runs are in flight at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../server/services/auth.service';
import { HASHING_BUSY } from '../../server/services/passwords';
import * as passwordWorker from '../../server/services/passwordWorker';
import { setupTestServer } from './helper';

// Wraps the argon2 worker to count the runs in flight at once.
const argon = { running: 0, most: 0 };
beforeAll(() => {
  const real = passwordWorker.runOnWorker;
  vi.spyOn(passwordWorker, 'runOnWorker').mockImplementation(async (...args) => {
    argon.running += 1;
    argon.most = Math.max(argon.most, argon.running);
    try {
      return await real(...args);
    } finally {
      argon.running -= 1;
    }
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const t = setupTestServer();

const login = (email: string, password: string, remoteAddress: string) =>
  t()
    .app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })
    .then((res) => Object.assign(res, { json: JSON.parse(res.body) }));

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('failed logins counted per address and per e-mail', () => {
  it('one address trying many e-mails is answered 429 with Retry-After after 30 failures; other addresses are not', async () => {
    for (let i = 0; i < 30; i++)
      expect((await login(`guess${i}@spray.test`, 'wrong', '10.20.0.1')).statusCode, `try ${i + 1}`).toBe(
        401,
      );
    const blocked = await login('guess-next@spray.test', 'wrong', '10.20.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    expect(retryAfter(blocked)).toBeGreaterThan(800);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(900);
    // A real account from that address waits too; from another address it signs in.
    const { email, password } = await t().userToken();
    expect((await login(email, password, '10.20.0.1')).statusCode).toBe(429);
    expect((await login(email, password, '10.20.0.2')).statusCode).toBe(200);
  });

  it('one e-mail tried from many addresses is answered 429 with Retry-After after 30 failures; other e-mails are not', async () => {
    const target = await t().userToken();
    for (let i = 0; i < 30; i++)
      expect((await login(target.email, 'wrong', `10.30.0.${i + 1}`)).statusCode, `try ${i + 1}`).toBe(401);
    const blocked = await login(target.email, target.password, '10.30.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(800);
    const other = await t().userToken();
    expect((await login(other.email, other.password, '10.30.1.1')).statusCode).toBe(200);
  });

  it('an office behind one address in normal use is never throttled: 12 people, each mistyping twice', async () => {
    const staff = await Promise.all(Array.from({ length: 12 }, () => t().userToken({ role: 'ADMIN' })));
    for (const person of staff) {
      expect((await login(person.email, 'typo one', '10.40.0.1')).statusCode).toBe(401);
      expect((await login(person.email, 'typo two', '10.40.0.1')).statusCode).toBe(401);
      expect((await login(person.email, person.password, '10.40.0.1')).statusCode).toBe(200);
    }
  });
});

describe('password hashing bounded in concurrency', () => {
  it('runs one argon2id at a time under a burst, and refuses at once what would wait too long (503, Retry-After)', async () => {
    argon.most = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`burst${i}@spray.test`, 'wrong', `10.50.${i}.1`)),
    );
    expect(argon.most).toBe(1);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json).toEqual({ success: false, message: HASHING_BUSY });
    expect(retryAfter(busy[0]!)).toBeGreaterThan(0);
  });
});
