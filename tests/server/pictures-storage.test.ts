import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { frameImages } from '../../server/db/schema';
import { PICTURE_CACHE_CONTROL } from '../../server/plugins/uploads';
import { seedDemo } from '../../server/seed/demo';
import { demoFrames } from '../../server/seed/demoFrames';
import { KeyTakenError } from '../../server/services/storage';
import { setupTestServer } from './helper';

/**
 * Pictures behind the Storage interface, on disk and in the database (PGlite here, PostgreSQL with
 * TEST_DATABASE_URL): the same calls, the same answers at `/uploads/...`.
 */
const servers = {
  disk: setupTestServer({ storage: 'disk' }),
  database: setupTestServer({ storage: 'database' }),
};

const webp = (width: number, background = '#2e86de') =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background } })
    .webp()
    .toBuffer();

let counter = 0;
const newKey = (width = 480) => `frames/${++counter}/${Date.now().toString(16)}${counter}-${width}.webp`;

/** Strong (no `W/`), quoted. */
const STRONG_ETAG = /^"[A-Za-z0-9_-]{20,}"$/;

describe.each(['disk', 'database'] as const)('%s storage', (kind) => {
  const t = servers[kind];
  const storage = () => t().app.services.storage;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers });

  it('is the one the configuration asks for', () => {
    expect(storage().kind).toBe(kind);
    expect(t().config.storage).toBe(kind);
  });

  it('round trip: put, get (with and without bytes), keys, delete', async () => {
    const key = newKey();
    const bytes = await webp(480);
    expect(await storage().put(key, bytes, 'image/webp')).toEqual({ url: `/uploads/${key}` });

    const picture = await storage().get(key);
    expect(picture).toMatchObject({ contentType: 'image/webp', size: bytes.length });
    expect(picture!.body!.equals(bytes)).toBe(true);
    expect(picture!.etag).toMatch(STRONG_ETAG);
    const head = await storage().get(key, { body: false });
    expect(head).toEqual({ contentType: 'image/webp', size: bytes.length, etag: picture!.etag });
    expect(await storage().keys()).toContain(key);

    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    expect(await storage().keys()).not.toContain(key);
    await storage().delete(key); // an unknown key is not an error
  });

  it('never gives a key other bytes: a second put of a key is refused and the first bytes stay', async () => {
    const key = newKey();
    const first = await webp(480, '#111111');
    await storage().put(key, first, 'image/webp');
    await expect(storage().put(key, await webp(480, '#eeeeee'), 'image/webp')).rejects.toBeInstanceOf(
      KeyTakenError,
    );
    expect((await storage().get(key))!.body!.equals(first)).toBe(true);
  });

  it('refuses malformed keys: nothing outside the storage can be named', async () => {
    const bad = ['../secret.txt', '/etc/passwd', 'a//b.webp', 'frames/../../x.webp', '.hidden', 'a\\b', ''];
    for (const key of bad) {
      await expect(storage().put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        'Bad storage key',
      );
      expect(await storage().get(key), key).toBeNull();
    }
  });

  it('serves a picture with its type, nosniff, a strong ETag and a year of immutable caching', async () => {
    const key = newKey();
    const bytes = await webp(640);
    const { url } = await storage().put(key, bytes, 'image/webp');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    expect(res.headers.etag).toBe((await storage().get(key, { body: false }))!.etag);
    expect(res.headers.etag).toMatch(STRONG_ETAG);
    // Already compressed: never re-encoded on the way out.
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match (also weak or in a list), 200 otherwise', async () => {
    const { url } = await storage().put(newKey(), await webp(480), 'image/webp');
    const { etag } = (await get(url)).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'if-none-match': header });
      expect(res.statusCode, header).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(PICTURE_CACHE_CONTROL);
    }
    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(stale.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const bytes = await webp(480);
    const { url } = await storage().put(newKey(), bytes, 'image/webp');
    const full = await get(url);
    const head = await t().app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    for (const name of ['content-type', 'etag', 'cache-control', 'x-content-type-options'])
      expect(head.headers[name], name).toBe(full.headers[name]);
  });

  it('sweeps the pictures no image refers to, once older than the cutoff; keeps every picture in use', async () => {
    const { db } = t().database;
    const { images } = t().app.services;
    const { token } = await t().userToken({ role: 'ADMIN' });
    const body = { name: `Sweep ${kind}`, description: 'd', originalPrice: 10, currentPrice: 10 };
    const frame = (await t().call('POST', '/api/frames', { token, body })).json.data;
    await images.addImages(frame.id, [await webp(900), await webp(700, '#aa3300')], null);
    const rows = await db.select().from(frameImages).where(eq(frameImages.frameId, frame.id));
    const inUse = rows.flatMap((row) => row.variants.map((v) => v.key));
    expect(inUse.length).toBeGreaterThan(1);
    // A delete whose server stopped after its commit: the row is gone, its files are not.
    const [dropped] = await db.delete(frameImages).where(eq(frameImages.id, rows[0]!.id)).returning();
    const left = dropped!.variants.map((v) => v.key);
    const orphan = newKey();
    await storage().put(orphan, await webp(480), 'image/webp');

    // Written in the last hour: maybe an upload still running, so nothing is removed.
    expect(await images.sweepOrphans(new Date(Date.now() - 60 * 60 * 1000))).toEqual([]);
    expect(await storage().get(orphan, { body: false })).not.toBeNull();

    const removed = await images.sweepOrphans(new Date(Date.now() + 60_000));
    expect(removed).toEqual(expect.arrayContaining([orphan, ...left]));
    const stored = await storage().keys();
    for (const key of [orphan, ...left]) expect(stored).not.toContain(key);
    const kept = inUse.filter((key) => !left.includes(key));
    expect(removed.filter((key) => kept.includes(key))).toEqual([]);
    for (const key of kept) expect((await get(`/uploads/${key}`)).statusCode).toBe(200);
    // The catalogue empty again, as the demo seed's test below needs it.
    expect((await t().call('DELETE', `/api/frames/${frame.id}`, { token })).statusCode).toBe(200);
  });

  it('404s unknown keys, deleted pictures and every way out of the storage', async () => {
    writeFileSync(join(t().config.dataDir, 'secret.txt'), 'TOP SECRET');
    const key = newKey();
    const { url } = await storage().put(key, await webp(480), 'image/webp');
    await storage().delete(key);
    const paths = [
      url,
      '/uploads/frames/1/unknown-480.webp',
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/frames/%2e%2e/%2e%2e/secret.txt',
      '/uploads/%2fetc%2fpasswd',
      '/uploads/.%2e/secret.txt',
      '/uploads/..\\secret.txt',
      '/uploads/',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t().app.inject({ method, url: path });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.body).not.toContain('TOP SECRET');
        expect(String(res.headers['cache-control'] ?? ''), `${method} ${path}`).not.toContain('immutable');
      }
    }
  });
});

describe('where pictures live', () => {
  it('on disk with PGlite, in the database with PostgreSQL; STORAGE overrides; anything else is refused', () => {
    const env = { DATA_DIR: servers.disk().config.dataDir, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).storage).toBe('disk');
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db/shop' }).storage).toBe('database');
    expect(loadConfig({ ...env, STORAGE: 'database' }).storage).toBe('database');
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db/shop', STORAGE: 'disk' }).storage).toBe('disk');
    expect(() => loadConfig({ ...env, STORAGE: 's3' })).toThrow("STORAGE must be 'disk' or 'database'");
  });

  it('the demo seed stores its pictures through the storage: rows in the database, no file on disk', async () => {
    const t = servers.database;
    const { db } = t().database;
    const { images, activity } = t().app.services;
    const demo = await seedDemo({ db, activity }, (id, files) => images.addImages(id, files, null), [
      demoFrames[0]!,
    ]);
    expect(demo).toMatchObject({ frames: 1, pictures: demoFrames[0]!.pictures.length, failures: [] });
    const keys = (await db.select().from(frameImages)).flatMap((row) => row.variants.map((v) => v.key));
    expect(keys.length).toBeGreaterThan(0);
    const stored = await t().app.services.storage.keys();
    expect(keys.every((key) => stored.includes(key))).toBe(true);
    const uploads = join(t().config.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    const served = await t().app.inject({ method: 'GET', url: `/uploads/${keys[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
