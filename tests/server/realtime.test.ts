import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { onPostgres, setupTestServer, startTestServer } from './helper';
import { flushOn, Peer, waitFor } from './realtime.peer';

const t = setupTestServer();
let url = '';
const peers: Peer[] = [];
const open = async (options?: { autoPong?: boolean }) => {
  const peer = await Peer.open(url, options);
  peers.push(peer);
  await peer.next('hello');
  return peer;
};
const flush = (peer: Peer) => flushOn(t().app.services.events, peer);
const counts = () => t().app.services.realtime.counts();
const publish = (event: { audience: 'public' | 'admin'; type: string; id?: number; data?: unknown }) =>
  t().app.services.events.publish(event);

beforeAll(async () => {
  await t().app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t().app.server.address() as AddressInfo;
  url = `ws://127.0.0.1:${port}/api/ws`;
});

// Each test starts with no socket open, so the counts it reads are its own.
afterEach(async () => {
  for (const p of peers.splice(0)) p.socket.terminate();
  await waitFor(() => counts().totalConnections === 0, 'every socket closed');
});

describe('realtime WebSocket at /api/ws', () => {
  it('greets with hello, and counts connections up and down', async () => {
    const before = counts();
    const peer = await open();
    expect(peer.messages[0]).toEqual({ type: 'hello' });
    expect(counts().totalConnections).toBe(before.totalConnections + 1);
    const admin = await open();
    const { token } = await t().userToken({ role: 'ADMIN' });
    expect((await admin.auth(token)).type).toBe('auth.ok');
    expect(counts()).toEqual({
      totalConnections: before.totalConnections + 2,
      adminConnections: before.adminConnections + 1,
    });
    admin.close();
    await waitFor(() => counts().adminConnections === before.adminConnections, 'admin count down');
    expect(counts().totalConnections).toBe(before.totalConnections + 1);
    peer.close();
    await waitFor(() => counts().totalConnections === before.totalConnections, 'total count down');
  });

  it('reports the counts on /api/metrics', async () => {
    const peer = await open();
    const { token } = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.websocket).toEqual({ totalConnections: 1, adminConnections: 0 });
    peer.close();
  });

  it('sends public events to a visitor as {type, id, data}, and no admin event', async () => {
    const peer = await open();
    publish({ audience: 'admin', type: 'message.created', id: 7, data: { secret: true } });
    publish({ audience: 'public', type: 'frame.updated', id: 42, data: { name: 'Oak' } });
    const got = await peer.next('frame.updated');
    expect(got).toEqual({ type: 'frame.updated', id: 42, data: { name: 'Oak' } });
    await flush(peer);
    expect(peer.types()).not.toContain('message.created');
    peer.close();
  });

  it('delivers the events the API publishes: a label change to visitors, its activity to admins only', async () => {
    const visitor = await open();
    const admin = await open();
    const { token } = await t().userToken({ role: 'ADMIN' });
    expect(await admin.auth(token)).toMatchObject({ type: 'auth.ok' });
    const created = await t().call('POST', '/api/labels', { token, body: { name: 'Realtime label' } });
    expect(created.statusCode).toBe(201);
    const id = created.json.data.id;
    expect(await visitor.next('label.changed')).toMatchObject({ id });
    expect(await admin.next('label.changed')).toMatchObject({ id });
    const activity = await admin.next('activity.created');
    expect(activity.data).toMatchObject({ item: 'Realtime label' });
    await flush(visitor);
    expect(visitor.types()).not.toContain('activity.created');
    visitor.close();
    admin.close();
  });

  it('makes an admin connection from a valid token: auth.ok with the user, then admin events', async () => {
    const peer = await open();
    const { id, token } = await t().userToken({ role: 'SUPER_ADMIN', name: 'Wanjiru' });
    const answer = await peer.auth(token);
    expect(answer).toEqual({ type: 'auth.ok', user: { id, name: 'Wanjiru', role: 'SUPER_ADMIN' } });
    publish({ audience: 'admin', type: 'message.created', id: 9, data: { name: 'Kamau' } });
    expect(await peer.next('message.created')).toEqual({
      type: 'message.created',
      id: 9,
      data: { name: 'Kamau' },
    });
    publish({ audience: 'public', type: 'marquee.changed' });
    expect(await peer.next('marquee.changed')).toEqual({ type: 'marquee.changed' });
    peer.close();
  });

  it('answers a bad, empty or missing token with auth.error and keeps a visitor', async () => {
    const peer = await open();
    const before = counts().adminConnections;
    expect(await peer.auth('not-a-jwt')).toEqual({ type: 'auth.error', message: 'Invalid token' });
    const forged = `${(await t().userToken()).token.slice(0, -4)}AAAA`;
    expect(await peer.auth(forged)).toEqual({ type: 'auth.error', message: 'Invalid token' });
    expect(await peer.auth('')).toMatchObject({ type: 'auth.error' });
    const n = peer.messages.length;
    peer.send({ type: 'auth', token: 123 });
    await peer.until(() => peer.messages.slice(n).find((m) => m.type === 'auth.error'), 'auth.error');
    expect(counts().adminConnections).toBe(before);
    publish({ audience: 'admin', type: 'message.created', id: 1 });
    await flush(peer);
    expect(peer.types()).not.toContain('message.created');
    peer.close();
  });

  it('refuses a suspended or deleted user', async () => {
    const peer = await open();
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    expect(await peer.auth(suspended.token)).toEqual({ type: 'auth.error', message: 'Account suspended' });
    const gone = await t().userToken({ role: 'ADMIN' });
    await t().database.db.delete(users).where(eq(users.id, gone.id));
    expect(await peer.auth(gone.token)).toEqual({ type: 'auth.error', message: 'Invalid token' });
    publish({ audience: 'admin', type: 'message.created', id: 2 });
    await flush(peer);
    expect(peer.types()).not.toContain('message.created');
    peer.close();
  });

  it('stops admin events at once when a user.* event says the admin was suspended', async () => {
    const peer = await open();
    const { id, token } = await t().userToken({ role: 'ADMIN' });
    await peer.auth(token);
    const before = counts().adminConnections;
    await t().database.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, id));
    publish({ audience: 'admin', type: 'user.changed', id });
    expect(await peer.next('auth.error')).toEqual({ type: 'auth.error', message: 'Account suspended' });
    expect(counts().adminConnections).toBe(before - 1);
    publish({ audience: 'admin', type: 'message.created', id: 3 });
    await flush(peer);
    expect(peer.types()).not.toContain('message.created');
    peer.close();
  });

  it('re-reads the admin before delivering admin events once the check is stale', async () => {
    const realtime = t().app.services.realtime;
    const peer = await open();
    const other = await open();
    const { id, token } = await t().userToken({ role: 'ADMIN' });
    const stays = await t().userToken({ role: 'ADMIN' });
    await peer.auth(token);
    await other.auth(stays.token);
    await t().database.db.delete(users).where(eq(users.id, id)); // No event: found by the re-check.
    const saved = realtime.recheckMs;
    realtime.recheckMs = 0;
    try {
      publish({ audience: 'admin', type: 'message.created', id: 4 });
      expect(await other.next('message.created')).toMatchObject({ id: 4 });
      expect(await peer.next('auth.error')).toEqual({ type: 'auth.error', message: 'Invalid token' });
      await flush(peer);
      expect(peer.types()).not.toContain('message.created');
    } finally {
      realtime.recheckMs = saved;
    }
    peer.close();
    other.close();
  });

  it('ignores malformed messages without closing, and closes a socket that sends more than 64 KiB', async () => {
    const peer = await open();
    for (const bad of ['not json', '[]', 'null', '42', '{"type":"nope"}', '{"token":"x"}', '{'])
      peer.send(bad);
    peer.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    const { token } = await t().userToken({ role: 'ADMIN' });
    expect((await peer.auth(token)).type).toBe('auth.ok');
    expect(peer.closed).toBeUndefined();

    const big = await open();
    big.send('x'.repeat(70 * 1024));
    expect((await big.waitClosed()).code).toBe(1009);
    const after = await open();
    expect(after.messages[0]).toEqual({ type: 'hello' });
    peer.close();
    after.close();
  });

  it('pings, and terminates a socket that did not answer the previous ping', async () => {
    const realtime = t().app.services.realtime;
    const healthy = await open();
    const silent = await open({ autoPong: false });
    let pinged = 0;
    healthy.socket.on('ping', () => {
      pinged += 1;
    });
    realtime.sweep();
    await waitFor(() => pinged === 1, 'ping');
    // A round trip after the ping (an auth without a token, answered auth.error): the pong the socket sent
    // before it has reached the server, whose frames are read in order.
    expect((await healthy.auth('')).type).toBe('auth.error');
    realtime.sweep();
    await silent.waitClosed();
    await waitFor(() => pinged === 2, 'second ping');
    expect((await healthy.auth('')).type).toBe('auth.error');
    realtime.sweep();
    // Answered after that sweep: it did not terminate the socket that answered its ping.
    expect((await healthy.auth('')).type).toBe('auth.error');
    expect(healthy.closed).toBeUndefined();
    await flush(healthy);
    healthy.close();
  });
});

describe('realtime on app close and across instances', () => {
  it('closes every socket when the app closes', async () => {
    const server = await startTestServer();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const peer = await Peer.open(`ws://127.0.0.1:${port}/api/ws`);
      await peer.next('hello');
      expect(server.app.services.realtime.counts().totalConnections).toBe(1);
      await server.app.close();
      // @fastify/websocket closes first (no status code), else ours says 1001 "going away".
      expect([1001, 1005]).toContain((await peer.waitClosed()).code);
      expect(server.app.services.realtime.counts().totalConnections).toBe(0);
    } finally {
      await server.close();
    }
  });

  it.skipIf(!onPostgres)(
    'with PostgreSQL, a socket on instance B receives events published on A',
    async () => {
      const config = t().config;
      expect(config.databaseUrl).toBeTruthy();
      const database = await openDatabase(config);
      const b = await buildApp({ config, database });
      try {
        await b.listen({ port: 0, host: '127.0.0.1' });
        const { port } = b.server.address() as AddressInfo;
        const onB = `ws://127.0.0.1:${port}/api/ws`;
        const visitor = await Peer.open(onB);
        const admin = await Peer.open(onB);
        peers.push(visitor, admin);
        await visitor.next('hello');
        const { token } = await t().userToken({ role: 'ADMIN' });
        expect((await admin.auth(token)).type).toBe('auth.ok');

        // A change made through instance A's API.
        const created = await t().call('POST', '/api/labels', { token, body: { name: 'Across instances' } });
        expect(created.statusCode).toBe(201);
        expect(await visitor.next('label.changed')).toMatchObject({ id: created.json.data.id });
        const activity = await admin.next('activity.created');
        expect(activity.data).toMatchObject({ item: 'Across instances' });

        // And the other way round is not echoed twice on B.
        b.services.events.publish({ audience: 'public', type: 'frame.updated', id: 5 });
        await visitor.next('frame.updated', (m) => m.id === 5);
        await flushOn(b.services.events, visitor);
        expect(visitor.messages.filter((m) => m.type === 'frame.updated' && m.id === 5)).toHaveLength(1);
        expect(visitor.types()).not.toContain('activity.created');
      } finally {
        await b.close();
        await database.close();
      }
    },
  );
});
