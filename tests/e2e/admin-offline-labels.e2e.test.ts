/**
 * Labels with a bad connection and unsaved work (issue 19), in Chromium against the real server: a label
 * saved with the network off keeps the dialog and its input, says the connection failed, and is saved once
 * the browser is back online; the label dialog with typed work asks before the screen is left (Back: Stay
 * keeps it) and a reload gets the browser's prompt. Makes its own labels and deletes them afterwards.
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

const room = offlineRoom('offl', async ({ token, word }) => {
  const labels = await adminApi<{ id: number; name: string }[]>(
    token,
    'GET',
    `/labels?search=${word}&limit=100`,
  ).catch(() => []);
  for (const l of labels) await adminApi(token, 'DELETE', `/labels/${l.id}`).catch(() => undefined);
});
const WORD = room.word;
const open = room.open;
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const findLabel = async (name: string) =>
  (
    await adminApi<{ name: string; color: string }[]>(
      room.token,
      'GET',
      `/labels?search=${encodeURIComponent(name)}&limit=10`,
    )
  ).find((l) => l.name === name);

describe.skipIf(skip)('labels: a bad connection never costs work', () => {
  it('a new label saved with the network off keeps the dialog and input, and is saved once back online', async () => {
    const page = await open();
    await viaMenu(page, 'Labels', 'Label Management');
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    const create = dialogNamed(page, 'Create New Label');
    const name = `${WORD} Offline`;
    await create.getByLabel('Label name').fill(name);
    await page.context().setOffline(true);
    await create.getByRole('button', { name: 'Create Label' }).click();
    await expectOfflineNotice(create);
    expect(await create.getByLabel('Label name').inputValue()).toBe(name);
    expect(await errorScreen(page).count()).toBe(0);
    await shot(page, 'offline-label-dialog-1280');
    expect(await findLabel(name)).toBeUndefined();

    await page.context().setOffline(false);
    await expectToast(page, 'Label created successfully.');
    await create.waitFor({ state: 'hidden' });
    expect(await findLabel(name)).toMatchObject({ name, color: '#3B82F6' });
  });

  it('Retry in the dialog saves an edit once the connection is back', async () => {
    const label = await adminApi<{ id: number; name: string }>(room.token, 'POST', '/labels', {
      name: `${WORD} Retry`,
      color: '#10B981',
    });
    const page = await open();
    await viaMenu(page, 'Labels', 'Label Management');
    await page.getByRole('searchbox', { name: 'Search' }).fill(label.name);
    await page
      .getByRole('button', { name: `Edit Label ${label.name}` })
      .first()
      .click();
    const edit = dialogNamed(page, 'Edit Label');
    await edit.getByLabel('Label name').fill(`${label.name} Renamed`);
    // The browser stays 'online' while the server cannot be reached: no automatic retry, the user's Retry.
    await page.route('**/api/labels/**', (route) => route.abort('internetdisconnected'));
    await edit.getByRole('button', { name: 'Update Label' }).click();
    const notice = await expectOfflineNotice(edit);
    await page.unroute('**/api/labels/**');
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expectToast(page, 'Label updated successfully.');
    expect(await findLabel(`${label.name} Renamed`)).toBeDefined();
  });
});

describe.skipIf(skip)('labels: a confirmed delete without a connection', () => {
  it('keeps the confirmation with the connection message, and deletes once back online', async () => {
    const label = await adminApi<{ id: number; name: string }>(room.token, 'POST', '/labels', {
      name: `${WORD} Doomed`,
      color: '#EF4444',
    });
    const page = await open();
    await viaMenu(page, 'Labels', 'Label Management');
    await page.getByRole('searchbox', { name: 'Search' }).fill(label.name);
    await page
      .getByRole('button', { name: `Delete Label ${label.name}` })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Label' });
    await page.context().setOffline(true);
    await confirm.getByRole('button', { name: 'Delete Label' }).click();
    await expectOfflineNotice(confirm);
    expect(await confirm.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
    await shot(page, 'offline-label-delete-1280');
    expect(await findLabel(label.name)).toBeDefined();

    await page.context().setOffline(false);
    await expectToast(page, 'Label deleted successfully.');
    await confirm.waitFor({ state: 'hidden' });
    expect(await findLabel(label.name)).toBeUndefined();
  });
});

describe.skipIf(skip)('labels: unsaved work in the dialog is guarded', () => {
  it('an untouched dialog leaves freely; typed work asks (Stay keeps it), a reload prompts, Leave goes', async () => {
    const page = await open();
    await viaMenu(page, 'Labels', 'Label Management');
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    const create = dialogNamed(page, 'Create New Label');
    await create.waitFor();
    await expectLeavesFreely(page, 'Dashboard');

    await page.goForward();
    await page.getByRole('button', { name: 'Create Label' }).first().click();
    await create.getByLabel('Label name').fill(`${WORD} Half typed`);
    await expectGuarded(page, async () => {
      expect(await create.getByLabel('Label name').inputValue()).toBe(`${WORD} Half typed`);
    });
    await shot(page, 'guard-label-dialog-1280');
    await leave(page, 'Dashboard');
  });
});
