/**
 * A cache-busting flood against the public API (issue 20, docs/security.md): the p50 of
 * `GET /api/public/frames?limit=24` read by 4 clients one request after another, quiet and while 20 clients
 * request `/?bust=<unique>` as fast as they are answered. The server runs a real build (its server renderer
 * included) on the demo catalogue. Before the render cache was keyed on what changes a page, each busted
 * address rendered on the main thread (p50 10 ms → 819 ms); the goal is within 3× of quiet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { cleanup, freePort, report, serverEnv, sleep, startProcess } from './harness';
import { seedSmall } from './seed';
import { build } from './storefront';

const READERS = 4;
const FLOODERS = 20;
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const API = '/api/public/frames?limit=24';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** API read times (ms) by READERS clients until `until` resolves. */
async function readApi(base: string, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.then(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(base + API);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${API} -> ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

/**
 * FLOODERS clients requesting `/?bust=<unique>` until `until` resolves, in a worker thread of their own: the
 * readers' times are the server's answers, not the wait behind the flood's answers in one client event loop
 * (a shopper's browser does not share one with the attacker). Returns the pages answered per status.
 */
async function flood(base: string, until: Promise<unknown>): Promise<Map<number, number>> {
  const worker = new Worker(FLOOD_WORKER, { eval: true, workerData: { base, clients: FLOODERS } });
  const counted = new Promise<Map<number, number>>((resolve, reject) => {
    worker.once('message', (counts: [number, number][]) => resolve(new Map(counts)));
    worker.once('error', reject);
  });
  await until;
  worker.postMessage('stop');
  const statuses = await counted;
  await worker.terminate();
  return statuses;
}

/** The flood's clients (plain JavaScript: a worker started from a string). */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const statuses = new Map();
let done = false;
let n = 0;
parentPort.once('message', () => { done = true; });
Promise.all(Array.from({ length: workerData.clients }, async () => {
  while (!done) {
    const res = await fetch(workerData.base + '/?bust=' + Date.now() + '-' + n++);
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
})).then(() => parentPort.postMessage([...statuses]));
`;

export async function floodBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-flood-'));
  // FLOOD_APP_DIR: an existing `vite build` output (a server change needs no new build).
  const appDir = process.env.FLOOD_APP_DIR ?? join(dir, 'dist');
  try {
    if (!process.env.FLOOD_APP_DIR) await build(appDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The bench's DATA_DIR and catalogue (60 frames, or the 10,000 of the admin part when run by bench/index.ts).
    const server = await startProcess(
      'server/index.ts',
      { ...serverEnv(port), APP_DIR: appDir },
      `${base}${API}`,
    );
    try {
      await readApi(base, sleep(2000)); // warm-up
      await (await fetch(`${base}/`)).arrayBuffer(); // the cached render of /
      const quiet = median(await readApi(base, sleep(FLOOD_SECONDS * 1000)));
      const stopFlood = sleep(FLOOD_SECONDS * 1000 + 1000);
      const flooding = flood(base, stopFlood);
      await sleep(1000); // the flood running
      const during = median(await readApi(base, stopFlood));
      const statuses = await flooding;
      const pages = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
      const ratio = during / quiet;
      console.log(
        `\nCache-busting flood: ${FLOODERS} clients on /?bust=<unique> for ${FLOOD_SECONDS} s (${pages}); ${API} by ${READERS} clients`,
      );
      report(`public API p50 quiet                          ${quiet.toFixed(1).padStart(7)} ms`);
      report(
        `public API p50 during the bust flood          ${during.toFixed(1).padStart(7)} ms   (${ratio.toFixed(2)}× quiet, budget <= 3×)`,
        ratio <= 3,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/flood.ts`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await seedSmall();
  await floodBench().finally(cleanup);
}
