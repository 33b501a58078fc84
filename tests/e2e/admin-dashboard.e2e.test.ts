/**
 * The admin dashboard in Chromium against the real server: the four cards and the sections at 1280 and
 * 375 px, a contact message appearing live in the Messages card, and a storefront Buy click raising the
 * frame's count in the Enquiries card, both without reload. Makes its own frame; never relies on exact
 * totals other files change (it compares before and after).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  openPage,
  PHONE,
  setupBrowser,
  signedInPage,
  signIn,
  skip,
  tokenFor,
  WIDE,
} from './fixture';
import { afterSplash, animationsDone, expectAccessible, shot } from './screen';

setupBrowser();

let token = '';
let frame: { id: number; name: string };

async function api<T>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(auth && token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A page of the admin, signed in with a token from the API (the login screen has its own tests). */
const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

const numberIn = async (page: Page, label: string) =>
  Number((await statValue(page, label).textContent())?.replace(/\D/g, '') ?? Number.NaN);

const enquiryTotal = async (page: Page) =>
  Number(
    (await page.getByTestId('enquiries').getByTestId('enquiry-total').textContent())?.match(/\d+/)?.[0] ??
      Number.NaN,
  );

async function openDashboard(page: Page) {
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
  await statValue(page, 'Total Frames').waitFor();
  await page.getByTestId('enquiries').getByTestId('enquiry-total').waitFor();
}

describe.skipIf(skip)('admin dashboard in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
    const name = `Dashboard Enquiry Frame ${Date.now().toString(36)}`;
    frame = await api<{ id: number; name: string }>('POST', '/frames', {
      name,
      description: 'A frame made by the dashboard e2e test.',
      originalPrice: 3000,
      currentPrice: 2500,
      category: 'Modern',
      labels: [],
    });
  });
  afterAll(async () => {
    if (frame) await api('DELETE', `/frames/${frame.id}`).catch(() => {});
  });

  it('at 1280 px, after signing in: the four stat cards, the sections and quick links; accessible', async () => {
    const { page, errors } = await openPage(WIDE);
    await signIn(page);
    await openDashboard(page);
    for (const label of ['Total Frames', 'Inventory Value', 'Active Users', 'Messages'])
      await expect.poll(() => statValue(page, label).isVisible()).toBe(true);
    expect(await statValue(page, 'Inventory Value').textContent()).toMatch(/^KSH [\d,.]+$/);
    expect(await page.getByRole('region', { name: 'Active Users', exact: true }).textContent()).toContain(
      'Admin accounts',
    );
    expect(await page.getByRole('region', { name: 'Messages', exact: true }).textContent()).toMatch(
      /\d+ unread/,
    );
    for (const title of ['Recent Activity', 'Enquiries', 'Inventory Status', 'Top Categories', 'Quick Links'])
      expect(await page.getByRole('heading', { name: title, level: 2 }).isVisible()).toBe(true);
    // Inventory Status: in stock / out of stock / discounted; top 3 categories at most.
    const inventory = page.getByTestId('inventory-status');
    for (const label of ['In Stock', 'Out of Stock', 'Discounted'])
      expect(await inventory.getByText(label, { exact: true }).isVisible()).toBe(true);
    const categories = await page.getByTestId('top-categories').getByTestId('bar').count();
    expect(categories).toBeGreaterThan(0);
    expect(categories).toBeLessThanOrEqual(3);
    // Recent activity has relative times (our frame was created moments ago).
    const times = await page.getByTestId('activity-item').locator('time').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t).toMatch(/^(Just now|\d+ (minute|hour|day)s? ago)$/);
    // Quick links to frames, messages and users.
    const links = page.getByTestId('quick-links').getByRole('link');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/admin/frames', '/admin/messages', '/admin/users']));
    await shot(page, 'admin-dashboard-1280');
    await page.screenshot({ path: '/tmp/e2e-admin-dashboard-1280-full.png', fullPage: true });
    await expectAccessible(page, 'dashboard 1280');
    expect(errors).toEqual([]);
  });

  it('a contact message sent through the API appears in the Messages card without reload', async () => {
    const { page } = await adminPage(WIDE);
    await openDashboard(page);
    const before = await numberIn(page, 'Messages');
    const res = await fetch(`${baseUrl()}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dashboard Watcher',
        email: 'watcher@example.com',
        message: 'Do you have this in walnut?',
      }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => numberIn(page, 'Messages'), { timeout: 10_000 }).toBe(before + 1);
    await expect
      .poll(() => page.getByTestId('recent-activity').textContent(), { timeout: 10_000 })
      .toContain('Contact Form Submission from Dashboard Watcher');
  });

  it("a Buy click on the storefront raises the frame's enquiry count on an open dashboard", async () => {
    const { page } = await adminPage(WIDE);
    await openDashboard(page);
    const before = await enquiryTotal(page);
    expect(await page.getByTestId('enquiries').getByText(frame.name).count()).toBe(0);

    const shop = await openPage(WIDE);
    const openedCount = () =>
      shop.page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened.length);
    // The card's Buy on the home page (the home page lists the first 50 frames: ours when there are
    // not more), then the detail page's 'Order on WhatsApp': 3 clicks in all.
    const listed = await api<{ id: number }[]>('GET', '/public/frames?limit=50', undefined, false);
    let clicks = 0;
    /** Clicks and waits for the beacon's answer (leaving the page at once could cancel it). */
    const clickAndCount = async (button: ReturnType<Page['getByRole']>) => {
      const answered = shop.page.waitForResponse((r) => r.url().endsWith('/api/public/enquiries'));
      await button.click();
      expect((await answered).status()).toBe(202);
      clicks += 1;
    };
    if (listed.some((f) => f.id === frame.id)) {
      await shop.page.goto(baseUrl());
      await afterSplash(shop.page);
      const buy = shop.page.getByRole('button', { name: `Buy ${frame.name}` });
      await buy.waitFor({ timeout: 15_000 });
      await buy.scrollIntoViewIfNeeded();
      await clickAndCount(buy);
      // The chat link opens (window.open is recorded by openPage); the beacon follows, not awaited.
      await expect.poll(openedCount).toBe(clicks);
    }
    await shop.page.goto(`${baseUrl()}/frame/${frame.id}`);
    await afterSplash(shop.page);
    const order = shop.page.getByRole('button', { name: 'Order on WhatsApp' });
    while (clicks < 3) {
      const before = await openedCount();
      await clickAndCount(order);
      await expect.poll(openedCount).toBe(before + 1);
    }
    const opened = await shop.page.evaluate(
      () => (window as unknown as { __opened: string[][] }).__opened[0]?.[0] ?? '',
    );
    expect(opened).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);

    await expect.poll(() => enquiryTotal(page), { timeout: 10_000 }).toBe(before + 3);
    const row = page.getByTestId('enquiry-frame').filter({ hasText: frame.name });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.getByTestId('enquiry-frame-total').textContent()).toBe('3 enquiries');
    expect(await row.getByTestId('enquiry-chat').textContent()).toBe('Chat 3');
    expect(await row.getByTestId('enquiry-email').textContent()).toBe('E-mail 0');
    expect(await row.getByRole('link', { name: frame.name }).getAttribute('href')).toBe(
      `/admin/frames/${frame.id}`,
    );
    // The 30-day window counts them too.
    await page.getByRole('button', { name: '30 days' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => page.getByTestId('enquiries').getByTestId('enquiry-total').textContent())
      .toMatch(/in the last 30 days/);
    await expect.poll(() => row.count()).toBe(1);
    await page.mouse.move(0, 0);
    await animationsDone(page); // colour transitions of the switch
    await page.getByTestId('enquiries').screenshot({ path: '/tmp/e2e-admin-dashboard-enquiries.png' });
  });

  it("a failed load shows 'Error loading dashboard: ...' with Retry, which loads it", async () => {
    const { page } = await adminPage(WIDE);
    // The server answers without a message: the spec's own text is shown.
    await page.route('**/api/dashboard/stats', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl()}/admin/dashboard`);
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading dashboard' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain(
      'Error loading dashboard: Failed to load dashboard statistics',
    );
    await page.unroute('**/api/dashboard/stats');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await statValue(page, 'Total Frames').waitFor({ timeout: 20_000 });
    expect(await alert.count()).toBe(0);
  });

  it('at 375 px: cards two across, sections stacked, nothing wider than the screen; accessible', async () => {
    const { page, errors } = await adminPage(PHONE);
    await openDashboard(page);
    for (const label of ['Total Frames', 'Inventory Value', 'Active Users', 'Messages'])
      expect(await statValue(page, label).isVisible()).toBe(true);
    for (const id of ['recent-activity', 'enquiries', 'inventory-status', 'top-categories', 'quick-links'])
      expect(await page.getByTestId(id).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'admin-dashboard-375');
    await page.screenshot({ path: '/tmp/e2e-admin-dashboard-375-full.png', fullPage: true });
    await expectAccessible(page, 'dashboard 375');
    expect(errors).toEqual([]);
  });
});
