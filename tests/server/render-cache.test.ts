/**
 * The server render cache is keyed on what changes a page (docs/security.md): its path and the query
 * parameters that page reads, in canonical form. The collection (`/frames`) reads its filters and page from
 * the address, so each filter has its own render; any other parameter (a cache-buster, `utm_source`) is
 * dropped and cannot force a render. The whole answer is kept by that key, compressed: a busted address
 * costs no render, no assembly and no compression (the flood of docs/bench.md), until the catalogue changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as compression from '../../server/lib/compression';
import { pageKey } from '../../server/lib/pageRenderer';
import { builtApp } from './builtApp';
import { setupTestServer } from './helper';

/** A built app whose renderer (standing in for src/entry-server.tsx) shows the address it was given. */
const appDir = () =>
  builtApp(
    "return { html: '<main>' + url + '</main>' + '<p>A frame on the page.</p>'.repeat(100), data: '' };",
  );

const main = (html: string) => /<main>(.*?)<\/main>/.exec(html)?.[1];

describe('pageKey', () => {
  it('keeps the collection filters and page the page reads, in canonical order, and drops everything else', () => {
    expect(pageKey('/?bust=123&utm_source=x')).toBe('/');
    expect(pageKey('/frame/7?bust=1')).toBe('/frame/7');
    expect(pageKey('/frames?bust=1')).toBe('/frames');
    expect(pageKey('/frames?page=2&bust=9&category=Oak')).toBe('/frames?category=Oak&page=2');
    expect(pageKey('/frames?sort=display&page=1&status=SOLD')).toBe('/frames');
    expect(pageKey('/frames?status=IN_STOCK&sort=price_asc&search=%20gold%20')).toBe(
      '/frames?search=gold&sort=price_asc&status=IN_STOCK',
    );
  });
});

describe('the server render cache', () => {
  const t = setupTestServer({ appDir: appDir() });
  const renders = () => t().app.renderPool?.rendered ?? Number.NaN;

  it('renders the collection at the filters its address asks for (before: every filter got the unfiltered render)', async () => {
    const oak = await t().app.inject({ url: '/frames?category=Oak&page=2' });
    expect(oak.statusCode).toBe(200);
    expect(main(oak.body)).toBe('/frames?category=Oak&page=2');
    const all = await t().app.inject({ url: '/frames' });
    expect(main(all.body)).toBe('/frames');
  });

  it('a unique cache-busting parameter on any page is the cached render: no new render', async () => {
    for (const url of ['/', '/frames', '/frames?category=Oak&page=2']) await t().app.inject({ url });
    const before = renders();
    for (let i = 0; i < 20; i++) {
      for (const url of [`/?bust=${i}`, `/frames?bust=${i}`, `/frames?page=2&bust=${i}&category=Oak`]) {
        const res = await t().app.inject({ url });
        expect(res.statusCode).toBe(200);
      }
    }
    expect(renders()).toBe(before);
  });
});

describe('the kept page answers', () => {
  const t = setupTestServer({ appDir: appDir() });
  const renders = () => t().app.renderPool?.rendered ?? Number.NaN;
  const br = { 'accept-encoding': 'br' };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a busted address is sent from the kept page, compressed once (before: compressed on every request)', async () => {
    // Counts the compressions the server makes (the kept answers' bytes, server/lib/cachedAnswer.ts).
    const compress = vi.spyOn(compression, 'compress');
    const first = await t().app.inject({ url: '/?bust=first', headers: br });
    expect(first.headers['content-encoding']).toBe('br');
    const compressions = compress.mock.calls.length;
    expect(compressions).toBeGreaterThan(0);
    const before = renders();
    for (let i = 0; i < 20; i++) {
      const res = await t().app.inject({ url: `/?bust=${i}`, headers: br });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(renders()).toBe(before);
    expect(compress.mock.calls.length).toBe(compressions);
    // A client that accepts no compression gets the same page, plain.
    const plain = await t().app.inject({ url: '/?bust=plain', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(main(plain.body)).toBe('/');
  });

  it('a catalogue change drops the kept pages: the next request renders again', async () => {
    await t().app.inject({ url: '/frames' });
    const before = renders();
    await t().app.inject({ url: '/frames?bust=1' });
    expect(renders()).toBe(before);
    t().app.services.events.publish({ audience: 'public', type: 'marquee.changed', id: 1 });
    const after = await t().app.inject({ url: '/frames?bust=2' });
    expect(main(after.body)).toBe('/frames');
    expect(renders()).toBe(before + 1);
  });

  it('a page that is not found is kept with its 404', async () => {
    const first = await t().app.inject({ url: '/no-such-page' });
    expect(first.statusCode).toBe(404);
    const before = renders();
    const again = await t().app.inject({ url: '/no-such-page?bust=1' });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before);
  });
});
