import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
      ['/admin', 200, 'Frame Shop — Imported Picture Frames in Kenya'],
      ['/admin/frames/12/edit', 200, 'Frame Shop — Imported Picture Frames in Kenya'],
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
