/** Frames API: the list (order, paging, filters, search), the stats and one frame. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { frameImages, frameLabels, frames } from '../../server/db/schema';
import { create, label, names, setupFramesServer, t, token } from './frames.fixture';

setupFramesServer();

describe('frames: list, stats and one frame', () => {
  it('lists sorted by displayOrder then name, with the pagination shape', async () => {
    const b = await create({ name: 'Bravo' });
    const a = await create({ name: 'Alpha' });
    await create({ name: 'Charlie' });
    await t().database.db.update(frames).set({ displayOrder: 7 }).where(eq(frames.id, b.id));
    await t().database.db.update(frames).set({ displayOrder: 7 }).where(eq(frames.id, a.id));
    const res = await t().call('GET', '/api/frames', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(names(res)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(res.json.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    const page2 = await t().call('GET', '/api/frames?page=2&limit=2&t=1712345678', { token });
    expect(names(page2)).toEqual(['Bravo']);
    expect(page2.json.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const beyond = await t().call('GET', '/api/frames?page=9&limit=2', { token });
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.pagination).toEqual({ page: 9, limit: 2, total: 3, pages: 2 });
  });

  it('accepts limit up to 1000 and refuses bad paging and filters (400)', async () => {
    await create();
    expect((await t().call('GET', '/api/frames?limit=1000', { token })).statusCode).toBe(200);
    for (const q of ['limit=1001', 'limit=0', 'page=0', 'page=x', 'status=SOLD', 'limit=2.5']) {
      const res = await t().call('GET', `/api/frames?${q}`, { token });
      expect(res.statusCode, q).toBe(400);
      expect(res.json.success).toBe(false);
    }
  });

  it('filters by status; all or absent means no filter', async () => {
    await create({ name: 'In' });
    await create({ name: 'Out', status: 'OUT_OF_STOCK' });
    expect(names(await t().call('GET', '/api/frames?status=IN_STOCK', { token }))).toEqual(['In']);
    expect(names(await t().call('GET', '/api/frames?status=OUT_OF_STOCK', { token }))).toEqual(['Out']);
    expect(names(await t().call('GET', '/api/frames?status=all', { token }))).toEqual(['In', 'Out']);
    expect(names(await t().call('GET', '/api/frames', { token }))).toEqual(['In', 'Out']);
  });

  it('searches name, description and category case-insensitively, with wildcards taken literally', async () => {
    await create({ name: 'Golden Ornate', description: 'gilded' });
    await create({ name: 'Plain', description: 'A GOLDEN edge' });
    await create({ name: 'Modern Black', description: 'matte', category: 'Goldenrod' });
    await create({ name: 'Sale 50% off', description: 'cheap' });
    await create({ name: 'Sale 500 off', description: 'under_score' });
    await create({ name: 'Other', description: 'nothing' });
    const golden = await t().call('GET', '/api/frames?search=golden', { token });
    expect(names(golden).sort()).toEqual(['Golden Ornate', 'Modern Black', 'Plain']);
    const percent = await t().call('GET', `/api/frames?search=${encodeURIComponent('50%')}`, { token });
    expect(names(percent)).toEqual(['Sale 50% off']);
    const underscore = await t().call('GET', '/api/frames?search=r_s', { token });
    expect(names(underscore)).toEqual(['Sale 500 off']);
    const page2 = await t().call('GET', '/api/frames?search=golden&page=2&limit=2', { token });
    expect(page2.json.data).toHaveLength(1);
    expect(page2.json.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    const beyond = await t().call('GET', '/api/frames?search=golden&page=5&limit=2', { token });
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.pagination).toEqual({ page: 5, limit: 2, total: 3, pages: 2 });
    const none = await t().call('GET', '/api/frames?search=nomatch', { token });
    expect(none.json.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 0 });
    const combined = await t().call('GET', '/api/frames?search=golden&status=OUT_OF_STOCK', { token });
    expect(combined.json.data).toEqual([]);
    expect((await t().call('GET', '/api/frames?search=', { token })).json.pagination.total).toBe(6);
  });

  it('returns every page frame with its own labels and images (1000 frames in one page)', async () => {
    const rows = await t()
      .database.db.insert(frames)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `Bulk ${String(i).padStart(4, '0')}`,
          description: 'd',
          originalPrice: 100,
          currentPrice: 100,
          displayOrder: i,
        })),
      )
      .returning();
    const tag = await label('Bulk tag');
    await t()
      .database.db.insert(frameLabels)
      .values(rows.filter((_, i) => i % 3 === 0).map((r) => ({ frameId: r.id, labelId: tag.id })));
    await t()
      .database.db.insert(frameImages)
      .values(
        rows.flatMap((r, i) =>
          i % 2 === 0
            ? [
                { frameId: r.id, imageUrl: `/uploads/${r.id}-b.webp`, order: 1 },
                { frameId: r.id, imageUrl: `/uploads/${r.id}-a.webp`, order: 0 },
              ]
            : [],
        ),
      );
    const res = await t().call('GET', '/api/frames?limit=1000', { token });
    expect(res.json.data).toHaveLength(1000);
    res.json.data.forEach(
      (
        f: { id: number; labels: unknown[]; images: { imageUrl: string }[]; imageUrl: string | null },
        i: number,
      ) => {
        expect(f.id).toBe(rows[i]!.id);
        expect(f.labels).toEqual(i % 3 === 0 ? [{ id: tag.id, name: 'Bulk tag', color: '#FF0000' }] : []);
        expect(f.images.map((im) => im.imageUrl)).toEqual(
          i % 2 === 0 ? [`/uploads/${f.id}-a.webp`, `/uploads/${f.id}-b.webp`] : [],
        );
        expect(f.imageUrl).toBe(i % 2 === 0 ? `/uploads/${f.id}-a.webp` : null);
      },
    );
  });

  it('counts total, in stock, out of stock and discounted frames', async () => {
    await create({ originalPrice: 100, currentPrice: 80 });
    await create({ originalPrice: 100, currentPrice: 100 });
    await create({ originalPrice: 100, currentPrice: 90, status: 'OUT_OF_STOCK' });
    const res = await t().call('GET', '/api/frames/stats', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toEqual({
      totalFrames: 3,
      inStockFrames: 2,
      outOfStockFrames: 1,
      discountedFrames: 2,
    });
  });

  it('reads one frame, and 404s unknown or malformed ids with "Frame not found"', async () => {
    const frame = await create();
    const res = await t().call('GET', `/api/frames/${frame.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ id: frame.id, name: 'Oak Classic', discountPercentage: 20 });
    for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
      const missing = await t().call('GET', `/api/frames/${id}`, { token });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json).toEqual({ success: false, message: 'Frame not found' });
    }
  });
});
