import { desc, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, frames } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

const t = setupTestServer();

let token: string;
beforeEach(async () => {
  await t().database.db.delete(frames).where(sql`true`);
  t().app.services.catalog.clear();
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

const base = { name: 'Oak Classic', description: 'Solid oak', originalPrice: 5000, currentPrice: 4000 };

async function create(body: Record<string, unknown> = {}) {
  const res = await t().call('POST', '/api/frames', { token, body: { ...base, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; name: string; published: boolean };
}

function recordEvents() {
  const seen: ShopEvent[] = [];
  const stop = t().app.services.events.subscribe((e) => seen.push(e));
  return { seen, stop };
}

const publicNames = async (query = '') =>
  ((await t().call('GET', `/api/public/frames${query}`)).json.data as { name: string }[]).map((f) => f.name);
const adminNames = async (query = '') =>
  ((await t().call('GET', `/api/frames${query}`, { token })).json.data as { name: string }[]).map(
    (f) => f.name,
  );
const lastAction = async () =>
  (await t().database.db.select().from(activity).orderBy(desc(activity.id)).limit(1))[0]?.action;

describe('drafts', () => {
  it('a frame created without the field is published, as before drafts existed', async () => {
    const frame = await create();
    expect(frame.published).toBe(true);
    expect(await publicNames()).toEqual(['Oak Classic']);
  });

  it('a draft is never in a public answer: list, search, one frame, featured, categories', async () => {
    await create({ name: 'Shown', category: 'Classic' });
    const draft = await create({ name: 'Hidden', category: 'Secret', published: false, rating: 5 });
    expect(draft.published).toBe(false);
    expect(await lastAction()).toBe('Draft created');

    expect(await publicNames()).toEqual(['Shown']);
    expect(await publicNames('?search=hidden')).toEqual([]);
    expect(await publicNames('?category=Secret')).toEqual([]);
    const one = await t().call('GET', `/api/public/frames/${draft.id}`);
    expect(one.statusCode).toBe(404);
    expect(one.json).toMatchObject({ success: false, message: 'Frame not found' });
    const featured = await t().call('GET', '/api/public/frames/featured');
    expect(featured.json.data.map((f: { name: string }) => f.name)).toEqual(['Shown']);
    expect((await t().call('GET', '/api/public/frames/categories')).json.data).toEqual(['Classic']);
    const listed = await t().call('GET', '/api/public/frames');
    expect(listed.json.pagination.total).toBe(1);
  });

  it('the admin list has both, and filters by visibility', async () => {
    await create({ name: 'Shown' });
    await create({ name: 'Hidden', published: false });
    expect((await adminNames()).sort()).toEqual(['Hidden', 'Shown']);
    expect(await adminNames('?visibility=draft')).toEqual(['Hidden']);
    expect(await adminNames('?visibility=published')).toEqual(['Shown']);
    const bad = await t().call('GET', '/api/frames?visibility=secret', { token });
    expect(bad.statusCode).toBe(400);
    expect((await t().call('GET', '/api/frames/stats', { token })).json.data.totalFrames).toBe(2);
  });

  it('a draft is told to staff only; publishing is a new frame to visitors, unpublishing a deleted one', async () => {
    const { seen, stop } = recordEvents();
    try {
      const draft = await create({ name: 'Hidden', published: false });
      await t().call('PUT', `/api/frames/${draft.id}`, { token, body: { currentPrice: 3000 } });
      expect(seen.filter((e) => e.audience === 'public')).toEqual([]);
      expect(seen.filter((e) => e.type.startsWith('frame')).map((e) => [e.audience, e.type])).toEqual([
        ['admin', 'frame.created'],
        ['admin', 'frame.updated'],
      ]);
      // The public list is cached now; publishing must reach it.
      expect(await publicNames()).toEqual([]);
      seen.length = 0;
      const published = await t().call('PUT', `/api/frames/${draft.id}`, {
        token,
        body: { published: true },
      });
      expect(published.json.data.published).toBe(true);
      expect(await lastAction()).toBe('Frame published');
      expect(seen.filter((e) => e.type.startsWith('frame')).map((e) => [e.audience, e.type])).toEqual([
        ['public', 'frame.created'],
      ]);
      expect(await publicNames()).toEqual(['Hidden']);
      expect((await t().call('GET', `/api/public/frames/${draft.id}`)).statusCode).toBe(200);

      seen.length = 0;
      await t().call('PUT', `/api/frames/${draft.id}`, { token, body: { published: false } });
      expect(await lastAction()).toBe('Frame unpublished');
      expect(seen.filter((e) => e.type.startsWith('frame')).map((e) => [e.audience, e.type, e.data])).toEqual(
        [
          ['public', 'frame.deleted', undefined],
          ['admin', 'frame.updated', expect.objectContaining({ id: draft.id, published: false })],
        ],
      );
      expect(await publicNames()).toEqual([]);
      expect((await t().call('GET', `/api/public/frames/${draft.id}`)).statusCode).toBe(404);

      seen.length = 0;
      await t().call('PUT', `/api/frames/${draft.id}/status`, { token, body: { status: 'OUT_OF_STOCK' } });
      await t().call('DELETE', `/api/frames/${draft.id}`, { token });
      expect(seen.filter((e) => e.audience === 'public')).toEqual([]);
    } finally {
      stop();
    }
  });

  it("a reorder tells visitors the published frames' places only", async () => {
    const shown = await create({ name: 'Shown' });
    const hidden = await create({ name: 'Hidden', published: false });
    const { seen, stop } = recordEvents();
    try {
      const res = await t().call('PUT', '/api/frames/display-order', {
        token,
        body: {
          frameOrders: [
            { frameId: hidden.id, displayOrder: 0 },
            { frameId: shown.id, displayOrder: 1 },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      const told = seen.filter((e) => e.type === 'frames.reordered');
      expect(told.find((e) => e.audience === 'public')?.data).toEqual([
        { frameId: shown.id, displayOrder: 1 },
      ]);
      expect(told.find((e) => e.audience === 'admin')?.data).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('published must be a boolean', async () => {
    const res = await t().call('POST', '/api/frames', { token, body: { ...base, published: 'no' } });
    expect(res.statusCode).toBe(400);
    expect(res.json.success).toBe(false);
  });
});
