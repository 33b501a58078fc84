/**
 * A full disk (docs/security.md): every write once answered 500 "Internal server error". Now 507 with a clear
 * message, and nothing half-written: no picture file, no image row, no activity line, no frame. The disk is
 * made full where the shop writes: the picture storage's file writes (ENOSPC after half a file), and the
 * database's (a trigger raising PostgreSQL's disk_full, 53100, as a table that cannot grow does).
 */
import { writeFile } from 'node:fs/promises';
import { and, count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, frameImages, frames, pictures } from '../../server/db/schema';
import type { DiskStorage } from '../../server/services/storage';
import { startTestServer, type TestServer } from './helper';

const DISK_FULL =
  "The server's disk is full, so nothing was saved. Please tell the shop's administrator, then try again.";

/** A PNG wide enough for several stored widths (each a file or row of its own). */
const picture = () =>
  sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

async function uploadTo(server: TestServer, token: string, frameId: number) {
  const form = new FormData();
  form.append('images', new Blob([await picture()], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/frames/${frameId}/images`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
  });
  return Object.assign(res, { body: res.json() });
}

/** Makes every insert into `table` fail as a full disk does, until the returned function is called. */
async function fillDisk(server: TestServer, table: string): Promise<() => Promise<void>> {
  const { db } = server.database;
  await db.execute(`create or replace function disk_full() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`);
  await db.execute(
    `create trigger disk_full before insert on ${table} for each row execute function disk_full()`,
  );
  return async () => {
    await db.execute(`drop trigger disk_full on ${table}`);
  };
}

const activityFor = async (server: TestServer, item: string) =>
  Number(
    (await server.database.db.select({ n: count() }).from(activity).where(like(activity.item, item)))[0]!.n,
  );

describe('pictures on disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ storage: 'disk' });
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers 507 when the disk fills mid-upload and leaves no file, row or activity behind', async () => {
    const { token } = await server.userToken({ role: 'ADMIN' });
    const name = `Full disk ${Math.random().toString(36).slice(2, 8)}`;
    const frame = (
      await server.call('POST', '/api/frames', {
        token,
        body: { name, description: 'd', originalPrice: 10, currentPrice: 10 },
      })
    ).json.data;
    const storage = server.app.services.storage as DiskStorage;
    const keysBefore = await storage.keys();
    const write = storage.write;
    let writes = 0;
    // The first variant is written whole; the second gets half its bytes, then the disk is full.
    storage.write = async (file, body) => {
      writes += 1;
      if (writes === 1) return write(file, body);
      await writeFile(file, body.subarray(0, body.length >> 1), { flag: 'wx' });
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    };
    try {
      const res = await uploadTo(server, token, frame.id);
      expect(res.statusCode).toBe(507);
      expect(res.body).toEqual({ success: false, message: DISK_FULL });
    } finally {
      storage.write = write;
    }
    expect(writes).toBe(2);
    expect(await storage.keys()).toEqual(keysBefore);
    expect(
      await server.database.db.select().from(frameImages).where(eq(frameImages.frameId, frame.id)),
    ).toEqual([]);
    expect(
      await server.database.db
        .select()
        .from(activity)
        .where(and(eq(activity.item, name), eq(activity.action, 'Images uploaded'))),
    ).toEqual([]);
    // With space again, the same upload works.
    expect((await uploadTo(server, token, frame.id)).statusCode).toBe(201);
  });

  it('answers 507 when the database cannot grow, and writes no row', async () => {
    const { token } = await server.userToken({ role: 'ADMIN' });
    const name = `No room ${Math.random().toString(36).slice(2, 8)}`;
    const spaceAgain = await fillDisk(server, 'frames');
    try {
      const res = await server.call('POST', '/api/frames', {
        token,
        body: { name, description: 'd', originalPrice: 10, currentPrice: 10 },
      });
      expect(res.statusCode).toBe(507);
      expect(res.json).toEqual({ success: false, message: DISK_FULL });
      // The label, the marquee and the contact form alike.
      expect((await server.call('POST', '/api/labels', { token, body: { name } })).statusCode).toBe(201);
    } finally {
      await spaceAgain();
    }
    expect(await server.database.db.select().from(frames).where(eq(frames.name, name))).toEqual([]);
    expect(await activityFor(server, name)).toBe(1); // the label's, not the frame's
  });
});

describe('pictures in the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ storage: 'database' });
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers 507 when the pictures table cannot grow, and stores nothing', async () => {
    const { token } = await server.userToken({ role: 'ADMIN' });
    const frame = (
      await server.call('POST', '/api/frames', {
        token,
        body: { name: 'Pictures in rows', description: 'd', originalPrice: 10, currentPrice: 10 },
      })
    ).json.data;
    const before = await server.database.db.select({ n: count() }).from(pictures);
    const spaceAgain = await fillDisk(server, 'pictures');
    try {
      const res = await uploadTo(server, token, frame.id);
      expect(res.statusCode).toBe(507);
      expect(res.body.message).toBe(DISK_FULL);
    } finally {
      await spaceAgain();
    }
    expect(await server.database.db.select({ n: count() }).from(pictures)).toEqual(before);
    expect(
      await server.database.db.select().from(frameImages).where(eq(frameImages.frameId, frame.id)),
    ).toEqual([]);
  });
});
