/**
 * The marquee with a bad connection and unsaved work (issue 19), in Chromium against the real server: an item
 * saved with the network off keeps the dialog and its input, says the connection failed, and is saved once
 * the browser is back online; Hide/Show with the network off keeps the state asked for with the connection
 * message and is made once back online; the dialog with changes asks before the screen is left (Back: Stay keeps them)
 * and a reload gets the browser's prompt. Makes its own items and deletes them afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, skip } from './fixture';
import {
  errorScreen,
  expectGuarded,
  expectLeavesFreely,
  expectOfflineNotice,
  leave,
  offlineRoom,
  viaMenu,
} from './offline';
import { shot } from './screen';
import { expectToast } from './toasts';

type Item = { id: number; text: string; isActive: boolean; order: number };
const items = () => adminApi<Item[]>(room.token, 'GET', `/marquee?search=${encodeURIComponent(WORD)}`);
const room = offlineRoom('offm', async ({ token }) => {
  for (const i of await items().catch((): Item[] => [])) await adminApi(token, 'DELETE', `/marquee/${i.id}`);
});
const WORD = room.word;
const open = room.open;
const dialog = (page: Page) => page.getByRole('dialog');
const HEADING = 'Marquee Content Management';

describe.skipIf(skip)('marquee: a bad connection never costs work', () => {
  it('a new item saved with the network off keeps the dialog and text, and is saved once back online', async () => {
    const page = await open();
    await viaMenu(page, 'Marquee', HEADING);
    await page.getByRole('button', { name: 'Add Content' }).click();
    const text = `${WORD} typed offline`;
    await dialog(page).getByLabel('Text').fill(text);
    await page.context().setOffline(true);
    await dialog(page).getByRole('button', { name: 'Create Content' }).click();
    await expectOfflineNotice(dialog(page));
    expect(await dialog(page).getByLabel('Text').inputValue()).toBe(text);
    expect(await errorScreen(page).count()).toBe(0);
    await shot(page, 'offline-marquee-dialog-1280');
    expect(await items()).toEqual([]);

    await page.context().setOffline(false);
    await expectToast(page, 'Marquee content created successfully');
    await dialog(page).waitFor({ state: 'detached' });
    expect((await items()).map((i) => i.text)).toEqual([text]);
  });

  it('Hide with the network off keeps the item shown hidden with the connection message, and is made once back online', async () => {
    const text = `${WORD} switched offline`;
    const made = await adminApi<Item>(room.token, 'POST', '/marquee', { text, isActive: true, order: 0 });
    const page = await open();
    await viaMenu(page, 'Marquee', HEADING);
    const card = page.getByTestId('marquee-item').filter({ hasText: text });
    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'Hide' }).click();
    const notice = await expectOfflineNotice(card);
    await notice.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await card.getByTestId('marquee-status').textContent()).toBe('Inactive');
    expect(await errorScreen(page).count()).toBe(0);
    await shot(page, 'offline-marquee-toggle-1280');
    expect((await items()).find((i) => i.id === made.id)?.isActive).toBe(true);

    await page.context().setOffline(false);
    await expectToast(page, 'Marquee content status updated');
    await notice.waitFor({ state: 'detached' });
    expect((await items()).find((i) => i.id === made.id)?.isActive).toBe(false);
    expect(await card.getByTestId('marquee-status').textContent()).toBe('Inactive');
  });
});

describe.skipIf(skip)('marquee: unsaved work in the dialog is guarded', () => {
  it('an untouched dialog leaves freely; changes ask (Stay keeps them), a reload prompts, Leave goes', async () => {
    const page = await open();
    await viaMenu(page, 'Marquee', HEADING);
    await page.getByRole('button', { name: 'Add Content' }).click();
    await dialog(page).getByRole('heading', { name: 'Add Content' }).waitFor();
    await expectLeavesFreely(page, 'Dashboard');

    await page.goForward();
    await page.getByRole('button', { name: 'Add Content' }).click();
    await dialog(page).getByLabel('Text').fill(`${WORD} half typed`);
    await expectGuarded(page, async () => {
      expect(await dialog(page).getByLabel('Text').inputValue()).toBe(`${WORD} half typed`);
    });
    await leave(page, 'Dashboard');
  });
});
