/** The session actors (src/api/session.ts) and the session machine against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SUSPENDED_DETAILS } from '../../machines/session.machine';
import { sessionMachineFor } from '../../src/admin/session/session.actors';
import { createShopClient, memoryStorage, TOKEN_KEY } from '../../src/api/client';
import { MeQuery } from '../../src/api/documents/admin';
import { login, logout, restore } from '../../src/api/session';
import { startTestServer, type TestServer } from './helper';

let t: TestServer;
let base: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/api`;
});
afterAll(async () => t?.close());

const client = (baseUrl = base) => createShopClient({ baseUrl, storage: memoryStorage(), retries: 0 });

describe('session against the real server', () => {
  it('login success stores the token; the machine restores the session from it', async () => {
    const u = await t.userToken({ role: 'ADMIN' });
    const c = client();
    const result = await login(c, u.email, u.password);
    expect(result).toMatchObject({ kind: 'success', user: { email: u.email, role: 'ADMIN' } });
    expect(c.storage.getItem(TOKEN_KEY)).toBeTruthy();
    const actor = createActor(sessionMachineFor(c)).start();
    const s = await waitFor(actor, (x) => x.matches('signedIn'));
    expect(s.context.user?.email).toBe(u.email);
    const token = c.storage.getItem(TOKEN_KEY)!;
    actor.send({ type: 'logout' });
    await waitFor(actor, (x) => x.matches('signedOut'));
    expect(c.storage.getItem(TOKEN_KEY)).toBeNull();
    // Logout ended the session on the server too: the token, wherever it was copied, is refused.
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    c.http.dispose();
  });

  it('the graph client reads the admin user with the stored token, and a visitor cannot', async () => {
    const admin = client();
    admin.storage.setItem(TOKEN_KEY, (await t.userToken({ role: 'ADMIN' })).token);
    const visitor = client();
    const me = await admin.query(MeQuery, {}).toPromise();
    expect(me.error).toBeUndefined();
    expect(me.data?.me).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
    const anon = await visitor.query(MeQuery, {}).toPromise();
    expect(anon.data?.me ?? null).toBeNull();
    expect(anon.error?.networkError?.message).toMatch(/token|Unauthori|authenticat/i);
    admin.http.dispose();
    visitor.http.dispose();
  });

  it('logout without a reachable server still forgets the token', async () => {
    const u = await t.userToken({ role: 'ADMIN' });
    const c = client('http://127.0.0.1:9/api');
    c.storage.setItem(TOKEN_KEY, u.token);
    await logout(c);
    expect(c.storage.getItem(TOKEN_KEY)).toBeNull();
    c.http.dispose();
  });

  it('wrong password: invalid credentials with the server message', async () => {
    const u = await t.userToken();
    const c = client();
    const result = await login(c, u.email, 'not the password');
    expect(result.kind).toBe('invalidCredentials');
    expect(result).toHaveProperty('message');
    expect((result as { message: string }).message.length).toBeGreaterThan(0);
    expect(c.storage.getItem(TOKEN_KEY)).toBeNull();
    c.http.dispose();
  });

  it('suspended account: the suspended result with the spec text', async () => {
    const u = await t.userToken({ status: 'SUSPENDED' });
    const c = client();
    expect(await login(c, u.email, u.password)).toEqual({ kind: 'suspended', message: SUSPENDED_DETAILS });
    c.http.dispose();
  });

  it('no server: network error', async () => {
    const c = client('http://127.0.0.1:9/api');
    expect(await login(c, 'a@b.co', 'whatever1')).toMatchObject({ kind: 'networkError' });
    c.http.dispose();
  });

  it('an invalid stored token is removed on start', async () => {
    const c = client();
    c.storage.setItem(TOKEN_KEY, 'not-a-token');
    expect(await restore(c)).toBeNull();
    expect(c.storage.getItem(TOKEN_KEY)).toBeNull();
    const actor = createActor(sessionMachineFor(c)).start();
    expect((await waitFor(actor, (x) => !x.matches('restoring'))).value).toEqual({ signedOut: 'editing' });
    c.http.dispose();
  });
});
