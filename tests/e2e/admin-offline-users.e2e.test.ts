/**
 * Users with a bad connection and unsaved work (issue 19), in Chromium against the real server: a user saved
 * with the network off keeps the dialog and its input, says the connection failed, and is saved once the
 * browser is back online; the user dialog with typed work asks before the screen is left (Back: Stay keeps
 * it) and a reload gets the browser's prompt. Makes its own users and deletes them afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, skip } from './fixture';
import {
  errorScreen,
  expectGuarded,
  expectLeavesFreely,
  expectOfflineNotice,
  leave,
  offlineRoom,
  viaMenu,
} from './offline';
import { shot } from './screen';
import { expectToast } from './toasts';

const PASSWORD = 'offline-pass-123';

type User = { id: number; name: string; email: string; status: string; role: string };
const users = () => adminApi<User[]>(room.token, 'GET', `/users?search=${WORD}&limit=100`);
const room = offlineRoom('offu', async ({ token }) => {
  for (const u of await users().catch((): User[] => [])) await adminApi(token, 'DELETE', `/users/${u.id}`);
});
const WORD = room.word;
const open = room.open;
const HEADING = 'User Management';

describe.skipIf(skip)('users: a bad connection never costs work', () => {
  it('a new user saved with the network off keeps the dialog and input, and is saved once back online', async () => {
    const page = await open();
    await viaMenu(page, 'Users', HEADING);
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    const name = `Olive ${WORD}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(`olive-${WORD}@example.com`);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectOfflineNotice(dialog);
    expect(await dialog.getByLabel('Name').inputValue()).toBe(name);
    expect(await errorScreen(page).count()).toBe(0);
    await shot(page, 'offline-user-dialog-1280');
    expect(await users()).toEqual([]);

    await page.context().setOffline(false);
    await expectToast(page, 'User created successfully.');
    await dialog.waitFor({ state: 'hidden' });
    expect((await users()).map((u) => u.name)).toEqual([name]);
  });
});

describe.skipIf(skip)('users: unsaved work in the dialog is guarded', () => {
  it('an untouched dialog leaves freely; typed work asks (Stay keeps it), a reload prompts, Leave goes', async () => {
    const page = await open();
    await viaMenu(page, 'Users', HEADING);
    const dialog = (p: Page) => p.getByRole('dialog', { name: 'Add New User' });
    await page.getByRole('button', { name: 'Add New User' }).click();
    await dialog(page).waitFor();
    await expectLeavesFreely(page, 'Dashboard');

    await page.goForward();
    await page.getByRole('button', { name: 'Add New User' }).click();
    await dialog(page).getByLabel('Name').fill(`Half ${WORD}`);
    await expectGuarded(page, async () => {
      expect(await dialog(page).getByLabel('Name').inputValue()).toBe(`Half ${WORD}`);
    });
    await leave(page, 'Dashboard');
  });
});
