/**
 * `npm run bench`: the budgets of docs/architecture.md, measured on this machine.
 *
 *  1. GET /api/public/frames?limit=50 (60 frames) at 50 connections against a bare Fastify route that
 *     answers the same bytes from memory, both as separate processes, in the same run.
 *  1b. The frames CSV round trip on 1,000 frames: export, the same file previewed as "0 changes" (bench/csv.ts).
 *  2. 100,000 frames (bench/catalogue.ts): the collection's search, filters and sorts, the admin search, the
 *     staff's figures (dashboard, stat cards, the admin list's first page) and the sitemap (time, and memory
 *     while it renders), each request a cache miss.
 *  2b. A bulk price change on 500 of those frames, and its undo (bench/bulk.ts).
 *  3. Mixed reads and writes at 100 connections, and memory (RSS idle and under load): bench/load.ts.
 *  4. Disk pictures during a 30/s login spray, beside their quiet p50 (bench/spray.ts).
 *  4b. The public API's p50 during a 20-client `/?bust=<unique>` flood, beside quiet (bench/flood.ts).
 *  4c. 200 pictures uploaded at once: every one answered, stored exactly when acknowledged (bench/burst.ts).
 *  5. The storefront as a phone pays for it (bench/storefront.ts): every script `/` and a frame page load in
 *     10 s, gzipped, no back-office chunk, and Lighthouse mobile scores, LCP and TBT (Chromium present).
 *
 * The real server is `node --import tsx server/index.ts` on a temporary DATA_DIR with SEED_DEMO=0 (PGlite;
 * BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead). BENCH_SECONDS sets the
 * length of each throughput run (default 10).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bulkBench } from './bulk';
import { burstBench } from './burst';
import { catalogueBench } from './catalogue';
import { csvBench } from './csv';
import { floodBench } from './flood';
import {
  BUDGET,
  databaseUrl,
  dataDir,
  freePort,
  outcome,
  report,
  runBench,
  seconds,
  startProcess,
  startServer,
} from './harness';
import { mixedLoad } from './load';
import { seedSmall } from './seed';
import { sprayBench } from './spray';
import { storefrontBench } from './storefront';

async function cannon(url: string, duration: number) {
  const result = await autocannon({ url, connections: 50, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

async function throughput() {
  const token = await seedSmall();
  const server = await startServer();
  const path = '/api/public/frames?limit=50';
  try {
    const res = await fetch(server.base + path);
    const body = Buffer.from(await res.arrayBuffer());
    const json = JSON.parse(body.toString()) as { data: unknown[] };
    if (res.status !== 200 || json.data.length !== 50)
      throw new Error(`${path} -> ${res.status} with ${json.data?.length} frames`);
    const bodyFile = join(dataDir, 'public-frames.json');
    writeFileSync(bodyFile, body);
    const barePort = await freePort();
    const bare = await startProcess(
      'bench/bare.ts',
      { PORT: String(barePort), BODY_FILE: bodyFile, CONTENT_TYPE: res.headers.get('content-type') ?? '' },
      `http://127.0.0.1:${barePort}${path}`,
    );
    try {
      const bareUrl = `http://127.0.0.1:${barePort}${path}`;
      const check = Buffer.from(await (await fetch(bareUrl)).arrayBuffer());
      if (!check.equals(body)) throw new Error('the bare route does not answer the same bytes');
      console.log(
        `\nGET ${path}: ${body.length} bytes, 50 connections, ${seconds} s each (after a 2 s warm-up)`,
      );
      await cannon(bareUrl, 2);
      await cannon(server.base + path, 2);
      const b = await cannon(bareUrl, seconds);
      const r = await cannon(server.base + path, seconds);
      const ratio = r.rps / b.rps;
      report(
        `bare Fastify route (same bytes from memory)   ${b.rps.toFixed(0).padStart(7)} req/s   p50 ${b.p50} ms   p99 ${b.p99} ms`,
      );
      report(
        `real GET /api/public/frames?limit=50          ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`,
        r.p99 < BUDGET.p99,
      );
      report(
        `throughput ratio real/bare                    ${ratio.toFixed(2)} (budget >= ${BUDGET.ratio})`,
        ratio >= BUDGET.ratio,
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
  return token;
}

async function main() {
  const started = Date.now();
  console.log(
    `Frame shop bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}, Node ${process.version}`,
  );
  const token = await throughput();
  await mixedLoad(token);
  await csvBench(token);
  await catalogueBench(token);
  await bulkBench(token);
  await sprayBench();
  await burstBench(token);
  await floodBench();
  await storefrontBench();
  console.log(
    `\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s):\n${outcome.results.map((l) => `  ${l}`).join('\n')}`,
  );
  if (outcome.failed) console.log('\nSome figures are over budget.');
}

await runBench(main);
