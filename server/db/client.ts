import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { guardTransactions } from '../lib/deadline';
import { acquireDataLock } from './dataLock';
import { openPostgres } from './postgres';
import * as schema from './schema';
import { type DatabaseTimeouts, DEFAULT_TIMEOUTS, settingsOf } from './timeouts';
import type { Database, DataSnapshot, Db } from './types';
import { databaseWaits } from './waits';

export type { Database, DataFile, DataSnapshot, Db, Tx } from './types';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite 0.4+ starts with fsync off (`-F` in its default start parameters). An acknowledged write must
 * survive a crash, so it is started without `-F`, and we check that fsync is on.
 */
async function openPglite(dir: string, timeouts: DatabaseTimeouts, template?: Blob): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  // One server per folder: PGlite has no locking of its own, and two writers lose writes.
  const release = inMemory ? () => {} : acquireDataLock(`${dir}.lock`, `The database in ${dir}`);
  // shared_buffers: PostgreSQL's 128 MB default lives in PGlite's WASM memory, which never shrinks; a
  // shop's catalogue fits in 16 MB and the operating system caches the files (idle RSS, see docs/bench.md).
  const startParams = [
    ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
    '-c',
    'shared_buffers=16MB',
    ...Object.entries(settingsOf(timeouts)).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      startParams,
      extensions: { pg_trgm },
      ...(template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  if (!inMemory) {
    const { rows } = await client.query<{ fsync: string }>('show fsync');
    if (rows[0]?.fsync !== 'on') throw new Error('PGlite started with fsync off');
  }
  // PGlite runs one query or transaction at a time: every other one waits for its turn here.
  const waits = databaseWaits();
  const exclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(run: () => Promise<T>) => {
    const startedAt = performance.now();
    return exclusive(() => {
      waits.waited(startedAt);
      return run();
    });
  };
  const db = guardTransactions(drizzlePglite(client, { schema }) as unknown as Db);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so events never need to cross instances.
    notify: async () => {},
    listen: async () => async () => {},
    onWait: waits.onWait,
    // The checkpoint writes committed pages to the data files (a restore then has little WAL to replay). The
    // files are read holding PGlite's transaction lock, which every query and transaction takes: no
    // transaction is open and nothing writes, so they are what a clean stop would leave. Read synchronously:
    // PGlite's own dumpDataDir took 2.4 s for a 40 MB folder, plain reads take a tenth of that.
    snapshot: async () => {
      await client.exec('CHECKPOINT');
      return client._runExclusiveTransaction(async () => readDataFolder(dir));
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

function readDataFolder(dir: string): DataSnapshot {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const path = (entry: Dirent) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
  return {
    directories: entries.filter((entry) => entry.isDirectory()).map(path),
    files: entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return { path: path(entry), body: readFileSync(file), mtime: statSync(file).mtime };
      }),
  };
}

export function openDatabase(
  opts: {
    databaseUrl?: string | undefined;
    pgliteDir: string;
    /**
     * A PGlite data folder as a tarball (`dumpDataDir`, of a migrated database) to start from instead of
     * initdb: the tests' servers clone one template (tests/server/globalSetup.ts). Migrations still run.
     */
    pgliteTemplate?: Blob | undefined;
  } & Partial<DatabaseTimeouts>,
): Promise<Database> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(opts) };
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, migrationsFolder, timeouts)
    : openPglite(opts.pgliteDir, timeouts, opts.pgliteTemplate);
}

/** A migrated, empty PGlite database as a tarball, for `pgliteTemplate`. */
export async function pgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

const definedOnly = (opts: Partial<DatabaseTimeouts>): Partial<DatabaseTimeouts> =>
  Object.fromEntries(
    (['statementTimeoutMs', 'lockTimeoutMs', 'idleInTransactionTimeoutMs'] as const)
      .filter((k) => typeof opts[k] === 'number')
      .map((k) => [k, opts[k]]),
  );
