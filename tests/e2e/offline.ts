/**
 * Fixtures for the offline and leave-guard browser tests (issue 19): a screen reached by the side menu (so
 * Back is an in-app step the guard can hold), a guarded screen's checks (Back asks, Stay keeps the work,
 * a reload gets the browser's prompt), and a save made with the network off.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { LEAVE_TEXTS } from '../../src/admin/leaveGuard';
import { baseUrl, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';

/** One room's offline test file: its staff token, a word unique to this run (its data's names), a page. */
export interface OfflineRoom {
  token: string;
  word: string;
  /** A signed-in page at 1280 px. */
  open(): Promise<Page>;
}

/**
 * Sets up a room's offline test file: the browser, a staff token before the tests, and `cleanUp` after
 * them (deleting what the tests made, found by `word`).
 */
export function offlineRoom(prefix: string, cleanUp: (room: OfflineRoom) => Promise<unknown>): OfflineRoom {
  setupBrowser();
  const room: OfflineRoom = {
    token: '',
    word: `${prefix}${Date.now().toString(36)}`,
    open: async () => (await signedInPage(WIDE, room.token)).page,
  };
  beforeAll(async () => {
    if (skip) return;
    room.token = await tokenFor();
  });
  afterAll(async () => {
    if (room.token) await cleanUp(room);
  });
  return room;
}

export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
export const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: LEAVE_TEXTS.title });

/** Opens the dashboard, then `screen` from the side menu: Back from there is a step inside the app. */
export async function viaMenu(page: Page, screen: string, heading: string) {
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await adminMenu(page).getByRole('link', { name: screen, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/**
 * The screen holds unsaved work: Back asks 'Leave without saving?', Stay keeps the screen and `kept` still
 * holds; a reload gets the browser's prompt (dismissed: the page and the work stay).
 */
export async function expectGuarded(page: Page, kept: () => Promise<void>) {
  const path = new URL(page.url()).pathname;
  await page.goBack();
  const dialog = leaveDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: LEAVE_TEXTS.stay }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(path);
  await kept();

  const prompts: string[] = [];
  page.removeAllListeners('dialog');
  page.once('dialog', (d) => {
    prompts.push(d.type());
    void d.dismiss();
  });
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(prompts).toEqual(['beforeunload']);
  expect(new URL(page.url()).pathname).toBe(path);
  await kept();
}

/** Back from a screen with nothing unsaved leaves at once (no question). */
export async function expectLeavesFreely(page: Page, heading: string) {
  await page.goBack();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  expect(await leaveDialog(page).count()).toBe(0);
}

/** Back, then Leave: the screen goes (the work with it). */
export async function leave(page: Page, heading: string) {
  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: LEAVE_TEXTS.leave }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** The connection notice (a machine's `offline` state) inside `within`, with the connection message. */
export async function expectOfflineNotice(within: Locator | Page) {
  const notice = within.getByTestId('offline');
  await notice.waitFor();
  expect(await notice.innerText()).toContain(CONNECTION_TEXTS.lost);
  return notice;
}

export const errorScreen = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });
