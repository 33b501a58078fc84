import { buildApp } from './app';
import { startBackups } from './backup';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/dataLock';
import { ConfigError, firstRun } from './seed';

/** Listens, and closes gracefully on SIGINT/SIGTERM. Everything else is built in app.ts. */
const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DatabaseLockedError)) throw error;
  // Another server holds this DATA_DIR's database: say so, and stop without a stack.
  console.error(`\n  Cannot start: ${error.message}\n`);
  process.exit(1);
});
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password'] },
});
let report: string[];
try {
  report = await firstRun(app, config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A setting that cannot work (a short ADMIN_PASSWORD, say): say which, and stop without a stack.
  console.error(`\n  Cannot start: ${error.message}\n`);
  await app.close();
  await database.close();
  process.exit(1);
}

// A first start on PGlite runs initdb in a WebAssembly instance of its own (hundreds of MiB), and the demo seed
// decodes pictures: garbage once started, which V8 may hold for a long while before a full collection (an idle
// first start measured 730-760 MiB instead of ~330). One full collection now; npm start passes --expose-gc.
(globalThis as { gc?: () => void }).gc?.();
await app.listen({ port: config.port, host: config.host });
// Picture files a delete left behind when a server stopped between its commit and their removal: swept once
// started, in the background (keys of the last hour are left alone: an upload may be writing them).
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
app.services.images
  .sweepOrphans(new Date(Date.now() - ORPHAN_GRACE_MS))
  .then((removed) => {
    if (removed.length) app.log.info({ removed: removed.length }, 'removed picture files no image refers to');
  })
  .catch((error: unknown) => app.log.warn({ error: String(error) }, 'picture sweep failed'));
// Frames deleted more than 30 days ago leave the trash for good (with their picture files): now and hourly.
const purgeTrash = () =>
  app.services.frames.trash
    .purgeExpired()
    .catch((error: unknown) => app.log.warn({ error: String(error) }, 'trash purge failed'));
void purgeTrash();
setInterval(purgeTrash, 60 * 60 * 1000).unref();
// `npm run backup` asks this server for a consistent backup through DATA_DIR/backup.sock; BACKUP_DIR: nightly.
const stopBackups = await startBackups({ config, database, storage: app.services.storage, log: app.log });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
const lines = [
  '',
  `  Frame shop running at http://${shown}:${config.port}/`,
  `  Admin panel:          http://${shown}:${config.port}/admin/login`,
  `  API docs:             http://${shown}:${config.port}/api/docs`,
  `  Database:             ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`}`,
  ...report,
  ...publicUrlNotice(),
  '',
];
console.log(lines.join('\n'));

/**
 * Listening beyond loopback (phones on the LAN, a proxy) with PUBLIC_URL unset: what it is for, said once a
 * start. Pages work at any address (pictures and links are relative); only what must be absolute uses it.
 */
function publicUrlNotice(): string[] {
  const loopback = /^(127\.|localhost$|::1$|\[::1\]$)/.test(config.host);
  if (process.env.PUBLIC_URL || loopback) return [];
  return [
    '',
    `  PUBLIC_URL is not set: the addresses that must be absolute (canonical links, share previews, structured`,
    `  data, the sitemap and feeds) name ${config.publicUrl}. Set PUBLIC_URL to the address shoppers use (for`,
    '  example https://frames.example) before the shop goes live. Pages, pictures and links work at any address.',
  ];
}

// A stop asked for ends gracefully (WebSockets closed with 1001, the database closed) with 0; a close that
// fails, or a second signal while closing, ends with 1. A crash exits non-zero by itself.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) process.exit(1);
    closing = true;
    let code = 0;
    try {
      await stopBackups();
      await app.close();
      await database.close();
    } catch (error) {
      console.error('Shutdown failed:', error instanceof Error ? error.message : error);
      code = 1;
    }
    process.exit(code);
  });
}
