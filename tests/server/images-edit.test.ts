/** Frame images: deleting and reordering pictures, uploads over a real socket, and the public catalogue following. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import {
  admin,
  jpeg,
  MiB5,
  many,
  newFrame,
  png,
  present,
  rowsOf,
  setupImagesServer,
  t,
  upload,
  webp,
} from './images.fixture';

setupImagesServer();

describe('frame images: delete', () => {
  it('deletes the row and its files; 404 unless the image belongs to that frame', async () => {
    const token = await admin();
    const frame = await newFrame('Walnut');
    const other = await newFrame();
    const { json } = await upload(token, frame.id, many(await jpeg(1000, 800), await jpeg(600, 400)));
    const [first, second] = json.data.images;
    const files = first.variants.map((v: { url: string }) => v.url.replace('/uploads/', ''));
    expect((await present(files)).every(Boolean)).toBe(true);

    const foreign = await t().call('DELETE', `/api/frames/${other.id}/images/${first.id}`, { token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: 'Image not found' });
    expect((await t().call('DELETE', `/api/frames/${frame.id}/images/999999`, { token })).statusCode).toBe(
      404,
    );
    expect((await t().call('DELETE', `/api/frames/${frame.id}/images/x`, { token })).statusCode).toBe(404);
    const noFrame = await t().call('DELETE', `/api/frames/999999/images/${first.id}`, { token });
    expect(noFrame.statusCode).toBe(404);
    expect(noFrame.json.message).toBe('Frame not found');
    expect((await present(files)).every(Boolean)).toBe(true);

    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await t().call('DELETE', `/api/frames/${frame.id}/images/${first.id}`, { token });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: null, message: 'Image deleted successfully.' });
    expect((await present(files)).some(Boolean)).toBe(false);
    const served = await t().app.inject({ method: 'GET', url: first.imageUrl });
    expect(served.statusCode).toBe(404);
    expect((await rowsOf(frame.id)).map((r) => r.id)).toEqual([second.id]);
    expect(seen.find((e) => e.type === 'frame.updated' && e.id === frame.id)).toMatchObject({
      audience: 'public',
      data: { images: [{ id: second.id }], imageUrl: second.imageUrl },
    });
    const logs = await t().database.db.select().from(activity).where(eq(activity.action, 'Image deleted'));
    expect(logs.some((l) => l.item === 'Walnut' && l.type === 'frame')).toBe(true);
    expect(
      (await t().call('DELETE', `/api/frames/${frame.id}/images/${first.id}`, { token })).statusCode,
    ).toBe(404);
  });
});

describe('frame images: reorder', () => {
  it("sets order = position and answers the frame's images in the new order", async () => {
    const token = await admin();
    const frame = await newFrame('Maple');
    const { json } = await upload(
      token,
      frame.id,
      many(await jpeg(300, 300), await png(300, 300), await webp(300, 300)),
    );
    const [a, b, c] = json.data.images.map((i: { id: number }) => i.id);
    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await t().call('PUT', `/api/frames/${frame.id}/images/reorder`, {
      token,
      body: { imageIds: [c, a, b] },
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe('Image order updated successfully.');
    expect(res.json.data.images.map((i: { id: number; order: number }) => [i.id, i.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(res.json.data.imageUrl).toBe(res.json.data.images[0].imageUrl);
    const rows = await rowsOf(frame.id);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.order]))).toEqual({ [c]: 0, [a]: 1, [b]: 2 });
    expect(seen.some((e) => e.type === 'frame.updated' && e.id === frame.id && e.audience === 'public')).toBe(
      true,
    );
    const logs = await t().database.db.select().from(activity).where(eq(activity.action, 'Images reordered'));
    expect(logs.some((l) => l.item === 'Maple')).toBe(true);
  });

  it('refuses a foreign, missing, duplicate or unknown id with 400 and changes nothing', async () => {
    const token = await admin();
    const frame = await newFrame();
    const other = await newFrame();
    const { json } = await upload(token, frame.id, many(await jpeg(300, 300), await jpeg(300, 300)));
    const [a, b] = json.data.images.map((i: { id: number }) => i.id);
    const { json: otherJson } = await upload(token, other.id, many(await jpeg(300, 300)));
    const foreignId = otherJson.data.images[0].id;
    const put = (body: unknown) => t().call('PUT', `/api/frames/${frame.id}/images/reorder`, { token, body });
    for (const imageIds of [[b, foreignId], [b, a, foreignId], [b], [a, a], [b, a, a], [], [b, a, 999999]]) {
      const res = await put({ imageIds });
      expect(res.statusCode, JSON.stringify(imageIds)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toContain('imageIds');
    }
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ imageIds: 'a,b' })).statusCode).toBe(400);
    expect((await put({ imageIds: [String(a), String(b)] })).statusCode).toBe(400);
    const rows = await rowsOf(frame.id);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.order]))).toEqual({ [a]: 0, [b]: 1 });
    const unknown = await t().call('PUT', '/api/frames/999999/images/reorder', {
      token,
      body: { imageIds: [a] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Frame not found');
    expect((await put({ imageIds: [b, a] })).statusCode).toBe(200);
  });
});

describe('frame images: over a real socket (FormData + Blob)', () => {
  it('uploads with fetch, and answers 413 to an oversized file without breaking the connection', async () => {
    const token = await admin();
    const frame = await newFrame();
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    const send = (files: { body: Buffer; name: string; type: string }[]) => {
      const form = new FormData();
      for (const f of files)
        form.append('images', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
      return fetch(`${address}/api/frames/${frame.id}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const good = await send([
      { body: await jpeg(800, 600), name: 'a.jpg', type: 'image/jpeg' },
      { body: await png(500, 500), name: 'b.png', type: 'image/png' },
    ]);
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({ success: true, message: '2 image(s) uploaded successfully' });

    const header = await jpeg(10, 10);
    const big = Buffer.concat([header, Buffer.alloc(MiB5 + 1 - header.length)]);
    const tooBig = await send([{ body: big, name: 'big.jpg', type: 'image/jpeg' }]);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      success: false,
      message: 'Please select images smaller than 5MB each.',
    });

    const fake = await send([{ body: Buffer.from('plain text'), name: 'x.jpg', type: 'image/jpeg' }]);
    expect(fake.status).toBe(415);
    expect(await rowsOf(frame.id)).toHaveLength(2);
  });
});

describe('frame images: the public catalogue follows', () => {
  it('shows uploads, reorders and deletions at once (its cache is cleared by the public event)', async () => {
    const token = await admin();
    const frame = await newFrame('Public one');
    const publicImages = async () =>
      (await t().call('GET', `/api/public/frames/${frame.id}`)).json.data.images.map(
        (i: { id: number }) => i.id,
      );
    expect(await publicImages()).toEqual([]);
    const { json } = await upload(token, frame.id, many(await jpeg(300, 300), await jpeg(300, 300)));
    const [a, b] = json.data.images.map((i: { id: number }) => i.id);
    expect(await publicImages()).toEqual([a, b]);
    await t().call('PUT', `/api/frames/${frame.id}/images/reorder`, { token, body: { imageIds: [b, a] } });
    expect(await publicImages()).toEqual([b, a]);
    const detail = await t().call('GET', `/api/public/frames/${frame.id}`);
    expect(detail.json.data.imageUrl).toBe(detail.json.data.images[0].imageUrl);
    await t().call('DELETE', `/api/frames/${frame.id}/images/${b}`, { token });
    expect(await publicImages()).toEqual([a]);
  });
});
