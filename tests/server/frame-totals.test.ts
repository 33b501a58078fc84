/**
 * The lists' totals without counting the table (docs/api.md): frame_counts, kept by triggers on frames,
 * agrees with a real count after every kind of change (API writes, bulk SQL, truncate), and a search
 * counts its matches up to SEARCH_COUNT_LIMIT and says `capped` past it.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import { SEARCH_COUNT_LIMIT } from '../../server/services/frames.queries';
import { setupTestServer } from './helper';

const t = setupTestServer();

let token: string;
beforeEach(async () => {
  await t().database.db.delete(frames).where(sql`true`);
  t().app.services.catalog.clear();
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

const base = { description: 'A frame', originalPrice: 5000, currentPrice: 4000 };

async function create(body: Record<string, unknown>) {
  const res = await t().call('POST', '/api/frames', { token, body: { ...base, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number };
}

async function update(id: number, body: Record<string, unknown>) {
  const res = await t().call('PUT', `/api/frames/${id}`, { token, body });
  expect(res.statusCode).toBe(200);
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t().database.db.execute(query)) as unknown as { rows: T[] };

/** The totals the lists answer, against count(*) over frames, for every filter the lists have. */
async function expectTotalsMatchTheTable() {
  t().app.services.catalog.clear();
  const { rows: categories } = await rows<{ c: string }>(
    sql`select distinct lower(category) as c from frames where category is not null`,
  );
  for (const category of [undefined, ...categories.map((r) => r.c), 'none']) {
    for (const status of [undefined, 'IN_STOCK', 'OUT_OF_STOCK']) {
      const query = new URLSearchParams({
        ...(category ? { category } : {}),
        ...(status ? { status } : {}),
      });
      const where = sql.join(
        [
          sql`published`,
          ...(category ? [sql`lower(category) = ${category}`] : []),
          ...(status ? [sql`status = ${status}`] : []),
        ],
        sql` and `,
      );
      const { rows: counted } = await rows<{ n: number }>(
        sql`select count(*)::int as n from frames where ${where}`,
      );
      const res = await t().call('GET', `/api/public/frames?${query}`);
      expect(res.json.pagination, `public ${query}`).toMatchObject({ total: counted[0]!.n });
      expect(res.json.pagination, `public ${query}`).not.toHaveProperty('capped');
    }
  }
  for (const visibility of ['published', 'draft', undefined]) {
    const where = visibility ? sql`published = ${visibility === 'published'}` : sql`true`;
    const { rows: counted } = await rows<{ n: number }>(
      sql`select count(*)::int as n from frames where ${where}`,
    );
    const res = await t().call('GET', `/api/frames${visibility ? `?visibility=${visibility}` : ''}`, {
      token,
    });
    expect(res.json.pagination.total, `admin ${visibility}`).toBe(counted[0]!.n);
  }
  const { rows: used } = await rows<{ c: string }>(
    sql`select distinct category as c from frames where published and category is not null and category <> ''`,
  );
  const listed = (await t().call('GET', '/api/public/frames/categories')).json.data as string[];
  expect([...listed].sort()).toEqual(used.map((r) => r.c).sort());
}

describe('list totals', () => {
  it('follow creates, status, category and publication changes, deletes, bulk SQL and truncate', async () => {
    const a = await create({ name: 'A', category: 'Wooden' });
    const b = await create({ name: 'B', category: 'Metal', status: 'OUT_OF_STOCK' });
    const c = await create({ name: 'C' });
    await create({ name: 'D', category: 'wooden', published: false });
    await expectTotalsMatchTheTable();

    await update(a.id, { status: 'OUT_OF_STOCK' });
    await update(b.id, { category: 'Gallery' });
    await update(c.id, { published: false });
    await update(a.id, { currentPrice: 3000 }); // changes no group
    await expectTotalsMatchTheTable();

    expect((await t().call('DELETE', `/api/frames/${b.id}`, { token })).statusCode).toBe(200);
    await expectTotalsMatchTheTable();

    // Many rows in one statement each way, as a bulk import or a script would write them.
    await t().database.db.execute(sql`
      insert into frames (name, description, original_price, current_price, category, status, published)
      select 'Bulk ' || i, 'bulk', 100, 100, (array['Wooden', 'Metal', null])[1 + i % 3],
        case when i % 4 = 0 then 'OUT_OF_STOCK' else 'IN_STOCK' end, i % 5 <> 0
      from generate_series(1, 60) as i`);
    await t().database.db.execute(
      sql`update frames set category = 'Vintage', published = true where name like 'Bulk 1%'`,
    );
    await t().database.db.execute(sql`delete from frames where name like 'Bulk 2%'`);
    await expectTotalsMatchTheTable();

    await t().database.db.execute(sql`truncate frames cascade`);
    await expectTotalsMatchTheTable();
    await create({ name: 'After', category: 'Metal' });
    await expectTotalsMatchTheTable();
  }, 120_000);
});

describe('search totals', () => {
  const seed = (n: number, word: string) =>
    t().database.db.execute(sql`
      insert into frames (name, description, original_price, current_price, display_order)
      select ${word} || ' frame ' || i, 'plain', 100, 100, i from generate_series(1, ${sql.raw(String(n))}) as i`);

  it(`counts matches up to ${SEARCH_COUNT_LIMIT} and says capped past it, in both lists`, async () => {
    await seed(SEARCH_COUNT_LIMIT, 'walnut');
    const exact = await t().call('GET', '/api/public/frames?search=WALNUT&limit=20');
    expect(exact.json.pagination).toEqual({
      page: 1,
      limit: 20,
      total: SEARCH_COUNT_LIMIT,
      pages: SEARCH_COUNT_LIMIT / 20,
    });
    await seed(1, 'walnut');
    t().app.services.catalog.clear();
    for (const url of ['/api/public/frames?search=walnut&limit=20', '/api/frames?search=walnut&limit=20']) {
      const res = await t().call('GET', url, { token });
      expect(res.json.pagination, url).toEqual({
        page: 1,
        limit: 20,
        total: SEARCH_COUNT_LIMIT,
        pages: SEARCH_COUNT_LIMIT / 20,
        capped: true,
      });
      expect(res.json.data).toHaveLength(20);
    }
    // A rarer word is counted exactly; the page past the count is still read from the table.
    const few = await t().call('GET', '/api/frames?search=frame%2099&limit=20', { token });
    expect(few.json.pagination).toEqual({ page: 1, limit: 20, total: 11, pages: 1 }); // 99, 990..999
    const past = await t().call(
      'GET',
      `/api/frames?search=walnut&limit=20&page=${SEARCH_COUNT_LIMIT / 20 + 1}`,
      {
        token,
      },
    );
    expect(past.json.data).toHaveLength(1);
  });
});
