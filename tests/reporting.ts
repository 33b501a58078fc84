import { join } from 'node:path';

/**
 * The Vitest configs' reporters: the default one, and with TEST_REPORT_DIR (set by .ci/run) a JSON report
 * `<dir>/<name>.json` too, from which .ci/slowest.mjs lists the slowest files and tests. Never a retry: a
 * flaky test is hunted (npm run test:e2e:repeat), not run again until it passes.
 */
export function reporting(name: string) {
  const dir = process.env.TEST_REPORT_DIR;
  return {
    retry: 0,
    reporters: dir ? ['default', 'json'] : ['default'],
    ...(dir ? { outputFile: { json: join(dir, `${name}.json`) } } : {}),
  };
}
