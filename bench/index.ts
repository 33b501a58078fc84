/**
 * `npm run bench`: the budgets of docs/architecture.md, measured on this machine.
 *
 *  1. GET /api/public/frames?limit=50 (60 frames) at 50 connections against a bare Fastify route that
 *     answers the same bytes from memory, both as separate processes, in the same run.
 *  2. 10,000 frames: the admin list (pages across the table) and an admin search, sequential requests.
 *  3. Mixed reads and writes at 100 connections, and memory (RSS idle and under load): bench/load.ts.
 *  4. Disk pictures during a 30/s login spray, beside their quiet p50 (bench/spray.ts).
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
import {
  BUDGET,
  cleanup,
  databaseUrl,
  dataDir,
  freePort,
  outcome,
  report,
  seconds,
  startProcess,
  startServer,
} from './harness';
import { mixedLoad } from './load';
import { pick, seedLarge, seedSmall } from './seed';
import { sprayBench } from './spray';
import { storefrontBench } from './storefront';

async function cannon(url: string, duration: number) {
  const result = await autocannon({ url, connections: 50, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function sequential(label: string, urls: (i: number) => string, token: string, n = 200) {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) await (await fetch(urls(i), { headers })).arrayBuffer(); // warm-up
  const times: number[] = [];
  let total = -1;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(urls(i), { headers });
    const body = (await res.json()) as { pagination?: { total: number } };
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${urls(i)} -> ${res.status}`);
    total = body.pagination?.total ?? -1;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  report(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${n} requests, total ${total})`,
    p95 < BUDGET.p95,
  );
  return { p50, p95 };
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

async function largeCatalogue(token: string) {
  const started = Date.now();
  await seedLarge(10_000);
  console.log(
    `\n10,000 frames (inserted in ${((Date.now() - started) / 1000).toFixed(1)} s), sequential requests with a bearer token`,
  );
  const server = await startServer();
  try {
    const base = server.base;
    const res = await fetch(`${base}/api/frames?page=1&limit=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (await res.json()) as { pagination?: { total: number } };
    if (res.status !== 200 || first.pagination?.total !== 10_000)
      throw new Error(`GET /api/frames -> ${res.status}, total ${first.pagination?.total}`);
    // Pages spread over the whole table (1..500), so deep offsets count too.
    await sequential(
      'GET /api/frames?page=N&limit=20 (N in 1..500)',
      (i) => `${base}/api/frames?page=${((i * 37) % 500) + 1}&limit=20`,
      token,
    );
    await sequential(
      'GET /api/frames?page=500&limit=20 (last page)',
      () => `${base}/api/frames?page=500&limit=20`,
      token,
      100,
    );
    const words = ['walnut', 'gilded', 'shadow', 'teak', 'kenyan'];
    await sequential(
      'GET /api/frames?search=<word>&limit=20',
      (i) => `${base}/api/frames?search=${pick(words, i)}&limit=20`,
      token,
    );
    await sequential(
      'GET /api/frames?search=<word>&page=10&limit=20',
      (i) => `${base}/api/frames?search=${pick(words, i)}&page=10&limit=20`,
      token,
      100,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  const started = Date.now();
  console.log(
    `Frame shop bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}, Node ${process.version}`,
  );
  const token = await throughput();
  await mixedLoad(token);
  await largeCatalogue(token);
  await sprayBench();
  await storefrontBench();
  console.log(
    `\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s):\n${outcome.results.map((l) => `  ${l}`).join('\n')}`,
  );
  if (outcome.failed) console.log('\nSome figures are over budget.');
}

try {
  await main();
  cleanup();
  process.exit(outcome.failed ? 1 : 0);
} catch (error) {
  console.error(error);
  cleanup();
  process.exit(2);
}
