/**
 * `npm run bench`: the budgets of design.md, measured on this machine.
 *
 *  1. GET /api/public/frames?limit=50 (60 frames) at 50 connections against a bare Fastify route that
 *     answers the same bytes from memory, both as separate processes, in the same run.
 *  2. 10,000 frames: the admin list (pages across the table) and an admin search, sequential requests.
 *  3. The storefront's first-load JavaScript (entry script + modulepreloads of index.html), gzipped.
 *
 * The real server is `node --import tsx server/index.ts` on a temporary DATA_DIR with SEED_DEMO=0 (PGlite;
 * BENCH_DATABASE_URL=postgres://... runs it on an empty PostgreSQL database instead). BENCH_SECONDS sets the
 * length of each throughput run (default 10).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { frameImages, frameLabels, frames, users } from '../server/db/schema';
import { hashPassword } from '../server/services/passwords';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const JWT_SECRET = 'bench-secret-of-enough-length-0123456789abcdef';
const BUDGET = { ratio: 0.7, p99: 50, p95: 50, firstLoadKB: 170 };

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const children = new Set<ChildProcess>();
const results: string[] = [];
let failed = false;

function report(line: string, ok?: boolean) {
  const mark = ok === undefined ? '' : ok ? '  ok' : '  OVER BUDGET';
  if (ok === false) failed = true;
  console.log(line + mark);
  results.push(line + mark);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `node --import tsx <script>` and waits until `readyUrl` answers (any status below 500). */
async function startProcess(script: string, env: Record<string, string>, readyUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 120_000) throw new Error(`${script} did not start:\n${output}`);
    await sleep(100);
  }
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      children.delete(child);
    },
  };
}

const serverEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SEED_DEMO: '0',
  JWT_SECRET,
  LOG_LEVEL: 'warn',
  APP_DIR: join(dataDir, 'no-app'),
  NODE_ENV: 'production',
});

const startServer = async () => {
  const port = await freePort();
  const server = await startProcess(
    'server/index.ts',
    serverEnv(port),
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...server, base: `http://127.0.0.1:${port}` };
};

/** Opens the bench database in this process (the server is stopped: PGlite has one owner at a time). */
async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, ...serverEnv(0) });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

const WOODS = ['Oak', 'Walnut', 'Teak', 'Mahogany', 'Pine', 'Ebony', 'Cedar', 'Maple', 'Acacia', 'Bamboo'];
const STYLES = ['Classic', 'Rustic', 'Modern', 'Gilded', 'Floating', 'Shadow Box', 'Minimal', 'Ornate'];
const SIZES = ['A4', 'A3', 'A2', '20x25 cm', '30x40 cm', '50x70 cm'];
const CATEGORIES = ['Wooden', 'Metal', 'Gallery', 'Collage', 'Canvas', 'Vintage'];
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

const frameName = (i: number) => `${pick(STYLES, i)} ${pick(WOODS, Math.floor(i / 8))} Frame ${i + 1}`;
const description = (i: number) =>
  `A ${pick(STYLES, i).toLowerCase()} ${pick(WOODS, i * 7).toLowerCase()} frame imported for Kenyan homes, ${pick(SIZES, i)}, glass front, wall hook and stand.`;

const imageRow = (frameId: number, order: number) => {
  const key = `frames/${frameId}/${order}-bench`;
  return {
    frameId,
    imageUrl: `/uploads/${key}-1200.webp`,
    variants: [400, 800, 1200].map((width) => ({ width, url: `/uploads/${key}-${width}.webp`, key })),
    width: 1200,
    height: 900,
    order,
  };
};

/** 60 frames through the services (labels, prices, discounts), two pictures each; a bench user. */
async function seedSmall(): Promise<string> {
  return withApp(async (app) => {
    const [user] = await app.database.db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: 'bench@shop.test',
        passwordHash: await hashPassword('bench password 123'),
        role: 'SUPER_ADMIN',
      })
      .returning();
    const actor = user!.id;
    const labelIds: number[] = [];
    for (const name of ['New', 'Best seller', 'Limited', 'Gift']) {
      labelIds.push((await app.services.labels.create({ name }, actor)).id);
    }
    for (let i = 0; i < 60; i++) {
      const originalPrice = 1500 + (i % 12) * 250;
      const frame = await app.services.frames.create(
        {
          name: frameName(i),
          description: description(i),
          originalPrice,
          currentPrice: i % 3 === 0 ? originalPrice - 300 : originalPrice,
          dimensions: pick(SIZES, i),
          category: pick(CATEGORIES, i),
          labels: labelIds.slice(0, i % 3),
          rating: Math.max((i % 6) - 0.5, 0),
        },
        actor,
      );
      await app.database.db.insert(frameImages).values([imageRow(frame.id, 0), imageRow(frame.id, 1)]);
    }
    return app.services.auth.sign(actor);
  });
}

/** 10,000 frames in all: bulk inserts through drizzle, in batches. */
async function seedLarge(total: number): Promise<void> {
  await withApp(async (app) => {
    const { db } = app.database;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(display_order), 0)` })
      .from(frames);
    const start = row!.n;
    let order = row!.max;
    const labelRows = await db.execute(sql`select id from labels order by id`);
    const labelIds = (labelRows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    const batch = 1000;
    for (let from = start; from < total; from += batch) {
      const values = [];
      for (let i = from; i < Math.min(total, from + batch); i++) {
        const originalPrice = 1000 + (i % 40) * 125;
        const currentPrice = i % 4 === 0 ? originalPrice - 200 : originalPrice;
        order += 1;
        values.push({
          name: frameName(i),
          description: description(i),
          status: i % 9 === 0 ? ('OUT_OF_STOCK' as const) : ('IN_STOCK' as const),
          originalPrice,
          currentPrice,
          discountAmount: originalPrice - currentPrice,
          discountPercentage: Math.round(((originalPrice - currentPrice) / originalPrice) * 10_000) / 100,
          dimensions: pick(SIZES, i),
          category: pick(CATEGORIES, i),
          rating: i % 6,
          displayOrder: order,
        });
      }
      const inserted = await db.insert(frames).values(values).returning({ id: frames.id });
      await db.insert(frameImages).values(inserted.map((f) => imageRow(f.id, 0)));
      const links = inserted.flatMap((f, k) =>
        k % 2 === 0 && labelIds.length ? [{ frameId: f.id, labelId: labelIds[k % labelIds.length]! }] : [],
      );
      if (links.length) await db.insert(frameLabels).values(links);
    }
    await db.execute(sql`analyze`);
  });
}

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

/** Builds the app into a temporary folder and sums the gzipped entry script and its modulepreloads. */
async function firstLoad() {
  const outDir = join(dataDir, 'dist');
  const build = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (${code})`);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /type="module"/.test(tag)) files.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="modulepreload"/.test(tag)) files.add(href);
  }
  if (files.size === 0) throw new Error('no entry script in the built index.html');
  console.log('\nStorefront first load (vite build; entry script + modulepreload links of index.html):');
  let total = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file.replace(/^\//, '')));
    const gz = gzipSync(bytes).length;
    total += gz;
    console.log(
      `  ${file.padEnd(44)} ${(bytes.length / 1000).toFixed(1).padStart(8)} KB raw ${(gz / 1000).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  report(
    `first-load JavaScript, gzipped                 ${(total / 1000).toFixed(1)} KB (budget ${BUDGET.firstLoadKB} KB = ${BUDGET.firstLoadKB * 1000} bytes)`,
    total <= BUDGET.firstLoadKB * 1000,
  );
}

async function main() {
  const started = Date.now();
  console.log(
    `Frame shop bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}, Node ${process.version}`,
  );
  const token = await throughput();
  await largeCatalogue(token);
  await firstLoad();
  console.log(
    `\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s):\n${results.map((l) => `  ${l}`).join('\n')}`,
  );
  if (failed) console.log('\nSome figures are over budget.');
}

const cleanup = async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  await main();
  await cleanup();
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(error);
  await cleanup();
  process.exit(2);
}
