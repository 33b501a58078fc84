import { defineConfig } from 'vitest/config';
import { reporting } from './tests/reporting.ts';

export default defineConfig({
  test: {
    ...reporting('vitest'),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      { test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // One migrated database (PGlite tarball, PostgreSQL template) that every test server clones.
          globalSetup: ['tests/server/globalSetup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
