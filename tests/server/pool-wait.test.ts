/**
 * On PostgreSQL the server waits at most 5 s for a connection (server/db/postgres.ts): a new one the database
 * does not answer in time, or none of the pool's 10 free in time (every one busy, or the process starved of
 * CPU). Either answers 503 "briefly unavailable" with Retry-After, as an outage does (docs/api.md), not 500:
 * nothing was done, and the client may try again. The errors are pg-pool's own, from a pool of one connection
 * to a port that accepts and never answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { UNAVAILABLE } from '../../server/plugins/errors';

let app: App;
let database: Database;
let dataDir: string;
let silent: Server;
const sockets: Socket[] = [];
/** pg-pool's errors: the connection not made in time, and the wait for a free one run out. */
const errors: Error[] = [];

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  const port = await new Promise<number>((r) =>
    silent.listen(0, '127.0.0.1', () => r((silent.address() as { port: number }).port)),
  );
  const pool = new pg.Pool({
    connectionString: `postgres://x@127.0.0.1:${port}/x`,
    max: 1,
    connectionTimeoutMillis: 100,
  });
  const settled = await Promise.allSettled([pool.connect(), pool.connect()]);
  for (const s of settled) if (s.status === 'rejected') errors.push(s.reason as Error);
  await pool.end();

  dataDir = mkdtempSync(join(tmpdir(), 'shop-pool-wait-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'test-secret-of-enough-length-0123456789' },
    { pgliteDir: 'memory://', appDir: join(dataDir, 'no-app') },
  );
  database = await openDatabase(config);
  app = await buildApp({ config, database, logger: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => silent.close(r));
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a wait for a database connection that runs out', () => {
  it('gives both of pg-pool’s errors', () => {
    expect(errors.map((e) => e.message).sort()).toEqual([
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
    ]);
  });

  it.each([0, 1])('answers 503 "briefly unavailable" with Retry-After (error %i)', async (n) => {
    const error = [...errors].sort((a, b) => a.message.localeCompare(b.message))[n]!;
    app.services.messages.create = (async () => {
      throw error;
    }) as never;
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: {
        name: 'Amina Wanjiru',
        email: 'amina@example.com',
        phone: '0712345678',
        subject: 'Contact Form Submission',
        message: 'Hello',
      },
    });
    expect(res.json(), error.message).toEqual({ success: false, message: UNAVAILABLE });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});
