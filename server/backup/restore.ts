/**
 * `npm run restore -- FILE`: a backup (server/backup/archive.ts) into an empty DATA_DIR. Everything is
 * unpacked into `DATA_DIR/.restoring` and the database opened there once (PGlite recovers and the
 * migrations bring an older backup up to date); only then are the parts moved into DATA_DIR, so a restore
 * that fails leaves DATA_DIR empty again.
 */
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { createGunzip } from 'node:zlib';
import { openDatabase } from '../db/client';
import { isValidKey } from '../services/storage';
import { DATABASE_ENTRY, FORMAT, MANIFEST, type Manifest, SECRET_ENTRY, UPLOADS_ENTRY } from './archive';
import { type TarEntry, tarEntries } from './tar';

/** A restore that would overwrite something, or a file that is not a backup: said as is, without a stack. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreSummary {
  manifest: Manifest;
  pictureFiles: number;
  jwtSecret: boolean;
}

const WORK = '.restoring';

/** Writes an entry (a file or a directory) at `path` under `root`; a path leaving `root` is refused. */
async function writeEntry(root: string, path: string, entry: TarEntry): Promise<void> {
  const target = resolve(root, path);
  if (!target.startsWith(`${root}${sep}`))
    throw new RestoreRefused(`The backup holds a file outside its folders: ${path}`);
  if (entry.directory) {
    await mkdir(target, { recursive: true, mode: 0o700 });
    return;
  }
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, entry.body, { flag: 'wx', mode: entry.mode ?? 0o644 });
  if (entry.mtime) await utimes(target, entry.mtime, entry.mtime);
}

async function assertEmpty(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  const entries = await readdir(dataDir);
  if (entries.length > 0)
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', ...' : ''}). ` +
        'A backup is restored only into an empty folder: point DATA_DIR at a new one, or move this one aside first.',
    );
}

function readManifest(name: string, body: Buffer): Manifest {
  let manifest: Partial<Manifest> | undefined;
  try {
    manifest = name === MANIFEST ? (JSON.parse(body.toString('utf8')) as Partial<Manifest>) : undefined;
  } catch {
    manifest = undefined;
  }
  if (manifest?.app !== 'frame-shop') throw new RestoreRefused('This file is not a frame shop backup.');
  if (manifest.format !== FORMAT)
    throw new RestoreRefused(
      `This backup has format ${manifest.format}; this version restores format ${FORMAT}.`,
    );
  return manifest as Manifest;
}

export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}.`);
  await assertEmpty(dataDir);
  const work = join(dataDir, WORK);
  await mkdir(work, { recursive: true });
  try {
    let manifest: Manifest | undefined;
    let databaseFiles = 0;
    let pictureFiles = 0;
    let jwtSecret = false;
    const source = createReadStream(file).pipe(createGunzip());
    for await (const entry of tarEntries(source)) {
      if (!manifest) {
        manifest = readManifest(entry.name, entry.body);
      } else if (entry.name.startsWith(DATABASE_ENTRY)) {
        await writeEntry(join(work, 'db'), entry.name.slice(DATABASE_ENTRY.length), entry);
        if (!entry.directory) databaseFiles += 1;
      } else if (entry.name === SECRET_ENTRY) {
        await writeFile(join(work, SECRET_ENTRY), entry.body, { mode: 0o600 });
        jwtSecret = true;
      } else if (entry.name.startsWith(UPLOADS_ENTRY)) {
        const key = entry.name.slice(UPLOADS_ENTRY.length);
        if (!isValidKey(key)) throw new RestoreRefused(`The backup holds a picture with a bad name: ${key}`);
        await writeEntry(join(work, 'uploads'), key, entry); // its time: the orphan sweep's clock
        pictureFiles += 1;
      }
    }
    if (!manifest) throw new RestoreRefused('This file is not a frame shop backup.');
    if (databaseFiles === 0)
      throw new RestoreRefused('The backup holds no database (db/): it is incomplete.');
    // Opened once here: PGlite recovers the folder as after a stop, and the migrations bring it up to date.
    const opened = await openDatabase({ pgliteDir: join(work, 'db') });
    await opened.close();
    if (manifest.storage === 'disk') await mkdir(join(work, 'uploads'), { recursive: true });
    for (const name of await readdir(work)) await rename(join(work, name), join(dataDir, name));
    await rm(work, { recursive: true });
    if (jwtSecret) await chmod(join(dataDir, SECRET_ENTRY), 0o600);
    return { manifest, pictureFiles, jwtSecret };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
