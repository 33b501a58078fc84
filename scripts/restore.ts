/**
 * `npm run restore -- FILE`: a backup written by `npm run backup` into DATA_DIR, which must be empty (or not
 * exist yet). Then `npm start` serves the shop as it was when the backup began.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../server/backup/restore';

function fail(message: string): never {
  console.error(`\n  Restore failed: ${message}\n`);
  process.exit(1);
}

const [name] = process.argv.slice(2);
if (!name) fail('name the backup to restore: npm run restore -- backups/shop.tar.gz');
if (process.env.DATABASE_URL)
  fail(
    'this shop runs on PostgreSQL (DATABASE_URL): restore it with pg_restore, as the README says under "Backups".',
  );
const file = resolve(process.env.INIT_CWD ?? process.cwd(), name);
if (!existsSync(file)) fail(`no backup at ${file}.`);
const dataDir = resolve(process.env.DATA_DIR || './data');

try {
  const { manifest, pictureFiles, jwtSecret } = await restoreBackup(file, dataDir);
  console.log(
    `\n  Restored the backup of ${manifest.createdAt} into ${dataDir}:\n` +
      `    the database, ${manifest.storage === 'disk' ? `${pictureFiles} picture files` : 'pictures (in the database)'}, ` +
      `${jwtSecret ? 'the JWT secret (signed-in sessions stay valid)' : 'no JWT secret (the backed-up server had JWT_SECRET set)'}.\n` +
      '  Start the shop with: npm start\n',
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
