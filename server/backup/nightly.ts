/**
 * Nightly backups (BACKUP_DIR, BACKUP_KEEP): at 02:00 server time the running server writes
 * `BACKUP_DIR/frameshop-<UTC time>.tar.gz` and removes the oldest of its own backups beyond BACKUP_KEEP.
 * Other files in BACKUP_DIR are left alone.
 */
import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupSummary } from './archive';

const NAME = /^frameshop-\d{8}T\d{6}Z\.tar\.gz$/;
const HOUR = 2;

/** `frameshop-20261126T020000Z.tar.gz`: sorted by name is sorted by time. */
export const nightlyName = (at: Date) =>
  `frameshop-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')}.tar.gz`;

/** Milliseconds from `now` to the next 02:00 (server time). */
export function untilNextRun(now: Date): number {
  const next = new Date(now);
  next.setHours(HOUR, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Removes the oldest nightly backups in `dir` beyond the newest `keep`; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - Math.max(1, keep)));
  for (const name of removed) await unlink(join(dir, name));
  return removed;
}

/** One nightly run: a backup into `dir`, then the pruning. */
export async function nightlyBackup(
  dir: string,
  keep: number,
  take: (file: string) => Promise<BackupSummary>,
  now = new Date(),
): Promise<{ summary: BackupSummary; removed: string[] }> {
  await mkdir(dir, { recursive: true });
  const summary = await take(join(dir, nightlyName(now)));
  return { summary, removed: await pruneBackups(dir, keep) };
}

export interface NightlyLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Runs `nightlyBackup` every night at 02:00 until the returned function is called. */
export function scheduleNightly(
  dir: string,
  keep: number,
  take: (file: string) => Promise<BackupSummary>,
  log: NightlyLog,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(run, untilNextRun(new Date()));
    timer.unref();
  };
  const run = () => {
    nightlyBackup(dir, keep, take)
      .then(({ summary, removed }) => log.info({ ...summary, removed }, 'nightly backup written'))
      .catch((error: unknown) => log.error({ error: String(error) }, 'nightly backup failed'))
      .finally(() => {
        if (timer) plan();
      });
  };
  plan();
  return () => {
    clearTimeout(timer);
    timer = undefined;
  };
}
