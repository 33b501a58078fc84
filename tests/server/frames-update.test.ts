/** Frames API: updating a frame and its status, and deleting it with its label links, images and files. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { frameImages, frameLabels } from '../../server/db/schema';
import { create, label, lastActivity, recordEvents, setupFramesServer, t, token } from './frames.fixture';

setupFramesServer();

describe('frames: update and status', () => {
  it('updates only the given fields and recomputes the discount from the resulting prices', async () => {
    const frame = await create({ dimensions: '8x10', category: 'Modern', rating: 3 });
    const { seen, stop } = recordEvents();
    const res = await t().call('PUT', `/api/frames/${frame.id}`, {
      token,
      body: { currentPrice: 2500, name: '  Renamed ' },
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe('Frame updated successfully!');
    expect(res.json.data).toMatchObject({
      name: 'Renamed',
      description: 'Solid oak',
      originalPrice: 5000,
      currentPrice: 2500,
      discountAmount: 2500,
      discountPercentage: 50,
      dimensions: '8x10',
      category: 'Modern',
      rating: 3,
      displayOrder: frame.displayOrder,
    });
    // `previous`: the frame's list place before the change (its price too, for the price sorts), for the
    // catalogue cache.
    const previous = {
      status: 'IN_STOCK',
      category: 'Modern',
      currentPrice: 4000,
      displayOrder: frame.displayOrder,
      name: 'Oak Classic',
      rating: 3,
    };
    expect(seen).toEqual([
      { audience: 'public', type: 'frame.updated', id: frame.id, data: res.json.data, previous },
    ]);
    expect(await lastActivity()).toMatchObject({
      action: 'Frame updated',
      item: 'Renamed',
      status: 'IN_STOCK',
    });
    const raised = await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { currentPrice: 6000 } });
    expect(raised.json.data).toMatchObject({ discountAmount: 0, discountPercentage: 0 });
    const cleared = await t().call('PUT', `/api/frames/${frame.id}`, {
      token,
      body: { dimensions: '', category: null },
    });
    expect(cleared.json.data).toMatchObject({ dimensions: null, category: null, name: 'Renamed' });
  });

  it('replaces the label set when labels are given, keeps it when omitted', async () => {
    const a = await label('A label');
    const b = await label('B label');
    const frame = await create({ labels: [a.id] });
    const kept = await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { rating: 2 } });
    expect(kept.json.data.labels.map((l: { id: number }) => l.id)).toEqual([a.id]);
    const replaced = await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { labels: [b.id] } });
    expect(replaced.json.data.labels.map((l: { id: number }) => l.id)).toEqual([b.id]);
    const unknown = await t().call('PUT', `/api/frames/${frame.id}`, {
      token,
      body: { labels: [a.id, 424242], name: 'Not saved' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json.message).toContain('424242');
    const after = await t().call('GET', `/api/frames/${frame.id}`, { token });
    expect(after.json.data.name).toBe('Oak Classic');
    expect(after.json.data.labels.map((l: { id: number }) => l.id)).toEqual([b.id]);
    const emptied = await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { labels: [] } });
    expect(emptied.json.data.labels).toEqual([]);
  });

  it('validates a given field as on create (400) and 404s unknown frames', async () => {
    const frame = await create();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Frame name is required.'],
      [{ description: '' }, 'Frame description is required.'],
      [{ originalPrice: 0 }, 'Prices must be greater than 0.'],
      [{ currentPrice: -3 }, 'Prices must be greater than 0.'],
    ];
    for (const [body, message] of cases) {
      const res = await t().call('PUT', `/api/frames/${frame.id}`, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const wrongType = await t().call('PUT', `/api/frames/${frame.id}`, {
      token,
      body: { currentPrice: '1' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json.message).toContain('currentPrice');
    const missing = await t().call('PUT', '/api/frames/999999', { token, body: { name: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('Frame not found');
    expect((await t().call('PUT', '/api/frames/abc', { token, body: { name: 'x' } })).statusCode).toBe(404);
    const unchanged = await t().call('GET', `/api/frames/${frame.id}`, { token });
    expect(unchanged.json.data).toMatchObject({
      name: 'Oak Classic',
      originalPrice: 5000,
      currentPrice: 4000,
    });
  });

  it('changes the status, records it and tells the storefront', async () => {
    const frame = await create();
    const { seen, stop } = recordEvents();
    const res = await t().call('PUT', `/api/frames/${frame.id}/status`, {
      token,
      body: { status: 'OUT_OF_STOCK' },
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ id: frame.id, status: 'OUT_OF_STOCK', inStock: false });
    expect(seen.map((e) => e.type)).toEqual(['frame.updated']);
    expect(await lastActivity()).toMatchObject({
      action: 'Status changed',
      item: 'Oak Classic',
      status: 'OUT_OF_STOCK',
    });
    const back = await t().call('PUT', `/api/frames/${frame.id}/status`, {
      token,
      body: { status: 'IN_STOCK' },
    });
    expect(back.json.data.inStock).toBe(true);
    const bad = await t().call('PUT', `/api/frames/${frame.id}/status`, { token, body: { status: 'SOLD' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('status');
    expect((await t().call('PUT', `/api/frames/${frame.id}/status`, { token, body: {} })).statusCode).toBe(
      400,
    );
    const missing = await t().call('PUT', '/api/frames/999999/status', {
      token,
      body: { status: 'IN_STOCK' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('frames: delete', () => {
  it('deletes the frame (to the trash): its label links and image rows go, its image files wait for "Delete forever"', async () => {
    const tag = await label('Doomed tag');
    const frame = await create({ labels: [tag.id] });
    const storage = t().app.services.storage;
    const keys = [
      `frames/${frame.id}/a-480.webp`,
      `frames/${frame.id}/a-960.webp`,
      `frames/${frame.id}/b-480.webp`,
    ];
    for (const key of keys) await storage.put(key, Buffer.from('img'), 'image/webp');
    const variant = (key: string) => ({ width: 480, url: storage.url(key), key });
    await t()
      .database.db.insert(frameImages)
      .values([
        {
          frameId: frame.id,
          imageUrl: storage.url(keys[0]!),
          variants: [variant(keys[0]!), variant(keys[1]!)],
        },
        { frameId: frame.id, imageUrl: storage.url(keys[2]!), variants: [variant(keys[2]!)], order: 1 },
      ]);
    const stored = () => Promise.all(keys.map(async (k) => (await storage.get(k, { body: false })) !== null));
    expect(await stored()).toEqual([true, true, true]);

    const { seen, stop } = recordEvents();
    const res = await t().call('DELETE', `/api/frames/${frame.id}`, { token });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: null, message: 'Frame deleted successfully.' });
    // Restorable from the trash: the files stay until the frame is deleted for good.
    expect(await stored()).toEqual([true, true, true]);
    expect(seen).toEqual([{ audience: 'public', type: 'frame.deleted', id: frame.id }]);
    expect(await lastActivity()).toMatchObject({ action: 'Frame deleted', item: 'Oak Classic' });
    expect((await t().call('GET', `/api/frames/${frame.id}`, { token })).statusCode).toBe(404);
    const db = t().database.db;
    expect(await db.select().from(frameImages).where(eq(frameImages.frameId, frame.id))).toEqual([]);
    expect(await db.select().from(frameLabels).where(eq(frameLabels.frameId, frame.id))).toEqual([]);
    // The label is free again.
    expect((await t().call('DELETE', `/api/labels/${tag.id}`, { token })).statusCode).toBe(200);
    const again = await t().call('DELETE', `/api/frames/${frame.id}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json.message).toBe('Frame not found');
    const purged = await t().call('POST', '/api/frames/trash/purge', { token, body: { ids: [frame.id] } });
    expect(purged.statusCode).toBe(200);
    expect(await stored()).toEqual([false, false, false]);
  });
});
