import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { adminLines, bootstrapAdmin } from './admin';
import { seedDemo } from './demo';

export { ConfigError, DEFAULT_ADMIN_EMAIL } from './admin';

/** The address people type: `0.0.0.0` is not one. */
export const loginUrlOf = (config: Pick<Config, 'host' | 'port'>) =>
  `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}/admin/login`;

/**
 * First start on an empty database: the first admin (ADMIN_EMAIL/ADMIN_PASSWORD, or a random password
 * printed once) and, unless SEED_DEMO=0, the demo catalogue. Returns the lines to print. Safe to run
 * on every start and from several servers at once: each part only acts on an empty table.
 */
export async function firstRun(app: FastifyInstance, config: Config): Promise<string[]> {
  const { db } = app.database;
  const lines = adminLines(await bootstrapAdmin(db, config), loginUrlOf(config));
  if (!config.seedDemo) return lines;

  const started = Date.now();
  const { images, activity } = app.services;
  const demo = await seedDemo({ db, activity }, (frameId, files, actorId) =>
    images.addImages(frameId, files, actorId, { log: false }),
  );
  if (demo) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    lines.push(
      '',
      `  Demo catalogue created in ${seconds} s: ${demo.frames} frames, ${demo.pictures} pictures, ${demo.labels} labels, ${demo.marquee} marquee items (SEED_DEMO=0 to skip).`,
    );
    if (demo.failures.length > 0)
      lines.push(`  ${demo.failures.length} frames got no pictures: ${demo.failures[0]}`);
  }
  return lines;
}
