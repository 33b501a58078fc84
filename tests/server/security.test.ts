import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/lib/inlineScripts';
import { BODY_TOO_LARGE } from '../../server/plugins/errors';
import { setupTestServer } from './helper';

const t = setupTestServer();
const proxied = setupTestServer({ trustProxy: true });

/** A built app whose index.html runs one inline module (as src/boot.ts is built) beside data blocks. */
const BOOT = 'document.body.dataset.booted = "yes";';
function appWithInlineScript() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-csp-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>Frame Shop</title><script type="module">${BOOT}</script>
    <script type="application/ld+json">{"@type":"Store"}</script>
    <template data-deferred-scripts><script type="module" crossorigin src="/assets/index-1.js"></script></template>
    </head><body><div id="root"></div><script type="application/json" id="ssr-data">{}</script></body></html>`,
  );
  return dir;
}
const withBoot = setupTestServer({ appDir: appWithInlineScript() });

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
      // Over plain http HSTS means nothing: it is sent only over https.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // Connections (fetch, WebSocket) only to this origin.
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).not.toMatch(/connect-src[^;]*ws:/);
    }
  });

  it('sends HSTS over https, told by a trusted proxy', async () => {
    const res = await proxied().call('GET', '/api/public/frames', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    const plain = await t().call('GET', '/api/public/frames', { headers: { 'x-forwarded-proto': 'https' } });
    // Without TRUST_PROXY a client cannot claim https.
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('a cached public answer varies by Origin and by Accept-Encoding', async () => {
    const res = await t().call('GET', '/api/public/frames', {
      headers: { origin: 'http://localhost:5173', 'accept-encoding': 'br' },
    });
    const vary = String(res.headers.vary).toLowerCase();
    expect(vary).toContain('origin');
    expect(vary).toContain('accept-encoding');
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
    expect(res.json).toEqual({ success: false, message: BODY_TOO_LARGE });
  });

  it("runs the built page's inline boot module by its hash, and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    for (const url of ['/', '/api/public/frames']) {
      const csp = String((await withBoot().call('GET', url)).headers['content-security-policy']);
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc, url).toBe(`'self' ${hash}`);
    }
    // Without a built page: scripts from this origin only.
    const plain = String((await t().call('GET', '/api/public/frames')).headers['content-security-policy']);
    expect(/(?:^|;)script-src ([^;]*)/.exec(plain)?.[1]).toBe("'self'");
    // Data blocks and scripts with a src are never hashed; a script without a type is.
    expect(
      inlineScriptHashes(
        '<script type="application/json">{}</script><script src="/a.js"></script><script>go()</script>',
      ),
    ).toEqual([`'sha256-${createHash('sha256').update('go()').digest('base64')}'`]);
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
