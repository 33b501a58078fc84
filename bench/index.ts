/**
 * `npm run bench`: the budgets of docs/architecture.md, measured on this machine.
 *
 *  1. GET /api/public/frames?limit=50 (60 frames) at 50 connections against a bare Fastify route that
 *     answers the same bytes from memory, both as separate processes, in interleaved rounds: read-only and
 *     while staff make 10 changes a second (bench/throughput.ts).
 *  1b. The frames CSV round trip on 1,000 frames: export, the same file previewed as "0 changes" (bench/csv.ts).
 *  2. 100,000 frames (bench/catalogue.ts): the collection's search, filters and sorts, the admin search, the
 *     staff's figures (dashboard, stat cards, the admin list's first page) and the sitemap (time, and memory
 *     while it renders), each request a cache miss.
 *  2b. A bulk price change on 500 of those frames, and its undo (bench/bulk.ts).
 *  3. Mixed reads and writes at 100 connections, and memory (RSS idle and under load): bench/load.ts.
 *  4. Disk pictures during a 30/s login spray, beside their quiet p50 (bench/spray.ts).
 *  4b. The public API's p50 while 20 clients in another process flood unique addresses, beside quiet
 *     (bench/flood.ts).
 *  4c. 200 pictures uploaded at once: every one answered, stored exactly when acknowledged (bench/burst.ts).
 *  5. The storefront as a phone pays for it (bench/storefront.ts): every script `/` and a frame page load in
 *     10 s, gzipped, no back-office chunk, and Lighthouse mobile scores, LCP and TBT (Chromium present).
 *
 * The real server is `node --import tsx server/index.ts` on a temporary DATA_DIR with SEED_DEMO=0 (PGlite;
 * BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead). BENCH_SECONDS sets the
 * length of each throughput run (default 10).
 */
import { bulkBench } from './bulk';
import { burstBench } from './burst';
import { catalogueBench } from './catalogue';
import { csvBench } from './csv';
import { floodBench } from './flood';
import { databaseUrl, dataDir, outcome, runBench } from './harness';
import { mixedLoad } from './load';
import { seedSmall } from './seed';
import { sprayBench } from './spray';
import { storefrontBench } from './storefront';
import { throughputBench } from './throughput';

async function main() {
  const started = Date.now();
  console.log(
    `Frame shop bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}, Node ${process.version}`,
  );
  // BENCH_ONLY=storefront: the storefront part alone (its build, the pages' scripts, Lighthouse).
  if (process.env.BENCH_ONLY !== 'storefront') {
    const token = await seedSmall();
    await throughputBench(token);
    await mixedLoad(token);
    await csvBench(token);
    await catalogueBench(token);
    await bulkBench(token);
    await sprayBench();
    await burstBench(token);
    await floodBench();
  }
  await storefrontBench();
  console.log(
    `\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s):\n${outcome.results.map((l) => `  ${l}`).join('\n')}`,
  );
  if (outcome.failed) console.log('\nSome figures are over budget.');
}

await runBench(main);
