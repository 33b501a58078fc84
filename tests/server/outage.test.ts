/**
 * PostgreSQL goes away while the shop serves (a restart, a network blip): the process survives, requests
 * that need the database get a clear 503, and everything recovers by itself when the database is back,
 * realtime events from other instances included (the LISTEN connection comes back). A start waits for the
 * database while it cannot be reached (it may be starting too). The app reaches the database through a TCP
 * proxy the test cuts and restores. PostgreSQL only (PGlite lives in the process).
 */

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../../server/db/client';
import { UNAVAILABLE } from '../../server/plugins/errors';
import { onPostgres, startTestServer, type TestServer, throwawayPostgres } from './helper';

/** A TCP proxy to PostgreSQL: `cut()` drops every connection and refuses new ones until `restore()`. */
function proxyTo(target: URL) {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)),
      ),
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

describe.skipIf(!onPostgres)('a PostgreSQL outage', () => {
  const proxy = proxyTo(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/x'));
  let t: TestServer;
  let port: number;

  beforeAll(async () => {
    const proxyPort = await proxy.listen();
    t = await startTestServer({}, (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(proxyPort);
      return u.toString();
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    proxy.restore();
    await t?.close();
    await proxy.close();
  });

  it('answers 503 while the database is away and recovers after, realtime included', async () => {
    const { token } = await t.userToken({ role: 'ADMIN' });
    expect((await t.call('GET', '/api/frames', { token })).statusCode).toBe(200);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    const messages: string[] = [];
    ws.on('message', (m) => messages.push(String(m)));
    await new Promise((r) => ws.once('open', r));

    proxy.cut();
    const during = await t.call('GET', '/api/frames', { token });
    expect(during.statusCode).toBe(503);
    expect(during.json).toEqual({ success: false, message: UNAVAILABLE });
    expect(during.headers['retry-after']).toBe('5');
    const write = await t.call('POST', '/api/labels', { token, body: { name: 'During the outage' } });
    expect(write.statusCode).toBe(503);

    proxy.restore();
    await expect
      .poll(async () => (await t.call('GET', '/api/frames', { token })).statusCode, { timeout: 20_000 })
      .toBe(200);
    const label = await t.call('POST', '/api/labels', { token, body: { name: 'After the outage' } });
    expect(label.statusCode).toBe(201);

    // Another instance's event, sent straight to the database, reaches this instance's sockets again.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    const event = { audience: 'public', type: 'marquee.changed', id: 424242 };
    await expect
      .poll(
        async () => {
          await other.query('select pg_notify($1, $2)', [
            'shop_events',
            JSON.stringify({ origin: 'another-instance', event }),
          ]);
          return messages.some((m) => m.includes('424242'));
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await other.end();
    ws.close();
  }, 90_000);
});

describe.skipIf(!onPostgres)('a start on PostgreSQL', () => {
  it('waits while the database cannot be reached, and starts once it answers', async () => {
    const database = await throwawayPostgres();
    const proxy = proxyTo(new URL(database.url));
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.listen());
    proxy.cut();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const opening = openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
      await expect.poll(() => warn.mock.calls.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Waiting for PostgreSQL (migrations)');
      proxy.restore();
      const opened = await opening;
      await opened.db.execute('select 1');
      await opened.close();
    } finally {
      warn.mockRestore();
      await proxy.close();
      await database.drop();
    }
  }, 60_000);

  it('ends at once when the database does not exist', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/shop_no_such_database';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(
        openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' }),
      ).rejects.toMatchObject({ cause: { code: '3D000' } });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
