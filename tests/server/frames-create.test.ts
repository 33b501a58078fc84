/** Frames API: who may call it, and creating a frame (fields, defaults, discount, display order, refusals). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import {
  base,
  create,
  label,
  lastActivity,
  recordEvents,
  setupFramesServer,
  t,
  token,
} from './frames.fixture';

setupFramesServer();

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
