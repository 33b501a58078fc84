/**
 * Deadlines that never lie: a request either answers or rolls back. The database has statement, lock and
 * idle-in-transaction timeouts; the silent-connection timeout never cuts a request being worked on; a
 * handler past its deadline rolls its transaction back (503, nothing saved).
 */
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { labels } from '../../server/db/schema';
import { TOO_LATE } from '../../server/lib/deadline';
import { onPostgres, startTestServer, type TestServer } from './helper';

/** A PUT over a real socket: its status and body, or `closed` when the server hung up without answering. */
function put(port: number, path: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; json: { message?: string } } | 'closed'>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      },
    });
    req.on('response', (res) => {
      let data = '';
      res.on('data', (c) => {
        data += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(data || '{}') }));
    });
    req.on('error', () => resolve('closed'));
    req.end(text);
  });
}

/** Holds the label's row (and, on PGlite, the one connection) in a transaction until `released`. */
async function holdLabel(t: TestServer, id: number, released: Promise<unknown>) {
  await t.database.db.transaction(async (tx) => {
    await tx.select().from(labels).where(eq(labels.id, id)).for('update');
    await released;
  });
}

/** The next request the server receives, once all of it (headers and body) has arrived. */
function arrival(t: TestServer) {
  return new Promise<IncomingMessage>((resolve) => {
    t.app.server.once('request', async (raw: IncomingMessage) => {
      await vi.waitFor(() => expect(raw.complete).toBe(true));
      resolve(raw);
    });
  });
}

/**
 * The silence limit's clock: resolves when the server has cut off a connection opened now that never says
 * anything. A connection silent since before then has been silent for longer than the limit too.
 */
function silenceLimitPassed(port: number) {
  return new Promise<void>((resolve) => connect(port, '127.0.0.1').once('close', () => resolve()));
}

async function listening(overrides: Parameters<typeof startTestServer>[0]) {
  const t = await startTestServer(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

describe('deadlines', () => {
  let s: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    // A 1.5 s silence limit: a request held on a lock until after it would have been cut before.
    s = await listening({ connectionTimeoutMs: 1500 });
  }, 60_000);
  afterAll(() => s.t.close());

  it('the database has statement, lock and idle-in-transaction timeouts', async () => {
    const { rows } = (await s.t.database.db.execute(
      sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
          current_setting('idle_in_transaction_session_timeout') as idle`,
    )) as unknown as { rows: { statement: string; lock: string; idle: string }[] };
    expect(rows[0]).toEqual({ statement: '30s', lock: '10s', idle: '1min' });
  });

  it('a request working past the connection timeout still gets its answer, and what it answered is saved', async () => {
    const { token } = await s.t.userToken({ role: 'ADMIN' });
    const label = (await s.t.call('POST', '/api/labels', { token, body: { name: 'Held' } })).json.data;
    // Held until the request has been silent (all of it arrived, its answer waiting) past the limit.
    const arrived = arrival(s.t);
    const holding = holdLabel(
      s.t,
      label.id,
      arrived.then(() => silenceLimitPassed(s.port)),
    );
    const answer = await put(s.port, `/api/labels/${label.id}`, token, { color: '#123456' });
    await holding;
    expect(answer).toMatchObject({ status: 200 });
    const [row] = await s.t.database.db.select().from(labels).where(eq(labels.id, label.id));
    expect(row?.color).toBe('#123456');
  });

  it('a handler past its deadline rolls back and says so (503), never a silent commit', async () => {
    const short = await listening({ requestTimeoutMs: 1000 });
    try {
      const { token } = await short.t.userToken({ role: 'ADMIN' });
      const label = (await short.t.call('POST', '/api/labels', { token, body: { name: 'Late' } })).json.data;
      // Held until the request has arrived (its deadline set), then the server's clock is moved past it.
      const now = Date.now.bind(Date);
      const late = arrival(short.t).then(() => vi.spyOn(Date, 'now').mockImplementation(() => now() + 1001));
      const holding = holdLabel(short.t, label.id, late);
      const answer = await put(short.port, `/api/labels/${label.id}`, token, { color: '#654321' });
      await holding;
      expect(answer).toEqual({ status: 503, json: { success: false, message: TOO_LATE } });
      const [row] = await short.t.database.db.select().from(labels).where(eq(labels.id, label.id));
      expect(row?.color).toBe('#3B82F6');
    } finally {
      vi.restoreAllMocks();
      await short.t.close();
    }
  });

  it('a close ends with the answers being made: each says Connection: close, and its connection is closed', async () => {
    const closing = await listening({});
    try {
      // A keep-alive request whose body is half sent when the close begins, so it is neither new (those are
      // refused while closing) nor idle (those Node closes at once). Before, its connection stayed open after
      // the answer for the keep-alive time (72 s), and the close waited for it (CI: a test file's close hook
      // timed out after 60 s when the client's last refetch was in flight).
      const socket = connect(closing.port, '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      const hungUp = once(socket, 'close');
      const body = JSON.stringify({ email: 'nobody@shop.test', password: 'not the password' });
      const arrived = once(closing.t.app.server, 'request');
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nConnection: keep-alive\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
      );
      await arrived;
      const closed = closing.t.app.close();
      socket.write(body.slice(5));
      await hungUp;
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    } finally {
      await closing.t.close();
    }
  });

  it.skipIf(!onPostgres)(
    'an instance frozen while holding the display-order lock does not stall frame creation elsewhere',
    async () => {
      const quick = await startTestServer({ lockTimeoutMs: 500 });
      const frozen = new pg.Client({ connectionString: quick.databaseUrl });
      await frozen.connect();
      try {
        await frozen.query('begin');
        await frozen.query('select pg_advisory_xact_lock(7261001)');
        const { token } = await quick.userToken({ role: 'ADMIN' });
        const res = await quick.call('POST', '/api/frames', {
          token,
          body: { name: 'Blocked', description: 'x', originalPrice: 10, currentPrice: 9 },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json).toEqual({ success: false, message: TOO_LATE });
        await frozen.query('rollback');
        const after = await quick.call('POST', '/api/frames', {
          token,
          body: { name: 'Free', description: 'x', originalPrice: 10, currentPrice: 9 },
        });
        expect(after.statusCode).toBe(201);
      } finally {
        await frozen.end();
        await quick.close();
      }
    },
  );
});
