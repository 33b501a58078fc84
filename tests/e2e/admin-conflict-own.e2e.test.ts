/**
 * One's own change is not someone else's. A user's suspension is saved; its server event comes before its
 * answer (it did in CI on a busy machine, admin-users' 'Edit User' test), so the list is read again while the
 * row still shows the suspension as optimistically answered, with the version from before it. Acting on
 * that row sent the old version, and the Activate User dialog said "Someone else changed this user" ("Their
 * save changed nothing this form shows"). Now the row's Edit, status and role items wait while the list is
 * read again, and the next change is saved as asked.
 */
import { describe, expect, it } from 'vitest';
import { eventBeforeAnswer } from './conflict';
import { skip, WIDE } from './fixture';
import { release } from './heldCalls';
import { expectToast } from './toasts';
import { act, adminPage, eventually, makeUser, openList, rowOf, setupUsersFile } from './users';

setupUsersFile();

describe.skipIf(skip)('User Management: a change right after one of my own', () => {
  it('the row waits while the list is read again after my suspension; then Activate User is saved', async () => {
    const zed = await makeUser('Zed');
    const { page } = await adminPage(WIDE);
    const lists = await eventBeforeAnswer(page, '**/api/users/*/status', 'user.changed', '/api/users');
    await openList(page, `?search=${encodeURIComponent(zed.email)}`);
    await rowOf(page, zed.name).waitFor();
    await act(page, zed.name, 'Suspend User');
    await page
      .getByRole('alertdialog', { name: 'Suspend User' })
      .getByRole('button', { name: 'Suspend User' })
      .click();
    await expectToast(page, 'User suspended successfully.');
    // The list's read again, and the counts', held.
    await eventually(() => lists.routes.length).toBeGreaterThan(0);

    // While the list is read again, the row's changes wait.
    await rowOf(page, zed.name)
      .getByRole('button', { name: `Actions for ${zed.name}` })
      .click();
    for (const name of ['Edit User', 'Activate User', 'Make Super Admin'])
      expect(await page.getByRole('menuitem', { name }).getAttribute('aria-disabled'), name).toBe('true');
    // Once the list is read, Activate User is picked from the menu still open.
    await release(lists, 'pass', { after: 'pass' });
    await page.getByRole('menuitem', { name: 'Activate User', disabled: false }).click();
    await page
      .getByRole('alertdialog', { name: 'Activate User' })
      .getByRole('button', { name: 'Activate User' })
      .click();
    await expectToast(page, 'User activated successfully.');
    await eventually(() => rowOf(page, zed.name).getByTestId('user-status').textContent()).toBe('Active');
  });
});
