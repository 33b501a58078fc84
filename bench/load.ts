/**
 * Mixed load and memory: what a small server renting for a shop holds idle, and how it serves shoppers while
 * the staff edit.
 *
 *  - Idle RSS of a first start with the demo catalogue (what `npm start` does on a new machine), 10 s after
 *    it answers, the highest of FIRST_STARTS (default 3) starts; and of the bench server (60 frames) before
 *    the load.
 *  - Mixed load: 100 connections for LOAD_SECONDS (default 60); each connection repeats 9 shopper reads (the
 *    home list, frame pages, featured, categories, the marquee) and 1 staff write (a frame's price), so 10%
 *    of requests write and every write changes what the reads return. No request may fail; p50/p99 and the
 *    highest RSS seen are reported.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BUDGET,
  databaseUrl,
  dataDir,
  freePort,
  report,
  rssMiB,
  serverEnv,
  sleep,
  startProcess,
  startServer,
} from './harness';

const loadSeconds = Number(process.env.LOAD_SECONDS ?? 60);
const IDLE_SETTLE_MS = 10_000;

/** A database of its own for a first start (PostgreSQL), dropped afterwards; PGlite: a new folder. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const port = await freePort();
  if (!databaseUrl) return { env: { DATA_DIR: `${dataDir}/fresh-${port}` }, drop: async () => {} };
  const name = `bench_fresh_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** First starts measured: each on a new database; the highest idle RSS is the figure (issue 10). */
const FIRST_STARTS = Number(process.env.FIRST_STARTS ?? 3);

/** A first start, as on a new machine: demo catalogue and admin created; RSS once it has settled (MiB). */
async function firstStartRssOnce(): Promise<number> {
  const fresh = await freshDatabase();
  const port = await freePort();
  try {
    // As npm start runs it (scripts/start.mjs, in one process), with a stand-in build so it builds nothing.
    const appDir = `${dataDir}/fresh-app-${port}`;
    mkdirSync(appDir, { recursive: true });
    writeFileSync(`${appDir}/index.html`, '<!doctype html><title>shop</title>');
    const server = await startProcess(
      'scripts/start.mjs',
      { ...serverEnv(port), SEED_DEMO: '1', APP_DIR: appDir, ...fresh.env },
      `http://127.0.0.1:${port}/api/health`,
    );
    try {
      await sleep(IDLE_SETTLE_MS);
      return rssMiB(server.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

/** Several first starts (an idle figure varies from one start to the next): the highest is reported. */
async function firstStartRss(): Promise<void> {
  const readings: number[] = [];
  for (let i = 0; i < FIRST_STARTS; i++) readings.push(await firstStartRssOnce());
  const highest = Math.max(...readings);
  const budget = databaseUrl ? BUDGET.idleRssPostgres : BUDGET.idleRssPglite;
  report(
    `idle RSS, first start with the demo catalogue  ${highest.toFixed(0).padStart(5)} MiB (budget ${budget} MiB; highest of ${readings.map((r) => r.toFixed(0)).join(', ')})`,
    highest <= budget,
  );
}

/** Frame ids of the bench catalogue, read from the public list. */
async function frameIds(base: string): Promise<{ id: number; originalPrice: number }[]> {
  const res = await fetch(`${base}/api/public/frames?limit=100`);
  const body = (await res.json()) as { data: { id: number; originalPrice: number }[] };
  return body.data.map(({ id, originalPrice }) => ({ id, originalPrice }));
}

export async function mixedLoad(token: string): Promise<void> {
  await firstStartRss();
  const server = await startServer();
  try {
    const frames = await frameIds(server.base);
    if (frames.length < 50) throw new Error(`bench catalogue has ${frames.length} frames`);
    await sleep(IDLE_SETTLE_MS);
    const idle = rssMiB(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(server.pid));
    }, 500);
    const pickFrame = () => frames[Math.floor(Math.random() * frames.length)]!;
    const framePage = {
      method: 'GET' as const,
      setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/public/frames/${pickFrame().id}` }),
    };
    const read = (path: string) => ({ method: 'GET' as const, path });
    let writes = 0;
    const write = {
      method: 'PUT' as const,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      setupRequest: (req: autocannon.Request) => {
        const frame = pickFrame();
        writes += 1;
        const currentPrice = Math.round(frame.originalPrice * (0.5 + Math.random() * 0.5));
        return { ...req, path: `/api/frames/${frame.id}`, body: JSON.stringify({ currentPrice }) };
      },
    };
    console.log(
      `\nMixed load: 100 connections, ${loadSeconds} s, 9 reads + 1 price change per round (10% writes), ${frames.length} frames`,
    );
    const result = await autocannon({
      url: server.base,
      connections: 100,
      duration: loadSeconds,
      requests: [
        read('/api/public/frames?limit=50'),
        framePage,
        read('/api/public/marquee'),
        read('/api/public/frames?limit=50'),
        framePage,
        read('/api/public/frames/featured'),
        read('/api/public/frames?limit=50'),
        framePage,
        read('/api/public/frames/categories'),
        write,
      ],
    });
    clearInterval(sampler);
    const failures = result.non2xx + result.errors + result.timeouts;
    report(
      `mixed load, 10% writes                        ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   (${result.requests.total} requests, ~${writes} writes)`,
    );
    report(
      `mixed load failures (non-2xx, errors, timeouts)  ${failures} (${result.non2xx} / ${result.errors} / ${result.timeouts})`,
      failures === 0,
    );
    report(`RSS of the bench server: idle ${idle.toFixed(0)} MiB, highest under load ${peak.toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
}
