/**
 * The staff's figures (issue 44): the dashboard's frame figures, the frames screen's stat cards and the admin
 * list's totals are read from frame_totals (frame_counts and the changes not folded into it yet, kept by
 * triggers on frames), not counted over the frames. After waves of changes made at once through the API
 * (creates, edits, status, publish and unpublish, deletes to the trash, duplicates, bulk changes, two bulk
 * deletes over the same categories, a CSV import, restores, purges, an undo), every figure equals a fresh
 * count of the frames. On PostgreSQL (TEST_DATABASE_URL) the waves' requests run on several connections: when
 * the triggers updated frame_counts' rows in place, two writes changing several frames each (two bulk deletes,
 * an import beside one) locked those rows in opposite orders, and PostgreSQL ended one of them (a 500).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { frameCountChanges, frames } from '../../server/db/schema';
import { setupTestServer } from './helper';

const t = setupTestServer();

let token: string;
beforeAll(async () => {
  await t().database.db.delete(frames).where(sql`true`);
  token = (await t().userToken({ role: 'ADMIN' })).token;
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t().database.db.execute(query)) as unknown as { rows: T[] }).rows;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t().call(method, url, { token, ...(body === undefined ? {} : { body }) });

/** Every request of a wave must be answered as asked: none refused, none failed (a deadlock would be a 500). */
async function wave(requests: ReturnType<typeof call>[]) {
  const answers = await Promise.all(requests);
  for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(300);
  return answers;
}

/** The figures counted afresh over the frames, as the reads computed them before frame_totals. */
async function freshFigures() {
  const [whole] = await rows<Record<string, string | number>>(sql`
    select count(*)::int as total,
      (count(*) filter (where status = 'IN_STOCK'))::int as "inStock",
      (count(*) filter (where status = 'OUT_OF_STOCK'))::int as "outOfStock",
      (count(*) filter (where current_price < original_price))::int as discounted,
      coalesce(sum(current_price), 0)::text as "totalValue",
      coalesce(round(avg(current_price), 2), 0)::text as "averagePrice"
    from frames`);
  const byCategory = await rows<{ category: string; count: number }>(sql`
    select coalesce(nullif(trim(category), ''), 'Uncategorized') as category, count(*)::int as count
    from frames group by 1 order by count(*) desc, 1`);
  return {
    total: Number(whole!.total),
    inStock: Number(whole!.inStock),
    outOfStock: Number(whole!.outOfStock),
    discounted: Number(whole!.discounted),
    totalValue: Number(whole!.totalValue),
    averagePrice: Number(whole!.averagePrice),
    byCategory,
  };
}

/** The dashboard, the stat cards, the admin list's totals and frame_totals' groups against fresh counts. */
async function expectFiguresFresh(when: string) {
  const fresh = await freshFigures();
  const dashboard = await call('GET', '/api/dashboard/stats');
  expect(dashboard.json.data.frames, `dashboard ${when}`).toEqual(fresh);
  const stats = await call('GET', '/api/frames/stats');
  expect(stats.json.data, `stat cards ${when}`).toEqual({
    totalFrames: fresh.total,
    inStockFrames: fresh.inStock,
    outOfStockFrames: fresh.outOfStock,
    discountedFrames: fresh.discounted,
  });
  for (const visibility of [undefined, 'published', 'draft'])
    for (const status of [undefined, 'IN_STOCK', 'OUT_OF_STOCK']) {
      const query = new URLSearchParams({
        page: '1',
        limit: '20',
        ...(visibility ? { visibility } : {}),
        ...(status ? { status } : {}),
      });
      const where = sql.join(
        [
          sql`true`,
          ...(visibility ? [sql`published = ${visibility === 'published'}`] : []),
          ...(status ? [sql`status = ${status}`] : []),
        ],
        sql` and `,
      );
      const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from frames where ${where}`);
      const list = await call('GET', `/api/frames?${query}`);
      expect(list.json.pagination.total, `admin list ${query} ${when}`).toBe(counted!.n);
    }
  // Each group's figures, not only their sums.
  const kept = await rows(sql`
    select published, status, category, n, discounted, value::text as value from frame_totals order by 1, 2, 3`);
  const counted = await rows(sql`
    select published, status, coalesce(category, '') as category, count(*)::int as n,
      (count(*) filter (where current_price < original_price))::int as discounted, sum(current_price)::text as value
    from frames group by 1, 2, 3 order by 1, 2, 3`);
  expect(kept, `frame_totals ${when}`).toEqual(counted);
}

const CATEGORIES = ['Wooden', 'Metal', ' Wooden ', '', null, 'Gallery'];

/** Frame number i: a category of CATEGORIES, one in three discounted, one in four out of stock, one in five a draft. */
const frameBody = (i: number) => ({
  name: `Staff ${i}`,
  description: 'A frame',
  originalPrice: 1000 + i * 10,
  currentPrice: i % 3 === 0 ? 900 + i * 10 - 0.5 : 1000 + i * 10,
  ...(CATEGORIES[i % CATEGORIES.length] === null ? {} : { category: CATEGORIES[i % CATEGORIES.length] }),
  ...(i % 4 === 0 ? { status: 'OUT_OF_STOCK' } : {}),
  ...(i % 5 === 0 ? { published: false } : {}),
});

describe('staff figures', () => {
  it('equal a fresh count after waves of concurrent changes through the API', async () => {
    // Wave 1: 36 creates at once.
    const created = await wave(
      Array.from({ length: 36 }, (_, i) => call('POST', '/api/frames', frameBody(i))),
    );
    const ids = created.map((res) => res.json.data.id as number).sort((a, b) => a - b);
    await expectFiguresFresh('after the creates');

    // Wave 2: every kind of single and bulk change at once, each on frames of its own.
    const [a, b, c, d, e, f, g, h, i] = Array.from({ length: 9 }, (_, k) => ids.slice(k * 4, k * 4 + 4));
    const csv = [
      'id,name,description,category,price,original_price,status,published,labels,display_order',
      ',Imported new,From the file,metal,700,800,IN_STOCK,yes,,',
      ',Imported draft,From the file,wooden,950,950,OUT_OF_STOCK,no,,',
      `${i![0]},Imported edit,From the file,Gallery,300,900,IN_STOCK,yes,,`,
    ].join('\n');
    const priceCut = call('POST', '/api/frames/bulk', {
      ids: e,
      action: { type: 'price', by: 'percent', value: -15 },
    });
    await wave([
      priceCut,
      ...a!.map((id, k) =>
        call('PUT', `/api/frames/${id}/status`, { status: k % 2 ? 'IN_STOCK' : 'OUT_OF_STOCK' }),
      ),
      ...b!.map((id, k) =>
        call(
          'PUT',
          `/api/frames/${id}`,
          [
            { currentPrice: 12.5 },
            { category: 'Metal', originalPrice: 99999 },
            { published: false },
            { published: true, name: 'Renamed' },
          ][k],
        ),
      ),
      ...c!.map((id) => call('DELETE', `/api/frames/${id}`)),
      ...d!.slice(0, 2).map((id) => call('POST', `/api/frames/${id}/duplicate`)),
      call('POST', '/api/frames/bulk', { ids: f!.slice(0, 2), action: { type: 'delete' } }),
      // Two bulk deletes over the same categories, their frames interleaved: neither waits for the other's counts.
      call('POST', '/api/frames/bulk', { ids: [g![0], g![2], h![1], h![3]], action: { type: 'delete' } }),
      call('POST', '/api/frames/bulk', { ids: [g![1], g![3], h![0], h![2]], action: { type: 'delete' } }),
      call('POST', '/api/frames/bulk', {
        ids: f!.slice(2),
        action: { type: 'category', category: 'Vintage' },
      }),
      call('POST', '/api/frames/bulk', { ids: d!.slice(2), action: { type: 'unpublish' } }),
      call('POST', '/api/frames/import', { csv }),
      call('POST', '/api/frames/bulk', {
        ids: i!.slice(1),
        action: { type: 'status', status: 'OUT_OF_STOCK' },
      }),
    ]);
    await expectFiguresFresh('after the single and bulk changes');

    // Wave 3: restores, a purge, undoing the price cut, publishing and more creates, at once.
    const undoId = (await priceCut).json.data.changeSetId as string;
    await wave([
      call('POST', '/api/frames/trash/restore', { ids: [c![0], c![1], g![0]] }),
      call('POST', '/api/frames/trash/purge', { ids: [c![2], h![1]] }),
      call('POST', `/api/frames/changes/${undoId}/undo`),
      call('POST', '/api/frames/bulk', { ids: d!.slice(2), action: { type: 'publish' } }),
      ...Array.from({ length: 6 }, (_, k) => call('POST', '/api/frames', frameBody(100 + k))),
    ]);
    await expectFiguresFresh('after restores, purges and an undo');

    // Many rows in one statement, as a script would write them: a price change across every group.
    await t().database.db.execute(sql`update frames set current_price = round(current_price * 0.9, 2)`);
    await expectFiguresFresh('after a price change in SQL');

    // With no other writer, a write folds every change written before it: none is left waiting.
    await wave([call('PUT', `/api/frames/${ids[ids.length - 1]}/status`, { status: 'IN_STOCK' })]);
    expect(await t().database.db.select().from(frameCountChanges)).toEqual([]);
    await expectFiguresFresh('after the last change');
  }, 120_000);

  it('are read from the kept counts, not counted over the frames', async () => {
    const before = (await call('GET', '/api/dashboard/stats')).json.data.frames;
    // A change to frame_counts that no frame backs shows in every figure: they are read from it.
    await t().database.db.insert(frameCountChanges).values({
      published: false,
      status: 'OUT_OF_STOCK',
      category: 'Ghost',
      n: 1000,
      discounted: 10,
      value: '5000',
    });
    try {
      const dashboard = (await call('GET', '/api/dashboard/stats')).json.data.frames;
      expect(dashboard.total).toBe(before.total + 1000);
      expect(dashboard.discounted).toBe(before.discounted + 10);
      expect(dashboard.totalValue).toBeCloseTo(before.totalValue + 5000, 2);
      expect(dashboard.byCategory[0]).toEqual({ category: 'Ghost', count: 1000 });
      const stats = (await call('GET', '/api/frames/stats')).json.data;
      expect(stats.totalFrames).toBe(before.total + 1000);
      expect(stats.outOfStockFrames).toBe(before.outOfStock + 1000);
      const list = (await call('GET', '/api/frames?page=1&limit=20&visibility=draft')).json.pagination;
      expect(list.total).toBeGreaterThanOrEqual(1000);
    } finally {
      await t().database.db.delete(frameCountChanges).where(sql`category = 'Ghost'`);
    }
    await expectFiguresFresh('after the check');
  });
});
