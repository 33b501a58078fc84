import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer();

describe('security headers', () => {
  it('every answer carries a real Content-Security-Policy and the hardening headers', async () => {
    for (const url of ['/api/public/frames', '/api/labels', '/api/nope']) {
      const res = await t().call('GET', url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('answers CORS only for the configured origins', async () => {
    const allowed = await t().call('GET', '/api/public/frames', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await t().call('GET', '/api/public/frames', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const { token } = await t().userToken();
    const res = await t().call('POST', '/api/labels', { token, body: { name: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json.success).toBe(false);
  });

  it('never shows a stack or SQL in a 5xx', async () => {
    // This file's own database loses a table: the query fails inside the server.
    await t().database.db.execute(sql`drop table marquee`);
    const res = await t().call('GET', '/api/public/marquee');
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({ success: false, message: 'Internal server error' });
    expect(res.body).not.toMatch(/marquee|select|at \w+ \(/i);
  });
});
