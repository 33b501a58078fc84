import { describe, expect, it } from 'vitest';
import { frameImages } from '../../server/db/schema';
import { setupTestServer } from './helper';

const PUBLIC_URL = 'https://frames.example.co.ke';
// Three addresses a file, so a handful of frames already needs the index.
const t = setupTestServer({ publicUrl: PUBLIC_URL, sitemapMaxUrls: 3 });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps the back-office and the API out and names the sitemap', async () => {
    const res = await t().call('GET', '/robots.txt', { headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists home, the collection and every published frame (never a draft) across files of at most the limit', async () => {
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t().call('POST', '/api/frames', {
        token,
        body: { name: `F${i} & <co>`, description: 'x', originalPrice: 10, currentPrice: 10 },
      });
      ids.push(res.json.data.id);
    }
    const draft = await t().call('POST', '/api/frames', {
      token,
      body: { name: 'Draft', description: 'x', originalPrice: 10, currentPrice: 10, published: false },
    });
    const index = await t().call('GET', '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemaps/${n}.xml`));
    const all: string[] = [];
    for (const file of files) {
      const res = await t().call('GET', new URL(file).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const here = locs(res.body);
      expect(here.length).toBeLessThanOrEqual(3);
      expect(res.body.match(/<lastmod>/g)?.length ?? 0).toBe(
        here.filter((u) => u.includes('/frame/')).length,
      );
      all.push(...here);
    }
    expect(all).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/frames`,
      ...ids.map((id) => `${PUBLIC_URL}/frame/${id}`),
    ]);
    expect(all.join()).not.toContain(`/frame/${draft.json.data.id}`);
    expect((await t().call('GET', '/sitemaps/4.xml')).statusCode).toBe(404);

    const feed = await t().call('GET', '/feeds/google.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const items = feed.body.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(5);
    expect(items[0]).toContain(`<g:id>${ids[0]}</g:id>`);
    expect(items[0]).toContain('<g:title>F0 &amp; &lt;co&gt;</g:title>');
    expect(items[0]).toContain(`<g:link>${PUBLIC_URL}/frame/${ids[0]}</g:link>`);
    expect(items[0]).toContain('<g:price>10.00 KES</g:price>');
    expect(items[0]).toContain('<g:availability>in_stock</g:availability>');
    expect(items[0]).toContain('<g:condition>new</g:condition>');
    expect(items[0]).toContain('<g:brand>Frame Shop</g:brand>');
    expect(feed.body).not.toContain('Draft');
  });

  it("names each frame's own main picture (its lowest order) in the sitemap and the feed", async () => {
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const ids: number[] = [];
    for (const name of ['Pictured A', 'Pictured B', 'No picture']) {
      const res = await t().call('POST', '/api/frames', {
        token,
        body: { name, description: 'x', originalPrice: 10, currentPrice: 10 },
      });
      ids.push(res.json.data.id);
    }
    const [a, b] = ids as [number, number];
    // Written straight to the table after the frames' events: the next render reads them.
    await t()
      .database.db.insert(frameImages)
      .values([
        { frameId: a, imageUrl: `/uploads/${a}-second.webp`, order: 1 },
        { frameId: a, imageUrl: `/uploads/${a}-main.webp`, order: 0 },
        { frameId: b, imageUrl: `/uploads/${b}-main.webp`, order: 0 },
      ]);
    const index = await t().call('GET', '/sitemap.xml');
    const entries = new Map<string, string | undefined>();
    for (const file of locs(index.body)) {
      const res = await t().call('GET', new URL(file).pathname);
      for (const [, url] of res.body.matchAll(/<url>([\s\S]*?)<\/url>/g))
        entries.set(
          /<loc>([^<]*)<\/loc>/.exec(url as string)?.[1] as string,
          /<image:loc>([^<]*)<\/image:loc>/.exec(url as string)?.[1],
        );
    }
    expect(entries.get(`${PUBLIC_URL}/frame/${a}`)).toBe(`${PUBLIC_URL}/uploads/${a}-main.webp`);
    expect(entries.get(`${PUBLIC_URL}/frame/${b}`)).toBe(`${PUBLIC_URL}/uploads/${b}-main.webp`);
    expect(entries.has(`${PUBLIC_URL}/frame/${ids[2]}`)).toBe(true);
    expect(entries.get(`${PUBLIC_URL}/frame/${ids[2]}`)).toBeUndefined();

    const feed = (await t().call('GET', '/feeds/google.xml')).body;
    const item = (id: number) => feed.match(new RegExp(`<item><g:id>${id}</g:id>.*?</item>`))?.[0] ?? '';
    expect(item(a)).toContain(`<g:image_link>${PUBLIC_URL}/uploads/${a}-main.webp</g:image_link>`);
    expect(item(b)).toContain(`<g:image_link>${PUBLIC_URL}/uploads/${b}-main.webp</g:image_link>`);
    expect(item(ids[2] as number)).not.toContain('<g:image_link>');
  });
});
