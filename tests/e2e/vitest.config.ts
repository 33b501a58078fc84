import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporting } from '../reporting.ts';

/** End-to-end: the real server (npm start's way) on a temporary DATA_DIR, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    ...reporting('e2e'),
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // The test helpers' modules afresh for each file (freshModules.ts); a failed test's pages are
    // screenshotted (E2E_FAILURE_DIR).
    setupFiles: ['tests/e2e/freshModules.ts', 'tests/e2e/failures.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // Files run in parallel workers, each worker on a server of its own (globalSetup.ts starts one per worker,
    // each with its own DATA_DIR). E2E_WORKERS, default one more than the cores: a worker spends part of its
    // time waiting on its page; on 2 cores, 3 workers keep them 90% busy, and the suite took 484 s against
    // 597 s with 2 (docs/bench.md).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
    pool: 'forks',
    // A worker runs its files one after another in one process, on one browser (tests/e2e/fixture.ts): not a
    // process, module imports and a Chromium launch per file.
    isolate: false,
    // What the page shows next may take a while on a busy 2-core machine: wait up to 10 s (a bound on
    // waiting, not a timing assertion).
    expect: { poll: { timeout: 10_000 } },
  },
});
