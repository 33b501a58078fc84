// The slowest test files and tests of each Vitest JSON report in a folder (.ci/run's summary), then every
// failed test with the start of its message: printed last, so a failure is in the tail of CI's output even
// when the runner's own report of it scrolled far above (the crash test's, official CI of bda0145).
// Usage: node .ci/slowest.mjs <folder> [count]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir = '.tmp/ci', count = '12'] = process.argv.slice(2);
const top = Number(count);
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
if (!existsSync(dir)) process.exit(0);
const failures = [];
for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  let report;
  try {
    report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  } catch {
    continue; // a run that died before writing its report
  }
  const files = report.testResults.map((f) => ({
    file: relative(process.cwd(), f.name),
    ms: f.endTime - f.startTime,
    status: f.status,
  }));
  const tests = report.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({
      name: `${relative(process.cwd(), f.name)} > ${t.fullName}`,
      ms: t.duration ?? 0,
      status: t.status,
      messages: t.failureMessages ?? [],
    })),
  );
  for (const t of tests) if (t.status === 'failed') failures.push({ report: name, ...t });
  const total = files.reduce((sum, f) => sum + f.ms, 0);
  console.log(
    `\n=== ${name}: ${files.length} files, ${report.numTotalTests} tests, ${seconds(total)} of test files in all`,
  );
  console.log(`  slowest files:`);
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(`  ${seconds(f.ms)}  ${f.file}${f.status === 'passed' ? '' : `  (${f.status})`}`);
  console.log(`  slowest tests:`);
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(
      `  ${seconds(t.ms)}  ${t.name.slice(0, 150)}${t.status === 'passed' ? '' : `  (${t.status})`}`,
    );
}
// Colours out, at most 8 lines of each of the first 10 failures.
if (failures.length > 0) {
  console.log(`\n=== ${failures.length} failed tests (the JSON reports)`);
  for (const f of failures.slice(0, 10)) {
    console.log(`  ${f.report}: ${f.name.slice(0, 200)}`);
    for (const line of stripVTControlCharacters(f.messages.join('\n')).split('\n').slice(0, 8))
      console.log(`      ${line.slice(0, 200)}`);
  }
}
