/**
 * Label Management in Chromium against the real server: create (a blank name refused with the spec's
 * text), a duplicate name refused with the server's message and the input kept, edit, duplicate
 * (' (Copy)', same colour), search, page size and pages in the URL, delete with its toast, Delete disabled
 * with a tooltip for a label in use, 375 px cards; a renamed and recoloured label shows at once on an open
 * storefront page and in the admin's frame list. Makes its own labels and frames (a unique word in their
 * names), deletes them afterwards, and never relies on totals other files change.
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
const stamp = Date.now().toString(36);
/** A word only this file's labels and frames carry. */
const WORD = `lq${stamp}`;
const labelIds: number[] = [];
const frameIds: number[] = [];

type ApiLabel = { id: number; name: string; color: string; usageCount: number };
const api = <T>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

async function makeLabel(name: string, color = '#1E3A8A') {
  const label = await api<ApiLabel>('POST', '/labels', { name, color });
  labelIds.push(label.id);
  return label;
}

async function makeFrame(name: string, labels: number[]) {
  const frame = await api<{ id: number }>('POST', '/frames', {
    name,
    description: `Made by the labels e2e test (${WORD}).`,
    originalPrice: 3000,
    currentPrice: 3000,
    category: 'Modern',
    labels,
  });
  frameIds.push(frame.id);
  return frame;
}

/** Every label of ours with `word` in its name, from the API. */
const findLabels = (word: string) =>
  api<ApiLabel[]>('GET', `/labels?search=${encodeURIComponent(word)}&limit=100`);

/** A page of the admin, signed in with a token from the API (the login screen has its own tests). */
const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const rows = (page: Page) => page.getByTestId('label-row');
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByTestId('label-name').getByText(name, { exact: true }) });
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openList(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/labels${query}`);
  await heading(page, 'Label Management').waitFor({ timeout: 20_000 });
}

/** Waits for the toasts to leave (axe checks the page, not a toast fading in or out). */
async function noToasts(page: Page) {
  await expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 20_000 })
    .toBe(0);
}

/** Waits for running animations (a dialog opening) to end, so a screenshot shows the settled screen. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe.skipIf(skip)('Label Management in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of frameIds) await api('DELETE', `/frames/${id}`).catch(() => {});
    // Labels the screen made are found by the word; those the API made are listed.
    const ours = await findLabels(WORD).catch(() => [] as ApiLabel[]);
    for (const id of new Set([...labelIds, ...ours.map((l) => l.id)]))
      await api('DELETE', `/labels/${id}`).catch(() => {});
  });

  it('at 1280 px: create (blank refused), a duplicate name refused, edit, duplicate, search in the URL', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openList(page);
    expect(await page.getByText('Create and manage product labels for your frames.').isVisible()).toBe(true);
    for (const label of ['Total Labels', 'Total Usage', 'Unique Colors'])
      await expect
        .poll(() =>
          page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value').textContent(),
        )
        .toMatch(/^\d+$/);
    await rows(page).first().waitFor();
    const headers = await page.getByTestId('labels-table').locator('th').allTextContents();
    expect(headers).toEqual(['Label', 'Color', 'Usage', 'Preview', 'Created', 'Actions']);
    expect(await page.getByRole('heading', { name: 'Label Color Palette' }).isVisible()).toBe(true);

    // Create: a blank name is refused with the spec's text, nothing sent.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/labels')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    const create = dialogNamed(page, 'Create New Label');
    await create.waitFor();
    expect(await create.getByLabel('Color', { exact: true }).inputValue()).toBe('#3B82F6');
    await create.getByLabel('Label name').fill('   ');
    await create.getByRole('button', { name: 'Create Label' }).click();
    await create.getByText('Please enter a label name.').waitFor();
    expect(await create.getByLabel('Label name').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    await settled(page);
    await shot(page, 'admin-labels-invalid-1280');

    // The trimmed name and the typed colour are sent; the toast says so; the row shows it.
    const name = `Alpha ${WORD}`;
    await create.getByLabel('Label name').fill(`  ${name}  `);
    await create.getByLabel('Color', { exact: true }).fill('#1e3a8a');
    await create.getByRole('button', { name: 'Create Label' }).click();
    await expectToast(page, 'Label created successfully.');
    await create.waitFor({ state: 'hidden' });
    expect(posts).toHaveLength(1);
    const [alpha] = await findLabels(name);
    expect(alpha).toMatchObject({ name, color: '#1E3A8A', usageCount: 0 });

    // Search goes to the URL (debounced) and finds it.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(WORD);
    await expect.poll(() => param(page, 'search')).toBe(WORD);
    await expect.poll(() => rows(page).count()).toBe(1);
    const alphaRow = row(page, name);
    expect(await alphaRow.textContent()).toContain(`ID: ${alpha?.id}`);
    expect(await alphaRow.textContent()).toContain('#1E3A8A');
    expect(await alphaRow.getByTestId('label-usage').textContent()).toBe('0 frames');
    expect(await alphaRow.getByTestId('label-preview').textContent()).toBe(name);

    // The same name in other letters: the server's 409 message, the input kept.
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    await create.waitFor();
    await create.getByLabel('Label name').fill(name.toUpperCase());
    await create.getByRole('button', { name: 'Create Label' }).click();
    const refusal = create.getByTestId('label-dialog-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/already exists/);
    expect(await create.getByLabel('Label name').inputValue()).toBe(name.toUpperCase());
    await create.getByRole('button', { name: 'Cancel' }).click();
    await create.waitFor({ state: 'hidden' });
    await noToasts(page);

    // Edit: rename and recolour.
    const renamed = `Alpha ${WORD} Renamed`;
    await alphaRow.getByRole('button', { name: `Edit Label ${name}` }).click();
    const edit = dialogNamed(page, 'Edit Label');
    await edit.waitFor();
    expect(await edit.getByLabel('Label name').inputValue()).toBe(name);
    await edit.getByLabel('Label name').fill(renamed);
    await edit.getByRole('button', { name: 'Use colour #10B981' }).click();
    await edit.getByRole('button', { name: 'Update Label' }).click();
    await expectToast(page, 'Label updated successfully.');
    await row(page, renamed).waitFor();
    expect(await row(page, renamed).textContent()).toContain('#10B981');

    // Duplicate: the create dialog with ' (Copy)' and the same colour.
    await row(page, renamed)
      .getByRole('button', { name: `Duplicate Label ${renamed}` })
      .click();
    await create.waitFor();
    expect(await create.getByLabel('Label name').inputValue()).toBe(`${renamed} (Copy)`);
    expect(await create.getByLabel('Color', { exact: true }).inputValue()).toBe('#10B981');
    await settled(page);
    await shot(page, 'admin-labels-duplicate-1280');
    await create.getByRole('button', { name: 'Create Label' }).click();
    await expectToast(page, 'Label created successfully.');
    await row(page, `${renamed} (Copy)`).waitFor();
    expect(await row(page, `${renamed} (Copy)`).textContent()).toContain('#10B981');
    await expect.poll(() => rows(page).count()).toBe(2);

    // A reload keeps the search.
    await page.reload();
    await heading(page, 'Label Management').waitFor();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await search.inputValue()).toBe(WORD);
    await noToasts(page);
    await shot(page, 'admin-labels-1280');
    await expectAccessible(page, 'labels 1280');
    expect(errors).toEqual([]);
  });

  it('page size and pages in the URL', async () => {
    const word = `${WORD}pg`;
    for (let i = 1; i <= 12; i++) await makeLabel(`Page ${word} ${String(i).padStart(2, '0')}`, '#B91C1C');
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${word}`);
    await expect.poll(() => rows(page).count()).toBe(12);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    // Sorted by name ascending (docs/product.md §7).
    const names = await page.getByTestId('labels-table').getByTestId('label-name').allTextContents();
    expect(names).toEqual([...names].sort());
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('10');
    await expect.poll(() => param(page, 'limit')).toBe('10');
    await expect.poll(() => rows(page).count()).toBe(10);
    const sizes = await page.getByRole('combobox', { name: 'Per page' }).locator('option').allTextContents();
    expect(sizes).toEqual(['10', '20', '50', '100']);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.textContent()).toContain('Page 1 of 2');
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => param(page, 'page')).toBe('2');
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(param(page, 'limit')).toBe('10');
    expect(await rows(page).first().textContent()).toContain(`Page ${word} 11`);
  });

  it('deletes an unused label with its toast; Delete is disabled with a tooltip for a label in use', async () => {
    const unused = await makeLabel(`Unused ${WORD}`, '#047857');
    const used = await makeLabel(`Used ${WORD}`, '#F59E0B');
    await makeFrame(`Frame ${WORD} used`, [used.id]);
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(`sed ${WORD}`)}`);
    await row(page, used.name).waitFor();
    expect(await row(page, used.name).getByTestId('label-usage').textContent()).toBe('1 frame');

    // In use: disabled, says why on hover, and a click opens nothing.
    const blocked = row(page, used.name).getByRole('button', { name: `Delete Label ${used.name}` });
    expect(await blocked.isDisabled()).toBe(true);
    await blocked.hover();
    const tooltip = page.getByTestId('delete-label-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/Used by 1 frame: remove it from every frame/);
    await settled(page);
    await shot(page, 'admin-labels-tooltip-1280');
    await blocked.click({ force: true });
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // Unused: the dialog, cancel keeps it, confirm deletes it.
    const remove = row(page, unused.name).getByRole('button', { name: `Delete Label ${unused.name}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Label' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(unused.name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete Label' }).click();
    await expectToast(page, 'Label deleted successfully.');
    await row(page, unused.name).waitFor({ state: 'detached' });
    expect(await findLabels(unused.name)).toEqual([]);

    // Attached to a frame while the delete is being confirmed: the server refuses, the spec's sentence shows.
    const late = await makeLabel(`Late ${WORD}`, '#6B7280');
    await openList(page, `?search=${encodeURIComponent(late.name)}`);
    const lateDelete = row(page, late.name).getByRole('button', { name: `Delete Label ${late.name}` });
    await lateDelete.waitFor();
    expect(await lateDelete.isDisabled()).toBe(false);
    await lateDelete.click();
    await dialog.getByRole('button', { name: 'Delete Label' }).waitFor();
    await makeFrame(`Frame ${WORD} late`, [late.id]);
    await dialog.getByRole('button', { name: 'Delete Label' }).click();
    const sentence =
      'You cannot delete a label that is assigned to frames. Please remove it from all frames first.';
    await dialog.getByText(sentence).waitFor();
    await expectToast(page, sentence);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await findLabels(late.name)).map((l) => l.id)).toEqual([late.id]);
    // The open list heard of the new frame: the row's usage count followed, and its Delete is disabled.
    await expect.poll(() => lateDelete.isDisabled()).toBe(true);
  });

  it('a failed load shows the spec text with Retry; an empty list says how to start', async () => {
    const { page } = await adminPage(WIDE);
    const isList = (url: URL) => url.pathname === '/api/labels';
    await page.route(isList, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    await page.goto(`${baseUrl()}/admin/labels`);
    // GETs are retried 3 times (1 s, 2 s, 4 s) before the error shows.
    const failure = page.getByText('Failed to load labels. Please try again.');
    await failure.waitFor({ timeout: 30_000 });
    await page.unroute(isList);
    await page.route(isList, (route) =>
      route.fulfill({
        json: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } },
      }),
    );
    await page.getByRole('button', { name: 'Retry' }).click();
    const empty = page.getByTestId('empty-state');
    await empty.waitFor({ timeout: 20_000 });
    expect(await empty.textContent()).toContain('No labels found');
    expect(await empty.textContent()).toContain('Create your first label to get started.');
    await page.unroute(isList);
  });

  it('at 375 px: cards instead of the table, nothing wider than the screen; the dialog fits', async () => {
    await makeLabel(`Phone ${WORD} with a rather long label name for a phone`, '#8B5CF6');
    const { page, errors } = await adminPage(PHONE);
    await openList(page, `?search=${WORD}`);
    await page.getByTestId('label-card').first().waitFor();
    expect(await page.getByTestId('labels-table').isVisible()).toBe(false);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, 'admin-labels-375');
    await expectAccessible(page, 'labels 375');
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    await dialogNamed(page, 'Create New Label').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await settled(page);
    await shot(page, 'admin-labels-dialog-375');
    await expectAccessible(page, 'labels dialog 375');

    // By keyboard only: type the name, pick a preset colour with Space, submit with Enter.
    const create = dialogNamed(page, 'Create New Label');
    const name = `Keys ${WORD}`;
    await create.getByLabel('Label name').pressSequentially(name);
    await create.getByRole('button', { name: 'Use colour #8B5CF6' }).focus();
    await page.keyboard.press('Space');
    expect(await create.getByLabel('Color', { exact: true }).inputValue()).toBe('#8B5CF6');
    expect(
      await create.getByRole('button', { name: 'Use colour #8B5CF6' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await create.getByLabel('Label name').focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Label created successfully.');
    expect((await findLabels(name)).map((l) => l.color)).toEqual(['#8B5CF6']);

    // The cards further down: the actions fit the card.
    const card = page.getByTestId('label-card').filter({ hasText: name });
    await card.getByRole('button', { name: `Delete Label ${name}` }).scrollIntoViewIfNeeded();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await noToasts(page);
    await shot(page, 'admin-labels-cards-375');
    expect(errors).toEqual([]);
  });

  it('a renamed and recoloured label changes at once on an open storefront page and in the frame list', async () => {
    const label = await makeLabel(`Live ${WORD}`, '#111827');
    // Named to sort first among frames at displayOrder 0, so the home page's first 50 show it.
    const frame = await makeFrame(`0 Live ${WORD}`, [label.id]);
    await api('PUT', '/frames/display-order', { frameOrders: [{ frameId: frame.id, displayOrder: 0 }] });

    const shop = await openPage(WIDE);
    const greeted = new Promise<void>((resolve) =>
      shop.page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => String(f.payload).includes('hello') && resolve()),
      ),
    );
    await shop.page.goto(`${baseUrl()}/`);
    await afterSplash(shop.page);
    await greeted;
    await shop.page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    const card = shop.page.getByTestId('frame-card').filter({ hasText: `0 Live ${WORD}` });
    await card.getByText(label.name, { exact: true }).waitFor({ timeout: 15_000 });

    // The admin has the frame list open first (its cache holds the label), then renames the label.
    const { page } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames?search=${WORD}`);
    const frameChip = page
      .getByTestId('frame-row')
      .filter({ hasText: `0 Live ${WORD}` })
      .getByTestId('frame-label');
    await expect.poll(() => frameChip.textContent(), { timeout: 20_000 }).toBe(label.name);
    await page.getByRole('link', { name: 'Labels' }).first().click();
    await heading(page, 'Label Management').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(label.name);
    await row(page, label.name)
      .getByRole('button', { name: `Edit Label ${label.name}` })
      .click();
    const edit = dialogNamed(page, 'Edit Label');
    const renamed = `Live ${WORD} Now`;
    await edit.getByLabel('Label name').fill(renamed);
    await edit.getByLabel('Color', { exact: true }).fill('#DC2626');
    await edit.getByRole('button', { name: 'Update Label' }).click();
    await expectToast(page, 'Label updated successfully.');

    // The storefront: the chip's new name and colour, without a reload.
    const chip = card.getByText(renamed, { exact: true });
    await chip.waitFor({ timeout: 8000 });
    expect(await chip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 38, 38)');
    expect(await card.getByText(label.name, { exact: true }).count()).toBe(0);
    expect(await shop.page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await chip.scrollIntoViewIfNeeded();
    await shot(shop.page, 'storefront-label-renamed-1280');

    // The admin's frame list, reached in the app (no reload): the new chip.
    await page.getByRole('link', { name: 'Frames' }).first().click();
    await heading(page, 'Frame Management').waitFor();
    const frameRow = page.getByTestId('frame-row').filter({ hasText: `0 Live ${WORD}` });
    const adminChip = frameRow.getByTestId('frame-label');
    await expect.poll(() => adminChip.textContent(), { timeout: 8000 }).toBe(renamed);
    expect(await adminChip.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 38, 38)');
    // Its details and its form, still in the app.
    await frameRow.getByRole('link', { name: `0 Live ${WORD}` }).click();
    await heading(page, `0 Live ${WORD}`).waitFor();
    expect(await page.getByTestId('frame-label').textContent()).toBe(renamed);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**/admin/frames/${frame.id}/edit`);
    const option = page.getByRole('checkbox', { name: renamed });
    await option.waitFor({ state: 'attached', timeout: 20_000 });
    expect(await option.isChecked()).toBe(true);
    expect(shop.errors).toEqual([]);
  });
});
