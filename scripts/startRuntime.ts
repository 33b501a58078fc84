import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How `npm start` runs the server: the environment and node flags of package.json's start script (memory
 * settings: malloc arenas and mmap threshold, V8's young generation). The bench and the crash test start the
 * server with them, so they measure and kill what a shop runs.
 */
export function startRuntime(root: string): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [before, after] = pkg.scripts.start.split(/\bexec node\b/);
  if (after === undefined) throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  const env = Object.fromEntries(
    (before ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const flags = after.trim().split(/\s+/).slice(0, -1); // everything before scripts/start.mjs
  return { env, flags };
}
