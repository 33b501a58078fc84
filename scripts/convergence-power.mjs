#!/usr/bin/env node
/**
 * The convergence test's power check (tests/e2e/convergence.e2e.test.ts, docs/architecture.md "Live changes
 * converge"): for each kind of server event, a scratch copy of the built app in which the client no longer
 * handles that kind (its `shopEvent`, src/api/cache.ts, returns at once for it, as if its `case` were
 * deleted) is served to the convergence test. The run must fail; the script prints, per kind, caught or not
 * and the first line of the failure.
 *
 *   node scripts/convergence-power.mjs [kind ...]    (all kinds without arguments)
 *
 * The app is built once (vite build, as tests/e2e/globalSetup.ts does) into a scratch folder; each kind gets
 * a copy with the one chunk that holds `shopEvent` patched (its precompressed twins removed, so the patched
 * file is what the server sends). CONVERGENCE_SEED and CONVERGENCE_RUNS are passed on (seed 1 and 20
 * sequences unless set). Nothing of the checkout is changed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every event type the server sends (server/services/*: `events.publish`). */
const EVENT_KINDS = [
  'frame.created',
  'frame.updated',
  'frame.deleted',
  'frames.reordered',
  'label.changed',
  'marquee.changed',
  'message.created',
  'message.updated',
  'message.deleted',
  'user.changed',
  'activity.created',
  'enquiries.changed',
];

const root = new URL('..', import.meta.url).pathname;
const kinds = process.argv.slice(2).length ? process.argv.slice(2) : EVENT_KINDS;
const scratch = mkdtempSync(join(tmpdir(), 'convergence-power-'));
const base = join(scratch, 'base');

const built = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', base, '--emptyOutDir'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
if (built.status !== 0) throw new Error('vite build failed');

// `shopEvent`'s switch over the event type, as the minifier writes it.
const SWITCH = /switch\(([\w$]+)\)\{case[`"']frame\.updated[`"']/;
const assets = join(base, 'assets');
const chunk = readdirSync(assets).find(
  (f) => f.endsWith('.js') && SWITCH.test(readFileSync(join(assets, f), 'utf8')),
);
if (!chunk) throw new Error("no chunk holds shopEvent's switch");

const rows = [];
try {
  for (const kind of kinds) {
    const app = join(scratch, kind);
    cpSync(base, app, { recursive: true });
    const file = join(app, 'assets', chunk);
    const source = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      source.replace(SWITCH, (m, type) => `if(${type}===${JSON.stringify(kind)})return;${m}`),
    );
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--config',
        'tests/e2e/vitest.config.ts',
        'tests/e2e/convergence.e2e.test.ts',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          NO_COLOR: '1',
          E2E_APP_DIR: app,
          // The convergence test is opt-in (npm run test:convergence sets it): without it, nothing would run.
          CONVERGENCE: '1',
          CONVERGENCE_SEED: process.env.CONVERGENCE_SEED ?? '1',
          CONVERGENCE_RUNS: process.env.CONVERGENCE_RUNS ?? '20',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    rmSync(app, { recursive: true, force: true });
    const out = `${run.stdout}\n${run.stderr}`;
    const failure = out.match(/AssertionError: (seed \d+, [^\n]*)/)?.[1] ?? '';
    const diff = out.match(/\n {2}open: {2}…[^\n]*\n {2}fresh: …[^\n]*/)?.[0].trim() ?? '';
    const caught = run.status !== 0 && failure !== '';
    // A run in which the test did not run proves nothing either way.
    if (!/Tests\s+\d+ (passed|failed)/.test(out))
      throw new Error(`${kind}: the convergence test did not run:\n${out}`);
    rows.push({
      kind,
      caught,
      failure: failure.slice(0, 140),
      diff: diff.replace(/\s+/g, ' ').slice(0, 300),
    });
    console.log(`${kind}: ${caught ? 'caught' : 'NOT caught'}${failure ? `\n  ${failure}\n  ${diff}` : ''}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log('\n| event kind | handling removed: caught | where |\n|---|---|---|');
for (const r of rows)
  console.log(`| ${r.kind} | ${r.caught ? 'yes' : 'NO'} | ${r.failure.split(':')[0].replace(/\|/g, '/')} |`);
process.exit(rows.every((r) => r.caught) ? 0 : 1);
