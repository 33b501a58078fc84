import { vi } from 'vitest';

/**
 * Runs first before each test file (tests/e2e/vitest.config.ts, setupFiles): a worker runs its files one
 * after another in one process (isolate: false), and the test helpers keep a file's own state (a stamp its
 * names carry, its token, what it made); each file gets them afresh, as in a process of its own. Two messages
 * files in one worker had shared one stamp, and each found the other's messages under its own subjects. The
 * packages (playwright-core) stay loaded, and the worker's browsers with them (tests/e2e/fixture.ts).
 */
vi.resetModules();
