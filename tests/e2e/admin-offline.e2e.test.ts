/**
 * A bad connection never costs work, and unsaved work is guarded (issue 19), in Chromium against the real
 * server: a frame edit saved with the network off keeps the typed work, says the connection failed, and is
 * saved once the browser is back online; a screen's code chunk (or the toaster's) that fails to load once
 * never shows the app's error screen, and one that keeps failing offers Retry in place with the menu kept;
 * the frame form asks before it is left (Stay keeps the work, Leave goes) and a reload gets the browser's
 * prompt. Makes its own frame and deletes it afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { expectToast, toastTexts } from './toasts';

setupBrowser();

let token = '';
const created: number[] = [];
const WORD = `off${Date.now().toString(36)}`;

beforeAll(async () => {
  if (skip) return;
  token = await tokenFor();
});
afterAll(async () => {
  for (const id of created) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
});

async function newFrame(name: string) {
  const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
    name,
    description: 'Made by the offline browser test.',
    status: 'IN_STOCK',
    originalPrice: 5000,
    currentPrice: 4000,
  });
  created.push(frame.id);
  return frame.id;
}

const open = async () => (await signedInPage(WIDE, token)).page;
const nameBox = (page: Page) => page.locator('form [name="name"]');
const errorScreen = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

describe.skipIf(skip)('a bad connection never costs work', () => {
  it('a frame edit saved with the network off keeps the typed work, says so, and is saved once back online', async () => {
    const id = await newFrame(`${WORD} Oak`);
    const page = await open();
    await page.goto(`${baseUrl()}/admin/frames/${id}/edit`);
    await nameBox(page).fill(`${WORD} Oak typed offline`);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Update Frame' }).click();
    const notice = page.getByTestId('offline');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(CONNECTION_TEXTS.lost);
    expect(await nameBox(page).inputValue()).toBe(`${WORD} Oak typed offline`);
    expect(await errorScreen(page).count()).toBe(0);
    expect((await adminApi<{ name: string }>(token, 'GET', `/frames/${id}`)).name).toBe(`${WORD} Oak`);
    // The toast too, offline (the toaster's script loaded with the back office).
    await expectToast(page, CONNECTION_TEXTS.kept);
    // It says "Connection failed" once, as its title (not again at the start of its description).
    const said = (await toastTexts(page)).find((text) => text.includes(CONNECTION_TEXTS.kept)) ?? '';
    expect(said.split(CONNECTION_TEXTS.title).length - 1).toBe(1);

    // Back online: saved again at once.
    await page.context().setOffline(false);
    await page.waitForURL(new RegExp(`/admin/frames/${id}$`));
    await expectToast(page, 'Frame updated successfully!');
    expect((await adminApi<{ name: string }>(token, 'GET', `/frames/${id}`)).name).toBe(
      `${WORD} Oak typed offline`,
    );
  });

  it("a screen's chunk that fails to load once is loaded again: no error screen", async () => {
    const page = await open();
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await adminMenu(page).waitFor();
    let refused = 0;
    await page.route(/\/assets\/FramesPage-[\w-]+\.js$/, (route) =>
      refused++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
    );
    await adminMenu(page).getByRole('link', { name: 'Frames' }).click();
    await page.getByRole('heading', { name: 'Frame Management' }).waitFor();
    expect(refused).toBe(2);
    expect(await errorScreen(page).count()).toBe(0);
  });

  it('a screen whose chunk keeps failing offers Retry in place, menu kept; it loads once it can', async () => {
    const page = await open();
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await adminMenu(page).waitFor();
    const chunk = /\/assets\/FrameOrderPage-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await adminMenu(page).getByRole('link', { name: 'Display Order' }).click();
    // Tried four times over 7 s, then the message in the screen's place.
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor({ timeout: 20_000 });
    expect(await errorScreen(page).count()).toBe(0);
    expect(await adminMenu(page).isVisible()).toBe(true);
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Frame Display Order' }).waitFor();
  });

  it("the toaster's chunk failing once does not take the screen down; the toast shows once it loads", async () => {
    const id = await newFrame(`${WORD} Ash`);
    const page = await open();
    let refused = 0;
    await page.route(/\/assets\/AdminToaster-[\w-]+\.js$/, (route) =>
      refused++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto(`${baseUrl()}/admin/frames/${id}/edit`);
    await nameBox(page).fill(`${WORD} Ash renamed`);
    await page.getByRole('button', { name: 'Update Frame' }).click();
    await expectToast(page, 'Frame updated successfully!');
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(await errorScreen(page).count()).toBe(0);
  });
});

describe.skipIf(skip)('unsaved work is guarded', () => {
  it('the frame form asks before it is left: Stay keeps the work, Leave goes; a reload gets the prompt', async () => {
    const page = await open();
    await page.goto(`${baseUrl()}/admin/frames`);
    await page.getByRole('link', { name: 'Add New Frame' }).first().click();
    await nameBox(page).waitFor();
    // Nothing typed yet: the menu leaves without a word.
    await adminMenu(page).getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
    await page.goBack();
    await nameBox(page).fill(`${WORD} half-filled`);

    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await adminMenu(page).getByRole('link', { name: 'Messages' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/frames/new');
    expect(await nameBox(page).inputValue()).toBe(`${WORD} half-filled`);

    // The browser's Back is held the same way.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/frames/new');
    expect(await nameBox(page).inputValue()).toBe(`${WORD} half-filled`);

    // A reload: the browser's own prompt (dismissed: the page and the work stay).
    const prompts: string[] = [];
    page.removeAllListeners('dialog');
    page.once('dialog', (d) => {
      prompts.push(d.type());
      void d.dismiss();
    });
    await page.reload({ timeout: 5_000 }).catch(() => undefined);
    expect(prompts).toEqual(['beforeunload']);
    expect(await nameBox(page).inputValue()).toBe(`${WORD} half-filled`);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Frame Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/frames');
  });

  it('the display order asks before it is left with Unsaved Changes; Stay keeps the order, Leave goes', async () => {
    const page = await open();
    await page.goto(`${baseUrl()}/admin/frame-sorting`);
    const badge = page.getByTestId('unsaved-badge');
    const first = page.getByRole('button', { name: /^Move .* down$/ }).first();
    await first.click();
    await badge.waitFor();
    const order = await page.getByRole('button', { name: /^Reorder / }).allInnerTexts();

    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await adminMenu(page).getByRole('link', { name: 'Frames' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/frame-sorting');
    expect(await badge.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Reorder / }).allInnerTexts()).toEqual(order);

    await adminMenu(page).getByRole('link', { name: 'Frames' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Frame Management' }).waitFor();
  });

  it('a display order saved with the network off keeps the order and is saved once back online', async () => {
    type Stored = { id: number; name: string; displayOrder: number }[];
    const before = await adminApi<Stored>(token, 'GET', '/frames?limit=1000');
    const page = await open();
    await page.goto(`${baseUrl()}/admin/frame-sorting`);
    await page
      .getByRole('button', { name: /^Move .* down$/ })
      .first()
      .click();
    await page.getByTestId('unsaved-badge').waitFor();
    const names = async () =>
      (await page
        .getByRole('button', { name: /^Reorder / })
        .evaluateAll((els) =>
          els.map((e) => e.getAttribute('aria-label')?.replace(/^Reorder (.*), position.*$/, '$1')),
        )) as string[];
    const moved = await names();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Save Order' }).click();
    await page.getByTestId('offline').waitFor();
    expect(await page.getByTestId('offline').innerText()).toContain(CONNECTION_TEXTS.lost);
    expect(await names()).toEqual(moved);
    await page.context().setOffline(false);
    await page.getByTestId('unsaved-badge').waitFor({ state: 'detached' });
    await expectToast(page, 'Frame order updated successfully');
    const stored = await adminApi<{ name: string; displayOrder: number }[]>(
      token,
      'GET',
      '/frames?limit=1000',
    );
    const byOrder = [...stored].sort((a, b) => a.displayOrder - b.displayOrder).map((f) => f.name);
    expect(byOrder.slice(0, 2)).toEqual(moved.slice(0, 2));
    // The catalogue's order as it was, for the other tests.
    await adminApi(token, 'PUT', '/frames/display-order', {
      frameOrders: [...before]
        .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
        .map((f, i) => ({ frameId: f.id, displayOrder: i })),
    });
  });
});
