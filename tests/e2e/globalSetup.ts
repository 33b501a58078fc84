import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEntry } from '../serverBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first server's address (a test reaches its own worker's server through browser.ts's baseUrl()). */
    baseUrl: string;
    /** One server per worker (each its own DATA_DIR): worker n (VITEST_POOL_ID) uses baseUrls[n - 1]. */
    baseUrls: string[];
    chromePath: string;
    skipReason: string;
  }
}

export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-password-123' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Polls the server's health until it answers; fails at once when the server process ends. */
async function waitFor(url: string, ms: number, child: ChildProcess) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the server for ${url} exited (${child.exitCode ?? child.signalCode}) before answering`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} in ${ms} ms`);
}

/** The build is missing or older than a source file of the app (so a test never runs yesterday's app). */
function distIsStale(root: string, outDir: string) {
  const built = join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const newer = (path: string): boolean => {
    if (!existsSync(path)) return false;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt;
    return readdirSync(path).some((name) => newer(join(path, name)));
  };
  return ['src', 'machines', 'schema', 'index.html', 'vite.config.ts', 'package-lock.json'].some((p) =>
    newer(join(root, p)),
  );
}

/**
 * Debian's headless shell (package chromium-headless-shell, the build Playwright itself runs headless) when it
 * is there, else Debian's full chromium. Full Chromium in headless mode starts a WebUI renderer beside every
 * new context; the shell has none. The whole e2e run took 11.4 min with it on a quiet 2-core machine; CI's run
 * with chromium had done 22 of its 57 files after 15 min.
 */
const defaultChrome = () =>
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

const root = new URL('../..', import.meta.url).pathname;
const servers: { child: ChildProcess; dataDir: string }[] = [];
const folders: string[] = [];

/**
 * A server as `npm start` runs it (but built once, tests/serverBuild.ts, instead of compiled by tsx), on
 * `dataDir`; resolves with it and its address once it answers.
 */
async function startServer(entry: string, appDir: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_DIR: appDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_MAX: '1000',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/api/health`, 180_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, baseUrl };
}

/** Stops a server gracefully (SIGKILL after 5 s); resolves with its exit code. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/**
 * One DATA_DIR as a first start leaves it (migrated database, the e2e admin, the demo catalogue and its
 * picture files), made once: a server starts on it and stops gracefully. Each test server starts on a copy of
 * it instead of running initdb, the migrations and the demo seed again.
 */
async function seededTemplate(entry: string, appDir: string) {
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-e2e-template-'));
  folders.push(dir);
  const { child } = await startServer(entry, appDir, dir);
  const code = await stopServer(child);
  if (code !== 0) throw new Error(`the template server (DATA_DIR ${dir}) stopped with ${code}`);
  return dir;
}

/** A server on a copy of the template of its own. */
async function serverOnCopy(entry: string, appDir: string, template: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'frameshop-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const { child, baseUrl } = await startServer(entry, appDir, dataDir);
  servers.push({ child, dataDir });
  return baseUrl;
}

/** As many servers as files can run at once: the resolved maxWorkers (1 without fileParallelism), fewer when fewer files were asked for. */
async function serverCount(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // The file filters given on the command line (Vitest keeps them; not a public field, hence the guard).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters ?? []);
  return Math.max(1, Math.min(workers, testFiles.length));
}

// Named `setup` and `teardown`: with a default export Vitest ignores a named teardown, and the server
// child process kept Vitest from exiting ('something prevents Vite server from exiting', 10 s) and then
// outlived it.
export async function setup(project: TestProject) {
  const chromePath = process.env.CHROME_PATH || defaultChrome();
  if (!existsSync(chromePath)) {
    const reason = `No Chromium at ${chromePath} (set CHROME_PATH): browser tests skipped.`;
    if (process.env.REQUIRE_E2E === '1') throw new Error(reason);
    console.warn(reason);
    project.provide('skipReason', reason);
    project.provide('baseUrl', '');
    project.provide('baseUrls', []);
    project.provide('chromePath', '');
    return;
  }
  // E2E_APP_DIR: build into (and serve) a folder of one's own, so runs side by side never share `dist/`.
  const appDir = process.env.E2E_APP_DIR || join(root, 'dist');
  if (process.env.REBUILD === '1' || distIsStale(root, appDir)) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', appDir, '--emptyOutDir'],
      {
        cwd: root,
        stdio: 'inherit',
        // Vitest sets NODE_ENV=test, which Vite would take for a development build (import.meta.env.DEV
        // true: the app would call http://localhost:5000/api). The e2e tests run what `npm start` serves.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const entry = await serverEntry();
  const template = await seededTemplate(entry, appDir);
  const baseUrls = await Promise.all(
    Array.from({ length: await serverCount(project) }, () => serverOnCopy(entry, appDir, template)),
  );
  project.provide('baseUrl', baseUrls[0]!);
  project.provide('baseUrls', baseUrls);
  project.provide('chromePath', chromePath);
  project.provide('skipReason', '');
}

export async function teardown() {
  await Promise.all(
    servers.splice(0).map(async ({ child, dataDir }) => {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}
