/**
 * Marquee Content Management in Chromium against the real server: create (a blank text keeps Create
 * disabled, order 'abc' is sent as 0), edit, search in the URL, Hide/Show with its toast (and rolled back
 * when the call fails), delete with the spec's confirm sentence; an open storefront's banner loses a hidden
 * item and gets it back without reload; the empty and failed states (answers intercepted). Makes its own
 * items (a unique word in their text), removes them at the end and never relies on counts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  baseUrl,
  openPage,
  PHONE,
  setupBrowser,
  signedInPage,
  skip,
  tokenFor,
  WIDE,
} from './fixture';
import { afterSplash, expectAccessible, shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const WORD = `mq${Date.now().toString(36)}`;
const CONFIRM = 'Are you sure you want to delete this marquee content? This action cannot be undone.';

const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

const heading = (page: Page) => page.getByRole('heading', { name: 'Marquee Content Management', level: 1 });
const cards = (page: Page) => page.getByTestId('marquee-item');
const card = (page: Page, text: string) =>
  cards(page).filter({ has: page.getByTestId('marquee-text').getByText(text, { exact: true }) });
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const dialog = (page: Page) => page.getByRole('dialog');

async function openList(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/marquee${query}`);
  await heading(page).waitFor({ timeout: 20_000 });
}

/** Waits until no toast is on screen (axe and screenshots see the page itself). */
async function toastsGone(page: Page) {
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
}

describe.skipIf(skip)('Marquee Content Management in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });
  afterAll(async () => {
    const mine = await adminApi<{ id: number }[]>(token, 'GET', `/marquee?search=${WORD}&limit=100`).catch(
      () => [],
    );
    for (const item of mine) await adminApi(token, 'DELETE', `/marquee/${item.id}`).catch(() => {});
  });

  it('at 1280 px: create, search, edit, hide and show, delete', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openList(page);
    expect(await page.getByText(/scrolling text on the homepage/).count()).toBe(1);
    await cards(page).first().waitFor();

    // Add Content: blank text keeps Create disabled; order 'abc' becomes 0; active by default.
    await page.getByRole('button', { name: 'Add Content' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Content' }).waitFor();
    const create = dialog(page).getByRole('button', { name: 'Create Content' });
    expect(await create.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Text').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    const text = `E2E ${WORD} open on Sundays`;
    await dialog(page).getByLabel('Text').fill(text);
    expect(await dialog(page).getByRole('textbox', { name: 'Order' }).inputValue()).toBe('0');
    await dialog(page).getByRole('textbox', { name: 'Order' }).fill('abc');
    expect(
      await dialog(page)
        .getByRole('checkbox', { name: /Active/ })
        .isChecked(),
    ).toBe(true);
    await shot(page, 'admin-marquee-dialog-1280');
    await create.click();
    await expectToast(page, 'Marquee content created successfully');
    await dialog(page).waitFor({ state: 'detached' });
    const [saved] = await adminApi<{ id: number; order: number; isActive: boolean }[]>(
      token,
      'GET',
      `/marquee?search=${encodeURIComponent(WORD)}`,
    );
    expect(saved).toMatchObject({ order: 0, isActive: true });

    // Search goes to the URL and keeps only this item.
    await page.getByRole('searchbox', { name: 'Search' }).fill(WORD);
    await expect.poll(() => param(page, 'search')).toBe(WORD);
    await expect.poll(() => cards(page).count()).toBe(1);
    const mine = card(page, text);
    expect(await mine.getByTestId('marquee-status').textContent()).toBe('Active');
    expect(await mine.textContent()).toContain('Order: 0');
    expect(await mine.textContent()).toMatch(/Created \d{1,2} \w{3} \d{4}/);

    // Edit: pre-filled; a blank text disables Update; new text and order.
    await mine.getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByRole('heading', { name: 'Edit Content' }).waitFor();
    expect(await dialog(page).getByLabel('Text').inputValue()).toBe(text);
    const update = dialog(page).getByRole('button', { name: 'Update Content' });
    await dialog(page).getByLabel('Text').fill('');
    expect(await update.isDisabled()).toBe(true);
    const edited = `E2E ${WORD} open on Sundays and holidays`;
    await dialog(page).getByLabel('Text').fill(edited);
    await dialog(page).getByRole('textbox', { name: 'Order' }).fill('7');
    await update.click();
    await expectToast(page, 'Marquee content updated successfully');
    const after = card(page, edited);
    await after.waitFor();
    await expect.poll(() => after.textContent()).toContain('Order: 7');

    // Hide, then Show: the badge changes, the toast says so.
    await after.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => after.getByTestId('marquee-status').textContent()).toBe('Inactive');
    await expectToast(page, 'Marquee content status updated');
    await after.getByRole('button', { name: 'Show' }).waitFor();
    await page.mouse.move(600, 880); // a toast under the pointer stays (paused)
    await expect.poll(() => page.getByTestId('marquee-count').textContent()).toContain('0 active, 1 hidden');
    await toastsGone(page);
    await expectAccessible(page, 'marquee list 1280');
    await shot(page, 'admin-marquee-1280');
    await after.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => after.getByTestId('marquee-status').textContent()).toBe('Active');

    // A failed switch is rolled back with the spec's text.
    await page.route('**/api/marquee/*/toggle', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    await after.getByRole('button', { name: 'Hide' }).click();
    await expectToast(page, 'Failed to update status');
    await expect.poll(() => after.getByTestId('marquee-status').textContent()).toBe('Active');
    await page.unroute('**/api/marquee/*/toggle');

    // Delete with the spec's sentence.
    await after.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(CONFIRM).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Marquee content deleted successfully');
    await after.waitFor({ state: 'detached' });
    await page.getByText('No marquee content found').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => param(page, 'search')).toBeNull();
    await cards(page).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a hidden item leaves an open storefront page without reload and comes back when shown', async () => {
    const text = `E2E ${WORD} live banner`;
    await adminApi(token, 'POST', '/marquee', { text, isActive: true, order: 0 });
    const shopper = await openPage(WIDE);
    const greeted = new Promise<void>((resolve) =>
      shopper.page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => String(f.payload).includes('hello') && resolve()),
      ),
    );
    await shopper.page.goto(`${baseUrl()}/`);
    await afterSplash(shopper.page);
    await greeted;
    await shopper.page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    const banner = shopper.page.getByTestId('marquee');
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain(text);

    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(text)}`);
    const mine = card(page, text);
    await mine.getByRole('button', { name: 'Hide' }).click();
    await expectToast(page, 'Marquee content status updated');
    await expect
      .poll(async () => ((await banner.count()) ? await banner.textContent() : ''), { timeout: 10_000 })
      .not.toContain(text);
    await mine.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain(text);
    expect(await shopper.page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });

  it('at 375 px: the list, the empty list (Add First Content) and a failed load with Retry', async () => {
    const text = `E2E ${WORD} phone`;
    await adminApi(token, 'POST', '/marquee', { text, isActive: false, order: 3 });
    const { page, errors } = await adminPage(PHONE);
    await openList(page, `?search=${WORD}`);
    const mine = card(page, text);
    await mine.waitFor();
    expect(await mine.getByTestId('marquee-status').textContent()).toBe('Inactive');
    expect(await mine.getByRole('button', { name: 'Show' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'marquee list 375');
    await shot(page, 'admin-marquee-375');

    // No content at all (the answer intercepted): 'Add First Content' opens the dialog.
    await page.route('**/api/marquee?*', (route) =>
      route.fulfill({
        json: { success: true, data: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } },
      }),
    );
    await openList(page);
    await page.getByText('No marquee content found').waitFor();
    await page.getByRole('button', { name: 'Add First Content' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Content' }).waitFor();
    // A refused create: the server's message, the dialog stays open with what was typed.
    await page.route('**/api/marquee', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { success: false, message: 'text must be shorter' } })
        : route.fallback(),
    );
    await dialog(page).getByLabel('Text').fill(`E2E ${WORD} refused`);
    await dialog(page).getByRole('button', { name: 'Create Content' }).click();
    await expectToast(page, 'text must be shorter');
    await dialog(page).getByRole('alert').getByText('text must be shorter').waitFor();
    expect(await dialog(page).getByLabel('Text').inputValue()).toBe(`E2E ${WORD} refused`);
    await page.unroute('**/api/marquee');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await shot(page, 'admin-marquee-empty-375');

    // A failed load: the spec's text and Retry.
    await page.unroute('**/api/marquee?*');
    await page.route('**/api/marquee?*', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Service Unavailable' } }),
    );
    await openList(page);
    await page.getByText('Failed to fetch marquee content').waitFor({ timeout: 30_000 });
    await page.unroute('**/api/marquee?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await cards(page).first().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
