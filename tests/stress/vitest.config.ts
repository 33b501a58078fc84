import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporting } from '../reporting.ts';

/**
 * `npm run test:stress`: crash safety (kill -9 during write bursts), on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL; a backup under write load restored (PGlite: npm run backup / restore; PostgreSQL: pg_dump /
 * pg_restore, as the README gives them).
 */
export default defineConfig({
  test: {
    name: 'stress',
    ...reporting('stress'),
    include: ['tests/stress/**/*.test.ts'],
    globalSetup: ['tests/stress/globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    // Its files side by side, as many as the machine has cores (Vitest's default leaves one idle).
    maxWorkers: availableParallelism(),
    // A bound on the whole run, not a timing check: CI runs the crash test at idle priority beside its browser
    // suites, so it ends when they leave it the CPU (a fixed 20 min cut it on a slow day); a stalled round
    // fails it sooner (crash.test.ts, ROUND_LIMIT_MS).
    testTimeout: 50 * 60_000,
    hookTimeout: 120_000,
  },
});
