/**
 * The shop reached by any address (docs/product.md, clarification 11): every picture of a server-rendered page
 * loads, with no Content Security Policy violation, whether the page was reached at PUBLIC_URL or not. Three
 * ways a shop is reached: at 127.0.0.1 while PUBLIC_URL is unset (it then names localhost), at another
 * address of the machine, and with PUBLIC_URL set to another host.
 *
 * "Another address of the machine" is a name Chromium resolves to this machine (`frames.lan`, mapped with
 * --host-resolver-rules): to the page it is an origin that is neither loopback's name nor PUBLIC_URL, as a
 * phone on the LAN sees `http://192.168.x.y:5000`; the traffic itself stays on loopback, the only addresses a
 * test here may send to.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browser, PHONE, setupBrowser, skip, WIDE } from './fixture';
import { serverOnTemplate } from './servers';

const LAN_NAME = 'frames.lan';
setupBrowser({ args: [`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`] });

type Server = Awaited<ReturnType<typeof serverOnTemplate>>;
let unset: Server;
let elsewhere: Server;
const OTHER_HOST = 'https://frames.example';

beforeAll(async () => {
  if (skip) return;
  const source = inject('serverSource');
  [unset, elsewhere] = await Promise.all([
    serverOnTemplate(source, { PUBLIC_URL: '' }),
    serverOnTemplate(source, { PUBLIC_URL: OTHER_HOST }),
  ]);
});
afterAll(async () => {
  await Promise.all([unset?.stop(), elsewhere?.stop()]);
});

const PAGES = ['/', '/frame/1', '/frames'];

/** The page's HTML less what must be absolute (canonical, Open Graph, JSON-LD), which names PUBLIC_URL. */
const withoutAbsolutes = (html: string) =>
  html
    .replace(/<link rel="canonical"[^>]*>/g, '')
    .replace(/<meta property="og:[^"]*"[^>]*>/g, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');

/** Every picture address in `html` (src and each srcset entry). */
const pictureAddresses = (html: string) => [
  ...[...html.matchAll(/<img[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!),
  ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((m) =>
    m[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!),
  ),
];

/**
 * Opens `url`, waits for every picture to load (the lazy ones too), and returns what broke on the way:
 * picture requests that failed, and the console's CSP complaints.
 */
async function brokenPictures(page: Page, url: string) {
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to load/i.test(m.text())) complaints.push(m.text());
  });
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.resourceType() === 'image') failed.push(`${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.request().resourceType() === 'image' && r.status() >= 400) failed.push(`${r.url()}: ${r.status()}`);
  });
  await page.goto(url);
  expect(await page.locator('img[src]').count(), `pictures on ${url}`).toBeGreaterThan(0);
  // Every picture on the page loads, the lazy ones below the fold too (asked for now, as they would be on the
  // way down), and those the app adds as it renders the rest of the grid.
  const notLoaded = () =>
    page.locator('img[src]').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .map((img) => {
          img.loading = 'eager';
          return img;
        })
        .filter((img) => !img.complete || img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    );
  // A picture blocked or missing stays unloaded for good; one the app has just added loads in a moment.
  await expect.poll(notLoaded, { message: `pictures not loaded on ${url}` }).toEqual([]);
  return { failed, complaints };
}

describe.skipIf(skip)('pictures by any address', () => {
  const ways = () => [
    { name: 'at 127.0.0.1 with PUBLIC_URL unset', origin: `http://127.0.0.1:${unset.port}`, server: unset },
    {
      name: `at another address of the machine (${LAN_NAME}) with PUBLIC_URL unset`,
      origin: `http://${LAN_NAME}:${unset.port}`,
      server: unset,
    },
    {
      name: `at 127.0.0.1 with PUBLIC_URL ${OTHER_HOST}`,
      origin: `http://127.0.0.1:${elsewhere.port}`,
      server: elsewhere,
    },
  ];

  it('the server-rendered pages link pictures by path; only canonical, Open Graph and JSON-LD name PUBLIC_URL', async () => {
    for (const { server } of ways()) {
      for (const path of PAGES) {
        const html = await (await fetch(`${server.baseUrl}${path}`)).text();
        const pictures = pictureAddresses(html);
        expect(pictures.length, `pictures in ${path}`).toBeGreaterThan(0);
        for (const src of pictures) expect(src, `a picture in ${path}`).toMatch(/^\/uploads\//);
        // Nothing but the absolute addresses names a host: no localhost, no PUBLIC_URL.
        expect(withoutAbsolutes(html)).not.toMatch(/localhost|frames\.example|https?:\/\/127\.0\.0\.1/);
      }
    }
    // PUBLIC_URL set to another host: the page reached elsewhere holds no localhost at all.
    for (const path of PAGES) {
      const html = await (await fetch(`${elsewhere.baseUrl}${path}`)).text();
      expect(html).not.toContain('localhost');
      expect(html).toContain(`<link rel="canonical" href="${OTHER_HOST}${path === '/' ? '/' : path}"`);
    }
  });

  for (const javaScript of [false, true])
    it(`every picture loads, with no CSP violation, at each address (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      for (const { name, origin } of ways()) {
        for (const [viewport, path] of [
          [WIDE, '/'],
          [PHONE, '/frame/1'],
          [PHONE, '/frames'],
        ] as const) {
          const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript });
          const page = await context.newPage();
          const broken = await brokenPictures(page, `${origin}${path}`);
          expect(broken, `${name}, ${path}`).toEqual({ failed: [], complaints: [] });
          await context.close();
        }
      }
    });
});
