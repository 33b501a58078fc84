/**
 * Starting and stopping the e2e servers: each as `npm start` runs it (but built once, tests/serverBuild.ts,
 * instead of compiled by tsx) on a DATA_DIR of its own. tests/e2e/globalSetup.ts starts one per worker; a test
 * that needs a server set up otherwise (another PUBLIC_URL, say) starts its own with `serverOnTemplate`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-password-123' };

const root = new URL('../..', import.meta.url).pathname;

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

/**
 * A server on `dataDir`, listening on 127.0.0.1; resolves with it and its address once it answers. Its
 * PUBLIC_URL is its own address unless `env` says otherwise (`PUBLIC_URL: ''` leaves it unset).
 */
export async function startServer(
  entry: string,
  appDir: string,
  dataDir: string,
  env: Record<string, string> = {},
) {
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
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/api/health`, 180_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, baseUrl, port };
}

/** Stops a server gracefully (SIGKILL after 5 s); resolves with its exit code. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** Where a test starts a server of its own from: the built server, the built app, the seeded DATA_DIR. */
export interface ServerSource {
  entry: string;
  appDir: string;
  template: string;
}

/** A server on a copy of the seeded template (the demo catalogue, the e2e admin); `stop` also removes its DATA_DIR. */
export async function serverOnTemplate(
  { entry, appDir, template }: ServerSource,
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'frameshop-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const { child, baseUrl, port } = await startServer(entry, appDir, dataDir, env);
  return {
    child,
    baseUrl,
    port,
    dataDir,
    async stop() {
      const code = await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
