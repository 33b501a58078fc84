/**
 * `npm run backup -- FILE`: a consistent backup of the shop in DATA_DIR (database, pictures, JWT secret) into
 * FILE, a `.tar.gz` (docs/decisions/007-backups.md). While the server runs it takes the backup itself, asked
 * through DATA_DIR/backup.sock, and keeps serving; when no server runs, this script opens the database itself.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { POSTGRES_BACKUP_HINT, writeBackup } from '../server/backup/archive';
import { requestBackup } from '../server/backup/control';
import { openDatabase } from '../server/db/client';
import { DatabaseLockedError } from '../server/db/dataLock';
import { DatabaseStorage } from '../server/services/databaseStorage';
import { DiskStorage } from '../server/services/storage';

function fail(message: string): never {
  console.error(`\n  Backup failed: ${message}\n`);
  process.exit(1);
}

const [name] = process.argv.slice(2);
if (!name) fail('name the file to write: npm run backup -- backups/shop.tar.gz');
if (process.env.DATABASE_URL) fail(POSTGRES_BACKUP_HINT);
// npm runs scripts from the project's folder; FILE is read from where the command was typed.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), name);
const dataDir = resolve(process.env.DATA_DIR || './data');
if (existsSync(file)) fail(`${file} already exists: choose a new file name.`);
if (!existsSync(join(dataDir, 'db'))) fail(`there is no shop database in ${dataDir} (DATA_DIR).`);

async function offline() {
  // No server answers: open the database here (its lock says whether a server holds it after all).
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') }).catch((error: unknown) => {
    if (error instanceof DatabaseLockedError)
      fail(`${error.message} That server does not answer on ${join(dataDir, 'backup.sock')}.`);
    throw error;
  });
  try {
    const storage =
      process.env.STORAGE === 'database' ? new DatabaseStorage(database.db) : new DiskStorage(dataDir);
    return await writeBackup(file, { database, storage, dataDir });
  } finally {
    await database.close();
  }
}

try {
  const asked = await requestBackup(dataDir, file);
  const summary = asked ?? (await offline());
  const mib = (bytes: number) => (bytes / 1048576).toFixed(1);
  console.log(
    `\n  Backup written: ${summary.file}\n` +
      `    ${mib(summary.bytes)} MiB: the database (${mib(summary.databaseBytes)} MiB before compression), ` +
      `${summary.pictureFiles} picture files, the JWT secret; ${summary.ms} ms, ` +
      `${asked ? 'taken by the running server' : 'no server was running'}.\n` +
      '  Restore it into an empty DATA_DIR with: npm run restore -- FILE\n',
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
