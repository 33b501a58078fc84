/**
 * Performance (/admin/performance and /admin/performance-alt) in Chromium against the real server: status,
 * memory, connections (the admin's own socket counts), runtime, the debug card, Refresh and its success toast
 * (none for the load on open),
 * a quiet sample drawn as a line without a toast, and the error card when the metrics call fails (answers
 * intercepted: no status -> 'Invalid response format', a 500 -> 'Failed to fetch metrics'), then Try Again;
 * beyond the spec, the monitoring cards (event-loop lag, database waits, storefront pages, busiest routes).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PHONE, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { expectAccessible, shot } from './screen';
import { expectToast, toastLog, toastTexts } from './toasts';

setupBrowser();

let token = '';
const LOADED = 'Performance metrics loaded successfully';

/** An admin page; `authed` resolves when its socket has been accepted as an admin's. */
async function adminPage(viewport: { width: number; height: number }) {
  const opened = await signedInPage(viewport, token);
  const authed = new Promise<void>((resolve) =>
    opened.page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => String(f.payload).includes('auth.ok') && resolve()),
    ),
  );
  return { ...opened, authed };
}

const heading = (page: Page) => page.getByRole('heading', { name: 'Performance', level: 1 });
const testText = async (page: Page, id: string) => (await page.getByTestId(id).first().textContent()) ?? '';

async function toastsGone(page: Page) {
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
}

describe.skipIf(skip)('Performance in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });
  afterAll(async () => {});

  it('at 1280 px: status, memory, connections, runtime, debug; Refresh toasts (the load on open does not); a quiet sample draws the lines', async () => {
    const { page, errors, authed } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/performance`);
    await heading(page).waitFor({ timeout: 20_000 });
    expect(['healthy', 'warning', 'error']).toContain(await testText(page, 'system-status'));
    expect(await testText(page, 'uptime')).toMatch(/^\d+ (second|minute|hour|day)s?/);
    expect(await testText(page, 'heap-used')).toMatch(/^\d+\.\d MB$/);
    expect(await testText(page, 'heap-total')).toMatch(/^\d+\.\d MB$/);
    expect(await testText(page, 'node-version')).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(await testText(page, 'platform')).toBe('linux');
    const debug = page.getByTestId('debug-card');
    expect(await debug.textContent()).toContain(`${baseUrl()}/api`);
    expect(await debug.textContent()).toContain('Metrics loadedYes');

    // This page's own admin socket counts once it is accepted: Refresh shows it, and says so: the only
    // toast so far (the load on open was routine; a toast of it would have come first).
    await authed;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.mouse.move(600, 880); // a toast under the pointer stays (paused)
    await expectToast(page, LOADED);
    expect(await toastLog(page)).toEqual([expect.stringContaining(LOADED)]);
    expect(Number(await testText(page, 'connections-admin'))).toBeGreaterThanOrEqual(1);
    expect(Number(await testText(page, 'connections-total'))).toBeGreaterThanOrEqual(
      Number(await testText(page, 'connections-admin')),
    );

    // Two loads so far: the lines are drawn. A quiet sample 15 s later adds a point, without a toast.
    await page.getByTestId('memory-chart').locator('svg').waitFor();
    await page.getByTestId('connections-chart').locator('svg').waitFor();
    const samples = async () => Number((await debug.textContent())?.match(/Samples(\d+)/)?.[1]);
    const before = await samples();
    expect(before).toBeGreaterThanOrEqual(2);
    await toastsGone(page);
    await expect.poll(samples, { timeout: 20_000, interval: 500 }).toBe(before + 1);
    expect(await toastTexts(page)).toEqual([]);
    await expectAccessible(page, 'performance 1280');
    await shot(page, 'admin-performance-1280');
    expect(errors).toEqual([]);
  });

  it('the error card: no status, then a 500, then Try Again succeeds', async () => {
    const { page, errors } = await adminPage(WIDE);
    await page.route('**/api/metrics', (route) =>
      route.fulfill({ json: { success: true, data: { uptime: 12, platform: 'linux' } } }),
    );
    await page.goto(`${baseUrl()}/admin/performance`);
    await heading(page).waitFor({ timeout: 20_000 });
    const card = page.getByRole('alert').filter({ hasText: 'Invalid response format' });
    await card.waitFor();
    await expectToast(page, 'Invalid response format');
    expect(await page.getByTestId('debug-card').textContent()).toContain('ErrorInvalid response format');
    await toastsGone(page);
    await expectAccessible(page, 'performance error');
    await shot(page, 'admin-performance-error-1280');

    await page.unroute('**/api/metrics');
    await page.route('**/api/metrics', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    await card.getByRole('button', { name: 'Try Again' }).click();
    // A GET is tried 3 more times (1, 2, 4 s) before it counts as failed.
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch metrics' }).waitFor({ timeout: 20_000 });

    await page.unroute('**/api/metrics');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectToast(page, LOADED);
    await page.getByTestId('system-status').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'metrics' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the monitoring cards (beyond the spec): event-loop lag, database waits, storefront pages and the busiest routes, at 1280 and 375 px', async () => {
    // A storefront page twice: rendered (now or by an earlier file), then answered from the page cache.
    for (const path of ['/', '/?from=performance-test'])
      expect((await fetch(`${baseUrl()}${path}`)).status).toBe(200);
    const { page, errors } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/performance`);
    await heading(page).waitFor({ timeout: 20_000 });
    await page.getByTestId('monitoring-cards').waitFor();
    const figure = async (id: string) => Number((await testText(page, id)).replaceAll(',', ''));
    for (const id of ['event-loop-p99', 'event-loop-max', 'database-wait-p95'])
      expect(await testText(page, id), id).toMatch(/^\d+(\.\d)? ms$/);
    expect(await figure('database-waits')).toBeGreaterThan(0);
    expect(await figure('pages-rendered')).toBeGreaterThanOrEqual(1);
    expect(await figure('page-cache-hits')).toBeGreaterThanOrEqual(1);
    expect(await figure('requests-total')).toBeGreaterThan(0);
    expect(await figure('server-errors')).toBeGreaterThanOrEqual(0);
    const routes = page.getByTestId('busiest-routes').getByRole('listitem');
    expect(await routes.count()).toBeGreaterThanOrEqual(1);
    expect(await routes.count()).toBeLessThanOrEqual(5);
    // Each route by its pattern (or `unmatched`: a 404), with its answers and their p50 and p95.
    for (const text of await routes.allTextContents())
      expect(text).toMatch(/^[A-Z]+ (\/\S*|unmatched)[\d,]+ · p50 \d+(\.\d)? ms · p95 \d+(\.\d)? ms$/);
    expect(await page.getByTestId('busiest-routes').textContent()).not.toContain('?');
    await toastsGone(page);
    await expectAccessible(page, 'performance monitoring 1280');
    await page.getByTestId('monitoring-cards').scrollIntoViewIfNeeded();
    await shot(page, 'admin-performance-monitoring-1280');

    // The simpler view says the same figures in words.
    await page.goto(`${baseUrl()}/admin/performance-alt`);
    const figures = page.getByTestId('metrics-figures');
    await figures.waitFor({ timeout: 20_000 });
    const text = (await figures.textContent()) ?? '';
    expect(text).toMatch(/Event-loop lag\d+(\.\d)? ms p99, \d+(\.\d)? ms longest/);
    expect(text).toMatch(/Database waits\d+(\.\d)? ms p95 of \d+ waits/);
    expect(text).toMatch(/Storefront pages\d+ rendered, \d+ from the page cache/);
    expect(text).toMatch(/Requests\d+ answered, \d+ server errors/);

    const phone = await adminPage(PHONE);
    await phone.page.goto(`${baseUrl()}/admin/performance`);
    await heading(phone.page).waitFor({ timeout: 20_000 });
    const cards = phone.page.getByTestId('monitoring-cards');
    await cards.waitFor();
    await toastsGone(phone.page);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((await cards.boundingBox())?.width).toBeLessThanOrEqual(375);
    await expectAccessible(phone.page, 'performance monitoring 375');
    await phone.page.getByTestId('requests-card').scrollIntoViewIfNeeded();
    await shot(phone.page, 'admin-performance-monitoring-375');
    expect([...errors, ...phone.errors]).toEqual([]);
  });

  it('the simpler view at 1280 and both at 375 px', async () => {
    const { page, errors } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/performance-alt`);
    await heading(page).waitFor({ timeout: 20_000 });
    const figures = page.getByTestId('metrics-figures');
    await figures.waitFor();
    const text = (await figures.textContent()) ?? '';
    for (const label of ['System Status', 'Uptime', 'Memory Usage', 'WebSocket Connections', 'Runtime'])
      expect(text).toContain(label);
    expect(text).toMatch(/\d+\.\d MB of \d+\.\d MB heap/);
    expect(text).toMatch(/\d+ total, \d+ admin/);
    expect(await page.locator('svg[role="img"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
    await toastsGone(page);
    await expectAccessible(page, 'performance-alt 1280');
    await shot(page, 'admin-performance-alt-1280');

    const phone = await adminPage(PHONE);
    for (const [path, name] of [
      ['/admin/performance', 'admin-performance-375'],
      ['/admin/performance-alt', 'admin-performance-alt-375'],
    ] as const) {
      await phone.page.goto(`${baseUrl()}${path}`);
      await heading(phone.page).waitFor({ timeout: 20_000 });
      await phone.page.getByTestId('system-status').waitFor();
      await toastsGone(phone.page);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(phone.page, `${path} 375`);
      await shot(phone.page, name);
    }
    expect([...errors, ...phone.errors]).toEqual([]);
  });
});
