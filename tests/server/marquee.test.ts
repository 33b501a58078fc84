import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, marquee } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

const t = setupTestServer();

let token: string;
beforeEach(async () => {
  ({ token } = await t().userToken({ role: 'ADMIN' }));
});

const clear = () => t().database.db.delete(marquee);
const create = async (body: Record<string, unknown>) => {
  const res = await t().call('POST', '/api/marquee', { token, body });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; text: string; isActive: boolean; order: number };
};

/** Collects the events published while `run` runs. */
async function eventsOf(run: () => Promise<unknown>): Promise<ShopEvent[]> {
  const events: ShopEvent[] = [];
  const stop = t().app.services.events.subscribe((e) => events.push(e));
  try {
    await run();
  } finally {
    stop();
  }
  return events;
}

describe('marquee: who may call', () => {
  it('401 without a token, 403 when suspended', async () => {
    for (const [method, url] of [
      ['GET', '/api/marquee'],
      ['GET', '/api/marquee/1'],
      ['POST', '/api/marquee'],
      ['PUT', '/api/marquee/1'],
      ['DELETE', '/api/marquee/1'],
      ['PATCH', '/api/marquee/1/toggle'],
    ] as const) {
      const res = await t().call(method, url, method === 'POST' || method === 'PUT' ? { body: {} } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    expect((await t().call('GET', '/api/marquee', { token: suspended.token })).statusCode).toBe(403);
  });
});

describe('POST /marquee', () => {
  it('creates with defaults (active, order 0), text trimmed, 201 with the spec message', async () => {
    const events = await eventsOf(async () => {
      const res = await t().call('POST', '/api/marquee', { token, body: { text: '  Free delivery  ' } });
      expect(res.statusCode).toBe(201);
      expect(res.json.message).toBe('Marquee content created successfully');
      expect(res.json.data).toMatchObject({ text: 'Free delivery', isActive: true, order: 0 });
      expect(res.json.data.createdAt).toEqual(expect.any(String));
    });
    expect(events).toContainEqual(expect.objectContaining({ audience: 'public', type: 'marquee.changed' }));
    const log = await t().database.db.select().from(activity).where(eq(activity.item, 'Free delivery'));
    expect(log).toEqual([expect.objectContaining({ type: 'marquee' })]);
    const given = await create({ text: 'Hidden', isActive: false, order: 7 });
    expect(given).toMatchObject({ isActive: false, order: 7 });
  });

  it('refuses blank text, non-boolean isActive, non-integer or negative order (400)', async () => {
    for (const body of [
      {},
      { text: '' },
      { text: '   ' },
      { text: 5 },
      { text: 'x', isActive: 'true' },
      { text: 'x', isActive: 1 },
      { text: 'x', order: 1.5 },
      { text: 'x', order: '3' },
      { text: 'x', order: -1 },
    ]) {
      const res = await t().call('POST', '/api/marquee', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
    }
    const missing = await t().call('POST', '/api/marquee', { token, body: {} });
    expect(missing.json.message).toContain('text');
  });
});

describe('GET /marquee', () => {
  it('lists by order then id, 100 a page by default; searches text case-insensitively', async () => {
    await clear();
    const b = await create({ text: 'Second SALE', order: 2 });
    const a = await create({ text: 'First', order: 1 });
    const c = await create({ text: 'Also second', order: 2, isActive: false });
    const res = await t().call('GET', '/api/marquee', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.map((m: { id: number }) => m.id)).toEqual([a.id, b.id, c.id]);
    expect(res.json.pagination).toEqual({ page: 1, limit: 100, total: 3, pages: 1 });
    const search = await t().call('GET', '/api/marquee?search=sale&limit=100&t=1712345678', { token });
    expect(search.json.data.map((m: { id: number }) => m.id)).toEqual([b.id]);
    const page = await t().call('GET', '/api/marquee?limit=1&page=2', { token });
    expect(page.json.data.map((m: { id: number }) => m.id)).toEqual([b.id]);
    expect(page.json.pagination).toEqual({ page: 2, limit: 1, total: 3, pages: 3 });
    for (const q of ['limit=0', 'limit=101', 'page=0']) {
      expect((await t().call('GET', `/api/marquee?${q}`, { token })).statusCode, q).toBe(400);
    }
  });

  it('reads one; 404 otherwise', async () => {
    const item = await create({ text: 'One' });
    const res = await t().call('GET', `/api/marquee/${item.id}`, { token });
    expect(res.json.data).toMatchObject({ id: item.id, text: 'One' });
    for (const bad of ['999999', 'abc']) {
      const missing = await t().call('GET', `/api/marquee/${bad}`, { token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json).toEqual({ success: false, message: 'Marquee content not found' });
    }
  });
});

describe('PUT /marquee/:id', () => {
  it('updates partially with the spec message', async () => {
    const item = await create({ text: 'Before', order: 3 });
    const events = await eventsOf(async () => {
      const res = await t().call('PUT', `/api/marquee/${item.id}`, { token, body: { text: ' After ' } });
      expect(res.statusCode).toBe(200);
      expect(res.json.message).toBe('Marquee content updated successfully');
      expect(res.json.data).toMatchObject({ text: 'After', order: 3, isActive: true });
    });
    expect(events).toContainEqual(
      expect.objectContaining({ audience: 'public', type: 'marquee.changed', id: item.id }),
    );
    const all = await t().call('PUT', `/api/marquee/${item.id}`, {
      token,
      body: { text: 'Full', isActive: false, order: 9 },
    });
    expect(all.json.data).toMatchObject({ text: 'Full', isActive: false, order: 9 });
  });

  it('same rules as create (400); 404 for an unknown id', async () => {
    const item = await create({ text: 'Rules' });
    for (const body of [{ text: ' ' }, { isActive: 'no' }, { order: 2.5 }, { order: -3 }]) {
      const res = await t().call('PUT', `/api/marquee/${item.id}`, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await t().call('PUT', '/api/marquee/999999', { token, body: { text: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('Marquee content not found');
  });
});

describe('PATCH /marquee/:id/toggle and DELETE /marquee/:id', () => {
  it('flips isActive each time', async () => {
    const item = await create({ text: 'Flip' });
    const off = await t().call('PATCH', `/api/marquee/${item.id}/toggle`, { token });
    expect(off.statusCode).toBe(200);
    expect(off.json.message).toBe('Marquee content status updated');
    expect(off.json.data.isActive).toBe(false);
    const on = await t().call('PATCH', `/api/marquee/${item.id}/toggle`, { token });
    expect(on.json.data.isActive).toBe(true);
    expect((await t().call('PATCH', '/api/marquee/999999/toggle', { token })).statusCode).toBe(404);
  });

  it('two toggles at once flip twice', async () => {
    const item = await create({ text: 'Twice' });
    await Promise.all([
      t().call('PATCH', `/api/marquee/${item.id}/toggle`, { token }),
      t().call('PATCH', `/api/marquee/${item.id}/toggle`, { token }),
    ]);
    const res = await t().call('GET', `/api/marquee/${item.id}`, { token });
    expect(res.json.data.isActive).toBe(true);
  });

  it('deletes with the spec message, then 404', async () => {
    const item = await create({ text: 'Gone' });
    const events = await eventsOf(async () => {
      const res = await t().call('DELETE', `/api/marquee/${item.id}`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json).toEqual({
        success: true,
        data: null,
        message: 'Marquee content deleted successfully',
      });
    });
    expect(events).toContainEqual(
      expect.objectContaining({ audience: 'public', type: 'marquee.changed', id: item.id }),
    );
    expect((await t().call('GET', `/api/marquee/${item.id}`, { token })).statusCode).toBe(404);
    expect((await t().call('DELETE', `/api/marquee/${item.id}`, { token })).statusCode).toBe(404);
  });
});

describe('GET /public/marquee', () => {
  it('lists active items by order then id, as {id, text, order}, without a token', async () => {
    await clear();
    const late = await create({ text: 'Late', order: 5 });
    const early = await create({ text: 'Early', order: 0 });
    await create({ text: 'Hidden', order: 1, isActive: false });
    const tie = await create({ text: 'Tie', order: 5 });
    const res = await t().call('GET', '/api/public/marquee');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: [
        { id: early.id, text: 'Early', order: 0 },
        { id: late.id, text: 'Late', order: 5 },
        { id: tie.id, text: 'Tie', order: 5 },
      ],
    });
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toBeTruthy();
  });

  it('follows a toggle on the next request', async () => {
    await clear();
    const item = await create({ text: 'Shown' });
    expect((await t().call('GET', '/api/public/marquee')).json.data).toHaveLength(1);
    await t().call('PATCH', `/api/marquee/${item.id}/toggle`, { token });
    expect((await t().call('GET', '/api/public/marquee')).json.data).toEqual([]);
  });
});
