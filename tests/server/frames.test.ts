import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, frameImages, frameLabels, frames, labels } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { onPostgres, setupTestServer } from './helper';

const t = setupTestServer();

let token: string;
beforeEach(async () => {
  // Every test starts from an empty catalogue.
  await t().database.db.delete(frames).where(sql`true`);
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

const base = { name: 'Oak Classic', description: 'Solid oak', originalPrice: 5000, currentPrice: 4000 };

async function create(body: Record<string, unknown> = {}) {
  const res = await t().call('POST', '/api/frames', { token, body: { ...base, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; name: string; displayOrder: number };
}

async function label(name: string, color = '#FF0000') {
  const [row] = await t().database.db.insert(labels).values({ name, color }).returning();
  return row!;
}

async function lastActivity() {
  const [row] = await t().database.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
  return row!;
}

function recordEvents() {
  const seen: ShopEvent[] = [];
  const stop = t().app.services.events.subscribe((e) => {
    if (e.audience === 'public') seen.push(e);
  });
  return { seen, stop };
}

const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((f) => f.name);

describe('frames: access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/frames'],
    ['GET', '/api/frames/stats'],
    ['GET', '/api/frames/1'],
    ['POST', '/api/frames', base],
    ['PUT', '/api/frames/1', { name: 'x' }],
    ['DELETE', '/api/frames/1'],
    ['PUT', '/api/frames/1/status', { status: 'IN_STOCK' }],
    ['PUT', '/api/frames/display-order', { frameOrders: [{ frameId: 1, displayOrder: 0 }] }],
  ];

  it('refuses every route without a token (401)', async () => {
    for (const [method, url, body] of routes) {
      const res = await t().call(method as 'GET', url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json.success).toBe(false);
    }
  });

  it('refuses every route to a suspended account (403 Account suspended)', async () => {
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    for (const [method, url, body] of routes) {
      const res = await t().call(method as 'GET', url, { token: suspended.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json.message).toContain('Account suspended');
    }
  });
});

describe('frames: create', () => {
  it('creates a frame with trimmed fields, defaults, labels and the server discount (201)', async () => {
    const popular = await label('Popular', '#FF8800');
    const best = await label('Best Price', '#00AA00');
    const { seen, stop } = recordEvents();
    const res = await t().call('POST', '/api/frames', {
      token,
      body: {
        ...base,
        name: '  Oak Classic  ',
        description: '  Solid oak  ',
        dimensions: '  16x20 inches ',
        category: 'Classic',
        labels: [popular.id, best.id, popular.id],
        rating: 4.5,
        discountAmount: 1,
        unknownField: 'ignored',
      },
    });
    stop();
    expect(res.statusCode).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toBe('Frame created successfully!');
    expect(res.json.data).toMatchObject({
      id: expect.any(Number),
      name: 'Oak Classic',
      description: 'Solid oak',
      status: 'IN_STOCK',
      inStock: true,
      originalPrice: 5000,
      currentPrice: 4000,
      discountAmount: 1000,
      discountPercentage: 20,
      dimensions: '16x20 inches',
      category: 'Classic',
      rating: 4.5,
      displayOrder: 0,
      images: [],
      imageUrl: null,
    });
    expect(res.json.data.labels).toEqual([
      { id: best.id, name: 'Best Price', color: '#00AA00' },
      { id: popular.id, name: 'Popular', color: '#FF8800' },
    ]);
    expect(res.json.data).not.toHaveProperty('unknownField');
    expect(seen).toEqual([
      { audience: 'public', type: 'frame.created', id: res.json.data.id, data: res.json.data },
    ]);
    expect(await lastActivity()).toMatchObject({
      type: 'frame',
      action: 'Frame created',
      item: 'Oak Classic',
      status: 'IN_STOCK',
    });
  });

  it('computes the discount with 2 decimals, and none when the price is not lower', async () => {
    const a = await t().call('POST', '/api/frames', {
      token,
      body: { ...base, originalPrice: 3000, currentPrice: 2500 },
    });
    expect(a.json.data).toMatchObject({ discountAmount: 500, discountPercentage: 16.67 });
    const b = await t().call('POST', '/api/frames', {
      token,
      body: { ...base, originalPrice: 3000, currentPrice: 3000 },
    });
    expect(b.json.data).toMatchObject({ discountAmount: 0, discountPercentage: 0 });
    const c = await t().call('POST', '/api/frames', {
      token,
      body: { ...base, originalPrice: 2000, currentPrice: 2500 },
    });
    expect(c.json.data).toMatchObject({ discountAmount: 0, discountPercentage: 0 });
  });

  it('stores empty dimensions and category as null, and takes OUT_OF_STOCK when given', async () => {
    const res = await t().call('POST', '/api/frames', {
      token,
      body: { ...base, dimensions: '   ', category: '', status: 'OUT_OF_STOCK' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json.data).toMatchObject({
      dimensions: null,
      category: null,
      status: 'OUT_OF_STOCK',
      inStock: false,
    });
  });

  it('gives a new frame displayOrder max + 1 (0 for the first)', async () => {
    expect((await create({ name: 'First' })).displayOrder).toBe(0);
    expect((await create({ name: 'Second' })).displayOrder).toBe(1);
    await t().database.db.update(frames).set({ displayOrder: 41 }).where(eq(frames.name, 'First'));
    expect((await create({ name: 'Third' })).displayOrder).toBe(42);
  });

  it('never gives two concurrent creates the same displayOrder', async () => {
    await create({ name: 'Seed' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t().call('POST', '/api/frames', { token, body: { ...base, name: `Concurrent ${i}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const orders = results.map((r) => r.json.data.displayOrder as number).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('refuses a missing or blank name with the spec sentence (400)', async () => {
    const missing = await t().call('POST', '/api/frames', {
      token,
      body: { description: 'd', originalPrice: 1, currentPrice: 1 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('name');
    const blank = await t().call('POST', '/api/frames', { token, body: { ...base, name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json).toMatchObject({
      success: false,
      message: 'Frame name is required.',
      errors: [{ field: 'name', message: 'Frame name is required.' }],
    });
  });

  it('names every bad field of a body or a query once, the message being the first fault (400)', async () => {
    const body = await t().call('POST', '/api/frames', {
      token,
      body: { name: ' ', description: 'd', originalPrice: -5, currentPrice: 'cheap', rating: 9 },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json.errors).toEqual([
      { field: 'name', message: 'Frame name is required.' },
      { field: 'originalPrice', message: 'Prices must be greater than 0.' },
      { field: 'currentPrice', message: expect.stringMatching(/^currentPrice /) },
      { field: 'rating', message: expect.stringMatching(/^rating /) },
    ]);
    expect(body.json.message).toBe('Frame name is required.');
    const query = await t().call('GET', '/api/frames?page=0&limit=5000', { token });
    expect(query.statusCode).toBe(400);
    expect(query.json.errors.map((e: { field: string }) => e.field)).toEqual(['page', 'limit']);
  });

  it('refuses a blank description with the spec sentence (400)', async () => {
    const blank = await t().call('POST', '/api/frames', { token, body: { ...base, description: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json.message).toBe('Frame description is required.');
    expect(blank.json.errors[0].field).toBe('description');
    const missing = await t().call('POST', '/api/frames', {
      token,
      body: { name: 'n', originalPrice: 1, currentPrice: 1 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('description');
  });

  it('refuses zero or negative prices with the spec sentence, naming the field (400)', async () => {
    for (const [field, value] of [
      ['originalPrice', 0],
      ['originalPrice', -5],
      ['currentPrice', 0],
      ['currentPrice', -0.01],
    ] as const) {
      const res = await t().call('POST', '/api/frames', { token, body: { ...base, [field]: value } });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json.message).toBe('Prices must be greater than 0.');
      expect(res.json.errors).toEqual([{ field, message: 'Prices must be greater than 0.' }]);
    }
    const missing = await t().call('POST', '/api/frames', {
      token,
      body: { name: 'n', description: 'd', originalPrice: 10 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('currentPrice');
  });

  it('refuses wrong types without coercion, naming the field (400)', async () => {
    const cases: [string, unknown][] = [
      ['currentPrice', '4000'],
      ['originalPrice', null],
      ['name', 42],
      ['description', ['x']],
      ['status', 'SOLD'],
      ['rating', 5.5],
      ['rating', -1],
      ['rating', '4'],
      ['dimensions', 12],
      ['category', false],
      ['labels', 'Popular'],
      ['labels', ['1']],
    ];
    for (const [field, value] of cases) {
      const res = await t().call('POST', '/api/frames', { token, body: { ...base, [field]: value } });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json.message, `${field}=${JSON.stringify(value)}`).toContain(field);
    }
    const list = await t().call('GET', '/api/frames', { token });
    expect(list.json.pagination.total).toBe(0);
  });

  it('refuses an unknown label id, naming it, and creates nothing (400)', async () => {
    const known = await label('Known');
    const res = await t().call('POST', '/api/frames', {
      token,
      body: { ...base, labels: [known.id, 987654] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('987654');
    expect((await t().call('GET', '/api/frames', { token })).json.pagination.total).toBe(0);
  });

  it('answers invalid JSON with the contract message', async () => {
    const res = await t().call('POST', '/api/frames', { token, body: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'Invalid JSON in request body' });
  });
});

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
  it('deletes the frame, its label links, its image rows and its image files', async () => {
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
    expect(await stored()).toEqual([false, false, false]);
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
  });
});

describe('frames: display order', () => {
  const reorder = (frameOrders: unknown) =>
    t().call('PUT', '/api/frames/display-order', { token, body: { frameOrders } });
  const orderOf = async () =>
    (await t().call('GET', '/api/frames?limit=1000', { token })).json.data.map(
      (f: { name: string; displayOrder: number }) => `${f.name}:${f.displayOrder}`,
    );

  it('sets every given order in one go and lists in the new order', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const c = await create({ name: 'C' });
    const { seen, stop } = recordEvents();
    const res = await reorder([
      { frameId: a.id, displayOrder: 2 },
      { frameId: b.id, displayOrder: 0 },
      { frameId: c.id, displayOrder: 1 },
    ]);
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe('Frame order updated successfully');
    expect(res.json.data).toEqual([
      { frameId: b.id, displayOrder: 0 },
      { frameId: c.id, displayOrder: 1 },
      { frameId: a.id, displayOrder: 2 },
    ]);
    expect(await orderOf()).toEqual(['B:0', 'C:1', 'A:2']);
    expect(seen.map((e) => e.type)).toEqual(['frames.reordered']);
    expect(await lastActivity()).toMatchObject({ action: 'Frames reordered', status: 'reordered' });
    // A frame created afterwards goes last.
    expect((await create({ name: 'D' })).displayOrder).toBe(3);
  });

  it('refuses duplicate frame ids or duplicate orders, changing nothing (400)', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const dupIds = await reorder([
      { frameId: a.id, displayOrder: 5 },
      { frameId: a.id, displayOrder: 6 },
    ]);
    expect(dupIds.statusCode).toBe(400);
    expect(dupIds.json.message).toContain('frameOrders');
    const dupOrders = await reorder([
      { frameId: a.id, displayOrder: 5 },
      { frameId: b.id, displayOrder: 5 },
    ]);
    expect(dupOrders.statusCode).toBe(400);
    expect(dupOrders.json.message).toContain('frameOrders');
    expect(await orderOf()).toEqual(['A:0', 'B:1']);
  });

  it('404s an unknown frame id and changes nothing (all or nothing)', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const res = await reorder([
      { frameId: b.id, displayOrder: 0 },
      { frameId: a.id, displayOrder: 1 },
      { frameId: 999999, displayOrder: 2 },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toContain('999999');
    expect(await orderOf()).toEqual(['A:0', 'B:1']);
  });

  it('refuses malformed bodies (400)', async () => {
    const a = await create({ name: 'A' });
    for (const frameOrders of [
      [],
      [{ frameId: a.id, displayOrder: -1 }],
      [{ frameId: a.id, displayOrder: 1.5 }],
      [{ frameId: a.id, displayOrder: '1' }],
      [{ frameId: String(a.id), displayOrder: 1 }],
      [{ frameId: a.id }],
      'nope',
    ]) {
      const res = await reorder(frameOrders);
      expect(res.statusCode, JSON.stringify(frameOrders)).toBe(400);
    }
    const missing = await t().call('PUT', '/api/frames/display-order', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('frameOrders');
    expect(await orderOf()).toEqual(['A:0']);
  });

  it('serialises concurrent reorders: the result is one of them, never a mix', async () => {
    const made = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) made.push(await create({ name }));
    const forward = made.map((f, i) => ({ frameId: f.id, displayOrder: i }));
    const backward = made.map((f, i) => ({ frameId: f.id, displayOrder: made.length - 1 - i }));
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => reorder(i % 2 ? forward : [...backward].reverse())),
    );
    expect(runs.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const final = await orderOf();
    expect([
      ['A:0', 'B:1', 'C:2', 'D:3', 'E:4', 'F:5'],
      ['F:0', 'E:1', 'D:2', 'C:3', 'B:4', 'A:5'],
    ]).toContainEqual(final);
  });

  it.runIf(onPostgres)('keeps creates and reorders from colliding when they run together', async () => {
    const made = [];
    for (const name of ['A', 'B', 'C']) made.push(await create({ name }));
    const results = await Promise.all([
      reorder(made.map((f, i) => ({ frameId: f.id, displayOrder: 10 + i }))),
      ...Array.from({ length: 5 }, (_, i) =>
        t().call('POST', '/api/frames', { token, body: { ...base, name: `New ${i}` } }),
      ),
    ]);
    expect(results.every((r) => r.statusCode < 300)).toBe(true);
    const rows = await t().database.db.select({ order: frames.displayOrder }).from(frames);
    expect(new Set(rows.map((r) => r.order)).size).toBe(rows.length);
  });
});
