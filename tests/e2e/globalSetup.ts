import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEntry } from '../serverBuild';
import { type ServerSource, serverOnTemplate, startServer, stopServer } from './servers';

export { ADMIN } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first server's address (a test reaches its own worker's server through browser.ts's baseUrl()). */
    baseUrl: string;
    /** One server per worker (each its own DATA_DIR): worker n (VITEST_POOL_ID) uses baseUrls[n - 1]. */
    baseUrls: string[];
    chromePath: string;
    skipReason: string;
    /** What a test starts a server of its own from (tests/e2e/servers.ts serverOnTemplate). */
    serverSource: ServerSource;
  }
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
const servers: { stop: () => Promise<unknown> }[] = [];
const folders: string[] = [];

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
    project.provide('serverSource', { entry: '', appDir: '', template: '' });
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
  const source = { entry, appDir, template };
  const baseUrls = await Promise.all(
    Array.from({ length: await serverCount(project) }, async () => {
      const server = await serverOnTemplate(source);
      servers.push(server);
      return server.baseUrl;
    }),
  );
  project.provide('serverSource', source);
  project.provide('baseUrl', baseUrls[0]!);
  project.provide('baseUrls', baseUrls);
  project.provide('chromePath', chromePath);
  project.provide('skipReason', '');
}

export async function teardown() {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}
