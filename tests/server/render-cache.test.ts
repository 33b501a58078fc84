/**
 * The server render cache is keyed on what changes a page (docs/security.md): its path and the query
 * parameters that page reads, in canonical form. The collection (`/frames`) reads its filters and page from
 * the address, so each filter has its own render; any other parameter (a cache-buster, `utm_source`) is
 * dropped and cannot force a render.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKey } from '../../server/plugins/spa';
import { setupTestServer } from './helper';

/** A built app whose renderer (standing in for src/entry-server.tsx) shows the address it was given. */
function appDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-render-cache-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, '.ssr', 'entry-server.js'),
    `export const globalCss = '';
export async function render(url) {
  globalThis.__cacheRenders = (globalThis.__cacheRenders ?? 0) + 1;
  return { html: '<main>' + url + '</main>', data: '' };
}`,
  );
  return dir;
}

const renders = () => (globalThis as { __cacheRenders?: number }).__cacheRenders ?? 0;
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
