/**
 * The User Management e2e files' own setup and helpers (admin-users*.e2e.test.ts): the file's browser and
 * admin token, users made through the API under a word of the file's own (deleted afterwards), and the
 * screen's parts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Role } from '../../src/api/types';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, tokenFor } from './fixture';

/** The e2e admin's token (setupUsersFile gets it before the file's tests). */
export let token = '';
export const stamp = Date.now().toString(36);
/** A word only this file's users carry (in names and e-mails; made anew for each file). */
export const WORD = `uq${stamp}`;
export const PASSWORD = 'users-e2e-pass-1';
export const made: number[] = [];

export interface User {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
}

export async function makeUser(label: string, role: Role = 'ADMIN') {
  const who = {
    name: `${label} ${WORD}`,
    email: `${label.toLowerCase()}-${WORD}@example.com`,
    password: PASSWORD,
  };
  const user = await adminApi<User>(token, 'POST', '/users', { ...who, role, status: 'ACTIVE' });
  made.push(user.id);
  return { ...who, id: user.id };
}

/** A page of the admin signed in with `t` (the login screen has its own tests). */
export const adminPage = (viewport: { width: number; height: number }, t = token) =>
  signedInPage(viewport, t);

export const heading = (page: Page) => page.getByRole('heading', { name: 'User Management', level: 1 });
export const rows = (page: Page) => page.getByTestId('user-row');
export const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

export async function openList(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/users${query}`);
  await heading(page).waitFor({ timeout: 20_000 });
}

/**
 * Picks a row's action from its menu, once it may be picked: a row's changes wait while the list is read again
 * (src/admin/users/UserRowActions.tsx, `refreshing`), as a person waits for a greyed-out item.
 */
export async function act(page: Page, name: string, item: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item, disabled: false }).click();
}

/** expect.poll with room for a slow load (its default second is too short after a reload on a busy machine). */
export const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** Waits for running animations (a dialog fading in) to end, so a screenshot shows the settled screen. */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** The file's browser, its admin token before its tests, and its users deleted after them. */
export function setupUsersFile() {
  setupBrowser();
  beforeAll(async () => {
    if (!skip) token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of made) await adminApi(token, 'DELETE', `/users/${id}`).catch(() => {});
  });
}
