/**
 * The sitemap files and the product feed are rendered once and served from disk until the catalogue
 * changes (server/lib/renderedFiles.ts): an unchanged shop renders nothing again (a counter of renders, and
 * the same ETag answered 304), and a new frame, a deletion or a draft published shows in the next answer.
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import { setupTestServer } from './helper';

const PUBLIC_URL = 'https://frames.example.co.ke';
// Three addresses a file: a few frames already make an index of several files.
const t = setupTestServer({ publicUrl: PUBLIC_URL, sitemapMaxUrls: 3 });

let token: string;
beforeEach(async () => {
  await t().database.db.delete(frames).where(sql`true`);
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

const renders = () => t().app.seoFiles.renders;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

async function create(name: string, published = true): Promise<number> {
  const res = await t().call('POST', '/api/frames', {
    token,
    body: { name, description: 'x', originalPrice: 10, currentPrice: 10, published },
  });
  expect(res.statusCode).toBe(201);
  return res.json.data.id;
}

/** Every address of the sitemap: the index, then each of its files. */
async function sitemap(): Promise<string[]> {
  const index = await t().call('GET', '/sitemap.xml');
  expect(index.statusCode).toBe(200);
  if (!index.body.includes('<sitemapindex')) return locs(index.body);
  const all: string[] = [];
  for (const file of locs(index.body)) {
    const res = await t().call('GET', new URL(file).pathname);
    expect(res.statusCode).toBe(200);
    all.push(...locs(res.body));
  }
  return all;
}

const frameUrl = (id: number) => `${PUBLIC_URL}/frame/${id}`;

describe('the sitemap, cached until a change', () => {
  it('serves an unchanged shop from its files: no render, the same ETag, 304 when asked with it', async () => {
    const ids = [await create('A'), await create('B'), await create('C')];
    const first = await sitemap();
    expect(first).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/frames`, ...ids.map(frameUrl)]);
    const rendered = renders();
    const index = await t().call('GET', '/sitemap.xml');
    const file = await t().call('GET', '/sitemaps/2.xml');
    const feed = await t().call('GET', '/feeds/google.xml');
    const feedRenders = renders();
    expect(await sitemap()).toEqual(first);
    expect((await t().call('GET', '/feeds/google.xml')).body).toBe(feed.body);
    expect(renders()).toBe(feedRenders);
    expect(feedRenders).toBe(rendered + 1); // the feed, first asked for here
    for (const [path, res] of [
      ['/sitemap.xml', index],
      ['/sitemaps/2.xml', file],
      ['/feeds/google.xml', feed],
    ] as const) {
      expect(res.headers.etag, path).toMatch(/^"[\w-]+"$/);
      const again = await t().call('GET', path, { headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
    }
    expect(renders()).toBe(feedRenders);
    // A draft is the staff's only: it changes nothing shoppers or search engines see, so nothing renders.
    await create('Draft', false);
    expect(await sitemap()).toEqual(first);
    expect(renders()).toBe(feedRenders);
  });

  it('a new frame, a deletion and a draft published appear in the next sitemap and feed', async () => {
    const a = await create('A');
    const b = await create('B');
    const draft = await create('Draft', false);
    expect(await sitemap()).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/frames`, frameUrl(a), frameUrl(b)]);
    const second = await t().call('GET', '/sitemaps/2.xml');
    const feed = await t().call('GET', '/feeds/google.xml');

    const c = await create('C');
    const afterCreate = await t().call('GET', '/sitemaps/2.xml', {
      headers: { 'if-none-match': String(second.headers.etag) },
    });
    expect(afterCreate.statusCode).toBe(200); // the file changed: its old ETag no longer gets 304
    expect(locs(afterCreate.body)).toEqual([frameUrl(b), frameUrl(c)]);
    expect(await sitemap()).toContain(frameUrl(c));
    const newFeed = await t().call('GET', '/feeds/google.xml', {
      headers: { 'if-none-match': String(feed.headers.etag) },
    });
    expect(newFeed.statusCode).toBe(200);
    expect(newFeed.body).toContain(`<g:id>${c}</g:id>`);

    expect((await t().call('DELETE', `/api/frames/${a}`, { token })).statusCode).toBe(200);
    expect(await sitemap()).not.toContain(frameUrl(a));
    expect((await t().call('GET', '/feeds/google.xml')).body).not.toContain(`<g:id>${a}</g:id>`);

    const published = await t().call('PUT', `/api/frames/${draft}`, { token, body: { published: true } });
    expect(published.statusCode).toBe(200);
    expect(await sitemap()).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/frames`,
      frameUrl(b),
      frameUrl(draft),
      frameUrl(c),
    ]);
    expect((await t().call('GET', '/feeds/google.xml')).body).toContain(`<g:id>${draft}</g:id>`);
  });

  it('renders a document once for requests that arrive together', async () => {
    await create('A');
    const before = renders();
    const answers = await Promise.all([1, 2, 3, 4].map(() => t().call('GET', '/sitemaps/1.xml')));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // The index is counted in the same render only if asked: here only file 1 was.
    expect(renders()).toBe(before + 1);
  });

  it('answers gzip from a file compressed once, with its own ETag, and the plain file to others', async () => {
    await create('A');
    await create('B');
    for (const path of ['/sitemap.xml', '/sitemaps/1.xml', '/feeds/google.xml']) {
      const plain = await t().call('GET', path);
      const rendered = renders();
      const gzipped = await t().call('GET', path, { headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' } });
      expect(gzipped.statusCode, path).toBe(200);
      expect(gzipped.headers['content-encoding'], path).toBe('gzip');
      expect(gzipped.headers.vary, path).toMatch(/accept-encoding/i);
      expect(gunzipSync(gzipped.rawPayload).toString(), path).toBe(plain.body);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(gzipped.headers.etag, path).not.toBe(plain.headers.etag);
      const again = await t().call('GET', path, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) },
      });
      expect(again.statusCode, path).toBe(304);
      const refused = await t().call('GET', path, { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
      expect(refused.headers['content-encoding'], path).toBeUndefined();
      expect(refused.body, path).toBe(plain.body);
      expect(renders(), `${path}: no render for another encoding`).toBe(rendered);
    }
  });
});
