import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ShopEvent } from '../../server/services/events';
import { copyName } from '../../server/services/frameDuplicate';
import { setupTestServer } from './helper';

/** Duplicating a frame, with its pictures on disk and in the database. */
const servers = {
  disk: setupTestServer({ storage: 'disk' }),
  database: setupTestServer({ storage: 'database' }),
};

const png = (background: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .png()
    .toBuffer();

interface Frame {
  id: number;
  name: string;
  published: boolean;
  displayOrder: number;
  labels: { id: number }[];
  images: { id: number; imageUrl: string; srcset: string; order: number }[];
}

describe.each(['disk', 'database'] as const)('duplicate a frame (%s storage)', (kind) => {
  const t = servers[kind];

  it('copies details, labels and pictures (files too) into a draft named "<name> (copy)"', async () => {
    const { token, id: actorId } = await t().userToken({ role: 'ADMIN' });
    const label = (await t().call('POST', '/api/labels', { token, body: { name: `Dup ${kind}` } })).json.data;
    const created = await t().call('POST', '/api/frames', {
      token,
      body: {
        name: 'Walnut Deluxe',
        description: 'Dark walnut',
        originalPrice: 5000,
        currentPrice: 4000,
        category: 'Classic',
        dimensions: '16x20 inches',
        labels: [label.id],
      },
    });
    const source = created.json.data as Frame;
    await t().app.services.images.addImages(source.id, [await png('#aa3300'), await png('#0033aa')], actorId);
    const before = (await t().call('GET', `/api/frames/${source.id}`, { token })).json.data as Frame;

    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await t().call('POST', `/api/frames/${source.id}/duplicate`, { token });
    stop();
    expect(res.statusCode).toBe(201);
    expect(res.json.message).toBe('Frame duplicated as a draft.');
    const copy = res.json.data as Frame & Record<string, unknown>;
    expect(copy).toMatchObject({
      name: 'Walnut Deluxe (copy)',
      published: false,
      description: 'Dark walnut',
      originalPrice: 5000,
      currentPrice: 4000,
      discountPercentage: 20,
      category: 'Classic',
      dimensions: '16x20 inches',
      status: 'IN_STOCK',
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.displayOrder).toBeGreaterThan(before.displayOrder);
    expect(copy.labels.map((l) => l.id)).toEqual([label.id]);
    expect(copy.images).toHaveLength(2);
    expect(copy.images.map((i) => i.order)).toEqual(before.images.map((i) => i.order));
    for (const [i, image] of copy.images.entries()) {
      const original = before.images[i]!;
      expect(image.imageUrl).not.toBe(original.imageUrl);
      expect(image.imageUrl).toContain(`/frames/${copy.id}/`);
      const [a, b] = await Promise.all([
        t().app.inject({ method: 'GET', url: original.imageUrl }),
        t().app.inject({ method: 'GET', url: image.imageUrl }),
      ]);
      expect(b.statusCode).toBe(200);
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    }
    // A draft: staff news only, and not in the shop.
    expect(seen.filter((e) => e.audience === 'public')).toEqual([]);
    expect((await t().call('GET', `/api/public/frames/${copy.id}`)).statusCode).toBe(404);

    // Deleting the original leaves the copy's pictures whole.
    expect((await t().call('DELETE', `/api/frames/${source.id}`, { token })).statusCode).toBe(200);
    for (const image of copy.images)
      expect((await t().app.inject({ method: 'GET', url: image.imageUrl })).statusCode).toBe(200);
  });

  it('404s an unknown frame and writes nothing', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const total = async () => (await t().call('GET', '/api/frames/stats', { token })).json.data.totalFrames;
    const n = await total();
    const res = await t().call('POST', '/api/frames/999999/duplicate', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json).toMatchObject({ success: false, message: 'Frame not found' });
    expect(await total()).toBe(n);
    expect((await t().call('POST', '/api/frames/1/duplicate')).statusCode).toBe(401);
  });
});

it('a long name keeps within 200 characters', () => {
  const name = copyName('x'.repeat(200));
  expect(name).toHaveLength(200);
  expect(name.endsWith(' (copy)')).toBe(true);
});
