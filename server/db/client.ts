import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataLock } from './dataLock';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: services are written against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Sends a notification on a channel (PostgreSQL NOTIFY), so other server instances hear it. */
  notify(channel: string, payload: string): Promise<void>;
  /** Listens to a channel; returns the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite 0.4+ starts with fsync off (`-F` in its default start parameters). An acknowledged write must
 * survive a crash, so it is started without `-F`, and we check that fsync is on.
 */
async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  // One server per folder: PGlite has no locking of its own, and two writers lose writes.
  const release = inMemory ? () => {} : acquireDataLock(`${dir}.lock`, `The database in ${dir}`);
  const startParams = PGlite.defaultStartParams.filter((p) => p !== '-F');
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { startParams, extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  if (!inMemory) {
    const { rows } = await client.query<{ fsync: string }>('show fsync');
    if (rows[0]?.fsync !== 'on') throw new Error('PGlite started with fsync off');
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so events never need to cross instances.
    notify: async () => {},
    listen: async () => async () => {},
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (restart, database dropped) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

export function openDatabase(opts: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir);
}
