/**
 * Frame Management in Chromium against the real server: search and status filter kept in the URL across a
 * reload, page size and pagination, mobile cards with '+N more', delete through the dialog, the quick status
 * change. Makes its own frames (a unique word in their names) and never relies on totals other files change.
 * A frame's details page is admin-frame-details.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { framesFile, makeFrame, makeLabels } from './framesList';
import { expectAccessible, shot } from './screen';

setupBrowser();
const file = framesFile();

const stamp = Date.now().toString(36);
/** A word only this file's frames carry. */
const WORD = `zq${stamp}`;
let labelled: { id: number; name: string };

/** A page of the admin, signed in with a token from the API (the login screen has its own tests). */
const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, file.token);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const rows = (page: Page) => page.getByTestId('frame-row');
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

async function openList(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/frames${query}`);
  await heading(page, 'Frame Management').waitFor({ timeout: 20_000 });
}

describe.skipIf(skip)('Frame Management in Chromium', () => {
  beforeAll(async () => {
    const labels = await makeLabels(file, stamp);
    // 12 frames with the word: 3 out of stock, one with four labels.
    for (let i = 1; i <= 12; i++) {
      const frame = await makeFrame(file, `List ${WORD} ${String(i).padStart(2, '0')}`, {
        status: i % 4 === 0 ? 'OUT_OF_STOCK' : 'IN_STOCK',
        ...(i === 1 ? { labels } : {}),
      });
      if (i === 1) labelled = frame;
    }
  });

  it('at 1280 px: cards, table; search and status in the URL survive a reload; page size and pages', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openList(page);
    for (const label of ['Total Frames', 'In Stock', 'Out of Stock', 'Discounted'])
      await page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value').waitFor();
    // The counts and the list answer separately: the table is read once it is there.
    await page.getByTestId('frames-table').locator('th').first().waitFor();
    const headers = await page.getByTestId('frames-table').locator('th').allTextContents();
    expect(headers).toEqual(['Frame', 'Category', 'Pricing', 'Status', 'Labels', 'Created', 'Actions']);
    // One layout drawn at a time (the other is not in the page), and it follows the window's width.
    expect(await page.getByTestId('frame-cards').count()).toBe(0);
    const listed = await page.getByTestId('frame-row').count();
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.getByTestId('frame-card-admin').count()).toBe(listed);
    expect(await page.getByTestId('frames-table').count()).toBe(0);
    await page.setViewportSize(WIDE);
    await page.getByTestId('frames-table').waitFor();
    expect(await page.getByTestId('frame-cards').count()).toBe(0);
    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toMatch(/name, description or category/);
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Add New Frame' }).getAttribute('href')).toBe(
      '/admin/frames/new',
    );

    // Search (debounced) goes to the URL; the 12 frames fit the default page of 20.
    await search.fill(WORD);
    await expect.poll(() => param(page, 'search')).toBe(WORD);
    await expect.poll(() => rows(page).count()).toBe(12);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    const first = rows(page).filter({ hasText: labelled.name });
    expect(await first.textContent()).toContain('KSH 4,000');
    expect(await first.textContent()).toContain('-20% OFF');
    expect(await first.getByTestId('frame-label').count()).toBe(4);

    // Status filter.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('OUT_OF_STOCK');
    await expect.poll(() => param(page, 'status')).toBe('OUT_OF_STOCK');
    await expect.poll(() => rows(page).count()).toBe(3);
    for (const text of await rows(page).allTextContents()) expect(text).toContain('Out of Stock');

    // A reload keeps both.
    await page.reload();
    await heading(page, 'Frame Management').waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await search.inputValue()).toBe(WORD);
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('OUT_OF_STOCK');
    await shot(page, 'admin-frames-filtered-1280');

    // Back to all statuses, 10 per page: two pages.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect.poll(() => param(page, 'status')).toBeNull();
    await expect.poll(() => rows(page).count()).toBe(12);
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('10');
    await expect.poll(() => param(page, 'limit')).toBe('10');
    await expect.poll(() => rows(page).count()).toBe(10);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.textContent()).toContain('Page 1 of 2');
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => param(page, 'page')).toBe('2');
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(param(page, 'limit')).toBe('10');

    // Without the search, the whole catalogue: the page size options are there.
    await openList(page);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    const sizes = await page.getByRole('combobox', { name: 'Per page' }).locator('option').allTextContents();
    expect(sizes).toEqual(['10', '20', '50', '100']);
    await shot(page, 'admin-frames-1280');
    await expectAccessible(page, 'frames 1280');
    expect(errors).toEqual([]);
  });

  it('at 375 px: cards instead of the table, 2 labels then +N more, nothing wider than the screen', async () => {
    const { page, errors } = await adminPage(PHONE);
    await openList(page, `?search=${encodeURIComponent(WORD)}`);
    const cards = page.getByTestId('frame-card-admin');
    await expect.poll(() => cards.count()).toBe(12);
    expect(await page.getByTestId('frames-table').isVisible()).toBe(false);
    const card = cards.filter({ hasText: labelled.name });
    expect(await card.getByTestId('frame-label').count()).toBe(2);
    expect(await card.getByTestId('labels-more').textContent()).toBe('+2 more');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'admin-frames-375');
    await expectAccessible(page, 'frames 375');
    // Row actions from a card: View Details, chosen once the menu has settled. Chosen at once, the click twice
    // left the menu open and went nowhere (in ~25 runs of five files side by side; the menu slides in).
    await card.getByRole('button', { name: `Actions for ${labelled.name}` }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => a))),
    );
    await menu.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL(`**/admin/frames/${labelled.id}`);
    await heading(page, labelled.name).waitFor();
    await shot(page, 'admin-frame-details-375');
    expect(errors).toEqual([]);
  });

  it('Delete Frame asks in a dialog; cancel keeps it, confirm deletes it with the toast', async () => {
    const victim = await makeFrame(file, `Delete ${WORD} dialog`);
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(victim.name)}`);
    const row = rows(page).filter({ hasText: victim.name });
    await row.waitFor();
    const actions = row.getByRole('button', { name: `Actions for ${victim.name}` });
    const items = async () => {
      await actions.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      return menu.getByRole('menuitem').allTextContents();
    };
    expect(await items()).toEqual([
      'View Details',
      'Edit Frame',
      'Upload Image',
      'Mark Out of Stock',
      'Duplicate',
      'Delete Frame',
    ]);
    await page.getByRole('menuitem', { name: 'Delete Frame' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Frame' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(victim.name);
    await shot(page, 'admin-frames-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete Frame' }).click();
    // The toast is watched from the click that brings it.
    const deleted = page.getByText('Frame deleted successfully.').first().waitFor();
    await dialog.getByRole('button', { name: 'Delete Frame' }).click();
    await deleted;
    await expect.poll(() => row.count()).toBe(0);
    const gone = await fetch(`${baseUrl()}/api/frames/${victim.id}`, {
      headers: { authorization: `Bearer ${file.token}` },
    });
    expect(gone.status).toBe(404);
  });

  it('the quick status change marks a frame out of stock after a confirmation', async () => {
    const frame = await makeFrame(file, `Status ${WORD} quick`);
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(frame.name)}`);
    const row = rows(page).filter({ hasText: frame.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('In Stock');
    await row.getByRole('button', { name: `Actions for ${frame.name}` }).click();
    await page.getByRole('menuitem', { name: 'Mark Out of Stock' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change Frame Status' });
    const updated = page.getByText('Frame status updated successfully.').first().waitFor();
    await dialog.getByRole('button', { name: 'Mark Out of Stock' }).click();
    await updated;
    await expect.poll(() => row.textContent()).toContain('Out of Stock');
    const saved = await adminApi<{ status: string }>(file.token, 'GET', `/frames/${frame.id}`);
    expect(saved.status).toBe('OUT_OF_STOCK');
  });
});
