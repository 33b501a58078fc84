import { getHeapStatistics } from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /metrics', () => {
  it('401 without a token, 403 when suspended', async () => {
    expect((await t().call('GET', '/api/metrics')).statusCode).toBe(401);
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    expect((await t().call('GET', '/api/metrics', { token: suspended.token })).statusCode).toBe(403);
  });

  it('reports status, uptime, memory, runtime and socket counts to an ADMIN', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.success).toBe(true);
    const data = res.json.data;
    expect(['healthy', 'warning']).toContain(data.status);
    expect(data.uptime).toBeGreaterThan(0);
    expect(data.memory).toEqual({
      heapUsed: expect.any(Number),
      heapTotal: expect.any(Number),
      rss: expect.any(Number),
    });
    expect(data.memory.heapUsed).toBeGreaterThan(0);
    expect(data.nodeVersion).toBe(process.version);
    expect(data.platform).toBe(process.platform);
    expect(data.websocket).toEqual(t().app.services.realtime.counts());
    expect(data.websocket).toEqual({
      totalConnections: expect.any(Number),
      adminConnections: expect.any(Number),
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('is healthy below 90% of the heap limit, even with the current heap 95% used', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const limit = getHeapStatistics().heap_size_limit;
    vi.spyOn(process, 'memoryUsage').mockReturnValue({
      rss: 300,
      heapTotal: 100,
      heapUsed: 95,
      external: 0,
      arrayBuffers: 0,
    });
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.json.data.status).toBe('healthy');
    expect(res.json.data.memory).toEqual({ heapUsed: 95, heapTotal: 100, rss: 300 });
    expect(limit).toBeGreaterThan(1000);
  });

  it('warns when more than 90% of the heap limit is used', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const limit = getHeapStatistics().heap_size_limit;
    vi.spyOn(process, 'memoryUsage').mockReturnValue({
      rss: limit,
      heapTotal: limit,
      heapUsed: Math.ceil(limit * 0.91),
      external: 0,
      arrayBuffers: 0,
    });
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.status).toBe('warning');
  });

  it('reports error when the database does not answer', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const db = t().database.db;
    vi.spyOn(db, 'execute').mockRejectedValue(new Error('connection refused'));
    const res = await t().call('GET', '/api/metrics', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.status).toBe('error');
  });
});

describe('GET /health', () => {
  it('answers ok with the database kind, without a token, cacheable', async () => {
    const res = await t().call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: { status: 'ok', database: t().database.kind } });
    expect(['pglite', 'postgres']).toContain(res.json.data.database);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 503 when the database does not answer', async () => {
    vi.spyOn(t().database.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const res = await t().call('GET', '/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json).toEqual({ success: false, message: 'Database unavailable' });
    expect(res.body).not.toContain('connection refused');
  });

  it('answers 503 when the database hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(t().database.db, 'execute').mockReturnValue(new Promise(() => {}) as never);
      const pending = t().call('GET', '/api/health');
      await vi.advanceTimersByTimeAsync(3500);
      const res = await pending;
      expect(res.statusCode).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });
});
