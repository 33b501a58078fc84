/**
 * Hostile input found by fuzzing: each answered 500 (or broke a rule) before, and must be a clear 400.
 * NUL characters, numbers outside what the database stores, an exhaustible display order, prices finer
 * than a cent.
 */
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer();

const frameBody = (extra: Record<string, unknown> = {}) => ({
  name: `Hostile ${Math.random().toString(36).slice(2, 8)}`,
  description: 'A frame',
  originalPrice: 5000,
  currentPrice: 4000,
  ...extra,
});

describe('NUL characters', () => {
  it('are refused with 400 in a query, a login, the contact form and an admin body', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const cases = [
      await t().call('GET', '/api/public/frames?search=a%00b'),
      await t().call('GET', '/api/frames?search=%00', { token }),
      await t().call('POST', '/api/auth/login', { body: { email: 'a\u0000@shop.test', password: 'x' } }),
      await t().call('POST', '/api/public/contact', {
        body: {
          name: 'Amina Wanjiru',
          email: 'amina@example.com',
          phone: '0712345678',
          subject: 'Contact Form Submission',
          message: 'Hello\u0000there',
        },
      }),
      await t().call('POST', '/api/labels', { token, body: { name: 'Bad\u0000Label' } }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toMatch(/must not contain a NUL character/);
    }
    expect(cases[0]!.json.errors[0].field).toBe('search');
    expect(cases[3]!.json.errors[0].field).toBe('message');
  });

  it('are refused in nested values and keys', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('PUT', '/api/frames/display-order', {
      token,
      body: '{"frameOrders":[{"frameId":1,"displayOrder":0,"x\\u0000":1}]}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/NUL/);
  });
});

describe('numbers out of range', () => {
  it('a huge page is 400 naming the field, on public and admin lists', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    for (const res of [
      await t().call('GET', '/api/public/frames?page=1e20'),
      await t().call('GET', '/api/frames?page=1e20', { token }),
      await t().call('GET', '/api/labels?page=99999999999', { token }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.message).toMatch(/^page /);
    }
  });

  it('ids beyond a 32-bit integer are 400 in bodies', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const labels = await t().call('POST', '/api/frames', {
      token,
      body: frameBody({ labels: [2147483648] }),
    });
    expect(labels.statusCode, labels.body).toBe(400);
    expect(labels.json.errors[0].field).toBe('labels.0');
    const order = await t().call('PUT', '/api/frames/display-order', {
      token,
      body: { frameOrders: [{ frameId: 2147483648, displayOrder: 0 }] },
    });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json.errors[0].field).toBe('frameOrders.0.frameId');
    const images = await t().call('PUT', '/api/frames/1/images/reorder', {
      token,
      body: { imageIds: [2147483648] },
    });
    expect(images.statusCode, images.body).toBe(400);
  });

  it('ids beyond a 32-bit integer in paths name nothing (404)', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    expect((await t().call('GET', '/api/frames/2147483648', { token })).statusCode).toBe(404);
    expect((await t().call('GET', '/api/public/frames/99999999999999999999')).statusCode).toBe(404);
  });
});

describe('display order', () => {
  it('cannot be set so high that the next new frame has no order left', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const created = await t().call('POST', '/api/frames', { token, body: frameBody() });
    const id = created.json.data.id;
    const high = await t().call('PUT', '/api/frames/display-order', {
      token,
      body: { frameOrders: [{ frameId: id, displayOrder: 2147483647 }] },
    });
    expect(high.statusCode).toBe(400);
    expect(high.json.errors[0].field).toBe('frameOrders.0.displayOrder');
    // The highest accepted value still leaves room for new frames.
    const max = await t().call('PUT', '/api/frames/display-order', {
      token,
      body: { frameOrders: [{ frameId: id, displayOrder: 1_000_000 }] },
    });
    expect(max.statusCode, max.body).toBe(200);
    const next = await t().call('POST', '/api/frames', { token, body: frameBody() });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json.data.displayOrder).toBe(1_000_001);
  });
});

describe('prices', () => {
  it('finer than a cent are refused, so 0.001 is never stored as 0', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    for (const price of [0.001, 0.004, 12.345]) {
      const res = await t().call('POST', '/api/frames', {
        token,
        body: frameBody({ originalPrice: 5000, currentPrice: price }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.message).toBe('currentPrice must have at most 2 decimal places');
    }
    const ok = await t().call('POST', '/api/frames', {
      token,
      body: frameBody({ originalPrice: 0.29, currentPrice: 0.07 }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json.data).toMatchObject({ originalPrice: 0.29, currentPrice: 0.07 });
    const update = await t().call('PUT', `/api/frames/${ok.json.data.id}`, {
      token,
      body: { originalPrice: 10.005 },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json.errors[0].field).toBe('originalPrice');
  });
});
