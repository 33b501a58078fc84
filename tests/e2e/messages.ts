/**
 * What the messages files (admin-messages*.e2e.test.ts) share: their three messages, which carry a word of the
 * file's own (other files send messages to the same server; each compares counts before and after), and the
 * page's parts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { baseUrl, signedInPage, skip, tokenFor } from './fixture';
import { animationsDone } from './screen';

/** Of this file (modules are loaded afresh per test file: tests/e2e/freshModules.ts). */
export const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A word only this file's messages carry. */
export const WORD = `msg${stamp}`;

export const LONG =
  'Do you have the walnut frame in 16x20?\nI would like three of them for the hallway.\nCan you deliver to Kisumu next week?\nThank you.';
export const amina = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '+254 711 222 333',
  subject: `Walnut frames ${WORD}`,
  message: LONG,
};
export const brian = {
  name: 'Brian Kiptoo',
  email: 'brian@example.com',
  subject: `Gilded mirror ${WORD}`,
  message: 'Is the gilded one still in stock?',
};
export const carol = {
  name: 'Carol Wanjiru',
  email: 'carol@example.com',
  subject: `Oak corner ${WORD}`,
  message: 'Please call me back.',
};

export async function contact(body: Record<string, string>) {
  const res = await fetch(`${baseUrl()}/api/public/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data;
}

let token = '';
/** The file's setup: the admin's token, and the three messages sent (carol, brian, then amina: newest first). */
export function sendThreeFirst() {
  beforeAll(async () => {
    if (skip) return;
    token = await tokenFor();
    await contact(carol);
    await contact(brian);
    await contact(amina);
  });
}
export const adminToken = () => token;
/** A page signed in as the admin. */
export const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

export const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
export const card = (page: Page, subject: string) =>
  page.getByTestId('message-card').filter({ hasText: subject });
/** By attribute, not role: while a dialog is open the page behind it is hidden from the accessibility tree. */
export const statValue = (page: Page, label: string) =>
  page.locator(`[data-testid="stat-card"][aria-label="${label}"] [data-testid="stat-value"]`);
export const numberIn = async (page: Page, label: string) =>
  Number((await statValue(page, label).textContent())?.replace(/\D/g, '') || Number.NaN);
export const stats = async (page: Page) => ({
  total: await numberIn(page, 'Total'),
  unread: await numberIn(page, 'Unread'),
  read: await numberIn(page, 'Read'),
  replied: await numberIn(page, 'Replied'),
});

export async function openMessages(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/messages${query}`);
  await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor({ timeout: 20_000 });
  await expect.poll(() => numberIn(page, 'Total'), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Lets opening animations end and moves the mouse away (no hover colours) before a screenshot. */
export async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
}

/** Waits for the toasts to leave (axe and screenshots see the page itself). */
export const noToasts = (page: Page) =>
  expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 10_000 })
    .toBe(0);
