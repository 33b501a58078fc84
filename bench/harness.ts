/**
 * What every part of the bench shares: the temporary DATA_DIR, the budgets, child processes (the real
 * server, the bare route) started and stopped, the report lines, and the bench database opened in-process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRuntime } from '../scripts/startRuntime';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const JWT_SECRET = 'bench-secret-of-enough-length-0123456789abcdef';
export const BUDGET = {
  ratio: 0.95,
  p99: 50,
  p95: 50,
  firstLoadKB: 170,
  idleRssPglite: 350,
  idleRssPostgres: 200,
  /** A bulk change on 500 frames (issue 24). */
  bulkSeconds: 2,
};

/** BENCH_DATA_DIR: a folder kept after the run (its catalogue is reused by the next one); else a temporary one. */
const keptDir = process.env.BENCH_DATA_DIR || undefined;
export const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-'));
const children = new Set<ChildProcess>();
/** Every reported line, and whether one was over budget. */
export const outcome = { results: [] as string[], failed: false };

export function report(line: string, ok?: boolean) {
  const mark = ok === undefined ? '' : ok ? '  ok' : '  OVER BUDGET';
  if (ok === false) outcome.failed = true;
  console.log(line + mark);
  outcome.results.push(line + mark);
}

export function freePort(): Promise<number> {
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `node --import tsx <script>` (scripts/start.mjs: as npm start runs it, tsx registered by itself) and waits until `readyUrl` answers (any status below 500). */
export async function startProcess(script: string, env: Record<string, string>, readyUrl: string) {
  const runtime = startRuntime(root);
  const loader = script === 'scripts/start.mjs' ? [] : ['--import', 'tsx']; // start.mjs registers tsx itself
  const child = spawn(process.execPath, [...runtime.flags, ...loader, script], {
    cwd: root,
    env: { ...process.env, ...runtime.env, ...env },
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
    pid: child.pid as number,
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

export const serverEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SEED_DEMO: '0',
  JWT_SECRET,
  LOG_LEVEL: 'warn',
  APP_DIR: join(dataDir, 'no-app'),
  NODE_ENV: 'production',
});

export const startServer = async () => {
  const port = await freePort();
  const server = await startProcess(
    'server/index.ts',
    serverEnv(port),
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...server, base: `http://127.0.0.1:${port}` };
};

/** Opens the bench database in this process (the server is stopped: PGlite has one owner at a time). */
export async function withApp<T>(
  work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
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

/** A process's resident set size in MiB (Linux /proc; NaN elsewhere). */
export function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Runs a bench to its end: cleans up, then exits 1 when a figure was over budget, 2 on an error. */
export async function runBench(work: () => Promise<void>): Promise<never> {
  try {
    await work();
    cleanup();
    process.exit(outcome.failed ? 1 : 0);
  } catch (error) {
    console.error(error);
    cleanup();
    process.exit(2);
  }
}

/** Kills what is left and removes the temporary folder. */
export function cleanup(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
