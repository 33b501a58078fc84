/**
 * What one start of the built server costs (docs/bench.md, CI time): the server as the crash test and the e2e
 * servers run it (tests/serverBuild.ts, npm start's node flags), on a PGlite folder a first start made, started
 * RESTART_RUNS times (default 5) and killed with SIGKILL once /api/health answers. Each start's CPU (user +
 * system, from /proc/<pid>/stat at the moment it answered) and wall time; the CPU is what to compare on a
 * shared machine. `npx tsx bench/restart.ts`; RESTART_PROFILE=1 writes a `--cpu-prof` of the last start to
 * .tmp/restart-profile/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRuntime } from '../scripts/startRuntime';
import { serverEntry } from '../tests/serverBuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RESTART_RUNS ?? 5);
const TICKS_PER_S = 100; // getconf CLK_TCK on Linux
const port = 5600 + Math.floor(Math.random() * 300);

/** user + system seconds of a live process, from /proc/<pid>/stat (fields 14 and 15). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

async function start(entry: string, dataDir: string, profile: boolean) {
  const runtime = startRuntime(root);
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', join(root, '.tmp/restart-profile')] : [];
  const began = performance.now();
  const child = spawn(process.execPath, [...runtime.flags, ...flags, entry], {
    cwd: root,
    env: {
      ...process.env,
      ...runtime.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      JWT_SECRET: 'restart-bench-secret-of-enough-length-0123',
      ADMIN_EMAIL: 'bench@shop.test',
      ADMIN_PASSWORD: 'bench-password-1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const wall = (performance.now() - began) / 1000;
  const cpu = cpuOf(child.pid!);
  // SIGTERM for a profile (written at exit), SIGKILL as the crash test does otherwise.
  child.kill(profile ? 'SIGTERM' : 'SIGKILL');
  await exited;
  return { cpu, wall };
}

const entry = await serverEntry();
const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
try {
  const first = await start(entry, dataDir, false);
  console.log(
    `first start (initdb, migrations, admin): cpu ${first.cpu.toFixed(2)} s, wall ${first.wall.toFixed(2)} s`,
  );
  const cpus: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const profile = process.env.RESTART_PROFILE === '1' && run === RUNS;
    const { cpu, wall } = await start(entry, dataDir, profile);
    cpus.push(cpu);
    console.log(
      `restart ${run}: cpu ${cpu.toFixed(2)} s, wall ${wall.toFixed(2)} s${profile ? ' (profiled)' : ''}`,
    );
  }
  const sorted = [...cpus].sort((a, b) => a - b);
  console.log(
    `restart cpu: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} s, min ${sorted[0]!.toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
