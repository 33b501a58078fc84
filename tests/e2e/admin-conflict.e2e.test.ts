/**
 * Two admins editing one frame (docs/api.md, "Concurrent changes"), in two browser contexts each signed in
 * with its own token: the first save lands; the second, made from the version it loaded, is refused (412)
 * and the form shows what changed (the field, as it was, as saved now, and the user's own) with Reload and
 * Overwrite. Overwrite saves mine over theirs; Reload loads theirs and the next save lands. Screenshots at
 * 1280 and 375 px. Makes its own frame (a unique word in its name) and deletes it afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { expectAccessible, shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const WORD = `cf${Date.now().toString(36)}`;
let frameId = 0;

interface ApiFrame {
  id: number;
  name: string;
  description: string;
  currentPrice: number;
  version: number;
}

const STALE =
  'This frame was changed by someone else since you loaded it. Reload it to see the changes, then save again.';

/** An admin's tab on frame `frameId`'s edit screen, signed in with a token of its own. */
async function editTab(viewport: { width: number; height: number }) {
  const opened = await signedInPage(viewport, await tokenFor());
  await opened.page.goto(`${baseUrl()}/admin/frames/${frameId}/edit`);
  await opened.page.getByRole('heading', { name: 'Edit Frame', level: 1 }).waitFor({ timeout: 20_000 });
  await expect.poll(() => nameField(opened.page).inputValue()).not.toBe('');
  return opened;
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Frame Name' });
const update = (page: Page) => page.getByRole('button', { name: 'Update Frame' }).click();
const serverFrame = () => adminApi<ApiFrame>(token, 'GET', `/frames/${frameId}`);

/** The conflict card's row for a field: what it was, what is saved now, and mine. */
async function changeRow(page: Page, field: string) {
  const row = page.getByTestId('conflict').locator(`li[data-field="${field}"]`);
  await row.waitFor();
  return {
    theirs: await row.getByTestId('theirs').innerText(),
    mine: await row.getByTestId('mine').innerText(),
  };
}

describe.skipIf(skip)('Two admins save the same frame (Chromium, two tabs)', () => {
  beforeAll(async () => {
    token = await tokenFor();
    const frame = await adminApi<ApiFrame>(token, 'POST', '/frames', {
      name: `Conflict ${WORD} Oak`,
      description: 'Made by the conflict e2e test.',
      originalPrice: 5000,
      currentPrice: 4000,
      category: 'Classic',
      labels: [],
    });
    frameId = frame.id;
  });
  afterAll(async () => {
    if (frameId) await adminApi(token, 'DELETE', `/frames/${frameId}`).catch(() => {});
  });

  it('at 1280 px: the second save shows what changed; Overwrite saves mine over theirs', async () => {
    const first = await editTab(WIDE);
    const second = await editTab(WIDE);

    await nameField(first.page).fill(`Theirs ${WORD}`);
    await first.page.getByRole('spinbutton', { name: /Current Price/ }).fill('3500');
    await update(first.page);
    await expectToast(first.page, 'Frame updated successfully!');
    await first.page.waitForURL(new RegExp(`/admin/frames/${frameId}$`));

    await nameField(second.page).fill(`Mine ${WORD}`);
    await update(second.page);
    const card = second.page.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this frame' }).waitFor();
    await expectToast(second.page, STALE);
    expect(await changeRow(second.page, 'name')).toEqual({ theirs: `Theirs ${WORD}`, mine: `Mine ${WORD}` });
    expect(await changeRow(second.page, 'currentPrice')).toEqual({ theirs: '3500', mine: '4000' });
    // Nothing of mine was written; my input is still on screen, locked until I choose.
    expect((await serverFrame()).name).toBe(`Theirs ${WORD}`);
    expect(await nameField(second.page).inputValue()).toBe(`Mine ${WORD}`);
    expect(await nameField(second.page).isDisabled()).toBe(true);
    expect(await second.page.getByRole('button', { name: 'Update Frame' }).isDisabled()).toBe(true);
    await shot(second.page, 'conflict-1280');
    await second.page.mouse.move(0, 0);
    await expectAccessible(second.page, 'the frame form in conflict');

    await card.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(second.page, 'Frame updated successfully!');
    await second.page.waitForURL(new RegExp(`/admin/frames/${frameId}$`));
    const after = await serverFrame();
    // Mine over theirs: my whole form was saved (its price too), made from their version.
    expect(after).toMatchObject({ name: `Mine ${WORD}`, currentPrice: 4000 });
    expect(second.errors).toEqual([]);
    expect(first.errors).toEqual([]);
  });

  it('at 375 px: Reload discards mine and loads theirs; the next save lands', async () => {
    const first = await editTab(WIDE);
    const second = await editTab(PHONE);

    await first.page.getByRole('textbox', { name: 'Description' }).fill('Their new description.');
    await update(first.page);
    await expectToast(first.page, 'Frame updated successfully!');
    await first.page.waitForURL(new RegExp(`/admin/frames/${frameId}$`));

    await nameField(second.page).fill(`Phone ${WORD}`);
    await update(second.page);
    const card = second.page.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this frame' }).waitFor();
    expect(await changeRow(second.page, 'description')).toEqual({
      theirs: 'Their new description.',
      mine: 'Made by the conflict e2e test.',
    });
    // Only their change is listed: my own edit (the name) is not someone else's.
    expect(await card.locator('li[data-field]').count()).toBe(1);
    await shot(second.page, 'conflict-375');
    const overflow = await second.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    await card.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(second.page, 'The latest saved version is loaded. Your changes were discarded.');
    await card.waitFor({ state: 'detached' });
    expect(await nameField(second.page).inputValue()).toBe(`Mine ${WORD}`);
    expect(await second.page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Their new description.',
    );
    await nameField(second.page).fill(`Phone ${WORD}`);
    await update(second.page);
    await expectToast(second.page, 'Frame updated successfully!');
    await second.page.waitForURL(new RegExp(`/admin/frames/${frameId}$`));
    expect(await serverFrame()).toMatchObject({
      name: `Phone ${WORD}`,
      description: 'Their new description.',
    });
    expect(second.errors).toEqual([]);
  });
});
