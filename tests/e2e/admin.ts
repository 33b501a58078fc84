/** Admin fixtures for the browser tests: the API as the e2e admin, and signing in through the login screen. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, openPage } from './browser';
import { ADMIN } from './globalSetup';

export { ADMIN };

export interface Credentials {
  email: string;
  password: string;
}

/** A token for `who` (the e2e super admin by default), straight from the API. */
export async function tokenFor(who: Credentials = ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const json = (await res.json()) as { token?: string; message?: string };
  if (!json.token) throw new Error(`login ${who.email}: ${res.status} ${json.message}`);
  return json.token;
}

/** Calls the API with a token; returns the envelope's `data` (throws on a non-OK answer). */
export async function adminApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** A fresh ADMIN-role account (unique e-mail), made by the e2e super admin. */
export async function createAdmin(role: 'ADMIN' | 'SUPER_ADMIN' = 'ADMIN') {
  const token = await tokenFor();
  const who = {
    name: `E2E ${role === 'ADMIN' ? 'Admin' : 'Super'} ${Math.random().toString(36).slice(2, 7)}`,
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'e2e-password-456',
  };
  const user = await adminApi<{ id: number }>(token, 'POST', '/users', { ...who, role, status: 'ACTIVE' });
  return { ...who, id: user.id };
}

/**
 * A page (as openPage opens it) signed in with `token`, set in local storage before the app loads; its context
 * joins `contexts` (which the file's afterAll closes) when given.
 */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  token: string,
  contexts?: BrowserContext[],
) {
  const opened = await openPage(browser, viewport);
  await opened.context.addInitScript((t) => localStorage.setItem('adminToken', t), token);
  contexts?.push(opened.context);
  return opened;
}

/** Signs in through /admin/login and waits for the dashboard (or `then`). */
export async function signIn(page: Page, who: Credentials = ADMIN, then = /\/admin\/dashboard$/) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(then);
}

/** The text of the toasts on screen. */
export async function toastTexts(page: Page) {
  return page.locator('[data-scope="toast"][data-part="root"]').allInnerTexts();
}

/** Waits for a toast containing `text`. */
export async function expectToast(page: Page, text: string) {
  await page.locator('[data-scope="toast"][data-part="root"]', { hasText: text }).first().waitFor();
  expect((await toastTexts(page)).join('\n')).toContain(text);
}

/**
 * Records every toast that appears on `page` from its next load on (their texts, in order), however briefly
 * it stays: for "this action toasted once" and "that load did not toast at all". Read with toastLog.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __toastLog: string[] }).__toastLog = log;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-scope="toast"][data-part="root"]'))
        if (!seen.has(el) && el.textContent) {
          seen.add(el);
          log.push(el.textContent);
        }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const toastLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toastLog: string[] }).__toastLog);

/**
 * The controls staff reach for right after a result that a toast on screen lies over (their names; none
 * expected): the phone's top bar, the screen heading's actions, the form's save bar.
 */
export async function controlsUnderToasts(page: Page) {
  // Where the toasts come to rest (not where their entrance slides them from).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].every((t) =>
      t.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
    ),
  );
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((t) =>
      t.getBoundingClientRect(),
    );
    const controls = document.querySelectorAll(
      ['header', '[data-testid="page-actions"]', '[data-testid="save-bar"]']
        .map((area) => `${area} :is(button, a[href])`)
        .join(', '),
    );
    const covered: string[] = [];
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (toasts.some((t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom))
        covered.push(c.getAttribute('aria-label') || c.textContent?.trim() || c.tagName);
    }
    return covered;
  });
}
