/**
 * The stress tests' real server: built once (globalSetup.ts), started as `npm start` runs it on a free port,
 * waited for on /api/health, and killed with SIGKILL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import { startRuntime } from '../../scripts/startRuntime';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A bound on waiting for a server to answer /api/health, not a timing check: a hung start fails, a slow one
 * does not. CI runs these tests at idle priority beside its browser suites, where a server gets only the CPU
 * they leave; there a first start on PGlite (initdb, the migrations, the admin's password hash) took over
 * 180 s, the bound until then (the official CI of bda0145: `server did not start in 180 s`, reproduced beside
 * two processes busy 97% of the time).
 */
const START_LIMIT_MS = 10 * 60_000;

/** What the server answers while it cannot reach its database (docs/api.md), written here again on purpose. */
export const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
/** A repeat of a create whose Idempotency-Key is still being worked on (docs/api.md). */
export const IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/**
 * A request sent again, as a careful client does, while its answer says to after its Retry-After: a 503 "briefly
 * unavailable" (the server could not reach its database, e.g. a connection to PostgreSQL not made in its 5 s by
 * a server starved of CPU at idle priority: no write was acknowledged) and a 409 for a create whose key is still
 * being worked on. With `anyBusy` every 503 is asked again (a read's refusal says nothing of what is stored;
 * the deadline's refusal of a write promises nothing was saved, and the crash test, which checks that promise,
 * leaves `anyBusy` off for its writes). A create must carry an Idempotency-Key, so that asking again never
 * creates twice (an answer lost after its commit is answered again from the first). At most 30 times;
 * `counter.again` counts the repeats (the tests print it). Every other answer is the caller's to judge.
 */
export async function patiently(
  url: string,
  init: RequestInit,
  counter: { again: number },
  anyBusy = false,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if ((res.status !== 503 && res.status !== 409) || attempt === 30) return res;
    const text = await res.text();
    const message = (() => {
      try {
        return (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        return undefined;
      }
    })();
    const again = res.status === 503 ? anyBusy || message === UNAVAILABLE : message === IN_PROGRESS;
    if (!again) return new Response(text, { status: res.status, headers: res.headers });
    counter.again += 1;
    await sleep(1000 * Number(res.headers.get('retry-after') ?? 1));
  }
}
const live = new Set<ChildProcess>();
/** Temporary folders a test made: removed after its file. */
export const folders: string[] = [];

/** Kills the servers still running and removes `folders` once the file's tests end. */
export function cleanUpAfterwards() {
  afterAll(() => {
    for (const child of live) child.kill('SIGKILL');
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * The server as npm start runs it (its node flags and environment), built once (tests/stress/globalSetup.ts),
 * on one data folder or database; but V8's WebAssembly code stays at its baseline compiler (Liftoff), as
 * `--liftoff-only` asks. A process here lives seconds, and each start compiled PGlite's hot WebAssembly again in
 * the optimizing tier, which never paid back: the crash test on PGlite (50 kills) took 264-269 s of CPU, and
 * 178-181 s with baseline code only (docs/bench.md). The code computes the same; only its speed differs.
 */
export async function startServer(env: Record<string, string>, port: number) {
  const runtime = startRuntime(root);
  const child = spawn(process.execPath, [...runtime.flags, '--liftoff-only', inject('serverEntry')], {
    cwd: root,
    env: { ...process.env, ...runtime.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not start in ${START_LIMIT_MS / 60_000} min:\n${output}`);
    await sleep(50);
  }
  return {
    async kill() {
      child.kill('SIGKILL');
      await exited;
      live.delete(child);
    },
  };
}
