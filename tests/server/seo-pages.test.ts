import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

/** A built app's index.html as vite writes it (title, description, og tags); no renderer needed for the head. */
function appDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-seo-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" />
    <title>Frame Shop — Imported Picture Frames in Kenya</title>
    <meta name="description" content="Imported picture frames delivered across Kenya." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Frame Shop" />
    </head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const PUBLIC_URL = 'https://frames.example.co.ke';
const t = setupTestServer({ appDir: appDir(), publicUrl: PUBLIC_URL, shopPhone: '+254 700 000 111' });

const page = (url: string, headers: Record<string, string> = {}) => t().call('GET', url, { headers });
const canonical = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is read loosely, field by field
const jsonLd = (html: string): any[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );

async function frame(body: Record<string, unknown>) {
  const token = (await t().userToken({ role: 'ADMIN' })).token;
  const res = await t().call('POST', '/api/frames', {
    token,
    body: { description: 'Solid oak, hand finished', originalPrice: 15000, currentPrice: 12500, ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number };
}

describe('public pages for search engines', () => {
  it('every public page has one canonical address from PUBLIC_URL and a meta description, whatever the Host', async () => {
    const { id } = await frame({ name: 'Oak' });
    const cases: [string, string][] = [
      ['/', `${PUBLIC_URL}/`],
      ['/frames', `${PUBLIC_URL}/frames`],
      // The collection's canonical form: defaults and unknown values left out, one order.
      [
        '/frames?page=2&sort=price_asc&search=%20oak%20',
        `${PUBLIC_URL}/frames?search=oak&sort=price_asc&page=2`,
      ],
      ['/frames?sort=cheapest&page=x&status=IN_STOCK', `${PUBLIC_URL}/frames?status=IN_STOCK`],
      [`/frame/${id}`, `${PUBLIC_URL}/frame/${id}`],
    ];
    for (const [url, expected] of cases) {
      const res = await page(url, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expect(canonical(html), url).toBe(expected);
      expect(html.match(/rel="canonical"/g), url).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(description(html)?.length, url).toBeGreaterThan(20);
      expect(html, url).toContain(`<meta property="og:url" content="${expected.replace(/&/g, '&amp;')}" />`);
      expect(html, url).not.toContain('evil.example');
    }
    expect(/<title>(.*?)<\/title>/.exec((await page('/frames')).body)?.[1]).toBe('All Frames — Frame Shop');
  });

  it("a frame page's Product data has what Google's product snippet requires, and no aggregateRating", async () => {
    const { id } = await frame({ name: 'Brass & "Gilt" </script>', category: 'Luxury', rating: 4.5 });
    const sold = await frame({
      name: 'Sold',
      status: 'OUT_OF_STOCK',
      currentPrice: 999.5,
      originalPrice: 999.5,
    });
    const html = (await page(`/frame/${id}`)).body;
    const [product, breadcrumbs] = jsonLd(html);
    expect(product['@context']).toBe('https://schema.org');
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe('Brass & "Gilt" </script>');
    expect(product.description).toBe('Solid oak, hand finished');
    expect(product.category).toBe('Luxury');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '12500.00',
      priceCurrency: 'KES',
      availability: 'https://schema.org/InStock',
      url: `${PUBLIC_URL}/frame/${id}`,
    });
    expect(Array.isArray(product.image)).toBe(true);
    // The name cannot end the script element early.
    expect(html).not.toContain('</script>"');
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(
      breadcrumbs.itemListElement.map((i: { item: string; position: number }) => [i.position, i.item]),
    ).toEqual([
      [1, `${PUBLIC_URL}/`],
      [2, `${PUBLIC_URL}/frames`],
      [3, `${PUBLIC_URL}/frame/${id}`],
    ]);
    const [soldProduct] = jsonLd((await page(`/frame/${sold.id}`)).body);
    expect(soldProduct.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(soldProduct.offers.price).toBe('999.50');
  });

  it('the home page names the shop as a Store with its phone and e-mail', async () => {
    const [store] = jsonLd((await page('/')).body);
    expect(store['@type']).toBe('Store');
    expect(store.name).toBe('Frame Shop');
    expect(store.url).toBe(`${PUBLIC_URL}/`);
    expect(store.telephone).toBe('+254 700 000 111');
    expect(store.email).toBe(t().config.shopEmail);
  });

  it('the pages are not in the API document', async () => {
    const doc = (await t().call('GET', '/api/docs/json')).json as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of ['/', '/frames', '/frame/{id}', '/robots.txt', '/sitemap.xml', '/feeds/google.xml'])
      expect(paths, path).not.toContain(path);
  });
});
