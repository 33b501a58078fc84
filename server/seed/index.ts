import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * First start on an empty database: the first admin (ADMIN_EMAIL/ADMIN_PASSWORD, or a random password
 * printed once) and, unless SEED_DEMO=0, the demo catalogue. Returns the lines to print.
 */
export async function firstRun(_app: FastifyInstance, _config: Config): Promise<string[]> {
  // TODO(issue 2): bootstrap admin and demo catalogue.
  return [];
}
