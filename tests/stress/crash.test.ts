import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { throwawayPostgres } from '../server/helper';
import { burst, random } from './crashBurst';
import { createdAfterRefusal, priceProblem, settled, type Written } from './crashLedger';
import { cleanUpAfterwards, folders, freePort, patiently, sleep, startServer } from './server';

/**
 * Crash safety: the real server (as `npm start` runs it) takes bursts of writes from eight clients and is
 * killed with SIGKILL at a random moment, CRASH_ROUNDS times (default 50) on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. After every restart each acknowledged write is there: every frame
 * whose creation was answered 201, with its last acknowledged price (or a later one that was in flight
 * when the server died), found in the admin list, by id (each round's own; all of them after the last)
 * and by the search index. A write refused with the request deadline's 503 (under load: nothing was saved,
 * docs/api.md) is no failure but a promise, checked after the next restart: the frame it would have created
 * is not there, and a refused price is not held unless a later write set it (tests/stress/crashLedger.ts).
 * A write answered "briefly unavailable" (its database not reached) is sent again as a client does
 * (`patiently`; a create with the same Idempotency-Key); any other refusal while the server lives fails the test.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 50);
const SEED = Number(process.env.CRASH_SEED ?? 20261124);
const ADMIN = { email: 'crash@shop.test', password: 'crash-password-1' };
cleanUpAfterwards();

/**
 * Every acknowledged frame after a restart, each with its name and its last acknowledged price (or one in
 * flight at the kill): all of them in the admin list (every row read, in pages of 1,000), the ones the
 * round wrote (a burst writes only its own round's frames) also by id and through the admin search (the
 * trigram index). After the last round every frame is read by id and searched for as well, so an index
 * entry a kill lost in any round is still found missing (a frame is written only in its own round, so an
 * entry lost later stays lost). (Until then each check read every frame by id, ~15,000 requests a database
 * over 50 rounds, and searched every round's frames, 1,275 searches a database: both grew with the square
 * of the rounds; the list reads every frame in one or two requests.) No frame a create refused with the
 * deadline's 503 named (`refusedNames`) is there.
 */
async function expectAllThere(
  base: string,
  token: string,
  written: Map<number, Written>,
  refusedNames: Set<string>,
  round: number,
  last: boolean,
  reads: { again: number },
) {
  const headers = { authorization: `Bearer ${token}` };
  // A read the server declines with 503 (busy: it could not reach its database or finish the statement in
  // time, docs/api.md) says nothing of what is stored: asked again after its Retry-After, as a client does;
  // every other answer is checked. (CI of 3f7f59c: a frame read by id answered 503 once, the PostgreSQL
  // server starved of CPU beside the browser tests, its 5 s connection wait run out.)
  const read = (url: string) => patiently(url, { headers }, reads, true);
  const frames = [...written.values()];
  const expectHeld = (f: Written, held: { name: string; currentPrice: number } | undefined, how: string) => {
    expect(held, `round ${round}: frame ${f.name} (${f.id}) lost (${how})`).toBeDefined();
    expect(held!.name, `round ${round}: name of ${f.id} (${how})`).toBe(f.name);
    expect(
      priceProblem(f, held!.currentPrice),
      `round ${round}: price of ${f.name} (${how})`,
    ).toBeUndefined();
  };
  const listed = new Map<number, { name: string; currentPrice: number }>();
  for (let page = 1; ; page++) {
    const res = await read(`${base}/api/frames?limit=1000&page=${page}`);
    expect(res.status, `round ${round}: the admin list`).toBe(200);
    const body = (await res.json()) as {
      data: { id: number; name: string; currentPrice: number }[];
      pagination: { pages: number };
    };
    for (const f of body.data) listed.set(f.id, f);
    if (page >= body.pagination.pages) break;
  }
  for (const f of frames) expectHeld(f, listed.get(f.id), 'admin list');
  const names = [...listed.values()].map((f) => f.name);
  const lied = createdAfterRefusal(refusedNames, names);
  expect(lied, `round ${round}: frames created though refused (503, nothing saved)`).toEqual([]);
  const byId = last ? frames : frames.filter((f) => f.name.startsWith(`r${round}-`));
  for (let i = 0; i < byId.length; i += 16) {
    await Promise.all(
      byId.slice(i, i + 16).map(async (f) => {
        const res = await read(`${base}/api/frames/${f.id}`);
        expect(res.status, `round ${round}: frame ${f.name} (${f.id}) lost (by id)`).toBe(200);
        expectHeld(f, ((await res.json()) as { data: { name: string; currentPrice: number } }).data, 'by id');
      }),
    );
  }
  for (const f of frames) settled(f, listed.get(f.id)!.currentPrice); // what later rounds build on
  // The search too: this round's frames every round, every round's after the last (as by id above).
  const rounds = last ? new Set(frames.map((f) => f.name.split('-')[0]!)) : [`r${round}`];
  for (const prefix of rounds) {
    const found = new Set<number>();
    for (let page = 1; ; page++) {
      const res = await read(`${base}/api/frames?search=${prefix}-&limit=100&page=${page}`);
      expect(res.status, `round ${round}: the search for ${prefix}-`).toBe(200);
      const body = (await res.json()) as {
        data: { id: number; name: string }[];
        pagination: { pages: number };
      };
      for (const f of body.data) if (f.name.startsWith(`${prefix}-`)) found.add(f.id);
      if (page >= body.pagination.pages) break;
    }
    for (const f of frames)
      if (f.name.startsWith(`${prefix}-`)) expect(found.has(f.id), `search misses ${f.name}`).toBe(true);
  }
}

const phases = (spent: Record<string, number>) =>
  Object.entries(spent)
    .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');

/**
 * A hung round fails the test (no round stalls this long); a slow one does not: the test runs at idle
 * priority beside CI's browser suites and gets only the CPU they leave, so the whole of it takes what the
 * machine's day gives (the fresh-clone CI of 3929db4 took 27 min, and this test, cut at 20 min by a fixed
 * timeout, had not ended).
 */
const ROUND_LIMIT_MS = 10 * 60_000;
async function withinRoundLimit<T>(label: string, round: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: round ${round} made no progress in ${ROUND_LIMIT_MS / 60_000} min`)),
      ROUND_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([work, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

async function crashRounds(label: string, env: Record<string, string>) {
  const next = random(SEED);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Requests answered "try again" (503 busy, unavailable) and sent again: the bursts' writes, the checks' reads.
  const writesAgain = { again: 0 };
  const readsAgain = { again: 0 };
  let server = await startServer(env, port);
  const login = await patiently(
    `${base}/api/auth/login`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) },
    writesAgain,
  );
  expect(login.status, 'sign-in').toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const written = new Map<number, Written>();
  const refusedNames = new Set<string>();
  let acknowledged = 0;
  let promises = 0;
  // Where the time goes (printed at the end): the bursts, the kills, the restarts, the checks.
  const spent = { burst: 0, kill: 0, restart: 0, check: 0 };
  let t = performance.now();
  const lap = (phase: keyof typeof spent) => {
    const now = performance.now();
    spent[phase] += now - t;
    t = now;
  };
  const crashRound = async (round: number) => {
    t = performance.now();
    const writes = burst(base, token, round, next, written, refusedNames, writesAgain);
    // Kill at a random moment of the burst: after 1 to 40 acknowledged writes, then 0-100 ms more. The
    // clients send nothing new once the kill is decided; the requests they have in flight die with the server.
    await Promise.race([writes.acknowledged(1 + Math.floor(next() * 40)), writes.done]);
    await sleep(Math.floor(next() * 100));
    lap('burst');
    const stopped = writes.stop();
    await server.kill();
    const answered = await stopped;
    acknowledged += answered.acknowledged;
    promises += answered.promises;
    lap('kill');
    server = await startServer(env, port);
    lap('restart');
    await expectAllThere(base, token, written, refusedNames, round, round === ROUNDS, readsAgain);
    lap('check');
  };
  for (let round = 1; round <= ROUNDS; round++) await withinRoundLimit(label, round, crashRound(round));
  await server.kill();
  console.log(
    `[crash] ${label}: ${ROUNDS} kills with SIGKILL during write bursts, ${acknowledged} acknowledged writes (${written.size} frames), 0 lost; ${promises} refused with 503 (nothing saved), none there; ${writesAgain.again} writes and ${readsAgain.again} reads answered 503 or 409 (try again) and sent again; time in ${phases(spent)}`,
  );
}

const common = {
  SEED_DEMO: '0',
  JWT_SECRET: 'crash-secret-of-enough-length-0123456789',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

// PGlite and PostgreSQL side by side: each its own server, port and data; they share nothing.
describe.concurrent('crash safety (kill -9 during write bursts)', () => {
  it(`loses no acknowledged write on PGlite over ${ROUNDS} kills`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
    folders.push(dataDir);
    await crashRounds('PGlite', { ...common, DATA_DIR: dataDir, DATABASE_URL: '' });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    `loses no acknowledged write on PostgreSQL over ${ROUNDS} kills`,
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-pg-'));
      folders.push(dataDir);
      const database = await throwawayPostgres();
      try {
        await crashRounds('PostgreSQL', { ...common, DATA_DIR: dataDir, DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    },
  );
});
