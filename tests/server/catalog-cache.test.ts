import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import { setupTestServer } from './helper';

/**
 * The public catalogue cache keeps what a change cannot alter and rewrites or drops the rest. Proof: after
 * any sequence of admin changes, every answer the cache gives is byte for byte the answer the database gives
 * (the same URL with the cache emptied); and a change that moves nothing keeps the other answers cached.
 */
const t = setupTestServer();

let token: string;
beforeEach(async () => {
  await t().database.db.delete(frames).where(sql`true`);
  t().app.services.catalog.clear();
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

const CATEGORIES = [null, 'Wood', 'wood', 'Metal', 'Ébène'] as const;
const STATUSES = ['IN_STOCK', 'OUT_OF_STOCK'] as const;

/** Answers the cache may hold: pages and filters of the list, featured, categories and every frame. */
const urls = (ids: number[]) => [
  '/api/public/frames?limit=50',
  '/api/public/frames?limit=2',
  '/api/public/frames?limit=2&page=2',
  '/api/public/frames?limit=3&page=2&status=IN_STOCK',
  '/api/public/frames?status=OUT_OF_STOCK',
  '/api/public/frames?category=wood',
  '/api/public/frames?category=%C3%A9b%C3%A8ne',
  '/api/public/frames?search=oak',
  '/api/public/frames?sort=price_asc&limit=2',
  '/api/public/frames?sort=price_desc&limit=3&page=2',
  '/api/public/frames?sort=newest&limit=2&status=IN_STOCK',
  '/api/public/frames?sort=rating&limit=3',
  '/api/public/frames/featured?limit=2',
  '/api/public/frames/featured',
  '/api/public/frames/categories',
  ...ids.map((id) => `/api/public/frames/${id}`),
];

async function create(i: number, seed: { status: string; category: string | null; rating: number }) {
  const res = await t().call('POST', '/api/frames', {
    token,
    body: {
      name: `Frame ${String.fromCharCode(65 + i)}`,
      description: i % 2 ? 'Solid oak' : 'Brushed steel',
      originalPrice: 5000,
      currentPrice: 4000,
      status: seed.status,
      category: seed.category,
      rating: seed.rating,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json.data.id as number;
}

type Change =
  | { kind: 'price'; frame: number; price: number }
  | { kind: 'status'; frame: number; status: (typeof STATUSES)[number] }
  | { kind: 'category'; frame: number; category: (typeof CATEGORIES)[number] }
  | { kind: 'name'; frame: number; name: string }
  | { kind: 'rating'; frame: number; rating: number }
  | { kind: 'order'; frame: number; displayOrder: number }
  | { kind: 'create'; status: (typeof STATUSES)[number]; category: (typeof CATEGORIES)[number] }
  | { kind: 'delete'; frame: number };

const frame = fc.nat({ max: 5 });
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('price' as const), frame, price: fc.integer({ min: 100, max: 4000 }) }),
  fc.record({ kind: fc.constant('status' as const), frame, status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('category' as const), frame, category: fc.constantFrom(...CATEGORIES) }),
  fc.record({ kind: fc.constant('name' as const), frame, name: fc.constantFrom('Aa', 'Frame C', 'Zz oak') }),
  fc.record({ kind: fc.constant('rating' as const), frame, rating: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('order' as const), frame, displayOrder: fc.nat({ max: 6 }) }),
  fc.record({
    kind: fc.constant('create' as const),
    status: fc.constantFrom(...STATUSES),
    category: fc.constantFrom(...CATEGORIES),
  }),
  fc.record({ kind: fc.constant('delete' as const), frame }),
);

async function apply(c: Change, ids: number[]): Promise<void> {
  if (c.kind === 'create') {
    ids.push(await create(ids.length + 10, { status: c.status, category: c.category, rating: 3 }));
    return;
  }
  const id = ids[c.frame % ids.length];
  if (id === undefined) return;
  const put = (body: object) => t().call('PUT', `/api/frames/${id}`, { token, body });
  const res =
    c.kind === 'price'
      ? await put({ currentPrice: c.price })
      : c.kind === 'status'
        ? await t().call('PUT', `/api/frames/${id}/status`, { token, body: { status: c.status } })
        : c.kind === 'category'
          ? await put({ category: c.category })
          : c.kind === 'name'
            ? await put({ name: c.name })
            : c.kind === 'rating'
              ? await put({ rating: c.rating })
              : c.kind === 'order'
                ? await put({ displayOrder: c.displayOrder })
                : await t().call('DELETE', `/api/frames/${id}`, { token });
  expect(res.statusCode, JSON.stringify(res.json)).toBeLessThan(300);
  if (c.kind === 'delete') ids.splice(ids.indexOf(id), 1);
}

/** Every URL's cached body, then the same URLs with the cache emptied: they must be the same bytes. */
async function expectCacheTruthful(ids: number[]) {
  const list = urls(ids);
  const cached = await Promise.all(list.map(async (url) => (await t().call('GET', url)).body));
  t().app.services.catalog.clear();
  const fresh = await Promise.all(list.map(async (url) => (await t().call('GET', url)).body));
  for (const [i, url] of list.entries()) expect(cached[i], url).toBe(fresh[i]);
}

describe('public catalogue cache', () => {
  it('answers as the database does after any sequence of changes (seeded; FUZZ_SEED reproduces)', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261124);
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        await t().database.db.delete(frames).where(sql`true`);
        t().app.services.catalog.clear();
        const ids: number[] = [];
        for (let i = 0; i < 6; i++) {
          ids.push(
            await create(i, {
              status: STATUSES[i % 2]!,
              category: CATEGORIES[i % CATEGORIES.length]!,
              rating: i % 4,
            }),
          );
        }
        // Warm every answer; then each change: change one thing, compare what the cache says with the
        // database. The comparison leaves every answer cached afresh (the fresh reads fill the emptied cache,
        // and a hit changes nothing), so the next change starts warm as if every URL had been read again.
        for (const url of urls(ids)) await t().call('GET', url);
        for (const c of changes) {
          await apply(c, ids);
          await expectCacheTruthful(ids);
          expect(t().app.services.catalog.size, 'every answer cached again').toBe(urls(ids).length);
        }
      }),
      { seed, numRuns: 25 },
    );
    // A bound on a hung run, not a timing check: the file takes ~30 s of CPU, and a busy machine stretches
    // that past 180 s of wall time (CI once; this test took 206 s beside three other sessions' work).
  }, 600_000);

  it('keeps every other answer when a price changes, and serves the new price from the rewritten pages', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await create(i, { status: 'IN_STOCK', category: 'Wood', rating: i }));
    // A search and a non-ASCII category are left to the database (dropped on any frame change), and a list
    // sorted by price may reorder: not warmed here.
    const kept = urls(ids).filter(
      (url) => !url.includes('search=') && !url.includes('%C3') && !url.includes('sort=price'),
    );
    for (const url of kept) await t().call('GET', url);
    const catalog = t().app.services.catalog;
    const before = catalog.size;
    expect(before).toBe(kept.length);
    const etag = (await t().call('GET', '/api/public/frames?limit=50')).headers.etag;
    await t().call('PUT', `/api/frames/${ids[1]}`, { token, body: { currentPrice: 1234 } });
    expect(catalog.size).toBe(before);
    const res = await t().call('GET', '/api/public/frames?limit=50');
    expect(res.headers.etag).not.toBe(etag);
    expect(res.json.data.find((f: { id: number }) => f.id === ids[1]).currentPrice).toBe(1234);
    expect((await t().call('GET', `/api/public/frames/${ids[1]}`)).json.data.currentPrice).toBe(1234);
    await expectCacheTruthful(ids);
  });

  it('keeps the catalogue when the marquee changes, drops it when a frame moves', async () => {
    const ids = [await create(0, { status: 'IN_STOCK', category: 'Wood', rating: 1 })];
    ids.push(await create(1, { status: 'IN_STOCK', category: 'Wood', rating: 1 }));
    for (const url of urls(ids)) await t().call('GET', url);
    const catalog = t().app.services.catalog;
    const before = catalog.size;
    const marquee = await t().call('POST', '/api/marquee', { token, body: { text: 'Sale' } });
    expect(marquee.statusCode).toBe(201);
    expect(catalog.size).toBe(before);
    await t().call('PUT', `/api/frames/${ids[1]}`, { token, body: { displayOrder: 0 } });
    expect(catalog.size).toBeLessThan(before);
    await expectCacheTruthful(ids);
  });
});
