/**
 * Messages in Chromium against the real server: contact messages listed with their fields, search and the
 * status buttons kept in the URL, the Message Details dialog, Mark as Read / Mark as Replied with their
 * toasts and the stat cards following, delete through the confirmation (from, subject, date), a message
 * deleted meanwhile, a failed load with Retry, pages, and a storefront message arriving live on an open page
 * and in the side menu's unread count; 1280 and 375 px, keyboard, axe. Other files send messages to the same
 * server: this one uses a word of its own and compares counts before and after.
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
import { afterSplash, animationsDone, expectAccessible, shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const stamp = Date.now().toString(36);
/** A word only this file's messages carry. */
const WORD = `msg${stamp}`;

const LONG =
  'Do you have the walnut frame in 16x20?\nI would like three of them for the hallway.\nCan you deliver to Kisumu next week?\nThank you.';
const amina = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '+254 711 222 333',
  subject: `Walnut frames ${WORD}`,
  message: LONG,
};
const brian = {
  name: 'Brian Kiptoo',
  email: 'brian@example.com',
  subject: `Gilded mirror ${WORD}`,
  message: 'Is the gilded one still in stock?',
};
const carol = {
  name: 'Carol Wanjiru',
  email: 'carol@example.com',
  subject: `Oak corner ${WORD}`,
  message: 'Please call me back.',
};

async function contact(body: Record<string, string>) {
  const res = await fetch(`${baseUrl()}/api/public/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data;
}

const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const card = (page: Page, subject: string) => page.getByTestId('message-card').filter({ hasText: subject });
/** By attribute, not role: while a dialog is open the page behind it is hidden from the accessibility tree. */
const statValue = (page: Page, label: string) =>
  page.locator(`[data-testid="stat-card"][aria-label="${label}"] [data-testid="stat-value"]`);
const numberIn = async (page: Page, label: string) =>
  Number((await statValue(page, label).textContent())?.replace(/\D/g, '') || Number.NaN);
const stats = async (page: Page) => ({
  total: await numberIn(page, 'Total'),
  unread: await numberIn(page, 'Unread'),
  read: await numberIn(page, 'Read'),
  replied: await numberIn(page, 'Replied'),
});

async function openMessages(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/messages${query}`);
  await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor({ timeout: 20_000 });
  await expect.poll(() => numberIn(page, 'Total'), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Lets opening animations end and moves the mouse away (no hover colours) before a screenshot. */
async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
}

/** Waits for the toasts to leave (axe and screenshots see the page itself). */
const noToasts = (page: Page) =>
  expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 10_000 })
    .toBe(0);

describe.skipIf(skip)('Messages in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
    await contact(carol);
    await contact(brian);
    await contact(amina);
  });
  afterAll(async () => {});

  it('lists messages with their fields; search and the status buttons live in the URL; accessible at 1280 px', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openMessages(page);
    expect(await page.getByText('Manage customer inquiries and support messages.').isVisible()).toBe(true);
    await page.getByLabel('Search').fill(WORD);
    await expect.poll(() => param(page, 'search')).toBe(WORD);
    await expect.poll(() => page.getByTestId('message-card').count()).toBe(3);
    // Newest first.
    const subjects = await page.getByTestId('message-card').getByRole('heading').allTextContents();
    expect(subjects).toEqual([amina.subject, brian.subject, carol.subject]);
    const a = card(page, amina.subject);
    expect(await a.getByTestId('message-from').textContent()).toBe(amina.name);
    expect(await a.getByTestId('message-status').textContent()).toBe('Unread');
    expect(await a.getByTestId('message-email').textContent()).toBe(amina.email);
    expect(await a.getByTestId('message-phone').textContent()).toBe(amina.phone);
    expect(await a.getByTestId('message-date').textContent()).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    // The preview: two lines at most.
    const preview = a.getByTestId('message-preview');
    const lines = await preview.evaluate((el) =>
      Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)),
    );
    expect(lines).toBe(2);
    expect(await card(page, brian.subject).getByTestId('message-phone').count()).toBe(0);

    // Status buttons: Read has none of ours yet; Unread has all three.
    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Read', exact: true })
      .click();
    await expect.poll(() => param(page, 'status')).toBe('READ');
    await page.getByText('No messages found').waitFor();
    expect(await page.getByText('No messages match your current filters.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect.poll(() => page.getByTestId('message-card').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Unread', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Kept across a reload.
    await page.reload();
    await card(page, amina.subject).waitFor({ timeout: 20_000 });
    expect(param(page, 'status')).toBe('UNREAD');
    expect(await page.getByLabel('Search').inputValue()).toBe(WORD);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => param(page, 'status')).toBeNull();
    await shot(page, 'admin-messages-1280');
    await expectAccessible(page, 'messages 1280');
    expect(errors).toEqual([]);
  });

  it('the details dialog; Mark as Read then Mark as Replied with their toasts, the stats following', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openMessages(page, `?search=${WORD}`);
    await card(page, amina.subject).waitFor();
    const before = await stats(page);
    await page.getByRole('button', { name: `View ${amina.subject} from ${amina.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Details' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('details-subject').textContent()).toBe(amina.subject);
    const text = (await dialog.textContent()) ?? '';
    for (const part of ['From', amina.name, 'Email', amina.email, 'Phone', amina.phone, 'Date'])
      expect(text).toContain(part);
    expect(await dialog.getByTestId('details-message').innerText()).toBe(LONG);
    const button = (name: string) => dialog.getByRole('button', { name, exact: true });
    expect(await button('Mark as Read').isVisible()).toBe(true);
    expect(await button('Mark as Replied').isVisible()).toBe(true);
    expect(await button('Delete').isVisible()).toBe(true);
    await settled(page);
    await shot(page, 'admin-messages-details-1280');
    await expectAccessible(page, 'message details 1280');

    await button('Mark as Read').click();
    await expectToast(page, 'Message marked as read.');
    expect(await dialog.getByTestId('message-status').textContent()).toBe('Read');
    expect(await button('Mark as Read').count()).toBe(0);
    expect(await card(page, amina.subject).getByTestId('message-status').textContent()).toBe('Read');
    await expect.poll(() => numberIn(page, 'Read')).toBe(before.read + 1);
    expect(await numberIn(page, 'Unread')).toBe(before.unread - 1);
    await expect.poll(() => page.getByTestId('unread-count').textContent()).toBe(String(before.unread - 1));

    await button('Mark as Replied').click();
    await expectToast(page, 'Message marked as replied.');
    expect(await dialog.getByTestId('message-status').textContent()).toBe('Replied');
    expect(await button('Mark as Replied').count()).toBe(0);
    // No way back to UNREAD: only Mark as Read is offered now.
    expect(await button('Mark as Read').isVisible()).toBe(true);
    await expect.poll(() => numberIn(page, 'Replied')).toBe(before.replied + 1);
    expect(await numberIn(page, 'Read')).toBe(before.read);
    expect(await numberIn(page, 'Total')).toBe(before.total);
    await button('Close').click();
    await dialog.waitFor({ state: 'detached' });

    // The per-card menu offers the same marks: Brian's message straight to Replied.
    await page.getByRole('button', { name: `Actions for ${brian.subject} from ${brian.name}` }).click();
    expect(await page.getByRole('menuitem', { name: 'Mark as Read' }).isVisible()).toBe(true);
    await noToasts(page);
    await page.getByRole('menuitem', { name: 'Mark as Replied' }).click();
    await expectToast(page, 'Message marked as replied.');
    await expect
      .poll(() => card(page, brian.subject).getByTestId('message-status').textContent())
      .toBe('Replied');
    await page.getByRole('button', { name: 'Replied', exact: true }).click();
    await expect.poll(() => param(page, 'status')).toBe('REPLIED');
    await expect.poll(() => page.getByTestId('message-card').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('delete: the confirmation shows from, subject and date; the message leaves the list', async () => {
    const { page } = await adminPage(WIDE);
    await openMessages(page, `?search=${WORD}`);
    const c = card(page, carol.subject);
    await c.waitFor();
    const date = await c.getByTestId('message-date').textContent();
    const total = await numberIn(page, 'Total');
    await page.getByRole('button', { name: `Actions for ${carol.subject} from ${carol.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Message' });
    await confirm.waitFor();
    const summary = (await confirm.getByTestId('delete-summary').innerText()).replace(/\s+/g, ' ');
    expect(summary).toBe(`From ${carol.name} Subject ${carol.subject} Date ${date}`);
    await settled(page);
    await shot(page, 'admin-messages-delete-1280');
    await expectAccessible(page, 'delete confirmation 1280');
    // Cancel keeps it; then delete for real.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await c.getByTestId('message-status').textContent()).toBe('Unread');
    await page.getByRole('button', { name: `Actions for ${carol.subject} from ${carol.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Message deleted successfully.');
    await c.waitFor({ state: 'detached' });
    await expect.poll(() => numberIn(page, 'Total')).toBe(total - 1);
  });

  it('a mark shows at once, its button waits for the call, and a refused call rolls back with the toast', async () => {
    const { page } = await adminPage(WIDE);
    // The page's clock, for the check that a press does nothing (it lets time pass without a sleep).
    await page.clock.install();
    await openMessages(page, `?search=${WORD}`);
    const c = card(page, brian.subject);
    await c.waitFor();
    const before = await c.getByTestId('message-status').textContent();
    let calls = 0;
    let answered = false;
    // The server's answer is held until the test lets it go: what the page shows meanwhile is not a race.
    let answer = () => {};
    const held = new Promise<void>((r) => {
      answer = r;
    });
    await page.route('**/api/messages/*/status', async (route) => {
      calls += 1;
      await held;
      answered = true;
      await route.fulfill({ status: 409, contentType: 'application/json', body: '{"success":false}' });
    });
    const actions = page.getByRole('button', { name: `Actions for ${brian.subject} from ${brian.name}` });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Mark as Read' }).click();
    // Optimistic: the badge before any answer; the menu's button shows the call running and cannot be pressed.
    await expect.poll(() => c.getByTestId('message-status').textContent()).toBe('Read');
    await expect.poll(() => actions.isDisabled()).toBe(true);
    expect(answered).toBe(false);
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    // Pressed anyway, it opens nothing: a second of the page's time (its clock) passes and no menu shows.
    await actions.click({ force: true });
    await page.clock.runFor(1000);
    expect(await page.getByRole('menu').isVisible()).toBe(false);
    expect(answered).toBe(false);
    const toast = expectToast(page, 'Failed to update message status. Please try again.');
    answer();
    await toast;
    await expect.poll(() => c.getByTestId('message-status').textContent()).toBe(before);
    expect(await actions.isDisabled()).toBe(false);
    expect(calls).toBe(1);
  });

  it("a message deleted meanwhile: View says 'Failed to load message. Please try again.'", async () => {
    const gone = await contact({
      name: 'Dan Mwangi',
      email: 'dan@example.com',
      subject: `Gone ${WORD}`,
      message: 'x',
    });
    const { page, context } = await adminPage(WIDE);
    // No live updates on this page, so its list still shows the message once it is deleted.
    await context.routeWebSocket(/\/api\/ws/, () => {});
    await openMessages(page, `?search=Gone%20${WORD}`);
    await card(page, `Gone ${WORD}`).waitFor();
    await adminApi(token, 'DELETE', `/messages/${gone.id}`);
    await page.getByRole('button', { name: `View Gone ${WORD} from Dan Mwangi` }).click();
    await expectToast(page, 'Failed to load message. Please try again.');
    expect(await page.getByRole('dialog', { name: 'Message Details' }).count()).toBe(0);
    expect(await page.locator('[data-scope="toast"][data-type="error"]').first().innerText()).toContain(
      'Error',
    );
  });

  it("a failed load shows 'Failed to load messages. Please try again.' with Retry, which loads the list", async () => {
    const { page } = await adminPage(WIDE);
    await page.route('**/api/messages?*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl()}/admin/messages?search=${WORD}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load messages. Please try again.' });
    await alert.waitFor({ timeout: 30_000 });
    await expectToast(page, 'Failed to load messages. Please try again.');
    await page.unroute('**/api/messages?*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await card(page, amina.subject).waitFor({ timeout: 20_000 });
    expect(await alert.count()).toBe(0);
  });

  it('a message sent from the storefront appears on the open page and in the unread count, live', async () => {
    const { page } = await adminPage(WIDE);
    await openMessages(page);
    const unread = await numberIn(page, 'Unread');
    const badge = page.getByRole('navigation', { name: 'Admin' }).getByTestId('unread-count');
    const before = Number((await badge.count()) ? await badge.textContent() : 0);
    const shop = await openPage(WIDE);
    await shop.page.goto(`${baseUrl()}/#contact`);
    await afterSplash(shop.page);
    const form = shop.page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/First Name/).fill('Live');
    await form.getByLabel(/Last Name/).fill(WORD);
    await form.getByLabel(/Email/).fill('live@example.com');
    await form.getByLabel(/Phone/).fill('0712 345 678');
    await form.getByLabel(/Message/).fill('Sent while the messages page is open.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await shop.page.getByText('Message Sent!').waitFor();
    const live = page.getByTestId('message-card').filter({ hasText: `Live ${WORD}` });
    await live.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('message-card').first().textContent()).toContain(`Live ${WORD}`);
    expect(await live.getByRole('heading').textContent()).toBe('Contact Form Submission');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(String(before + 1));
    await expect.poll(() => numberIn(page, 'Unread')).toBe(unread + 1);
  });

  it('at 375 px: cards fit, the menu and dialogs work by keyboard; accessible', async () => {
    const { page, errors } = await adminPage(PHONE);
    await openMessages(page, `?search=${WORD}`);
    const a = card(page, amina.subject);
    await a.waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    for (const name of ['All', 'Unread', 'Read', 'Replied'])
      expect(await page.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    await noToasts(page).catch(() => {});
    await shot(page, 'admin-messages-375');
    await expectAccessible(page, 'messages 375');
    // Keyboard: the menu opens with Enter and its items are reached with the arrows.
    await page.getByRole('button', { name: `Actions for ${amina.subject} from ${amina.name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await settled(page);
    await shot(page, 'admin-messages-menu-375');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `View ${amina.subject} from ${amina.name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Message Details' });
    await dialog.waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await settled(page);
    await shot(page, 'admin-messages-details-375');
    await expectAccessible(page, 'message details 375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('pages of 20, newest first; the page is kept in the URL', async () => {
    const bulk = `bulk${stamp}`;
    for (let i = 1; i <= 22; i++)
      await contact({
        name: `Bulk ${i}`,
        email: 'bulk@example.com',
        subject: `${bulk} ${String(i).padStart(2, '0')}`,
        message: 'y',
      });
    const { page } = await adminPage(WIDE);
    await openMessages(page, `?search=${bulk}`);
    await expect.poll(() => page.getByTestId('message-card').count()).toBe(20);
    expect(await page.getByTestId('message-card').first().getByRole('heading').textContent()).toBe(
      `${bulk} 22`,
    );
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => param(page, 'page')).toBe('2');
    await expect.poll(() => page.getByTestId('message-card').count()).toBe(2);
    expect(await page.getByTestId('message-card').getByRole('heading').allTextContents()).toEqual([
      `${bulk} 02`,
      `${bulk} 01`,
    ]);
  });
});
