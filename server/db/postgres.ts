import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { guardTransactions } from '../lib/deadline';
import { isDatabaseUnreachable } from '../lib/logSafe';
import * as schema from './schema';
import { type DatabaseTimeouts, settingsOf } from './timeouts';
import type { Database, Db } from './types';
import { databaseWaits } from './waits';

/** Reconnection back-off of a LISTEN connection: 0.5 s, doubling, at most 30 s. */
const backoff = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/** How long a start waits for PostgreSQL to answer. */
const START_WAIT_MS = 60_000;

/**
 * A step of the start (the migrations, the first LISTEN), tried again while the database cannot be reached:
 * it may be starting beside this server, restarting, or this process was kept off the CPU past a connection's
 * 5 s. Every other failure (a wrong password, a missing database) ends the start at once, and so does the
 * last one after START_WAIT_MS; each wait is said on the console.
 */
async function whileStarting<T>(step: string, attempt: () => Promise<T>): Promise<T> {
  const until = Date.now() + START_WAIT_MS;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const pause = Math.min(5_000, backoff(n));
      if (!isDatabaseUnreachable(error) || Date.now() + pause > until) throw error;
      console.warn(`  Waiting for PostgreSQL (${step}): ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

/**
 * One LISTEN connection that outlives the database's outages: when it drops (a restart, a network blip,
 * `pg_terminate_backend`), it connects again with back-off and listens again, so events from the other
 * instances flow once the database is back. The first connection must succeed (the server is starting),
 * within the start's wait (`whileStarting`).
 */
async function listenForever(url: string, channel: string, onPayload: (payload: string) => void) {
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // An 'error' is followed by 'end'; the reconnection is decided there.
    client.on('error', () => {});
    client.on('end', () => {
      if (current === client) reconnectLater();
    });
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    attempt = 0;
  };

  const reconnectLater = () => {
    current = undefined;
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch(reconnectLater);
    }, backoff(attempt++));
    timer.unref();
  };

  await whileStarting('listening for events', connect);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** PostgreSQL through a `pg` pool (DATABASE_URL); several server instances may share it. */
export async function openPostgres(
  url: string,
  migrationsFolder: string,
  timeouts: DatabaseTimeouts,
): Promise<Database> {
  // A connection that cannot be made in 5 s fails the request (503) instead of holding it. Every session
  // has a statement, lock and idle-in-transaction timeout (server/db/timeouts.ts): one frozen instance
  // holding a lock cannot stall the others.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: Object.entries(settingsOf(timeouts))
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  // A client dropped by the server (restart, outage) must never crash the process: idle clients report on
  // the pool, checked-out ones (a transaction in flight) on themselves; their queries fail on their own.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Every query and transaction takes a connection through `connect` (the pool's own `query` too): the
  // time until it has one is the wait for the database (all connections busy, or a new one being made).
  const waits = databaseWaits();
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    const startedAt = performance.now();
    if (callback)
      return connect((error, client, done) => {
        waits.waited(startedAt);
        callback(error, client, done);
      });
    return connect().finally(() => waits.waited(startedAt));
  }) as pg.Pool['connect'];
  const db = guardTransactions(drizzle(pool, { schema }) as unknown as Db);
  // The migrations run in one transaction: tried again whole, they apply once.
  await whileStarting('migrations', () => migrate(drizzle(pool, { schema }), { migrationsFolder }));
  const stops: (() => Promise<void>)[] = [];
  return {
    db,
    kind: 'postgres',
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      const stop = await listenForever(url, channel, onPayload);
      stops.push(stop);
      return stop;
    },
    onWait: waits.onWait,
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
      await pool.end();
    },
  };
}
