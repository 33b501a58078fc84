import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { longFirst } from './tests/longFirst.ts';
import { reporting } from './tests/reporting.ts';

export default defineConfig({
  test: {
    ...reporting('vitest'),
    // As many test files at once as the machine has cores (Vitest's default leaves one idle: one file at a
    // time on a 2-core machine). VITEST_MAX_WORKERS still overrides it.
    maxWorkers: availableParallelism(),
    // The files that take tens of seconds first (CI's slowest-files table), so none of them ends alone.
    sequence: {
      sequencer: longFirst([
        'server/fuzz.test.ts',
        'server/start.test.ts',
        'server/catalog-cache.test.ts',
        'machines/frameForm.test.ts',
        'server/pages.test.ts',
      ]),
    },
    projects: [
      {
        test: {
          name: 'unit',
          // The unit and machine files share their workers' processes (a fresh process and module graph per
          // file cost two thirds of their CPU time): a file resets what it reads of shared fakes itself.
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'machines',
          isolate: false,
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          // A bound on a hung test, not a timing check: walking a machine's every state and transition
          // takes ~0.5 s alone and took 5.8 s in CI under load, past Vitest's default 5 s (labelDialog).
          testTimeout: 30_000,
        },
      },
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
          // One module cache per worker across files (a fresh process per file re-imported the whole server:
          // -38% CPU). So a test file must not set up a server at a fixture's import (call setupFramesServer()
          // etc. at its top) nor use vi.mock (it would not reach a module an earlier file loaded).
          isolate: false,
        },
      },
    ],
  },
});
