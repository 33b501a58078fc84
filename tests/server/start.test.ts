/**
 * `npm start` as an operator runs it: one server per PGlite folder (a second one refuses with a clear
 * message and exit 1), SIGTERM to npm stops the server gracefully (WebSockets closed with 1001, exit 0,
 * lock released), a stale lock is taken over, picture files no image refers to are swept once started, and a
 * server whose npm was killed outright stops by itself; listening beyond loopback with PUBLIC_URL unset, it
 * says once what PUBLIC_URL is for.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
const appDir = mkdtempSync(join(tmpdir(), 'shop-start-app-'));
// A stand-in build, so `npm start` does not build the app.
writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>shop</title>');
const lock = join(dataDir, 'db.lock');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(appDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

function start(command: string, args: string[], port: number, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_DIR: appDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      // The picture sweep says what it removed at info level: the test waits on that line.
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'start@shop.test',
      ADMIN_PASSWORD: 'start-password-1',
      PUBLIC_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  return { child, exited, output: () => output };
}

async function up(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no server on ${port}`);
}

/** Polls `check` every 250 ms until it holds (10 s at most). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 40; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function down(port: number) {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} still answers`);
}

describe('npm start', () => {
  it('a second server on the same data folder refuses; SIGTERM stops the first gracefully', async () => {
    const port = await freePort();
    const first = start('npm', ['start', '--silent'], port);
    await up(port);
    expect(existsSync(lock)).toBe(true);
    // On loopback only, PUBLIC_URL unset needs no word.
    await until(() => first.output().includes('Frame shop running at'), 'the start banner');
    expect(first.output()).not.toContain('PUBLIC_URL');

    const second = start(process.execPath, ['scripts/start.mjs'], await freePort());
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain('is in use by another server (pid');

    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    first.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lock)).toBe(false);
  }, 240_000);

  it('takes over a stale lock; sweeps picture files no image refers to; stops by itself when its npm is killed outright', async () => {
    // The pid of a process that has ended.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lock, JSON.stringify({ pid: gone, host: hostname() }));
    // Files a delete left behind (its server stopped after the commit), and one an upload may be writing.
    const folder = join(dataDir, 'uploads', 'frames', '999');
    mkdirSync(folder, { recursive: true });
    const [left, writing] = [join(folder, 'left-480.webp'), join(folder, 'writing-480.webp')];
    for (const file of [left, writing]) writeFileSync(file, 'picture');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(left, twoHoursAgo, twoHoursAgo);
    const port = await freePort();
    // Listening beyond loopback with PUBLIC_URL unset: the start says once what PUBLIC_URL is for.
    const run = start('npm', ['start', '--silent'], port, { HOST: '0.0.0.0' });
    await up(port);
    await until(() => run.output().includes('Frame shop running at'), 'the start banner');
    expect(run.output().match(/PUBLIC_URL is not set/g)).toHaveLength(1);
    expect(run.output()).toContain(
      `name http://localhost:${port}. Set PUBLIC_URL to the address shoppers use`,
    );
    await until(() => run.output().includes('removed picture files no image refers to'), 'the sweep');
    expect(existsSync(left)).toBe(false);
    expect(existsSync(writing)).toBe(true);
    run.child.kill('SIGKILL');
    await down(port);
    // It stopped gracefully: the lock is released.
    await until(() => !existsSync(lock), 'the lock released');
  }, 240_000);
});
