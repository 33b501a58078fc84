/**
 * Monitoring in Prometheus's format (README, "Monitoring"): `GET /api/metrics` answers the Prometheus text to
 * the bearer METRICS_TOKEN (compared in constant time; off when unset), whatever `Accept` says, with request
 * durations by route pattern, method and status, event-loop lag, database waits, live sockets, rendered pages
 * and page-cache hits; a staff token still gets the spec's JSON, with the same figures summed up for the
 * Performance screen; any other token is the 401 envelope.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { quantileOf } from '../../server/lib/histogram';
import { builtApp } from './builtApp';
import { setupTestServer } from './helper';

const TOKEN = 'scraper-token-0123456789abcdef';

/** The value of one series of the text (`name{labels} value`), or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const t = setupTestServer();

  it('serves no Prometheus text: any bearer but a staff token is the 401 envelope', async () => {
    for (const token of [TOKEN, 'anything-at-all-0123456789']) {
      const res = await t().call('GET', '/api/metrics', { token, headers: { accept: 'text/plain' } });
      expect(res.statusCode).toBe(401);
      expect(res.json).toEqual({ success: false, message: expect.any(String) });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('a staff token still gets the JSON, with the monitoring figures beside the spec fields', async () => {
    await t().call('GET', '/api/public/frames?limit=3');
    const { token } = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({
      status: expect.any(String),
      uptime: expect.any(Number),
      memory: { heapUsed: expect.any(Number), heapTotal: expect.any(Number) },
      nodeVersion: process.version,
      platform: process.platform,
      websocket: { totalConnections: expect.any(Number), adminConnections: expect.any(Number) },
    });
    const m = res.json.data.monitoring;
    expect(m.requests).toBeGreaterThanOrEqual(1);
    expect(m.routes).toContainEqual({
      method: 'GET',
      route: '/api/public/frames',
      requests: 1,
      p50Ms: expect.any(Number),
      p95Ms: expect.any(Number),
    });
    expect(m.databaseWaits).toBeGreaterThan(0);
    expect(m.eventLoopLagP99Ms).toBeGreaterThanOrEqual(0);
    expect(m).toMatchObject({ renderedPages: 0, pageCacheHits: 0, serverErrors: 0 });
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  const t = setupTestServer({ metricsToken: TOKEN, appDir: builtApp() });
  const scrape = (headers: Record<string, string> = {}) =>
    t().app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}`, ...headers } });

  it('answers the Prometheus text to the token, whatever Accept says, with every figure', async () => {
    // The second is sent at the door (server/plugins/keptAnswers.ts), before any other hook: timed all the same.
    for (const url of [
      '/api/public/frames?limit=5',
      '/api/public/frames?limit=5',
      '/api/public/frames?limit=7&bust=1',
    ])
      expect((await t().call('GET', url)).statusCode).toBe(200);
    expect(t().app.keptAnswers.hits).toBe(1);
    await t().app.inject({ url: '/' });
    await t().app.inject({ url: '/?bust=1' });
    await t().app.inject({ method: 'POST', url: '/api/no-such-route' });
    vi.spyOn(t().app.services.realtime, 'counts').mockReturnValue({
      totalConnections: 5,
      adminConnections: 2,
    });

    for (const accept of [undefined, 'application/json', 'text/html']) {
      const res = await scrape(accept ? { accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers.etag).toBeUndefined();
      const text = res.body;
      // Requests by the route's pattern, never the address asked for.
      expect(
        seriesValue(
          text,
          'http_request_duration_seconds_count{method="GET",route="/api/public/frames",status_code="200"}',
        ),
      ).toBe(3);
      expect(text).toMatch(
        /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/public\/frames",status_code="200"\} \d+$/m,
      );
      const frames = 'method="GET",route="/api/public/frames",status_code="200"';
      expect(seriesValue(text, `http_request_duration_seconds_bucket{le="+Inf",${frames}}`)).toBe(3);
      expect(seriesValue(text, `http_request_duration_seconds_sum{${frames}}`)).toBeGreaterThan(0);
      expect(text).not.toContain('limit=');
      expect(text).not.toContain('bust');
      expect(
        seriesValue(
          text,
          'http_request_duration_seconds_count{method="POST",route="unmatched",status_code="404"}',
        ),
      ).toBe(1);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
      expect(text).toContain('# TYPE db_wait_seconds histogram');
      expect(seriesValue(text, 'db_wait_seconds_count')).toBeGreaterThan(0);
      expect(seriesValue(text, 'websocket_connections{audience="admin"}')).toBe(2);
      expect(seriesValue(text, 'websocket_connections{audience="visitor"}')).toBe(3);
      expect(seriesValue(text, 'pages_rendered_total')).toBe(1);
      expect(seriesValue(text, 'page_cache_hits_total')).toBe(1);
    }
  });

  it('a wrong token, a near miss and a token without "Bearer" are the 401 envelope', async () => {
    for (const authorization of [
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
    ]) {
      const res = await t().app.inject({ url: '/api/metrics', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await t().app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
  });

  it('a staff token still gets the JSON, its figures the ones of the text', async () => {
    const { token } = await t().userToken({ role: 'SUPER_ADMIN' });
    const text = (await scrape()).body;
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.nodeVersion).toBe(process.version);
    const m = res.json.data.monitoring;
    const frames = m.routes.find((r: { route: string }) => r.route === '/api/public/frames');
    expect(frames.requests).toBe(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/public/frames",status_code="200"}',
      ),
    );
    expect(m.renderedPages).toBe(seriesValue(text, 'pages_rendered_total'));
    expect(m.pageCacheHits).toBe(seriesValue(text, 'page_cache_hits_total'));
    expect(m.databaseWaits).toBeGreaterThanOrEqual(seriesValue(text, 'db_wait_seconds_count') ?? Number.NaN);
  });
});

describe('METRICS_TOKEN and the percentiles', () => {
  it('refuses a token shorter than 16 characters or with spaces at start; unset is off', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-metrics-config-')), JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'has a space 0123456789' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...env, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({ ...env, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('reads a percentile from cumulative buckets as Prometheus does', () => {
    const buckets = [
      { le: 0.01, count: 0 },
      { le: 0.02, count: 10 },
      { le: 0.04, count: 20 },
      { le: Number.POSITIVE_INFINITY, count: 21 },
    ];
    expect(quantileOf(0.25, buckets)).toBeCloseTo(0.01 + 0.01 * (5.25 / 10));
    expect(quantileOf(0.5, buckets)).toBeCloseTo(0.02 + 0.02 * (0.5 / 10));
    expect(quantileOf(0.99, buckets)).toBe(0.04);
    expect(quantileOf(0.5, [{ le: Number.POSITIVE_INFINITY, count: 0 }])).toBe(0);
  });
});
