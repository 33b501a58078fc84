import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import { CATALOG_CACHE_SIZE } from '../../server/services/catalog.service';
import { setupTestServer } from './helper';

const t = setupTestServer();

let token: string;
beforeEach(async () => {
  await t().database.db.delete(frames).where(sql`true`);
  // A direct delete publishes nothing: clear the catalogue cache as a change would.
  t().app.services.catalog.clear();
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

const base = { name: 'Oak', description: 'Solid oak', originalPrice: 5000, currentPrice: 4000 };

async function create(body: Record<string, unknown> = {}) {
  const res = await t().call('POST', '/api/frames', { token, body: { ...base, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; name: string };
}

const get = (url: string, headers?: Record<string, string>) => t().call('GET', url, { headers });
const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((f) => f.name);

describe('public frames list', () => {
  it('needs no token, is publicly cacheable and sorted by displayOrder then name', async () => {
    await create({ name: 'Bravo' });
    await create({ name: 'Alpha' });
    const c = await create({ name: 'Charlie' });
    await t().call('PUT', '/api/frames/display-order', {
      token,
      body: { frameOrders: [{ frameId: c.id, displayOrder: 1 }] },
    });
    const res = await get('/api/public/frames?limit=50');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.json.success).toBe(true);
    expect(names(res)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(res.json.pagination).toEqual({ page: 1, limit: 50, total: 3, pages: 1 });
    expect(res.json.data[0]).toMatchObject({
      name: 'Bravo',
      status: 'IN_STOCK',
      inStock: true,
      discountAmount: 1000,
      discountPercentage: 20,
      labels: [],
      images: [],
      imageUrl: null,
    });
  });

  it('pages with default limit 20, refuses limit 101 and other bad paging (400)', async () => {
    for (let i = 0; i < 3; i++) await create({ name: `F${i}` });
    const res = await get('/api/public/frames?page=2&limit=2');
    expect(names(res)).toEqual(['F2']);
    expect(res.json.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect((await get('/api/public/frames')).json.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 3,
      pages: 1,
    });
    expect((await get('/api/public/frames?limit=100')).statusCode).toBe(200);
    for (const q of ['limit=101', 'limit=1000', 'limit=0', 'page=0', 'status=SOLD']) {
      const bad = await get(`/api/public/frames?${q}`);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json.success).toBe(false);
    }
  });

  it('filters by category (any case), search and status', async () => {
    await create({ name: 'Gilt', category: 'Luxury', description: 'golden leaf' });
    await create({ name: 'Steel', category: 'Industrial', description: 'brushed' });
    await create({ name: 'Pine', category: 'Classic', description: 'warm', status: 'OUT_OF_STOCK' });
    await create({ name: '100% Pine', category: 'Classic', description: 'plain' });
    expect(names(await get('/api/public/frames?category=luxury'))).toEqual(['Gilt']);
    expect(names(await get('/api/public/frames?category=Lux'))).toEqual([]);
    expect(names(await get('/api/public/frames?search=BRUSHED'))).toEqual(['Steel']);
    expect(names(await get(`/api/public/frames?search=${encodeURIComponent('0%')}`))).toEqual(['100% Pine']);
    expect(names(await get('/api/public/frames?category=Classic&status=IN_STOCK'))).toEqual(['100% Pine']);
    expect(names(await get('/api/public/frames?status=OUT_OF_STOCK'))).toEqual(['Pine']);
    expect(names(await get('/api/public/frames?status=all'))).toHaveLength(4);
  });

  it('sorts by display order (the default), price either way, newest and rating; pages never overlap', async () => {
    const made = [
      { name: 'Delta', currentPrice: 3000, rating: 2 },
      { name: 'Alpha', currentPrice: 1500, rating: 5 },
      { name: 'Echo', currentPrice: 3000, rating: 4 },
      { name: 'Bravo', currentPrice: 900, rating: 5 },
      { name: 'Charlie', currentPrice: 4500, rating: 0 },
    ];
    for (const f of made) await create({ ...f, originalPrice: 5000 });
    const all = async (sort: string) => {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++)
        seen.push(...names(await get(`/api/public/frames?limit=2&page=${page}&sort=${sort}`)));
      return seen;
    };
    const byDisplay = ['Delta', 'Alpha', 'Echo', 'Bravo', 'Charlie'];
    expect(names(await get('/api/public/frames'))).toEqual(byDisplay);
    expect(await all('display')).toEqual(byDisplay);
    // Equal prices: the id decides (Delta was made before Echo), the other way round for high to low.
    expect(await all('price_asc')).toEqual(['Bravo', 'Alpha', 'Delta', 'Echo', 'Charlie']);
    expect(await all('price_desc')).toEqual(['Charlie', 'Echo', 'Delta', 'Alpha', 'Bravo']);
    expect(await all('newest')).toEqual(['Charlie', 'Bravo', 'Echo', 'Alpha', 'Delta']);
    expect(await all('rating')).toEqual(['Alpha', 'Bravo', 'Echo', 'Delta', 'Charlie']);
    expect(names(await get('/api/public/frames?sort=price_desc&status=IN_STOCK&search=CH'))).toEqual([
      'Charlie',
      'Echo',
    ]);
  });

  it('refuses an unknown sort, status or a page past the limit with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['sort=', 'sort'],
      ['status=SOLD', 'status'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
    ]) {
      const res = await get(`/api/public/frames?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json.success, query).toBe(false);
      expect(res.json.message, query).toMatch(new RegExp(field as string));
    }
  });
});

describe('public featured, categories and one frame', () => {
  it('features in-stock frames, highest rating first, then displayOrder; limit 1..50, default 8', async () => {
    await create({ name: 'Low', rating: 1 });
    await create({ name: 'TopB', rating: 5 });
    await create({ name: 'TopA', rating: 5 });
    await create({ name: 'Sold', rating: 5, status: 'OUT_OF_STOCK' });
    await create({ name: 'Mid', rating: 3.5 });
    const res = await get('/api/public/frames/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json.success).toBe(true);
    expect(names(res)).toEqual(['TopB', 'TopA', 'Mid', 'Low']);
    expect(names(await get('/api/public/frames/featured?limit=2'))).toEqual(['TopB', 'TopA']);
    for (let i = 0; i < 8; i++) await create({ name: `More ${i}` });
    expect((await get('/api/public/frames/featured')).json.data).toHaveLength(8);
    expect((await get('/api/public/frames/featured?limit=50')).json.data).toHaveLength(12);
    expect((await get('/api/public/frames/featured?limit=51')).statusCode).toBe(400);
    expect((await get('/api/public/frames/featured?limit=0')).statusCode).toBe(400);
  });

  it('lists the distinct categories in use, sorted by name', async () => {
    await create({ category: 'Vintage' });
    await create({ category: 'Classic' });
    await create({ category: 'Vintage' });
    await create({});
    await create({ category: 'Modern' });
    const res = await get('/api/public/frames/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: ['Classic', 'Modern', 'Vintage'] });
  });

  it('reads one frame, and 404s unknown or malformed ids with "Frame not found"', async () => {
    const frame = await create({ name: 'Single' });
    const res = await get(`/api/public/frames/${frame.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ id: frame.id, name: 'Single' });
    for (const id of ['999999', 'abc', '0']) {
      const missing = await get(`/api/public/frames/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json).toEqual({ success: false, message: 'Frame not found' });
    }
  });
});

describe('public catalogue cache', () => {
  it('answers 304 to a matching If-None-Match, on every public route', async () => {
    const frame = await create({ category: 'Modern' });
    for (const url of [
      '/api/public/frames?limit=50',
      '/api/public/frames/featured',
      '/api/public/frames/categories',
      `/api/public/frames/${frame.id}`,
    ]) {
      const first = await get(url);
      expect(first.headers.etag, url).toBeTruthy();
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const other = await get(url, { 'if-none-match': '"something-else"' });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it('serves from memory: a write that publishes no event is not seen until the cache is cleared', async () => {
    const frame = await create({ name: 'Cached' });
    const before = await get('/api/public/frames?limit=50');
    await t().database.db.update(frames).set({ name: 'Sneaky' }).where(eq(frames.id, frame.id));
    const still = await get('/api/public/frames?limit=50');
    expect(names(still)).toEqual(['Cached']);
    expect(still.headers.etag).toBe(before.headers.etag);
    // The same query written differently is the same entry.
    expect(names(await get('/api/public/frames?page=1&limit=50'))).toEqual(['Cached']);
    t().app.services.events.publish({ audience: 'admin', type: 'message.created' });
    expect(names(await get('/api/public/frames?limit=50'))).toEqual(['Cached']);
    // The marquee is not in the catalogue: its change keeps the answers; a label change drops them.
    t().app.services.events.publish({ audience: 'public', type: 'marquee.changed' });
    expect(names(await get('/api/public/frames?limit=50'))).toEqual(['Cached']);
    t().app.services.events.publish({ audience: 'public', type: 'label.changed' });
    expect(names(await get('/api/public/frames?limit=50'))).toEqual(['Sneaky']);
  });

  it('changes the answer and its ETag after an admin update; the old ETag no longer gets 304', async () => {
    const frame = await create({ name: 'Before' });
    const urls = ['/api/public/frames?limit=50', `/api/public/frames/${frame.id}`];
    const first = await Promise.all(urls.map((u) => get(u)));
    const update = await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { name: 'After' } });
    expect(update.statusCode).toBe(200);
    for (const [i, url] of urls.entries()) {
      const res = await get(url, { 'if-none-match': String(first[i]!.headers.etag) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag).not.toBe(first[i]!.headers.etag);
      expect(JSON.stringify(res.json.data)).toContain('"name":"After"');
    }
  });

  it('sees creates, status changes, reorders, deletes and label renames at once', async () => {
    const url = '/api/public/frames?limit=50';
    const a = await create({ name: 'A' });
    expect(names(await get(url))).toEqual(['A']);
    const b = await create({ name: 'B' });
    expect(names(await get(url))).toEqual(['A', 'B']);
    expect(names(await get('/api/public/frames/featured'))).toEqual(['A', 'B']);
    await t().call('PUT', `/api/frames/${a.id}/status`, { token, body: { status: 'OUT_OF_STOCK' } });
    expect(names(await get('/api/public/frames/featured'))).toEqual(['B']);
    await t().call('PUT', '/api/frames/display-order', {
      token,
      body: {
        frameOrders: [
          { frameId: a.id, displayOrder: 1 },
          { frameId: b.id, displayOrder: 0 },
        ],
      },
    });
    expect(names(await get(url))).toEqual(['B', 'A']);
    const label = await t().call('POST', '/api/labels', { token, body: { name: 'Hot' } });
    await t().call('PUT', `/api/frames/${b.id}`, { token, body: { labels: [label.json.data.id] } });
    expect((await get(`/api/public/frames/${b.id}`)).json.data.labels[0].name).toBe('Hot');
    await t().call('PUT', `/api/labels/${label.json.data.id}`, { token, body: { name: 'Hotter' } });
    expect((await get(`/api/public/frames/${b.id}`)).json.data.labels[0].name).toBe('Hotter');
    await t().call('DELETE', `/api/frames/${a.id}`, { token });
    expect(names(await get(url))).toEqual(['B']);
    expect((await get(`/api/public/frames/${a.id}`)).statusCode).toBe(404);
  });

  it('does not store an answer read before a change that lands while it is being read', async () => {
    await create({ name: 'Old' });
    const catalog = t().app.services.catalog;
    const pending = catalog.list({ page: 1, limit: 7 });
    t().app.services.events.publish({ audience: 'public', type: 'frame.updated' });
    await pending;
    expect(catalog.size).toBe(0);
  });

  it(`keeps at most ${CATALOG_CACHE_SIZE} answers`, async () => {
    await create();
    for (let page = 1; page <= CATALOG_CACHE_SIZE + 20; page++) {
      expect((await get(`/api/public/frames?page=${page}&limit=1`)).statusCode).toBe(200);
    }
    expect(t().app.services.catalog.size).toBe(CATALOG_CACHE_SIZE);
  });
});
