// `npm start`: builds the app when there is no build yet, then runs the server in this same process (it
// migrates the database and serves API and app on one port). One process: SIGINT/SIGTERM reach the server
// itself (it closes gracefully, WebSockets with 1001), and the exit code is the server's own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const appDir = process.env.APP_DIR || 'dist';
if (!existsSync(join(appDir, 'index.html')) || process.env.REBUILD === '1') {
  console.log('Building the app (first start)...');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', appDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (build.signal) process.kill(process.pid, build.signal);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Started by npm (or another launcher) and orphaned when it is killed outright: stop too, gracefully,
// rather than hold the port and the database with nobody to stop us.
const parent = process.ppid;
if (parent > 1)
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 1000).unref();

register();
await import('../server/index.ts');
