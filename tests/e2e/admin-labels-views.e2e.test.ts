/**
 * Label Management in Chromium, more: a failed load and an empty list, 375 px cards, and a renamed and
 * recoloured label showing at once on an open storefront page and in the admin's frame list. Makes its own
 * labels and frames (a unique word in their names) and deletes them afterwards.
 */
import { describe, expect, it } from 'vitest';
import { installClock, untilOnClock } from './clock';
import { baseUrl, openPage, PHONE, skip, WIDE } from './fixture';
import {
  adminPage,
  api,
  dialogNamed,
  findLabels,
  heading,
  makeFrame,
  makeLabel,
  openList,
  row,
  settled,
  setupLabelsFile,
  WORD,
} from './labels';
import { afterSplash, expectAccessible, shot } from './screen';
import { expectToast, noToasts } from './toasts';

setupLabelsFile();

describe.skipIf(skip)('Label Management in Chromium', () => {
  it('a failed load shows the spec text with Retry; an empty list says how to start', async () => {
    const { page } = await adminPage(WIDE);
    const isList = (url: URL) => url.pathname === '/api/labels';
    await page.route(isList, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    // GETs are retried 3 times (1 s, 2 s, 4 s) before the error shows: the page's clock runs through the
    // waits (each retry's request answered in between) instead of 7 s of real time.
    await installClock(page);
    await page.goto(`${baseUrl()}/admin/labels`);
    const failure = page.getByText('Failed to load labels. Please try again.');
    await untilOnClock(page, failure);
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
