/**
 * A flood of unique addresses against the public API (docs/security.md): the p50 of
 * `GET /api/public/frames?limit=24` read by 4 clients one request after another, quiet and while 20 clients in
 * another process request unique addresses as fast as they are answered (cache-busted pages, searches and
 * frames that each need a render, made-up paths). The server runs a real build (its server renderer
 * included). Renders run in a thread pool at a lower priority, bounded (server/lib/renderPool.ts); the goal
 * is within 3× of quiet.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * FLOODERS clients flooding unique addresses until `until` resolves, from another process, as an attacker's
 * would be (neither its event loop nor its CPU time is the server's or the readers'). Each client takes the
 * addresses in turn: `/?bust=<unique>` (the kept home page), `/frames?search=<unique>` (a real render each),
 * `/frame/<unique id>` (a frame that does not exist: a render each) and `/<unique>` (an unknown path: the kept
 * not-found page). Returns the pages answered per status.
 */
async function flood(base: string, until: Promise<unknown>): Promise<Map<number, number>> {
  const child = spawn(process.execPath, ['-e', FLOOD_SCRIPT, base, String(FLOODERS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the flood exited ${code}`)))),
  );
  await until;
  child.stdin.end('stop');
  await exited;
  return new Map(JSON.parse(out) as [number, number][]);
}

/** The flood's clients (plain JavaScript, run by `node -e`): they stop when their standard input ends. */
const FLOOD_SCRIPT = `
const [base, clients] = process.argv.slice(1);
const statuses = new Map();
let done = false;
let n = 0;
process.stdin.on('data', () => {}).on('end', () => { done = true; });
const address = (i) => {
  const u = Date.now().toString(36) + '-' + i;
  return ['/?bust=' + u, '/frames?search=' + u, '/frame/' + (100000000 + i), '/' + u][i % 4];
};
Promise.all(Array.from({ length: Number(clients) }, async () => {
  while (!done) {
    const res = await fetch(base + address(n++));
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
})).then(() => process.stdout.write(JSON.stringify([...statuses])));
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
        `\nFlood of unique addresses from another process: ${FLOODERS} clients for ${FLOOD_SECONDS} s (${pages}); ${API} by ${READERS} clients`,
      );
      report(`public API p50 quiet                          ${quiet.toFixed(1).padStart(7)} ms`);
      report(
        `public API p50 during the flood               ${during.toFixed(1).padStart(7)} ms   (${ratio.toFixed(2)}× quiet, budget <= 3×)`,
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
