import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readChunkMap,
  SCRIPT_BUDGET_KB,
  type ScriptLoad,
  scriptsLoaded,
  totalKB,
} from '../../bench/storefront';
import { baseUrl, openPage, PHONE, setupBrowser, skip } from './fixture';
import { afterSplash } from './screen';

setupBrowser();

// What a phone downloads for the storefront (issue 11): sizes and counts, never timings.
const appDir = process.env.E2E_APP_DIR || join(fileURLToPath(new URL('../..', import.meta.url)), 'dist');
let pages: string[] = [];
/** What each page loaded, measured once by the first test, read by the budget's. */
const loaded = new Map<string, ScriptLoad[]>();

beforeAll(async () => {
  if (skip) return;
  const res = await fetch(`${baseUrl()}/api/public/frames?limit=1`);
  const { data } = (await res.json()) as { data: { id: number }[] };
  pages = ['/', `/frame/${data[0]?.id}`, '/frames'];
});

describe.skipIf(skip)('storefront scripts and requests', () => {
  it('neither / nor a frame page loads a byte of back-office code in its first 10 s', async () => {
    const chunks = readChunkMap(appDir);
    for (const path of pages) {
      const { page, context } = await openPage(PHONE, { quiet: false });
      const loads = await scriptsLoaded(page, baseUrl() + path, chunks);
      loaded.set(path, loads);
      console.info(`${path}: ${loads.length} scripts, ${totalKB(loads).toFixed(1)} KB gzipped`);
      expect(loads.length, path).toBeGreaterThan(0);
      expect(
        loads.filter((l) => l.admin).map((l) => l.path),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  // The budget (bench/storefront.ts reports the same figure, docs/bundle.md says what weighs).
  it(`every script / and a frame page load in 10 s is at most ${SCRIPT_BUDGET_KB} KB gzipped`, () => {
    expect(loaded.size, 'measured by the test above').toBe(pages.length);
    for (const [path, loads] of loaded)
      expect(
        totalKB(loads),
        `${path}: ${loads.map((l) => `${l.path} ${(l.gzipBytes / 1000).toFixed(1)}`).join(', ')}`,
      ).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
  });

  // Issue 44: the scripts wait for the first screen (src/boot.ts), so on a slow network they never share it
  // with the page's main picture, and Lighthouse's simulated LCP is the page's own.
  it("/ and a frame page ask for their first script after their main picture's answer has arrived", async () => {
    for (const path of pages.slice(0, 2)) {
      const { page, context, errors } = await openPage(PHONE);
      const order: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') order.push(`script ${r.url()}`);
      });
      page.on('requestfinished', (r) => {
        if (r.resourceType() === 'image') order.push(`picture ${r.url()}`);
      });
      await page.goto(baseUrl() + path);
      await afterSplash(page);
      const main = await page
        .locator('#root img[fetchpriority="high"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      const arrived = order.indexOf(`picture ${main}`);
      const firstScript = order.findIndex((e) => e.startsWith('script '));
      expect(arrived, `${path}: ${order.join(', ')}`).toBeGreaterThanOrEqual(0);
      expect(firstScript, `${path}: ${order.join(', ')}`).toBeGreaterThan(arrived);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('the first screen comes with the page: its API requests are sent once, none aborted', async () => {
    for (const path of pages) {
      const { page, context, errors } = await openPage(PHONE);
      const sent = new Map<string, number>();
      const aborted: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/public/'))
          sent.set(url.pathname + url.search, (sent.get(url.pathname + url.search) ?? 0) + 1);
      });
      page.on('requestfailed', (r) => aborted.push(`${r.url()} ${r.failure()?.errorText}`));
      await page.goto(baseUrl() + path);
      // Server-rendered: the frames are in the HTML before any script runs.
      expect(await page.locator('#root img').count(), path).toBeGreaterThan(0);
      await afterSplash(page);
      expect(aborted, path).toEqual([]);
      expect(
        [...sent.values()].every((n) => n === 1),
        `${path}: ${JSON.stringify([...sent])}`,
      ).toBe(true);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
