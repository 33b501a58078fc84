import { getHeapStatistics } from 'node:v8';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { failure, Ok, ok } from '../lib/envelope';
import { Health, Metrics, PrometheusText } from '../schemas/metrics';

export const DATABASE_UNAVAILABLE = 'Database unavailable';
/** How long the database may take to answer `select 1` before it counts as down. */
const PING_TIMEOUT_MS = 3000;

/** Whether the database answers `select 1` in time. */
export async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/metrics` (ACTIVE admins: the performance screen, JSON; a scraper with METRICS_TOKEN: Prometheus text) and
 * `/health` (anyone: load balancers).
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/metrics',
    {
      onRequest: async (request) => {
        if (!app.monitoring.isScraper(request)) await app.requireAdmin(request);
      },
      schema: {
        operationId: 'getMetrics',
        summary: 'Process, memory and WebSocket figures; Prometheus text to METRICS_TOKEN',
        description:
          "An ACTIVE admin's token: the JSON envelope the Performance screen reads. The server's METRICS_TOKEN " +
          '(when it is set) as the bearer token: the Prometheus text exposition, whatever `Accept` says. ' +
          'Any other token: 401.',
        tags: ['metrics'],
        security: [{ bearer: [] }, { metricsToken: [] }],
        response: {
          200: {
            content: {
              'application/json': { schema: Ok(Metrics) },
              'text/plain': { schema: PrometheusText },
            },
          },
        },
      },
    },
    async (request, reply) => {
      if (app.monitoring.isScraper(request)) {
        const { contentType, text } = await app.monitoring.exposition();
        return reply.type(contentType).header('cache-control', 'no-store').send(text);
      }
      const { heapUsed, heapTotal, rss } = process.memoryUsage();
      // A warning when the heap nears the most V8 will grow it to: heapTotal is only what it holds now,
      // and is routinely 90% used by a healthy process.
      const status = !(await databaseAnswers(app.database))
        ? ('error' as const)
        : heapUsed > 0.9 * getHeapStatistics().heap_size_limit
          ? ('warning' as const)
          : ('healthy' as const);
      return ok({
        status,
        uptime: process.uptime(),
        memory: { heapUsed, heapTotal, rss },
        nodeVersion: process.version,
        platform: process.platform,
        websocket: app.services.realtime.counts(),
        monitoring: await app.monitoring.summary(),
      });
    },
  );

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer',
        tags: ['metrics'],
        security: [],
        response: { 200: Ok(Health), 503: failure(503, 'The database does not answer') },
      },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers(app.database)))
        return reply.code(503).send({ success: false as const, message: DATABASE_UNAVAILABLE });
      return ok({ status: 'ok' as const, database: app.database.kind });
    },
  );
};

export default metricsRoutes;
