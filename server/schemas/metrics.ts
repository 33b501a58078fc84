import { type Static, Type } from 'typebox';
import { named } from '../lib/components';

/** Beyond the spec: what the Performance screen shows of the monitoring figures (server/plugins/monitoring.ts). */
export const MonitoringFigures = Type.Object(
  {
    requests: Type.Integer({ description: 'Requests answered since the server started' }),
    serverErrors: Type.Integer({ description: 'Of them, answered with a 5xx' }),
    routes: Type.Array(
      Type.Object({
        method: Type.String(),
        route: Type.String({ description: "The route's pattern (`/api/frames/:id`), or `unmatched`" }),
        requests: Type.Integer(),
        p50Ms: Type.Number({ description: 'Median answer time, ms' }),
        p95Ms: Type.Number({ description: '95th percentile answer time, ms' }),
      }),
      { description: 'The busiest routes (at most 5), busiest first' },
    ),
    eventLoopLagP99Ms: Type.Number({ description: 'Event-loop lag over the last minute or so, p99, ms' }),
    eventLoopLagMaxMs: Type.Number({ description: 'The same, the longest, ms' }),
    databaseWaits: Type.Integer({
      description: 'Queries and transactions that waited for the database (a connection, its turn)',
    }),
    databaseWaitP95Ms: Type.Number({ description: '95th percentile of those waits, ms' }),
    renderedPages: Type.Integer({ description: 'Storefront pages rendered on the server' }),
    pageCacheHits: Type.Integer({ description: 'Storefront pages answered from the kept answers' }),
  },
  {
    description:
      'The figures the Prometheus text of the same route holds (histograms read as percentiles); since the server started unless said',
  },
);
export type MonitoringFigures = Static<typeof MonitoringFigures>;

export const Metrics = named(
  'Metrics',
  Type.Object({
    status: Type.Enum(['healthy', 'warning', 'error']),
    uptime: Type.Number({ description: 'Seconds since the process started' }),
    memory: Type.Object(
      { heapUsed: Type.Number(), heapTotal: Type.Number(), rss: Type.Number() },
      { description: 'Bytes' },
    ),
    nodeVersion: Type.String(),
    platform: Type.String(),
    websocket: Type.Object({ totalConnections: Type.Integer(), adminConnections: Type.Integer() }),
    monitoring: Type.Optional(MonitoringFigures),
  }),
);

/** The Prometheus text exposition (format 0.0.4), answered to METRICS_TOKEN. */
export const PrometheusText = Type.String({
  description:
    'Prometheus text exposition format 0.0.4: http_request_duration_seconds (by method, route, status_code), db_wait_seconds, websocket_connections (by audience), pages_rendered_total, page_cache_hits_total and the process figures (nodejs_eventloop_lag_*, memory, CPU, GC)',
});

export const Health = named('Health', Type.Object({ status: Type.Literal('ok'), database: Type.String() }));
