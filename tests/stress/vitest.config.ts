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
    testTimeout: 20 * 60_000,
    hookTimeout: 120_000,
  },
});
