/**
 * The performance screen's figures (docs/product.md §3, §7, §8): what a metrics answer holds, when it counts as
 * one, the samples kept for the small charts, and the words shown. Pure, no XState.
 */

/** GET /metrics (docs/product.md §3). Memory in bytes, uptime in seconds. */
export interface MetricsReading {
  status: string;
  uptime: number;
  memory: { heapUsed: number; heapTotal: number };
  nodeVersion: string;
  platform: string;
  websocket: { totalConnections: number; adminConnections: number };
  /** Beyond the spec: the figures the server's Prometheus text holds (an older server has none). */
  monitoring?: MetricsMonitoring | null;
}

/** Requests, event-loop lag, database waits and pages, as GET /metrics sums them up (times in ms). */
export interface MetricsMonitoring {
  requests: number;
  serverErrors: number;
  routes: { method: string; route: string; requests: number; p50Ms: number; p95Ms: number }[];
  eventLoopLagP99Ms: number;
  eventLoopLagMaxMs: number;
  databaseWaits: number;
  databaseWaitP95Ms: number;
  renderedPages: number;
  pageCacheHits: number;
}

/** One point of the charts. */
export interface MetricsSample {
  /** ms since the epoch. */
  at: number;
  heapUsed: number;
  heapTotal: number;
  connections: number;
  adminConnections: number;
}

export const METRICS_TEXTS = {
  invalid: 'Invalid response format',
  failed: 'Failed to fetch metrics',
  loaded: 'Performance metrics loaded successfully',
} as const;

/** While the page stays open and visible, a quiet sample every 15 s (no toast). */
export const SAMPLE_EVERY_MS = 15_000;
/** The charts show the last 10 minutes. */
export const SAMPLE_WINDOW_MS = 10 * 60_000;

/** Spec section 7: 'The metrics answer without a status is an error.' */
export const hasStatus = (answer: unknown): answer is MetricsReading => {
  const status = (answer as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'string' && status.length > 0;
};

/** A failure's text: the answer had no status, else the spec's general one. */
export const metricsFailure = (error: unknown) =>
  error instanceof Error && error.message === METRICS_TEXTS.invalid
    ? METRICS_TEXTS.invalid
    : METRICS_TEXTS.failed;

/** The samples with one more, keeping the last `SAMPLE_WINDOW_MS` (and at most 60 points). */
export function withSample(
  samples: readonly MetricsSample[],
  m: MetricsReading,
  at: number,
): MetricsSample[] {
  const next: MetricsSample = {
    at,
    heapUsed: m.memory?.heapUsed ?? 0,
    heapTotal: m.memory?.heapTotal ?? 0,
    connections: m.websocket?.totalConnections ?? 0,
    adminConnections: m.websocket?.adminConnections ?? 0,
  };
  return [...samples, next].filter((s) => s.at > at - SAMPLE_WINDOW_MS).slice(-60);
}

/** Bytes as megabytes with one decimal: '42.3 MB'. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A time in ms: one decimal below 10 ('1.4 ms'), whole above ('120 ms'). */
export const milliseconds = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

/** The share of page answers the page cache gave: a whole percent of rendered and cached together. */
export const cachedPercent = (m: { renderedPages: number; pageCacheHits: number }) => {
  const all = m.renderedPages + m.pageCacheHits;
  return all > 0 ? Math.round((m.pageCacheHits / all) * 100) : 0;
};

/** The heap used as a whole percent of the heap total. */
export const heapPercent = (m: { heapUsed: number; heapTotal: number }) =>
  m.heapTotal > 0 ? Math.round((m.heapUsed / m.heapTotal) * 100) : 0;

/** Uptime in words: '2 days, 3 hours', '5 hours, 12 minutes', '4 minutes', '12 seconds'. */
export function uptimeInWords(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return hours > 0 ? `${unit(days, 'day')}, ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, 'hour')}, ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  if (minutes > 0) return unit(minutes, 'minute');
  return unit(s, 'second');
}

/** The System Status badge's colour: healthy green, warning orange, error red, anything else grey. */
export function statusPalette(status: string): 'green' | 'orange' | 'red' | 'gray' {
  switch (status.toLowerCase()) {
    case 'healthy':
      return 'green';
    case 'warning':
      return 'orange';
    case 'error':
      return 'red';
    default:
      return 'gray';
  }
}
