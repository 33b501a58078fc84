import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '../server/postgres';
import {
  ADMIN,
  askedAgain,
  expectRestored,
  servedPictures,
  signIn,
  type Written,
  writers,
} from './backup.fixture';
import { cleanUpAfterwards, folders, freePort, startServer } from './server';

/**
 * Backup on PostgreSQL as the README says to take it (README "Backups", docs/decisions/007-backups.md): the
 * real server on PostgreSQL (pictures in the `pictures` table, STORAGE=database, its default there) takes
 * frames and pictures from four clients while `pg_dump --format=custom` runs against its database. The dump
 * is restored with `pg_restore --no-owner` into a new, empty database; a server started on it with the same
 * JWT_SECRET has every write acknowledged before pg_dump started (name, price), every picture byte-identical,
 * and accepts the token signed before the dump. Runs when TEST_DATABASE_URL names a server whose pg_dump is here.
 */
cleanUpAfterwards();

/** A PostgreSQL client tool; resolves with its output, rejects on a non-zero exit. */
function tool(command: string, args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

// PostgreSQL's client tools are on this machine (Debian's postgresql-client); where they are not, say so.
const hasTools = spawnSync('pg_dump', ['--version']).status === 0;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres && !hasTools) console.warn('[backup, PostgreSQL] skipped: pg_dump is not on PATH');
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

describe.skipIf(!onPostgres || !hasTools)(
  'backup under write load (PostgreSQL, pg_dump and pg_restore)',
  () => {
    it('restores every write acknowledged before pg_dump began, pictures byte-identical', async () => {
      const live = await createPostgresDatabase(`shop_backup_live_${suffix}`);
      const restored = await createPostgresDatabase(`shop_backup_restored_${suffix}`);
      const dir = mkdtempSync(join(tmpdir(), 'shop-backup-pg-'));
      folders.push(dir);
      try {
        const env = {
          SEED_DEMO: '0',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          JWT_SECRET: 'backup-secret-of-enough-length-0123456789',
          DATA_DIR: dir,
        };
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const server = await startServer({ ...env, DATABASE_URL: live.url }, port);
        const token = await signIn(base);

        const written: Written[] = [];
        const load = writers(base, token, written);
        await load.atLeast(12);
        // What was acknowledged before pg_dump starts is committed before its snapshot is taken.
        const before = written.slice();
        const file = join(dir, 'shop.dump');
        await tool('pg_dump', ['--format=custom', `--file=${file}`, live.url]);
        const during = written.length - before.length;
        await load.stop();
        expect(statSync(file).size).toBeGreaterThan(0);

        const served = await servedPictures(base, before);
        await server.kill();

        await tool('pg_restore', ['--no-owner', `--dbname=${restored.url}`, file]);
        const second = await startServer({ ...env, DATABASE_URL: restored.url }, port);
        await expectRestored(base, token, before, served);
        await second.kill();
        console.log(
          `[backup, PostgreSQL] ${before.length} writes acknowledged before pg_dump (${served.size} pictures), ` +
            `${during} more while it ran: all ${before.length} restored with pg_restore, pictures byte-identical; ` +
            `${askedAgain.again} requests answered "try again" (503, 409) and sent again`,
        );
      } finally {
        await dropPostgresDatabase(live.name);
        await dropPostgresDatabase(restored.name);
      }
    });
  },
);
