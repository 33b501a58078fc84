/**
 * User Management in Chromium: who may do what. One's own row offers only what the server allows (Edit
 * User, role and status fixed); an ADMIN has no Users in the menu, and at the address sees the server's 403
 * message with Retry and stays signed in; a suspended user is locked out on their next request; 375 px
 * cards. Every user here is this file's own; the shared e2e admin is only ever refused.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, createAdmin, PHONE, skip, tokenFor, WIDE } from './fixture';
import { expectAccessible, shot } from './screen';
import { expectToast, noToasts } from './toasts';

import {
  act,
  adminPage,
  eventually,
  made,
  makeUser,
  openList,
  rowOf,
  rows,
  settled,
  setupUsersFile,
  WORD,
} from './users';

setupUsersFile();

describe.skipIf(skip)('User Management in Chromium', () => {
  it("one's own row offers no action the server refuses: Edit User only, its role and status fixed", async () => {
    const { page, errors } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(ADMIN.email)}`);
    const me = rows(page).filter({ hasText: ADMIN.email });
    await me.waitFor();
    const name = (await me.getByTestId('user-name').textContent()) as string;
    expect(await me.textContent()).toContain('You');
    // A super admin's menu has Users.
    expect(
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).count(),
    ).toBe(1);
    await me.getByRole('button', { name: `Actions for ${name}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Edit User' }).waitFor();
    // No Suspend, Make Admin or Delete (the server refuses each: its own tests say so).
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Edit User']);
    await menu.getByRole('menuitem', { name: 'Edit User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    for (const field of ['Role', 'Status'])
      expect(await dialog.getByRole('combobox', { name: field }).isDisabled()).toBe(true);
    await dialog.getByText('You cannot change your own role or status.').waitFor();
    await settled(page);
    await shot(page, 'admin-users-own-edit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Another super admin's row still has every action.
    const other = await makeUser('Ola', 'SUPER_ADMIN');
    await openList(page, `?search=${encodeURIComponent(other.email)}`);
    await rowOf(page, other.name)
      .getByRole('button', { name: `Actions for ${other.name}` })
      .click();
    await menu.getByRole('menuitem', { name: 'Delete User' }).waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Edit User',
      'Suspend User',
      'Make Admin',
      'Delete User',
    ]);
    expect(errors).toEqual([]);
  });

  it("an ADMIN has no Users in the menu; /admin/users shows the server's message with Retry, still signed in", async () => {
    const plain = await createAdmin('ADMIN');
    made.push(plain.id);
    const { page, errors } = await adminPage(WIDE, await tokenFor(plain));
    await page.goto(`${baseUrl()}/admin/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 20_000 });
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain('Users');
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await page.goto(`${baseUrl()}/admin/users`);
    const alert = page.getByRole('alert').filter({ hasText: 'Only a super admin may manage users' });
    await alert.waitFor({ timeout: 20_000 });
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    expect(await page.getByRole('button', { name: 'Add New User' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^eyJ/);
    await page.getByText(plain.name).first().waitFor();
    await shot(page, 'admin-users-forbidden');
    expect(errors).toEqual([]);
  });

  it('a user suspended by the super admin is locked out on their next request', async () => {
    const fay = await makeUser('Fay');
    const other = await adminPage(WIDE, await tokenFor(fay));
    await other.page.goto(`${baseUrl()}/admin/dashboard`);
    await other.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 20_000 });

    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(fay.email)}`);
    await act(page, fay.name, 'Suspend User');
    await page
      .getByRole('alertdialog', { name: 'Suspend User' })
      .getByRole('button', { name: 'Suspend User' })
      .click();
    await expectToast(page, 'User suspended successfully.');

    await other.page
      .locator('aside')
      .getByRole('link', { name: 'Frames' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await Promise.race([
      other.page.getByRole('alertdialog', { name: 'Account Suspended' }).waitFor({ timeout: 20_000 }),
      other.page.waitForURL(/\/admin\/login$/, { timeout: 20_000 }),
    ]);
    expect(await other.page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('at 375 px: cards instead of the table, nothing wider than the screen; the dialog fits', async () => {
    await makeUser('Gus');
    await makeUser('Hana', 'SUPER_ADMIN');
    const { page, errors } = await adminPage(PHONE);
    await openList(page, `?search=${WORD}`);
    const cards = page.getByTestId('user-card');
    await eventually(() => cards.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('users-table').isVisible()).toBe(false);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await noToasts(page);
    await shot(page, 'admin-users-375');
    await expectAccessible(page, 'users 375');
    const gus = cards.filter({ hasText: `Gus ${WORD}` });
    await gus.scrollIntoViewIfNeeded();
    await shot(page, 'admin-users-375-card');
    await gus.getByRole('button', { name: `Actions for Gus ${WORD}` }).click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.waitFor();
    await settled(page);
    await shot(page, 'admin-users-edit-375');
    await expectAccessible(page, 'edit user 375');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
