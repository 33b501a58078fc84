import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameImages } from '../../server/db/schema';
import { setupTestServer } from './helper';

/** A tiny built app: index.html, and in `.ssr/` a renderer standing in for src/entry-server.tsx. */
function appDir(withRenderer: boolean, withManifest = false) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pages-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Frame Shop — Imported Picture Frames in Kenya</title></head><body><div id="root"></div></body></html>',
  );
  if (withRenderer) {
    mkdirSync(join(dir, '.ssr'));
    // It renders the address it is given and what the API answered for it (through the given fetch).
    writeFileSync(
      join(dir, '.ssr', 'entry-server.js'),
      `export const globalCss = '.marquee{}';
export async function render(url, origin, fetch) {
  const res = await fetch(origin + '/api/public/marquee');
  const body = await res.json();
  return { html: '<main>' + url + ' ' + res.status + ' ' + body.data.length + '</main>', data: '<script type="application/json" id="ssr-data">{}</script>' };
}`,
    );
  }
  if (withManifest) {
    // As `vite build` writes them: which chunk holds which module, and what each chunk imports.
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite', 'chunks.json'),
      JSON.stringify({
        'assets/index-1.js': ['src/main.tsx'],
        'assets/data-2.js': ['src/api/dataLayer.ts', 'src/api/http.ts'],
        'assets/Marquee-3.js': ['src/storefront/layout/Marquee.tsx'],
        'assets/HomePage-4.js': ['src/storefront/home/HomePage.tsx'],
        'assets/FrameCard-5.js': ['src/storefront/frames/FrameCard.tsx'],
        'assets/FrameDetailPage-6.js': ['src/storefront/detail/FrameDetailPage.tsx'],
        'assets/AdminApp-7.js': ['src/admin/AdminApp.tsx'],
        'assets/chakra-8.js': ['node_modules/@chakra-ui/react/dist/esm/index.js'],
      }),
    );
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        _data: { file: 'assets/data-2.js', imports: ['index.html'] },
        'src/storefront/layout/Marquee.tsx': {
          file: 'assets/Marquee-3.js',
          imports: ['_data', 'index.html'],
        },
        'src/storefront/home/HomePage.tsx': { file: 'assets/HomePage-4.js', imports: ['_data', '_card'] },
        _card: { file: 'assets/FrameCard-5.js', imports: ['index.html', '_data'] },
        'src/storefront/detail/FrameDetailPage.tsx': {
          file: 'assets/FrameDetailPage-6.js',
          imports: ['_card'],
        },
        'src/admin/AdminApp.tsx': { file: 'assets/AdminApp-7.js', imports: ['_chakra', 'index.html'] },
        _chakra: { file: 'assets/chakra-8.js' },
      }),
    );
  }
  return dir;
}

const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe('pages without a server renderer', () => {
  const t = setupTestServer({ appDir: appDir(false) });

  it('unknown paths and frames are 404 with a title that says so; home, frames and the back-office 200', async () => {
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const created = await t().call('POST', '/api/frames', {
      token,
      body: { name: 'Oak', description: 'Solid oak', originalPrice: 5000, currentPrice: 4000 },
    });
    const id = created.json.data.id as number;
    const cases: [string, number, string][] = [
      ['/', 200, 'Frame Shop — Imported Picture Frames in Kenya'],
      [`/frame/${id}`, 200, 'Oak — Frame Shop'],
      [`/frame/${id + 1000}`, 404, 'Frame not found — Frame Shop'],
      ['/frame/abc', 404, 'Frame not found — Frame Shop'],
      ['/frame', 404, 'Frame not found — Frame Shop'],
      ['/no/such/page', 404, 'Page not found — Frame Shop'],
      ['/about-us?x=1', 404, 'Page not found — Frame Shop'],
      ['/admin', 200, 'Frame Shop admin'],
      ['/admin/frames/12/edit', 200, 'Frame Shop admin'],
    ];
    for (const [url, status, expected] of cases) {
      const res = await t().app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(title(res.body), url).toBe(expected);
    }
    // The API's own unknown routes stay JSON.
    const api = await t().app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Route GET /api/nope not found' });
  });
});

describe('pages with the server renderer', () => {
  const t = setupTestServer({ appDir: appDir(true) });

  it('puts the rendered page, its data and the global CSS into index.html, for found and not-found pages', async () => {
    const home = await t().app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    // The renderer's API calls are answered by this server in process.
    expect(home.body).toContain(
      '<div id="root"><main>/ 200 0</main></div><script type="application/json" id="ssr-data">{}</script>',
    );
    expect(home.body).toContain('<style id="global-css">.marquee{}</style>');
    const missing = await t().app.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main>/nowhere 200 0</main>');
    expect(title(missing.body)).toBe('Page not found — Frame Shop');
    // The renderer's folder is not served.
    expect((await t().app.inject({ url: '/.ssr/entry-server.js' })).statusCode).toBe(404);
  });

  it('renders a page again once the catalogue changes', async () => {
    expect((await t().app.inject({ url: '/' })).body).toContain('<main>/ 200 0</main>');
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const res = await t().call('POST', '/api/marquee', {
      token,
      body: { text: 'Sale', isActive: true, order: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect((await t().app.inject({ url: '/' })).body).toContain('<main>/ 200 1</main>');
  });

  it('a unique query string (a cache-busting flood) is the cached page: no new render', async () => {
    const renders = () => t().app.renderPool?.rendered ?? Number.NaN;
    const home = (await t().app.inject({ url: '/' })).body;
    const before = renders();
    for (let i = 0; i < 30; i++) {
      const busted = await t().app.inject({ url: `/?bust=${i}-${Math.random()}&utm_source=x` });
      expect(busted.statusCode).toBe(200);
      expect(busted.body).toBe(home);
    }
    expect(renders()).toBe(before);
  });
});

describe('module preloads from the build manifest', () => {
  const t = setupTestServer({ appDir: appDir(true, true) });
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

  it("each page's head preloads the chunks its entry imports at once: its page, the data layer, the marquee", async () => {
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const created = await t().call('POST', '/api/frames', {
      token,
      body: { name: 'Oak', description: 'Solid oak', originalPrice: 5000, currentPrice: 4000 },
    });
    const home = (await t().app.inject({ url: '/' })).body;
    expect(preloaded(home)).toEqual([
      '/assets/data-2.js',
      '/assets/Marquee-3.js',
      '/assets/HomePage-4.js',
      '/assets/FrameCard-5.js',
    ]);
    // Before the stylesheet and the rendered page, inside the head.
    expect(home.indexOf('modulepreload')).toBeLessThan(home.indexOf('</head>'));
    // Inert until src/boot.ts copies them into the document (the first screen shown): every link is in a
    // <template data-deferred-scripts>, none fetched while the page's main picture loads.
    const deferred = [...home.matchAll(/<template data-deferred-scripts>([\s\S]*?)<\/template>/g)]
      .map((m) => m[1])
      .join('');
    expect(preloaded(deferred)).toEqual(preloaded(home));
    const frame = (await t().app.inject({ url: `/frame/${created.json.data.id}` })).body;
    expect(preloaded(frame)).toEqual([
      '/assets/data-2.js',
      '/assets/Marquee-3.js',
      '/assets/FrameDetailPage-6.js',
      '/assets/FrameCard-5.js',
    ]);
    const missing = await t().app.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(preloaded(missing.body)).toEqual(['/assets/data-2.js', '/assets/Marquee-3.js']);
    // The back-office: its own app, never the storefront's pages.
    const admin = (await t().app.inject({ url: '/admin/frames' })).body;
    expect(preloaded(admin)).toEqual(['/assets/AdminApp-7.js', '/assets/chakra-8.js']);
  });
});

/**
 * A renderer that puts everything the shop's staff can write into the page, as the storefront does: the
 * marquee texts, the frames' names, descriptions, categories and labels, and the shop's phone and e-mail.
 */
function echoingAppDir() {
  const dir = appDir(false);
  // The head of the real index.html: what a frame's share preview replaces.
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>Frame Shop</title>
    <meta name="description" content="Imported picture frames" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Frame Shop" />
  </head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, '.ssr', 'entry-server.js'),
    `const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export const globalCss = '.marquee{}';
export const shop = { phone: ${JSON.stringify(SHOP_TEXT)}, email: ${JSON.stringify(SHOP_TEXT)} };
export async function render(url, origin, fetch) {
  const marquee = (await (await fetch(origin + '/api/public/marquee')).json()).data;
  const frames = (await (await fetch(origin + '/api/public/frames')).json()).data;
  const texts = [
    ...marquee.map((m) => m.text),
    ...frames.flatMap((f) => [f.name, f.description, f.category ?? '', ...f.labels.map((l) => l.name)]),
    shop.phone,
    shop.email,
  ];
  return {
    html: '<main>' + texts.map((t) => '<p>' + esc(t) + '</p>').join('') + '<img src="' + origin + '/uploads/a.webp"></main>',
    data: '<script type="application/json" id="ssr-data">{}</script>',
  };
}`,
  );
  return dir;
}

const SHOP_TEXT = "US$'s $& $` $$ $1 end";

describe('page assembly with replacement patterns in shop text', () => {
  const t = setupTestServer({ appDir: echoingAppDir(), publicUrl: 'https://shop.example' });

  it("shows $', $&, $`, $$ verbatim in every shop text, with one root and one </body>", async () => {
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const label = await t().call('POST', '/api/labels', { token, body: { name: `Label ${SHOP_TEXT}` } });
    expect(label.statusCode).toBe(201);
    const frame = await t().call('POST', '/api/frames', {
      token,
      body: {
        name: `Frame ${SHOP_TEXT}`,
        description: `Description ${SHOP_TEXT}`,
        category: `Category ${SHOP_TEXT}`,
        originalPrice: 5000,
        currentPrice: 4000,
        labels: [label.json.data.id],
      },
    });
    expect(frame.statusCode).toBe(201);
    const marquee = await t().call('POST', '/api/marquee', {
      token,
      body: { text: `Prices in ${SHOP_TEXT}`, isActive: true, order: 1 },
    });
    expect(marquee.statusCode).toBe(201);
    const id = frame.json.data.id as number;
    const escaped = SHOP_TEXT.replace(/&/g, '&amp;');
    for (const url of ['/', `/frame/${id}`, '/no/such/page']) {
      const body = (await t().app.inject({ url })).body;
      expect(body.match(/<div id="root">/g), url).toHaveLength(1);
      expect(body.match(/<\/body>/g), url).toHaveLength(1);
      expect(body.match(/<\/head>/g), url).toHaveLength(1);
      for (const text of ['Prices in', 'Frame', 'Description', 'Category', 'Label'])
        expect(body, url).toContain(`<p>${text} ${escaped}</p>`);
      expect(body.match(new RegExp(`<p>${escaped.replace(/[$&`]/g, '\\$&')}</p>`, 'g')), url).toHaveLength(2);
    }
    // The frame's share preview: title, description and Open Graph tags, verbatim.
    const page = (await t().app.inject({ url: `/frame/${id}` })).body;
    const attr = escaped.replace(/'/g, '&#39;');
    expect(title(page)).toBe(`Frame ${attr} — Frame Shop`);
    expect(page).toContain(`<meta property="og:title" content="Frame ${attr} — Frame Shop" />`);
    expect(page).toContain(`<meta name="description" content="Ksh. 4,000. Description ${attr}" />`);
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it("builds every absolute address from PUBLIC_URL, never from the request's Host header", async () => {
    const token = (await t().userToken({ role: 'ADMIN' })).token;
    const frame = await t().call('POST', '/api/frames', {
      token,
      body: { name: 'Oak', description: 'Solid oak', originalPrice: 5000, currentPrice: 4000 },
    });
    const id = frame.json.data.id as number;
    await t()
      .database.db.insert(frameImages)
      .values({
        frameId: id,
        imageUrl: '/uploads/frames/oak.webp',
        order: 0,
        width: 1600,
        height: 1200,
        variants: [{ width: 960, url: '/uploads/frames/oak-960.webp', key: 'frames/oak-960.webp' }],
      });
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    ]) {
      const res = await t().app.inject({ url: `/frame/${id}`, headers });
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain(`<meta property="og:url" content="https://shop.example/frame/${id}" />`);
      expect(res.body).toContain(
        '<meta property="og:image" content="https://shop.example/uploads/frames/oak-960.webp" />',
      );
      expect(res.body).toContain('<img src="https://shop.example/uploads/a.webp">');
      const home = await t().app.inject({ url: '/', headers });
      expect(home.body).not.toContain('evil.example');
    }
  });
});
