import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { DatabaseWaits } from './waits';

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
  /** Hears how long each query or transaction waited for the database before it began (server/db/waits.ts). */
  onWait: DatabaseWaits['onWait'];
  /**
   * PGlite only: every file of the data folder, read between transactions after a checkpoint, so together
   * they hold exactly the commits made before (docs/decisions/007-backups.md).
   */
  snapshot?(): Promise<DataSnapshot>;
}

/** PGlite's data folder: its directories (PostgreSQL needs the empty ones too) and files. */
export interface DataSnapshot {
  directories: string[];
  files: DataFile[];
}

/** A file of PGlite's data folder: its path inside the folder ('/'-separated), bytes and modification time. */
export interface DataFile {
  path: string;
  body: Buffer;
  mtime: Date;
}
