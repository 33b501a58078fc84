/**
 * Frame Management and frame details in Chromium against the real server: search and status filter kept
 * in the URL across a reload, page size and pagination, mobile cards with '+N more', delete through the
 * dialog; the details page's fields, an unknown id, and delete with the browser confirm. Makes its own
 * frames (a unique word in their names) and never relies on totals other files change.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, PHONE, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { expectAccessible, shot } from './screen';

setupBrowser();

let token = '';
const stamp = Date.now().toString(36);
/** A word only this file's frames carry. */
const WORD = `zq${stamp}`;
const created: number[] = [];
const labels: number[] = [];
let labelled: { id: number; name: string };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function makeFrame(name: string, extra: Record<string, unknown> = {}) {
  const frame = await api<{ id: number; name: string }>('POST', '/frames', {
    name,
    description: `Made by the frames e2e test (${WORD}).`,
    originalPrice: 5000,
    currentPrice: 4000,
    dimensions: '16x20 inches',
    category: 'Vintage',
    labels: [],
    ...extra,
  });
  created.push(frame.id);
  return frame;
}

/** A page of the admin, signed in with a token from the API (the login screen has its own tests). */
const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const rows = (page: Page) => page.getByTestId('frame-row');
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

async function openList(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/frames${query}`);
  await heading(page, 'Frame Management').waitFor({ timeout: 20_000 });
}

describe.skipIf(skip)('Frame Management and frame details in Chromium', () => {
  beforeAll(async () => {
    token = (
      (await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }).then((r) => r.json())) as { token: string }
    ).token;
    for (const [i, color] of ['#1E3A8A', '#B91C1C', '#047857', '#F59E0B'].entries())
      labels.push(
        (await api<{ id: number }>('POST', '/labels', { name: `E2E ${stamp} L${i + 1}`, color })).id,
      );
    // 12 frames with the word: 3 out of stock, one with four labels.
    for (let i = 1; i <= 12; i++)
      await makeFrame(`List ${WORD} ${String(i).padStart(2, '0')}`, {
        status: i % 4 === 0 ? 'OUT_OF_STOCK' : 'IN_STOCK',
        ...(i === 1 ? { labels } : {}),
      });
    labelled = { id: created[0] as number, name: `List ${WORD} 01` };
  });
  afterAll(async () => {
    for (const id of created) await api('DELETE', `/frames/${id}`).catch(() => {});
    for (const id of labels) await api('DELETE', `/labels/${id}`).catch(() => {});
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
    expect(await page.getByTestId('frame-cards').isVisible()).toBe(false);
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
    // Row actions from a card: View Details.
    await card.getByRole('button', { name: `Actions for ${labelled.name}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL(`**/admin/frames/${labelled.id}`);
    await heading(page, labelled.name).waitFor();
    await shot(page, 'admin-frame-details-375');
    expect(errors).toEqual([]);
  });

  it('Delete Frame asks in a dialog; cancel keeps it, confirm deletes it with the toast', async () => {
    const victim = await makeFrame(`Delete ${WORD} dialog`);
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
    await dialog.getByRole('button', { name: 'Delete Frame' }).click();
    await page.getByText('Frame deleted successfully.').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    const gone = await fetch(`${baseUrl()}/api/frames/${victim.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);
  });

  it('the quick status change marks a frame out of stock after a confirmation', async () => {
    const frame = await makeFrame(`Status ${WORD} quick`);
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(frame.name)}`);
    const row = rows(page).filter({ hasText: frame.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('In Stock');
    await row.getByRole('button', { name: `Actions for ${frame.name}` }).click();
    await page.getByRole('menuitem', { name: 'Mark Out of Stock' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change Frame Status' });
    await dialog.getByRole('button', { name: 'Mark Out of Stock' }).click();
    await page.getByText('Frame status updated successfully.').first().waitFor();
    await expect.poll(() => row.textContent()).toContain('Out of Stock');
    const saved = await api<{ status: string }>('GET', `/frames/${frame.id}`);
    expect(saved.status).toBe('OUT_OF_STOCK');
  });

  it('details: every field, Edit and Upload Image links, the storefront link, the tab title; an unknown id is not found', async () => {
    const { page, errors } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames/${labelled.id}`);
    await heading(page, labelled.name).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('frame-description').textContent()).toContain(WORD);
    const fields = await page.getByTestId('frame-fields').textContent();
    for (const text of ['In Stock', 'Vintage', '16x20 inches', 'Display Order'])
      expect(fields).toContain(text);
    const pricing = await page.getByTestId('frame-pricing').textContent();
    for (const text of ['KSH 4,000', 'KSH 5,000', 'KSH 1,000', '-20% OFF']) expect(pricing).toContain(text);
    expect(await page.getByTestId('frame-label').count()).toBe(4);
    expect(await page.getByTestId('frame-dates').textContent()).toMatch(/(Just now|\d+ minutes? ago)/);
    expect(await page.getByTestId('no-images').textContent()).toBe('No image available');
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(
      `/admin/frames/${labelled.id}/edit`,
    );
    expect(await page.getByRole('link', { name: 'Upload Image' }).getAttribute('href')).toBe(
      `/admin/frames/${labelled.id}/edit#images`,
    );
    expect(await page.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${labelled.name} · Frame Details · Frame Shop admin`);
    // The frame as shoppers see it, in a new tab.
    const shop = page.getByRole('link', { name: /View on storefront/ });
    expect(await shop.getAttribute('href')).toBe(`/frame/${labelled.id}`);
    expect(await shop.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), shop.click()]);
    await tab.getByRole('heading', { level: 1, name: labelled.name }).waitFor({ timeout: 20_000 });
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await shot(page, 'admin-frame-details-1280');
    await expectAccessible(page, 'frame details 1280');

    await page.goto(`${baseUrl()}/admin/frames/99999999`);
    await heading(page, 'Frame not found').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Back to Frames' }).click();
    await page.waitForURL('**/admin/frames');
    expect(errors).toEqual([]);
  });

  it('details: Delete asks with the browser confirm; dismiss keeps it, accept deletes and returns to the list', async () => {
    const victim = await makeFrame(`Delete ${WORD} confirm`);
    const { page } = await adminPage(WIDE);
    const asked: string[] = [];
    let accept = false;
    page.on('dialog', (d) => {
      asked.push(`${d.type()}: ${d.message()}`);
      void (accept ? d.accept() : d.dismiss());
    });
    await page.goto(`${baseUrl()}/admin/frames/${victim.id}`);
    await heading(page, victim.name).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Delete' }).click();
    expect(asked).toEqual([
      'confirm: Are you sure you want to delete this frame? This action cannot be undone.',
    ]);
    expect(new URL(page.url()).pathname).toBe(`/admin/frames/${victim.id}`);
    expect((await api<{ id: number }>('GET', `/frames/${victim.id}`)).id).toBe(victim.id);

    accept = true;
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/frames');
    await page.getByText('Frame deleted successfully.').first().waitFor();
    await heading(page, 'Frame Management').waitFor();
    expect(asked).toHaveLength(2);
    const gone = await fetch(`${baseUrl()}/api/frames/${victim.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);
  });
});
