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
  // A bound on waiting (a first start on PGlite runs initdb), not a timing assertion.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 180 s:\n${output}`);
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
