import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built once into one ES module (tests/stress/globalSetup.ts), for its hundred restarts. */
    serverEntry: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
let outDir: string | undefined;

/**
 * The crash test restarts the server a hundred times: it is built once (esbuild, the compiler tsx runs on
 * each start, its packages left to node_modules) instead of compiled by tsx's loader at each start. The
 * migrations folder goes next to it, where server/db/client.ts looks for it.
 */
export async function setup(project: TestProject) {
  // Inside the checkout, so the bundle's imports of packages resolve to its node_modules.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  outDir = mkdtempSync(join(root, '.tmp', 'stress-server-'));
  await build({
    entryPoints: [join(root, 'server/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(outDir, 'index.mjs'),
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  project.provide('serverEntry', join(outDir, 'index.mjs'));
}

export function teardown() {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}
