/**
 * The marquee with a bad connection and unsaved work (issue 19), in Chromium against the real server: an item
 * saved with the network off keeps the dialog and its input, says the connection failed, and is saved once
 * the browser is back online; the dialog with changes asks before the screen is left (Back: Stay keeps them)
 * and a reload gets the browser's prompt. Makes its own items and deletes them afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import {
  errorScreen,
  expectGuarded,
  expectLeavesFreely,
  expectOfflineNotice,
  leave,
  viaMenu,
} from './offline';
import { shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const WORD = `offm${Date.now().toString(36)}`;

type Item = { id: number; text: string; isActive: boolean; order: number };
const items = () => adminApi<Item[]>(token, 'GET', `/marquee?search=${encodeURIComponent(WORD)}`);

beforeAll(async () => {
  if (skip) return;
  token = await tokenFor();
});
afterAll(async () => {
  if (!token) return;
  for (const i of await items().catch((): Item[] => [])) await adminApi(token, 'DELETE', `/marquee/${i.id}`);
});

const open = async () => (await signedInPage(WIDE, token)).page;
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
