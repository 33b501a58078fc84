import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import { preferredEncoding } from '../../server/lib/compression';
import { setupTestServer } from './helper';

// A tiny built app: index.html and one hashed asset with its precompressed twin.
const appDir = mkdtempSync(join(tmpdir(), 'shop-app-'));
mkdirSync(join(appDir, 'assets'));
writeFileSync(
  join(appDir, 'index.html'),
  `<!doctype html><title>Frame Shop</title>${'<p>x</p>'.repeat(300)}`,
);
const script = `console.log(${JSON.stringify('frame '.repeat(500))});`;
writeFileSync(join(appDir, 'assets', 'app-abc123.js'), script);
writeFileSync(join(appDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));

const t = setupTestServer({ appDir });

describe('compression', () => {
  it('reads Accept-Encoding: brotli first, gzip next, q=0 refuses', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('sends the public catalogue compressed to a client that accepts it, and plain otherwise', async () => {
    await t()
      .database.db.insert(frames)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          name: `Frame ${i}`,
          description: 'A hand-finished hardwood frame with an ivory mat. '.repeat(3),
          originalPrice: 5000,
          currentPrice: 4000,
          displayOrder: i,
        })),
      );
    const plain = await t().call('GET', '/api/public/frames?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json.data).toHaveLength(20);

    const br = await t().app.inject({
      url: '/api/public/frames?limit=50',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await t().app.inject({
      url: '/api/public/frames?limit=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const notModified = await t().app.inject({
      url: '/api/public/frames?limit=50',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('compresses admin JSON too', async () => {
    const { token } = await t().userToken();
    const res = await t().app.inject({
      url: '/api/frames?limit=50',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data.length).toBeGreaterThan(0);
  });

  it("serves the build's precompressed files and compresses index.html", async () => {
    const asset = await t().app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    const page = await t().app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('Frame Shop');
  });
});
