/**
 * User Management in Chromium against the real server, at 1280 px: a super admin lists, searches
 * (case-insensitive), filters by role (kept in the URL), adds, edits (a blank password keeps the old one),
 * suspends and re-activates, changes the role and deletes users, each with its toast; the server's refusals
 * (short password, duplicate e-mail) are shown and change nothing. Every user here is this file's own (a
 * unique word in names and e-mails).
 */
import { describe, expect, it } from 'vitest';
import { adminApi, baseUrl, skip, tokenFor, WIDE } from './fixture';
import { expectAccessible, shot } from './screen';
import { controlsUnderToasts, expectToast } from './toasts';

import {
  act,
  adminPage,
  eventually,
  heading,
  made,
  makeUser,
  openList,
  PASSWORD,
  param,
  rowOf,
  rows,
  settled,
  setupUsersFile,
  token,
  type User,
  WORD,
} from './users';

setupUsersFile();

describe.skipIf(skip)('User Management in Chromium', () => {
  it('at 1280 px: cards, table; search (any case) and role filter kept in the URL across a reload', async () => {
    const ann = await makeUser('Ann');
    const ben = await makeUser('Ben');
    const cleo = await makeUser('Cleo', 'SUPER_ADMIN');
    const { page, errors } = await adminPage(WIDE);
    await openList(page);
    await page.getByText('Manage admin users and their permissions.').waitFor();
    for (const label of ['Total Users', 'Super Admins', 'Admins', 'Active Users'])
      await eventually(() =>
        page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value').textContent(),
      ).toMatch(/^\d+$/);
    const headers = await page.getByTestId('users-table').locator('th').allTextContents();
    expect(headers).toEqual(['User', 'Role', 'Status', 'Created', 'Updated', 'Actions']);
    expect(await page.getByTestId('user-cards').isVisible()).toBe(false);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(WORD.toUpperCase());
    await eventually(() => param(page, 'search')).toBe(WORD.toUpperCase());
    await eventually(() => rows(page).count()).toBe(3);
    const annRow = rowOf(page, ann.name);
    expect(await annRow.getByTestId('user-email').textContent()).toBe(ann.email);
    expect(await annRow.textContent()).toContain('AU'); // initials of 'Ann uq…'
    expect(await rowOf(page, cleo.name).getByTestId('user-role').textContent()).toBe('Super Admin');
    expect(await rowOf(page, ben.name).getByTestId('user-status').textContent()).toBe('Active');
    // By e-mail too.
    await search.fill(`ben-${WORD}@`);
    await eventually(() => rows(page).count()).toBe(1);

    await search.fill(WORD);
    await eventually(() => param(page, 'search')).toBe(WORD);
    const roleFilter = page.getByRole('combobox', { name: 'Role' });
    expect(await roleFilter.locator('option').allTextContents()).toEqual(['All', 'Super Admin', 'Admin']);
    await roleFilter.selectOption('SUPER_ADMIN');
    await eventually(() => param(page, 'role')).toBe('SUPER_ADMIN');
    await eventually(() => rows(page).count()).toBe(1);
    await page.reload();
    await heading(page).waitFor();
    await eventually(() => rows(page).count()).toBe(1);
    expect(await search.inputValue()).toBe(WORD);
    expect(await roleFilter.inputValue()).toBe('SUPER_ADMIN');
    await roleFilter.selectOption('ADMIN');
    await eventually(() => rows(page).count()).toBe(2);
    await roleFilter.selectOption('all');
    await eventually(() => param(page, 'role')).toBeNull();
    await eventually(() => rows(page).count()).toBe(3);
    await search.fill(`nobody-${WORD}`);
    await page.getByText('No users found').waitFor();
    await search.fill(WORD);
    await eventually(() => rows(page).count()).toBe(3);
    await shot(page, 'admin-users-1280');
    await expectAccessible(page, 'users 1280');
    expect(errors).toEqual([]);
  });

  it('Add New User: Create User waits for the fields; the server refuses a short password and a taken e-mail, keeping the input', async () => {
    const taken = await makeUser('Taken');
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${WORD}`);
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.waitFor();
    const create = dialog.getByRole('button', { name: 'Create User' });
    expect(await create.isDisabled()).toBe(true);
    expect(await dialog.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('ADMIN');
    expect(await dialog.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('ACTIVE');
    const name = `Dora ${WORD}`;
    const email = `dora-${WORD}@example.com`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Password').fill('short');
    expect(await create.isEnabled()).toBe(true);
    await settled(page);
    await shot(page, 'admin-users-add-dialog');
    await expectAccessible(page, 'add user dialog');
    await create.click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await expectToast(page, 'Password must be at least 8 characters');
    expect(await dialog.getByLabel('Name').inputValue()).toBe(name);
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);

    await dialog.getByLabel('Email').fill(taken.email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await create.click();
    await dialog.getByText('A user with this email already exists').waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('SUPER_ADMIN');
    await create.click();
    await expectToast(page, 'User created successfully.');
    await dialog.waitFor({ state: 'hidden' });
    // The toast leaves Refresh and Add New User free.
    expect(await controlsUnderToasts(page)).toEqual([]);
    await shot(page, 'admin-users-created-toast-1280');
    const row = rowOf(page, name);
    await row.waitFor();
    expect(await row.getByTestId('user-role').textContent()).toBe('Super Admin');
    const listed = await adminApi<User[]>(token, 'GET', `/users?search=${encodeURIComponent(email)}`);
    expect(listed.map((u) => [u.email, u.role, u.status])).toEqual([[email, 'SUPER_ADMIN', 'ACTIVE']]);
    made.push(listed[0]?.id as number);
    expect(await tokenFor({ email, password: PASSWORD })).toMatch(/^eyJ/);
  });

  it('Edit User: a blank password keeps the old one; status and role through their confirmations; delete', async () => {
    const eve = await makeUser('Eve');
    const { page } = await adminPage(WIDE);
    await openList(page, `?search=${encodeURIComponent(eve.email)}`);
    await rowOf(page, eve.name).waitFor();

    await act(page, eve.name, 'Edit User');
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(eve.name);
    expect(await dialog.getByLabel('Password').inputValue()).toBe('');
    const renamed = `Eve Renamed ${WORD}`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Update User' }).click();
    await expectToast(page, 'User updated successfully.');
    await rowOf(page, renamed).waitFor();
    // The old password still signs in.
    expect(await tokenFor({ email: eve.email, password: PASSWORD })).toMatch(/^eyJ/);

    // Suspend: the row shows it at once, while the call is still held back; then the toast.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/users/*/status', async (route) => {
      await held;
      await route.continue();
    });
    await act(page, renamed, 'Suspend User');
    const suspend = page.getByRole('alertdialog', { name: 'Suspend User' });
    expect(await suspend.textContent()).toContain(renamed);
    await settled(page);
    await shot(page, 'admin-users-suspend-dialog');
    await suspend.getByRole('button', { name: 'Suspend User' }).click();
    await eventually(() => rowOf(page, renamed).getByTestId('user-status').textContent()).toBe('Suspended');
    expect((await adminApi<User>(token, 'GET', `/users/${eve.id}`)).status).toBe('ACTIVE');
    release();
    await expectToast(page, 'User suspended successfully.');
    expect((await adminApi<User>(token, 'GET', `/users/${eve.id}`)).status).toBe('SUSPENDED');
    await page.unroute('**/api/users/*/status');
    await act(page, renamed, 'Activate User');
    await page
      .getByRole('alertdialog', { name: 'Activate User' })
      .getByRole('button', { name: 'Activate User' })
      .click();
    await expectToast(page, 'User activated successfully.');
    await eventually(() => rowOf(page, renamed).getByTestId('user-status').textContent()).toBe('Active');

    await act(page, renamed, 'Make Super Admin');
    const roleDialog = page.getByRole('alertdialog', { name: 'Change User Role' });
    await roleDialog.getByRole('button', { name: 'Make Super Admin' }).click();
    await expectToast(page, 'User role updated to Super Admin.');
    const role = () => rowOf(page, renamed).getByTestId('user-role').textContent();
    await eventually(role).toBe('Super Admin');

    // A refusal (as when another super admin is demoted at the same moment and this one would be the
    // last, answered here by a stand-in): the row showed 'Admin' at once, then the old role is back.
    let answer = () => {};
    const refused = new Promise<void>((r) => {
      answer = r;
    });
    await page.route('**/api/users/*/role', async (route) => {
      await refused;
      await route.fulfill({
        status: 409,
        json: { success: false, message: 'Cannot remove the last active super admin' },
      });
    });
    await act(page, renamed, 'Make Admin');
    await roleDialog.getByRole('button', { name: 'Make Admin' }).click();
    await eventually(role).toBe('Admin');
    answer();
    await roleDialog.getByText('Cannot remove the last active super admin').waitFor();
    await expectToast(page, 'Cannot remove the last active super admin');
    await eventually(role).toBe('Super Admin');
    await settled(page);
    await shot(page, 'admin-users-role-refused');
    await roleDialog.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/api/users/*/role');

    await act(page, renamed, 'Make Admin');
    await roleDialog.getByRole('button', { name: 'Make Admin' }).click();
    await expectToast(page, 'User role updated to Admin.');
    await eventually(role).toBe('Admin');
    expect((await adminApi<User>(token, 'GET', `/users/${eve.id}`)).role).toBe('ADMIN');

    await act(page, renamed, 'Delete User');
    const del = page.getByRole('alertdialog', { name: 'Delete User' });
    expect(await del.textContent()).toMatch(/permanently.*cannot be undone/);
    await del.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(page, 'User deleted successfully.');
    await eventually(() => rowOf(page, renamed).count()).toBe(0);
    const gone = await fetch(`${baseUrl()}/api/users/${eve.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status).toBe(404);
  });
});
