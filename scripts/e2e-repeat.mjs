// `npm run test:e2e:repeat -- N [vitest filters...]`: the e2e suite N times (default 5), each run with its
// files in an order of its own (Vitest's --sequence.shuffle.files with a seed, so a run is replayed with
// `npx vitest run --config tests/e2e/vitest.config.ts --sequence.shuffle.files --sequence.seed=SEED`).
// Every failure is reported with its run's seed, its error and its screenshots (tests/e2e/failures.ts);
// nothing is retried. Exits 1 when any run failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const [count = '5', ...filters] = process.argv.slice(2);
const runs = Number(count);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`usage: npm run test:e2e:repeat -- N [file filters]; N is a whole number (got '${count}')`);
  process.exit(2);
}
const out = join(process.cwd(), '.tmp', 'e2e-repeat');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const failures = [];
const summary = [];
for (let run = 1; run <= runs; run++) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const shots = join(out, `run-${run}`);
  const report = join(out, `run-${run}.json`);
  console.log(`\n=== e2e run ${run} of ${runs}, seed ${seed}`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'tests/e2e/vitest.config.ts',
      '--sequence.shuffle.files',
      `--sequence.seed=${seed}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...filters,
    ],
    { stdio: 'inherit', env: { ...process.env, E2E_FAILURE_DIR: shots } },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const pictures = existsSync(shots) ? readdirSync(shots).map((f) => join(shots, f)) : [];
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of json.testResults) {
      const tests = file.assertionResults.filter((t) => t.status === 'failed');
      // A file that failed without a failed test: its hooks or its import failed.
      const entries = tests.length
        ? tests
        : file.status === 'failed'
          ? [{ fullName: '(the file itself)', failureMessages: [file.message] }]
          : [];
      for (const t of entries) {
        failed += 1;
        const prefix = `${relative(process.cwd(), file.name)
          .replace(/^tests\/e2e\//, '')
          .replace(/\.e2e\.test\.ts$/, '')}--${t.title ?? ''}`.replace(/[^\w.-]+/g, '-');
        failures.push({
          run,
          seed,
          file: relative(process.cwd(), file.name),
          test: t.fullName,
          error: String(t.failureMessages?.[0] ?? '')
            .split('\n')
            .slice(0, 4)
            .join('\n      '),
          screenshots: pictures.filter((p) => t.title && p.includes(`${prefix.slice(0, 120)}--`)),
        });
      }
    }
  }
  if (result.status !== 0 && failed === 0)
    failures.push({
      run,
      seed,
      file: '-',
      test: `vitest exited ${result.status}`,
      error: '',
      screenshots: pictures,
    });
  summary.push(
    `  run ${run}: seed ${seed}, ${seconds} s, ${result.status === 0 ? 'passed' : `FAILED (${failed || 'see its output'})`}`,
  );
}

console.log(`\n=== e2e repeated ${runs} times`);
console.log(summary.join('\n'));
for (const f of failures) {
  console.log(`\n  FAILED in run ${f.run} (seed ${f.seed}): ${f.file} > ${f.test}\n      ${f.error}`);
  for (const p of f.screenshots) console.log(`      screenshot: ${p}`);
  // The run's own filters too (quoted when they hold a space), so the replay runs what failed.
  const asked = filters.map((a) => (/\s/.test(a) ? `'${a}'` : a)).join(' ');
  console.log(
    `      replay: npx vitest run --config tests/e2e/vitest.config.ts --sequence.shuffle.files --sequence.seed=${f.seed}${asked ? ` ${asked}` : ''}`,
  );
}
if (failures.length === 0) console.log(`\n  no failure in ${runs} runs`);
process.exit(failures.length ? 1 : 0);
