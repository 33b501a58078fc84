/** Backups (docs/decisions/007-backups.md): the archive format and the nightly schedule and retention. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { nightlyBackup, nightlyName, pruneBackups, untilNextRun } from '../../server/backup/nightly';
import { type TarEntry, tarEntries, tarWriter } from '../../server/backup/tar';

const folder = mkdtempSync(join(tmpdir(), 'shop-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the backup archive and nightly backups', () => {
  it('writes tar that reads back: long names (PAX), directories, modes and times', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const tar = tarWriter(stream);
    const long = `uploads/${'a'.repeat(150)}/${'b'.repeat(120)}.webp`;
    const entries: TarEntry[] = [
      { name: 'db/pg_wal', body: Buffer.alloc(0), directory: true },
      { name: 'small.txt', body: Buffer.from('hello'), mtime: 1_700_000_000, mode: 0o600 },
      { name: long, body: Buffer.alloc(1500, 7), mtime: 1_700_000_001 },
    ];
    for (const entry of entries) await tar.add(entry);
    await tar.end();
    const read: TarEntry[] = [];
    for await (const entry of tarEntries(
      (async function* () {
        yield* chunks;
      })(),
    ))
      read.push(entry);
    expect(read.map((e) => [e.name, e.directory ?? false, e.body.length])).toEqual([
      ['db/pg_wal', true, 0],
      ['small.txt', false, 5],
      [long, false, 1500],
    ]);
    expect(read[1]).toMatchObject({ mtime: 1_700_000_000, mode: 0o600 });
    expect(read[2]!.body.equals(Buffer.alloc(1500, 7))).toBe(true);
  });

  it('runs at 02:00 server time and keeps the newest BACKUP_KEEP of its own backups', async () => {
    const at = (h: number, m = 0) => new Date(2026, 10, 26, h, m);
    expect(untilNextRun(at(1, 30))).toBe(30 * 60_000);
    expect(untilNextRun(at(2, 0))).toBe(24 * 60 * 60_000);
    expect(untilNextRun(at(23))).toBe(3 * 60 * 60_000);

    const dir = join(folder, 'nightly');
    mkdirSync(dir);
    writeFileSync(join(dir, 'keep-me.txt'), 'not a backup');
    const days = [20, 21, 22, 23, 24];
    for (const day of days)
      writeFileSync(join(dir, nightlyName(new Date(Date.UTC(2026, 10, day, 2)))), 'old');
    const taken: string[] = [];
    const { removed } = await nightlyBackup(
      dir,
      3,
      async (file) => {
        taken.push(file);
        writeFileSync(file, 'new');
        utimesSync(file, new Date(), new Date());
        return { file, bytes: 3, pictureFiles: 0, databaseBytes: 0, ms: 0 };
      },
      new Date(Date.UTC(2026, 10, 26, 2)),
    );
    expect(taken).toEqual([join(dir, 'frameshop-20261126T020000Z.tar.gz')]);
    expect(removed).toEqual(days.slice(0, 3).map((day) => nightlyName(new Date(Date.UTC(2026, 10, day, 2)))));
    expect(readdirSync(dir).sort()).toEqual([
      'frameshop-20261123T020000Z.tar.gz',
      'frameshop-20261124T020000Z.tar.gz',
      'frameshop-20261126T020000Z.tar.gz',
      'keep-me.txt',
    ]);
    expect(await pruneBackups(dir, 3)).toEqual([]);
  });
});
