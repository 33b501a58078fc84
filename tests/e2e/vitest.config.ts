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
    // A failed test's pages are screenshotted (E2E_FAILURE_DIR).
    setupFiles: ['tests/e2e/failures.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // Files run in parallel workers (E2E_WORKERS, default 2 for our 2-core machines), each worker on a
    // server of its own (globalSetup.ts starts one per worker, each with its own DATA_DIR).
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    pool: 'forks',
    // What the page shows next may take a while on a busy 2-core machine: wait up to 10 s (a bound on
    // waiting, not a timing assertion).
    expect: { poll: { timeout: 10_000 } },
  },
});
