import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type App, buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { onPostgres, setupTestServer } from './helper';

/**
 * Two server instances on one PostgreSQL, each with a DATA_DIR of its own (nothing shared but the
 * database), both listening on real sockets: a picture uploaded through A is served by B byte for byte
 * with the same headers, a picture deleted through B is gone on A, and B's storefront sockets hear about
 * A's uploads. (A change on A reaching B's sockets in general: realtime.test.ts, 'across instances'.)
 */
const t = setupTestServer();
let b: App;
let bDatabase: Database;
let bDataDir: string;
const base = { a: '', b: '' };

const address = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  if (!onPostgres) return;
  await t().app.listen({ port: 0, host: '127.0.0.1' });
  bDataDir = mkdtempSync(join(tmpdir(), 'shop-test-b-'));
  const config = { ...t().config, dataDir: bDataDir };
  bDatabase = await openDatabase(config);
  b = await buildApp({ config, database: bDatabase });
  await b.listen({ port: 0, host: '127.0.0.1' });
  base.a = address(t().app);
  base.b = address(b);
}, 60_000);

afterAll(async () => {
  if (!onPostgres) return;
  await b?.close();
  await bDatabase?.close();
  rmSync(bDataDir, { recursive: true, force: true });
});

/** The first message of `type` about frame `id` on a storefront socket. */
function nextFrameEvent(socket: WebSocket, type: string, id: number) {
  // biome-ignore lint/suspicious/noExplicitAny: messages are read loosely
  return new Promise<any>((resolve) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === type && message.id === id) resolve(message);
    });
  });
}

const PICTURE_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options'];

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('serves on B a picture uploaded through A; a picture deleted through B is gone on A', async () => {
    expect(t().app.services.storage.kind).toBe('database');
    expect(b.services.storage.kind).toBe('database');
    const { token } = await t().userToken({ role: 'ADMIN' });
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${base.a}/api/frames`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Shared oak',
        description: 'Seen by both',
        originalPrice: 5000,
        currentPrice: 4500,
      }),
    });
    expect(created.status).toBe(201);
    const frameId = (await created.json()).data.id as number;

    // B's storefront socket is open before the upload on A.
    const socket = new WebSocket(`${base.b.replace('http', 'ws')}/api/ws`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const heard = nextFrameEvent(socket, 'frame.updated', frameId);

    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'oak.jpg');
    form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'oak-2.jpg');
    const uploaded = await fetch(`${base.a}/api/frames/${frameId}/images`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [first, second] = (await uploaded.json()).data.images as {
      id: number;
      imageUrl: string;
      variants: { url: string }[];
    }[];
    const urls = first!.variants.map((v) => v.url);
    expect(urls).toHaveLength(3);

    // B's socket heard of it, with the picture's URL.
    const event = await heard;
    socket.close();
    expect(event.data.images.map((i: { imageUrl: string }) => i.imageUrl)).toEqual([
      first!.imageUrl,
      second!.imageUrl,
    ]);

    for (const url of urls) {
      const [onA, onB] = await Promise.all([fetch(`${base.a}${url}`), fetch(`${base.b}${url}`)]);
      expect(onB.status, url).toBe(200);
      expect(onA.status, url).toBe(200);
      const [bytesA, bytesB] = [Buffer.from(await onA.arrayBuffer()), Buffer.from(await onB.arrayBuffer())];
      expect(bytesB.equals(bytesA)).toBe(true);
      expect((await sharp(bytesB).metadata()).format).toBe('webp');
      for (const name of PICTURE_HEADERS) expect(onB.headers.get(name), name).toBe(onA.headers.get(name));
      expect(onB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A revalidation on B with A's ETag: 304.
      const again = await fetch(`${base.b}${url}`, {
        headers: { 'if-none-match': onA.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }

    const removed = await fetch(`${base.b}/api/frames/${frameId}/images/${first!.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBe(200);
    for (const url of urls) {
      expect((await fetch(`${base.a}${url}`)).status, `A ${url}`).toBe(404);
      expect((await fetch(`${base.b}${url}`)).status, `B ${url}`).toBe(404);
    }
    // The other picture is untouched; deleting the whole frame through B, then for good from the trash
    // (a deleted frame keeps its pictures until then, docs/api.md "Trash"), removes it for A too.
    expect((await fetch(`${base.a}${second!.imageUrl}`)).status).toBe(200);
    expect((await fetch(`${base.b}/api/frames/${frameId}`, { method: 'DELETE', headers: auth })).status).toBe(
      200,
    );
    const purged = await fetch(`${base.b}/api/frames/trash/purge`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [frameId] }),
    });
    expect(purged.status).toBe(200);
    expect((await fetch(`${base.a}${second!.imageUrl}`)).status).toBe(404);
    expect(await t().app.services.storage.keys()).toEqual([]);
  });
});
