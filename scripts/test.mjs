// `npm test`: the whole test suite (the README's command; .ci/run calls it as one step). The type check
// (`npm run typecheck`) and the lint (`npm run lint`) run while `vitest run` runs (unit, machines, server):
// on a 2-core machine the type check alone held a core for about a minute before the tests started, one after
// the other. The type check is TypeScript 7's native compiler on one thread (package.json's `typecheck`): it
// takes its CPU from `vitest run`, 12 s of it where TypeScript 5.9's tsc took 45 s (docs/bench.md). Their output is printed in one piece each once `vitest run` ends (Vitest's own output comes as
// it goes). Then, when all three passed, the end-to-end suite (`npm run test:e2e`), as before. Exits 1 when
// any part failed; a part's failure never stops the parts already running, so every failure is reported.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command; with `buffered`, its output (stdout and stderr, in the order they came) is kept. */
function run(name, command, args, buffered) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks = [];
  if (buffered) {
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
  }
  return new Promise((resolve) => {
    const end = (outcome) =>
      resolve({
        name,
        ok: outcome === 0,
        outcome,
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(chunks).toString(),
      });
    child.once('error', (error) => end(error.message));
    child.once('close', (code, signal) => end(code ?? signal));
  });
}

const line = ({ name, ok, outcome, seconds }) =>
  `=== ${name}: ${ok ? 'passed' : `FAILED (${outcome})`} in ${seconds} s`;

if (process.argv.length > 2)
  console.warn(`npm test takes no arguments (ignored: ${process.argv.slice(2).join(' ')})`);

const beside = [
  run('npm run typecheck', npm, ['run', 'typecheck'], true),
  run('npm run lint', npm, ['run', 'lint'], true),
];
const parts = [await run('vitest run', process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], false)];
for (const part of await Promise.all(beside)) {
  console.log(`\n${line(part)} (beside vitest run); its output:\n${part.output.trimEnd()}`);
  parts.push(part);
}
if (parts.every((part) => part.ok))
  parts.push(await run('npm run test:e2e', npm, ['run', 'test:e2e'], false));
else console.log('\n=== npm run test:e2e: not run (a part above failed)');

console.log(`\n${parts.map(line).join('\n')}`);
process.exitCode = parts.every((part) => part.ok) ? 0 : 1;
