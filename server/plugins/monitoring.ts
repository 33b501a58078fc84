import { createHash, timingSafeEqual } from 'node:crypto';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { cumulativeOf, KeptHistogram, quantileOf, type Series } from '../lib/histogram';
import type { MonitoringFigures } from '../schemas/metrics';
import { bearerToken } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    monitoring: {
      /** One storefront page rendered on the server. */
      pagesRendered: Counter;
      /** One storefront page answered from the kept answers: no render, no assembly. */
      pageCacheHits: Counter;
      /** Whether the request carries METRICS_TOKEN as its bearer token (compared in constant time). */
      isScraper(request: FastifyRequest): boolean;
      /** The Prometheus text exposition of this app's and the process's metrics, with its content type. */
      exposition(): Promise<{ contentType: string; text: string }>;
      summary(): Promise<MonitoringFigures>;
    };
  }
}

/** The route label of a request no route matched: one value, however many addresses are asked for. */
export const UNMATCHED = 'unmatched';
/** Routes the Performance screen lists. */
const TOP_ROUTES = 5;

const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_WAIT_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5,
];

let processRegistry: Registry | undefined;
/**
 * The process's own figures (event-loop lag, heap, garbage collection, CPU, handles), collected once per
 * process however many apps it builds (the tests build many): each collection keeps a monitor running.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

let loop: { histogram: IntervalHistogram; since: number } | undefined;
/** The screen's event-loop monitor, started once per process. */
function loopMonitor() {
  if (!loop) {
    loop = { histogram: monitorEventLoopDelay({ resolution: 20 }), since: Date.now() };
    loop.histogram.enable();
  }
  return loop;
}
/** Window of the screen's event-loop lag: its monitor starts over once a reading finds it this old. */
const LAG_WINDOW_MS = 60_000;
/**
 * The event-loop lag the Performance screen shows: p99 and max over the last minute or so, from a monitor of
 * its own, so reading it never resets the one the Prometheus text reports (which starts over at each scrape).
 */
function eventLoopLag(): { p99Ms: number; maxMs: number } {
  const monitor = loopMonitor();
  const { histogram } = monitor;
  const lag =
    histogram.count > 0 ? { p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6 } : null;
  if (Date.now() - monitor.since >= LAG_WINDOW_MS) {
    histogram.reset();
    monitor.since = Date.now();
  }
  return lag ?? { p99Ms: 0, maxMs: 0 };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
const ms = (seconds: number) => Math.round(seconds * 100_000) / 100;

/**
 * Monitoring in Prometheus's format (README, "Monitoring"): a registry of this app's own (request durations
 * by route pattern, method and status, database waits, live sockets, rendered pages and page-cache hits)
 * beside the process's figures, read as text by `GET /api/metrics` with METRICS_TOKEN, and summed up for the
 * Performance screen.
 */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; metricsToken: string | undefined }) => {
    const registry = new Registry();
    loopMonitor();

    const durations = new KeptHistogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the arrival of a request to its answer, by method, route pattern and status code',
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    // A series per route, method and status, made at its first answer: recording one is three map reads and
    // a few additions, nothing allocated (every request passes here, the public catalogue's too).
    const byRoute = new Map<string, Map<string, Map<number, Series>>>();
    const seriesOf = (route: string, method: string, status: number): Series => {
      let byMethod = byRoute.get(route);
      if (!byMethod) {
        byMethod = new Map();
        byRoute.set(route, byMethod);
      }
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(method, byStatus);
      }
      let series = byStatus.get(status);
      if (!series) {
        series = durations.series({ method, route, status_code: String(status) });
        byStatus.set(status, series);
      }
      return series;
    };
    app.addHook('onResponse', (request, reply, done) => {
      seriesOf(request.routeOptions.url ?? UNMATCHED, request.method, reply.statusCode).record(
        reply.elapsedTime / 1000,
      );
      done();
    });

    const waits = new KeptHistogram({
      name: 'db_wait_seconds',
      help: 'Time a query or transaction waited for the database before it began (a pool connection, its turn on PGlite)',
      buckets: DB_WAIT_BUCKETS,
      registers: [registry],
    }).series();
    const stopHearing = opts.database.onWait((seconds) => waits.record(seconds));

    new Gauge({
      name: 'websocket_connections',
      help: 'Live WebSockets at /api/ws, by audience: admin (a signed-in admin) or visitor',
      labelNames: ['audience'] as const,
      registers: [registry],
      collect() {
        const { totalConnections, adminConnections } = app.services.realtime.counts();
        this.set({ audience: 'admin' }, adminConnections);
        this.set({ audience: 'visitor' }, totalConnections - adminConnections);
      },
    });
    const pagesRendered = new Counter({
      name: 'pages_rendered_total',
      help: 'Storefront pages rendered on the server',
      registers: [registry],
    });
    const pageCacheHits = new Counter({
      name: 'page_cache_hits_total',
      help: 'Storefront pages answered from the kept answers (no render)',
      registers: [registry],
    });

    const expected = opts.metricsToken === undefined ? undefined : sha256(opts.metricsToken);
    const isScraper = (request: FastifyRequest) => {
      if (!expected) return false;
      const token = bearerToken(request.headers.authorization);
      // Digests of equal length: the comparison takes the same time whatever the token's length or content.
      return token !== undefined && timingSafeEqual(sha256(token), expected);
    };

    const summary = async (): Promise<MonitoringFigures> => {
      const routes = [...byRoute].flatMap(([route, byMethod]) =>
        [...byMethod].map(([method, byStatus]) => {
          const series = [...byStatus.values()];
          return { method, route, series, requests: series.reduce((sum, s) => sum + s.count, 0) };
        }),
      );
      routes.sort((a, b) => b.requests - a.requests);
      const lag = eventLoopLag();
      const counted = async (counter: Counter) => (await counter.get()).values[0]?.value ?? 0;
      return {
        requests: routes.reduce((sum, r) => sum + r.requests, 0),
        serverErrors: durations.allSeries
          .filter((s) => Number(s.labels.status_code) >= 500)
          .reduce((sum, s) => sum + s.count, 0),
        routes: routes.slice(0, TOP_ROUTES).map(({ method, route, series, requests }) => {
          const buckets = cumulativeOf(series);
          return {
            method,
            route,
            requests,
            p50Ms: ms(quantileOf(0.5, buckets)),
            p95Ms: ms(quantileOf(0.95, buckets)),
          };
        }),
        eventLoopLagP99Ms: Math.round(lag.p99Ms * 100) / 100,
        eventLoopLagMaxMs: Math.round(lag.maxMs * 100) / 100,
        databaseWaits: waits.count,
        databaseWaitP95Ms: ms(quantileOf(0.95, waits.cumulative())),
        renderedPages: await counted(pagesRendered),
        pageCacheHits: await counted(pageCacheHits),
      };
    };

    // Merged once every metric is registered: the merge copies the registries' metrics as they are now.
    const exposed = Registry.merge([processMetrics(), registry]);
    app.decorate('monitoring', {
      pagesRendered,
      pageCacheHits,
      isScraper,
      exposition: async () => ({ contentType: exposed.contentType, text: await exposed.metrics() }),
      summary,
    });
    app.addHook('onClose', (_app, done) => {
      stopHearing();
      registry.clear();
      exposed.clear();
      done();
    });
  },
  { name: 'monitoring' },
);
