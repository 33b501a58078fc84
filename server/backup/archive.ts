/**
 * A backup of a shop on PGlite, as one `.tar.gz` (docs/decisions/007-backups.md):
 *
 *   frameshop-backup.json  what it is (format, when, where pictures live), first, so a restore checks it first
 *   jwt-secret             DATA_DIR's signing key, when the server generated one (sessions survive a restore)
 *   db/...                 PGlite's data folder, pictures included when STORAGE=database
 *   uploads/<key>          every picture file, when STORAGE=disk
 *
 * Laid out as DATA_DIR is, so `tar -xzf` into an empty folder also restores it by hand.
 *
 * Taken while the shop serves and writes: deletes of picture files are put off from before the database
 * snapshot until the files are copied, and an upload writes its files before its row commits, so every
 * picture the snapshot refers to is in the archive (files of uploads not yet committed come along as
 * orphans, which the server sweeps once they are an hour old).
 */
import { createWriteStream, existsSync } from 'node:fs';
import { link, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/types';
import { DiskStorage, type Storage } from '../services/storage';
import { tarWriter } from './tar';

export const MANIFEST = 'frameshop-backup.json';
export const DATABASE_ENTRY = 'db/';
export const SECRET_ENTRY = 'jwt-secret';
export const UPLOADS_ENTRY = 'uploads/';
export const FORMAT = 1;

export interface Manifest {
  format: number;
  app: 'frame-shop';
  createdAt: string;
  database: 'pglite';
  storage: Storage['kind'];
  jwtSecret: boolean;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Picture files copied (STORAGE=disk; with STORAGE=database they are rows of the database). */
  pictureFiles: number;
  databaseBytes: number;
  ms: number;
}

export interface BackupSource {
  database: Database;
  storage: Storage;
  dataDir: string;
}

/** Told to the operator of a shop on PostgreSQL (README, "Backups"). */
export const POSTGRES_BACKUP_HINT =
  'This shop runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, as the README says under "Backups".';

/**
 * Writes a backup of `source` to `file` (refused when `file` exists): to a partial file first, synced,
 * then linked to its name, so `file` is either absent or complete.
 */
export async function writeBackup(file: string, source: BackupSource): Promise<BackupSummary> {
  const started = performance.now();
  const { database, storage } = source;
  if (!database.snapshot) throw new Error(POSTGRES_BACKUP_HINT);
  if (existsSync(file)) throw new Error(`${file} already exists: choose a new file name.`);
  const partial = `${file}.partial-${process.pid}`;
  // flush: the file is synced before it is closed, and only then given its name.
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
  const gzip = createGzip();
  gzip.pipe(out);
  const written = new Promise<void>((resolve, reject) => {
    out.once('close', resolve);
    out.once('error', reject);
    gzip.once('error', reject);
  });
  const tar = tarWriter(gzip);
  const disk = storage instanceof DiskStorage ? storage : undefined;
  const release = disk?.holdDeletes();
  let pictureFiles = 0;
  let databaseBytes = 0;
  try {
    const snapshot = await database.snapshot();
    const keys = disk ? await disk.keys() : [];
    const secretFile = join(source.dataDir, SECRET_ENTRY);
    const secret = existsSync(secretFile) ? await readFile(secretFile) : undefined;
    const manifest: Manifest = {
      format: FORMAT,
      app: 'frame-shop',
      createdAt: new Date().toISOString(),
      database: 'pglite',
      storage: storage.kind,
      jwtSecret: secret !== undefined,
    };
    await tar.add({ name: MANIFEST, body: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
    if (secret) await tar.add({ name: SECRET_ENTRY, body: secret, mode: 0o600 });
    for (const path of snapshot.directories)
      await tar.add({
        name: `${DATABASE_ENTRY}${path}`,
        body: Buffer.alloc(0),
        directory: true,
        mode: 0o700,
      });
    for (const { path, body, mtime } of snapshot.files.splice(0)) {
      const seconds = Math.floor(mtime.getTime() / 1000);
      await tar.add({ name: `${DATABASE_ENTRY}${path}`, body, mtime: seconds, mode: 0o600 });
      databaseBytes += body.length;
    }
    for (const key of keys) {
      const picture = await disk?.get(key);
      if (!picture?.body) continue; // an upload that failed and was cleaned up: no row refers to it
      await tar.add({ name: `${UPLOADS_ENTRY}${key}`, body: picture.body });
      pictureFiles += 1;
    }
    await tar.end();
    await written;
    await link(partial, file); // refuses to replace a file made meanwhile
    await unlink(partial);
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await unlink(partial).catch(() => {});
    throw error;
  } finally {
    await release?.();
  }
  const { size } = await stat(file);
  return { file, bytes: size, pictureFiles, databaseBytes, ms: Math.round(performance.now() - started) };
}
