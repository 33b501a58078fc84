/** The admin session in Chromium: sign-in result kinds, the guard, logout, a session ended by the server, the layout. */

import { describe, expect, it } from 'vitest';
import { timeToPass } from '../../scripts/pageTime';
import {
  ADMIN,
  adminApi,
  baseUrl,
  createAdmin,
  openPage,
  PHONE,
  setupBrowser,
  signIn,
  skip,
  tokenFor,
  WIDE,
} from './fixture';
import { afterSplash, expectAccessible, shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

describe.skipIf(skip)('admin session in Chromium', () => {
  it('a signed-out visitor of an admin page lands on the login screen; sign in returns to that page', async () => {
    const { page, context } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames?status=IN_STOCK`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    await expectAccessible(page, 'login');
    await shot(page, 'admin-login-wide');
    // Show/hide password.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    // Both fields required.
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail and password are required.' }).waitFor();
    await page.getByLabel('Email').fill(ADMIN.email);
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/frames\?status=IN_STOCK$/);
    await expectToast(page, 'Welcome back!');
    await expectToast(page, 'You have successfully logged in to the admin panel.');
    await context.close();
  });

  it('wrong password: the invalid-credentials toast and message; the session survives a reload; logout clears it', async () => {
    const { page, context } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    expect(await page.title()).toBe('Sign in · Frame Shop admin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Invalid email or password. Please try again.');
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid/i })
      .first()
      .waitFor();
    // Focus is on the message (read out; the next Tab goes back into the form).
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await expect.poll(focused).toBe('login-error');
    // Again after a second failure.
    await page.getByLabel('Password', { exact: true }).fill('still-not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(focused).toBe('login-error');

    await signIn(page);
    const aside = page.locator('aside');
    await aside.getByTestId('signed-in-user').waitFor();
    expect(await aside.innerText()).toContain('Super Admin');
    for (const name of [
      'Dashboard',
      'Frames',
      'Display Order',
      'Messages',
      'Labels',
      'Marquee',
      'Users',
      'Performance',
    ])
      await aside.getByRole('link', { name, exact: false }).first().waitFor();
    await shot(page, 'admin-layout-wide');
    await page.reload();
    await page.waitForURL(/\/admin\/dashboard$/);
    await aside.getByTestId('signed-in-user').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

    await aside.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.waitForURL(/\/admin\/login$/);
    await context.close();
  });

  it("each screen names the tab '<heading> · Frame Shop admin'", async () => {
    const { page, context } = await openPage(WIDE);
    await signIn(page);
    const aside = page.locator('aside');
    for (const [link, heading] of [
      ['Frames', 'Frame Management'],
      ['Display Order', 'Frame Display Order'],
      ['Messages', 'Messages'],
      ['Labels', 'Label Management'],
      ['Marquee', 'Marquee Content Management'],
      ['Users', 'User Management'],
      ['Performance', 'Performance'],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await aside.getByRole('link', { name: link }).first().click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(`${heading} · Frame Shop admin`);
    }
    await context.close();
  });

  it('a suspended account is refused with the Account Suspended dialog; Contact Support opens an e-mail', async () => {
    const who = await createAdmin();
    await adminApi(await tokenFor(), 'PUT', `/users/${who.id}/status`, { status: 'SUSPENDED' });
    const { page, context } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Account Suspended' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'Your account has been suspended. Please contact the administrator for assistance.',
    );
    await shot(page, 'admin-suspended-dialog');
    await dialog.getByRole('button', { name: 'Contact Support' }).click();
    const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);
    expect(String(opened[0]?.[0])).toMatch(/^mailto:/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await context.close();
  });

  it('suspended while signed in: the next request locks the user out; deleted: the session ends', async () => {
    const super_ = await tokenFor();
    const suspended = await createAdmin();
    const { page, context } = await openPage(WIDE);
    await signIn(page, suspended);
    const issuedBefore = await tokenFor(suspended);
    await adminApi(super_, 'PUT', `/users/${suspended.id}/status`, { status: 'SUSPENDED' });
    // The next request (a live refetch may already have been it) locks the user out.
    await page
      .locator('aside')
      .getByRole('link', { name: 'Frames' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.getByRole('alertdialog', { name: 'Account Suspended' }).waitFor();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // Opening the admin again with that account's token also says why.
    await page.evaluate((t) => localStorage.setItem('adminToken', t), issuedBefore);
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.getByRole('alertdialog', { name: 'Account Suspended' }).waitFor();
    await context.close();

    const deleted = await createAdmin();
    const second = await openPage(WIDE);
    await signIn(second.page, deleted);
    await adminApi(super_, 'DELETE', `/users/${deleted.id}`);
    await second.page
      .locator('aside')
      .getByRole('link', { name: 'Frames' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await second.page.waitForURL(/\/admin\/login$/);
    await expectToast(second.page, 'Your session has ended. Please sign in again.');
    await second.context.close();
  });

  it('too many failed logins: the throttled toast with the wait the server announces', async () => {
    const { page, context } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/admin/login`);
    const email = `nobody-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    for (let i = 0; i < 7; i++) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong-${i}-password`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForSelector('form button[type=submit]:not([disabled])');
    }
    await expectToast(page, 'Too many failed login attempts');
    await context.close();
  });

  it('at 375 px the menu slides out and navigates', async () => {
    const { page, context } = await openPage(PHONE);
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Display Order' }).waitFor();
    await shot(page, 'admin-menu-phone');
    await drawer.getByRole('link', { name: 'Frames' }).click();
    await page.waitForURL(/\/admin\/frames$/);
    await drawer.waitFor({ state: 'detached' });
    await expectAccessible(page, 'admin frames at 375');
    await context.close();
  });

  it('a shopper on the storefront downloads no admin code', async () => {
    const { page, context } = await openPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    // Its first 10 s, on the page's clock: whatever it loads late (on idle, after a delay) is loaded by then.
    await timeToPass(page, `${baseUrl()}/`, 10_000);
    await afterSplash(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin|Admin|Login|Session/.test(s))).toEqual([]);
    await context.close();
  });
});
