/**
 * Slow and unfinished requests over a real socket. Authorization is decided when the headers arrive, so
 * a body that finishes later must be judged again: an actor deleted or suspended meanwhile writes nothing.
 * A stalled body is cut off; a WebSocket (which may be quiet for long) is not.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { Config } from '../../server/config';
import { labels, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helper';

let t: TestServer;
let port: number;
/** Called with each token whose session the server has decided (the onRequest hook, at the headers). */
const decided = new Map<string, () => void>();

/** The server a describe's tests talk to (`t`, `port`), listening on a real socket, with `overrides`. */
function serving(overrides: Partial<Config> = {}) {
  beforeAll(async () => {
    t = await startTestServer(overrides);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const auth = t.app.services.auth;
    const session = auth.session.bind(auth);
    vi.spyOn(auth, 'session').mockImplementation(async (token) => {
      const found = await session(token);
      decided.get(token)?.();
      return found;
    });
  }, 60_000);
  afterAll(() => t.close());
}

/** Sends the headers and the first half of a JSON body; `finish()` sends the rest and reads the answer. */
function slowPost(path: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  let settle: (r: { status: number; json: { message?: string } } | { closed: true }) => void = () => {};
  const answer = new Promise<{ status: number; json: { message?: string } } | { closed: true }>((r) => {
    settle = r;
  });
  const authorized = new Promise<void>((r) => decided.set(token, r));
  let answered = false;
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    },
  });
  req.on('response', (res: IncomingMessage) => {
    answered = true;
    let data = '';
    res.on('data', (c) => {
      data += c;
    });
    res.on('end', () => settle({ status: res.statusCode ?? 0, json: data ? JSON.parse(data) : {} }));
    // Cut off in the middle of the answer.
    res.on('close', () => settle({ closed: true }));
  });
  req.on('error', () => settle({ closed: true }));
  // Closed with no answer at all (an answer settles on its own end).
  req.on('close', () => answered || settle({ closed: true }));
  req.write(text.slice(0, half));
  return {
    /** Resolves once the server has read the headers and authorized the caller (it waits for the body). */
    authorized: () => authorized,
    /** Sends the rest of the body and reads the answer. */
    finish: async () => {
      req.end(text.slice(half));
      return answer;
    },
    answer,
  };
}

describe('a slow body judged again when it finishes', () => {
  // The usual silence limit (30 s): the body is finished after the change, however busy the machine.
  serving();

  it('a super admin deleted while their request uploads creates no user (401)', async () => {
    const acting = await t.userToken({ role: 'SUPER_ADMIN' });
    const other = await t.userToken({ role: 'SUPER_ADMIN' });
    const email = `slow-${Date.now()}@shop.test`;
    const pending = slowPost('/api/users', acting.token, {
      name: 'Created Late',
      email,
      password: 'a-long-password',
      role: 'SUPER_ADMIN',
    });
    await pending.authorized();
    const deleted = await t.call('DELETE', `/api/users/${acting.id}`, { token: other.token });
    expect(deleted.statusCode).toBe(200);
    const answer = await pending.finish();
    expect(answer).toMatchObject({ status: 401 });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('an admin suspended while their request uploads writes nothing (403 Account suspended)', async () => {
    const acting = await t.userToken({ role: 'ADMIN' });
    const boss = await t.userToken({ role: 'SUPER_ADMIN' });
    const name = `Late label ${Date.now()}`;
    const pending = slowPost('/api/labels', acting.token, { name, color: '#112233' });
    await pending.authorized();
    const suspended = await t.call('PUT', `/api/users/${acting.id}/status`, {
      token: boss.token,
      body: { status: 'SUSPENDED' },
    });
    expect(suspended.statusCode).toBe(200);
    const answer = await pending.finish();
    expect(answer).toMatchObject({ status: 403, json: { message: 'Account suspended' } });
    expect(await t.database.db.select().from(labels).where(eq(labels.name, name))).toEqual([]);
  });

  it('an admin demoted while creating a user creates nothing (403)', async () => {
    const acting = await t.userToken({ role: 'SUPER_ADMIN' });
    const boss = await t.userToken({ role: 'SUPER_ADMIN' });
    const email = `demoted-${Date.now()}@shop.test`;
    const pending = slowPost('/api/users', acting.token, {
      name: 'Nobody',
      email,
      password: 'a-long-password',
    });
    await pending.authorized();
    await t.call('PUT', `/api/users/${acting.id}/role`, { token: boss.token, body: { role: 'ADMIN' } });
    const answer = await pending.finish();
    expect(answer).toMatchObject({ status: 403 });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('a stalled body', () => {
  // A short silence limit, so a stalled body is cut off within the test.
  serving({ connectionTimeoutMs: 1500 });

  it('is cut off when the connection stays silent, and nothing is written', async () => {
    const acting = await t.userToken({ role: 'ADMIN' });
    const name = `Stalled ${Date.now()}`;
    const pending = slowPost('/api/labels', acting.token, { name });
    // Never finished: the server closes the silent connection.
    const answer = await pending.answer;
    if ('status' in answer) expect(answer.status).toBeGreaterThanOrEqual(400);
    else expect(answer).toEqual({ closed: true });
    expect(await t.database.db.select().from(labels).where(eq(labels.name, name))).toEqual([]);
  });

  it('a quiet WebSocket stays open past the silence limit and still receives events', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    const messages: string[] = [];
    ws.on('message', (m) => messages.push(String(m)));
    await new Promise((r) => ws.once('open', r));
    // The silence limit's clock: a body stalled after the socket opened, cut off by the server, has the
    // socket silent for longer than the limit too.
    const acting = await t.userToken({ role: 'ADMIN' });
    const stalled = slowPost('/api/labels', acting.token, { name: `Clock ${Date.now()}` });
    await stalled.answer;
    expect(ws.readyState).toBe(WebSocket.OPEN);
    const { token } = await t.userToken({ role: 'ADMIN' });
    await t.call('POST', '/api/marquee', { token, body: { text: 'Still listening' } });
    await expect.poll(() => messages.some((m) => m.includes('marquee.changed'))).toBe(true);
    ws.close();
  });
});
