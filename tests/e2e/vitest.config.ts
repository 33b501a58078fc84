import { defineConfig } from 'vitest/config';

/** End-to-end: the real server (npm start's way) on a temporary DATA_DIR, driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // What the page shows next may take a while on a busy 2-core machine: wait up to 10 s (a bound on
    // waiting, not a timing assertion).
    expect: { poll: { timeout: 10_000 } },
  },
});
