/**
 * Messages in Chromium against the real server, what comes from elsewhere: a message deleted meanwhile, a
 * failed load with Retry, a storefront message arriving live on an open page and in the side menu's unread
 * count; a mark still on its way when the screen closes; 375 px with the keyboard and axe; pages of 20. The
 * list and its actions: admin-messages.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { adminApi, baseUrl, openPage, PHONE, setupBrowser, skip, WIDE } from './fixture';
import { holdCalls, release, untilHeld } from './heldCalls';
import {
  adminPage,
  adminToken,
  amina,
  card,
  contact,
  noToasts,
  numberIn,
  openMessages,
  param,
  sendThreeFirst,
  settled,
  stamp,
  WORD,
} from './messages';
import { afterSplash, expectAccessible, focusedWithin, shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();
sendThreeFirst();

describe.skipIf(skip)('Messages in Chromium: failures, live arrivals, phones and pages', () => {
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
    await adminApi(adminToken(), 'DELETE', `/messages/${gone.id}`);
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

  it('a mark still on its way when the screen closes ends with its toast, and is saved', async () => {
    const subject = `Leaving ${WORD}`;
    const sent = await contact({ name: 'Leah Kamau', email: 'leah@example.com', subject, message: 'x' });
    const { page, errors } = await adminPage(WIDE);
    const held = await holdCalls(
      page,
      (url, request) => request.method() === 'PUT' && /^\/api\/messages\/\d+\/status$/.test(url.pathname),
    );
    await openMessages(page, `?search=${encodeURIComponent(subject)}`);
    await page.getByRole('button', { name: `Actions for ${subject} from Leah Kamau` }).click();
    await page.getByRole('menuitem', { name: 'Mark as Read' }).click();
    await untilHeld(held);
    // Another screen: the Messages screen (and its cards) close while the call is out.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Frames' }).click();
    await page.getByRole('heading', { name: 'Frame Management', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await card(page, subject).count()).toBe(0);
    const toasted = expectToast(page, 'Message marked as read.');
    await release(held, 'pass');
    await toasted;
    expect((await adminApi<{ status: string }>(adminToken(), 'GET', `/messages/${sent.id}`)).status).toBe(
      'READ',
    );
    expect(errors).toEqual([]);
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
    await focusedWithin(page.getByRole('menu'));
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
    await focusedWithin(dialog);
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
