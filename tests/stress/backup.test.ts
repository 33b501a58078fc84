import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  askedAgain,
  expectRestored,
  npmRun,
  servedPictures,
  signIn,
  type Written,
  writers,
} from './backup.fixture';
import { cleanUpAfterwards, folders, freePort, startServer } from './server';

/**
 * Backup under write load (docs/decisions/007-backups.md, README "Backups"): the real server on PGlite takes
 * frames and pictures from four clients while `npm run backup -- FILE` (the real script) runs against it.
 * Every write acknowledged before the script was started is recorded; the backup is restored with
 * `npm run restore` into an empty DATA_DIR, a server is started on it, and each of those frames is there
 * (name, price) with each of its pictures byte-identical (every size the first server served). The token
 * signed before the backup still works after the restore (the JWT secret is in the archive).
 */
cleanUpAfterwards();

describe('backup under write load (PGlite)', () => {
  it('restores every write acknowledged before the backup began, pictures byte-identical', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-backup-live-'));
    const restored = mkdtempSync(join(tmpdir(), 'shop-backup-restored-'));
    const archives = mkdtempSync(join(tmpdir(), 'shop-backup-file-'));
    folders.push(dataDir, restored, archives);
    const env = {
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
    };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer({ ...env, DATA_DIR: dataDir, JWT_SECRET: '' }, port);
    const token = await signIn(base);

    const written: Written[] = [];
    const load = writers(base, token, written);
    await load.atLeast(12);
    // What was acknowledged before the script starts is committed before the backup begins.
    const before = written.slice();
    const file = join(archives, 'shop.tar.gz');
    const output = await npmRun('backup', file, dataDir);
    const during = written.length - before.length;
    await load.stop();
    expect(output).toContain('taken by the running server');
    expect(existsSync(file)).toBe(true);

    // The pictures as the first server serves them, before it stops.
    const served = await servedPictures(base, before);
    await server.kill();

    await npmRun('restore', file, restored);
    const second = await startServer({ ...env, DATA_DIR: restored, JWT_SECRET: '' }, port);
    await expectRestored(base, token, before, served);
    await second.kill();
    console.log(
      `[backup] ${before.length} writes acknowledged before the backup (${served.size} picture files), ` +
        `${during} more while it ran: all ${before.length} restored, pictures byte-identical; ` +
        `${askedAgain.again} requests answered "try again" (503, 409) and sent again`,
    );
  });
});
