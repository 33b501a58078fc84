/**
 * Backups while the shop serves (docs/decisions/007-backups.md): on PGlite the server takes them itself,
 * one at a time, when `npm run backup` asks through DATA_DIR/backup.sock, and nightly when BACKUP_DIR is set.
 * On PostgreSQL, pg_dump does it (README, "Backups").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { Storage } from '../services/storage';
import { type BackupSummary, writeBackup } from './archive';
import { serveBackupRequests } from './control';
import { scheduleNightly } from './nightly';

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'backupDir' | 'backupKeep'>;
  database: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Starts taking backup requests (and the nightly backups); returns the function that stops both. */
export async function startBackups({
  config,
  database,
  storage,
  log,
}: BackupOptions): Promise<() => Promise<void>> {
  if (!database.snapshot) {
    if (config.backupDir)
      log.warn('BACKUP_DIR is ignored on PostgreSQL: back up with pg_dump (README, "Backups")');
    return async () => {};
  }
  let queue: Promise<unknown> = Promise.resolve();
  const take = (file: string): Promise<BackupSummary> => {
    const next = queue.then(() => writeBackup(file, { database, storage, dataDir: config.dataDir }));
    queue = next.catch(() => {});
    return next;
  };
  let stopServing: () => Promise<void> = async () => {};
  try {
    stopServing = await serveBackupRequests(config.dataDir, async (file) => {
      const summary = await take(file);
      log.info(summary, 'backup written');
      return summary;
    });
  } catch (error) {
    // A DATA_DIR path too long for a Unix socket, say: the shop serves; `npm run backup` will say it cannot reach it.
    log.warn({ error: String(error) }, 'backup requests are off: DATA_DIR/backup.sock could not be opened');
  }
  const stopNightly = config.backupDir
    ? scheduleNightly(config.backupDir, config.backupKeep, take, log)
    : () => {};
  // A backup still running when the server stops is abandoned (its FILE.partial-<pid> stays, FILE never appears).
  return async () => {
    stopNightly();
    await stopServing();
  };
}
