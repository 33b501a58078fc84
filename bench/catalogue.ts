/**
 * 100,000 frames (issue 23): the bench's catalogue bulk-inserted to CATALOGUE_FRAMES (default 100,000; one in
 * 20 a draft) in a few INSERT … SELECT statements, then, against the real server, sequential requests:
 *
 *  - the collection (`GET /api/public/frames`): a search, the category filter, each sort, "in stock only";
 *  - the admin list's search (`GET /api/frames?search=`);
 *  - the staff's figures: the dashboard (`GET /api/dashboard/stats`), the frames screen's stat cards
 *    (`GET /api/frames/stats`) and the admin list's first page as that screen asks for it
 *    (`GET /api/frames?page=1&limit=20`: every status, drafts included, the display order);
 *  - the sitemap: the index and every file it names, cold (rendered) and again (served from its files), with
 *    the time and the server's peak RSS while it renders.
 *
 * Every public request asks for an address not asked before in the run (pages 1-10 × limits 20-39, the pages
 * "Load more" reaches), so the catalogue cache never answers: the figures are the database's. Budgets: p95
 * <= 50 ms per query; the sitemap in <= 2 s, its RSS rise well under its size (streamed, not held).
 * Without a budget, for the record: the admin list's deep pages and a common word sorted by price.
 *
 * `npx tsx bench/catalogue.ts` runs this part alone (its own DATA_DIR; BENCH_DATABASE_URL for PostgreSQL;
 * BENCH_DATA_DIR keeps the catalogue for the next run; CATALOGUE_SITEMAP_ONLY=1 measures the sitemap alone,
 * CATALOGUE_STAFF_ONLY=1 the staff's figures alone).
 */
import { eq } from 'drizzle-orm';
import { users } from '../server/db/schema';
import { BUDGET, databaseUrl, dataDir, report, rssMiB, runBench, startServer, withApp } from './harness';
import { pick, seedBulk, seedSmall } from './seed';

const FRAMES = Number(process.env.CATALOGUE_FRAMES ?? 100_000);
const REQUESTS = Number(process.env.CATALOGUE_REQUESTS ?? 200);
const SITEMAP_SECONDS = 2;
const SITEMAP_ONLY = process.env.CATALOGUE_SITEMAP_ONLY === '1';
const STAFF_ONLY = process.env.CATALOGUE_STAFF_ONLY === '1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A page and a limit no other request of the run asks for (the catalogue cache keys on both). */
const fresh = (i: number) => `page=${1 + (i % 10)}&limit=${20 + (Math.floor(i / 10) % 20)}`;

async function sequential(
  label: string,
  url: (i: number) => string,
  options: { token?: string; budget?: boolean; n?: number } = {},
) {
  const { token, budget = true, n = REQUESTS } = options;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url(i), { headers });
    const body = (await res.json()) as { pagination?: { total: number; capped?: boolean } };
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${url(i)} -> ${res.status}`);
    if (body.pagination) total = `, last total ${body.pagination.total}${body.pagination.capped ? '+' : ''}`;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  report(
    `${label.padEnd(52)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${n}${total})`,
    budget ? p95 <= BUDGET.p95 : undefined,
  );
}

/** Every address of the sitemap (the index, then its files), timed, with the server's RSS sampled meanwhile. */
async function sitemap(base: string, pid: number) {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 5);
  const t0 = performance.now();
  let bytes = 0;
  let addresses = 0;
  try {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    bytes += index.length;
    const files = index.includes('<sitemapindex')
      ? [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
      : [];
    if (!files.length) addresses += index.split('<url>').length - 1;
    for (const file of files) {
      const text = await (await fetch(base + file)).text();
      bytes += text.length;
      addresses += text.split('<url>').length - 1;
    }
    return {
      seconds: (performance.now() - t0) / 1000,
      files: files.length,
      bytes,
      addresses,
      rise: peak - before,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The bench user's token (seedSmall made it; made here when this part runs alone on a new folder). */
/** The bench admin's token (seeding the small catalogue first when the database has none). */
export async function benchToken(): Promise<string> {
  const found = await withApp(async (app) => {
    const [user] = await app.database.db.select().from(users).where(eq(users.email, 'bench@shop.test'));
    return user ? app.services.auth.sign(user) : undefined;
  });
  return found ?? seedSmall();
}

export async function catalogueBench(token: string) {
  const started = Date.now();
  await seedBulk(FRAMES);
  console.log(
    `\n${FRAMES.toLocaleString('en')} frames (bulk-inserted in ${((Date.now() - started) / 1000).toFixed(1)} s), sequential requests, each one a cache miss`,
  );
  const server = await startServer();
  try {
    const base = server.base;
    if (STAFF_ONLY) return await staff(base, token);
    if (!SITEMAP_ONLY) {
      await queries(base, token);
      await staff(base, token);
    }
    await sitemapFigures(base, server.pid);
  } finally {
    await server.stop();
  }
}

/** The collection's and the admin list's queries, each line a sequence of cache misses. */
async function queries(base: string, token: string) {
  const pub = (query: string) => (i: number) => `${base}/api/public/frames?${query}&${fresh(i)}`;
  const words = ['walnut', 'gilded', 'canvas', 'shadow box', 'a3', 'frame 12', 'kenyan', 'teak'];
  const categories = ['Wooden', 'metal', 'Gallery', 'collage', 'Canvas', 'VINTAGE'];
  await sequential('collection: search=<word>', (i) =>
    pub(`search=${encodeURIComponent(pick(words, i))}`)(i),
  );
  await sequential('collection: category=<category>', (i) => pub(`category=${pick(categories, i)}`)(i));
  for (const sort of ['display', 'price_asc', 'price_desc', 'newest', 'rating'])
    await sequential(`collection: sort=${sort}`, pub(`sort=${sort}`));
  await sequential('collection: status=IN_STOCK (in stock only)', pub('status=IN_STOCK'));
  await sequential('collection: category + in stock + sort=price_desc', (i) =>
    pub(`category=${pick(categories, i)}&status=IN_STOCK&sort=price_desc`)(i),
  );
  await sequential(
    'admin list: search=<word>',
    (i) => `${base}/api/frames?search=${encodeURIComponent(pick(words, i))}&${fresh(i)}`,
    { token },
  );
  await sequential('admin list: pages 1..10', (i) => `${base}/api/frames?${fresh(i)}`, { token });
  console.log('  without a budget, for the record:');
  await sequential(
    `admin list: pages across all (1..${FRAMES / 20})`,
    (i) => `${base}/api/frames?page=${1 + ((i * 997) % (FRAMES / 20))}&limit=20`,
    { token, budget: false, n: 50 },
  );
  await sequential(
    'collection: search=<word>&sort=price_asc',
    (i) => pub(`search=${encodeURIComponent(pick(words, i))}&sort=price_asc`)(i),
    { budget: false, n: 50 },
  );
}

/**
 * The staff's figures (issue 44): the dashboard, the frames screen's stat cards and its list's first page as
 * the admin sends them. No server cache holds admin answers, so each request is read from the database.
 */
async function staff(base: string, token: string) {
  await sequential('staff: dashboard figures (/api/dashboard/stats)', () => `${base}/api/dashboard/stats`, {
    token,
  });
  await sequential('staff: frames stat cards (/api/frames/stats)', () => `${base}/api/frames/stats`, {
    token,
  });
  await sequential(
    'staff: admin list, first page (page=1&limit=20)',
    () => `${base}/api/frames?page=1&limit=20`,
    { token },
  );
}

/** The sitemap rendered (cold), then served again from its files. */
async function sitemapFigures(base: string, pid: number) {
  const cold = await sitemap(base, pid);
  const warm = await sitemap(base, pid);
  const mib = (cold.bytes / 2 ** 20).toFixed(1);
  report(
    `sitemap, rendered: index + ${cold.files} files, ${cold.addresses.toLocaleString('en')} addresses, ${mib} MiB   ${cold.seconds.toFixed(2)} s (budget ${SITEMAP_SECONDS} s)`,
    cold.seconds <= SITEMAP_SECONDS,
  );
  report(
    `sitemap, server RSS rise while rendering                ${cold.rise.toFixed(1)} MiB for ${mib} MiB of XML (streamed: well under it)`,
    cold.rise < cold.bytes / 2 ** 20 / 2,
  );
  report(`sitemap, again (served from its files)                   ${warm.seconds.toFixed(2)} s`);
  if (warm.addresses !== cold.addresses) throw new Error('the cached sitemap differs from the rendered one');
}

if (import.meta.url === `file://${process.argv[1]}`)
  await runBench(async () => {
    console.log(
      `Catalogue bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}`,
    );
    await catalogueBench(await benchToken());
  });
