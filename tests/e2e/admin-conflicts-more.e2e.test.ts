/**
 * Two admins, each in a tab of their own, saving the same thing (docs/api.md, "Concurrent changes"): tab A
 * saves, tab B saves what it showed before → refused (412, nothing written), and B's dialog shows what changed
 * (as B opened it, saved now, B's own) with Reload and Overwrite. One test per screen: the user dialog
 * (Overwrite saves B's over A's), a user's status change (Reload asks again from A's value), the marquee
 * dialog (Reload shows A's text). No toast repeats what B's open dialog says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRow, RELOADED } from './conflict';
import { adminApi, baseUrl, createAdmin, skip, tokenFor, WIDE } from './fixture';
import { expectToast, staleToasts } from './toasts';
import { act, adminPage, made, makeUser, openList, setupUsersFile, token, type User, WORD } from './users';

setupUsersFile();

/** The second admin's token (tab B): a Super Admin of this file's own. */
let other = '';
beforeAll(async () => {
  if (skip) return;
  const admin = await createAdmin('SUPER_ADMIN');
  made.push(admin.id);
  other = await tokenFor(admin);
});

/** This file's marquee items (deleted afterwards). */
const items: number[] = [];
afterAll(async () => {
  for (const id of items) await adminApi(token, 'DELETE', `/marquee/${id}`).catch(() => {});
});

/** Two tabs on the users list (this file's users only): A as the e2e admin, B as the second one (its toasts recorded). */
async function twoTabs() {
  const a = await adminPage(WIDE, token);
  const b = await adminPage(WIDE, other);
  await openList(a.page, `?search=${WORD}`);
  await openList(b.page, `?search=${WORD}`);
  return { a, b };
}

describe.skipIf(skip)('Two admins save the same thing (Chromium, two tabs)', () => {
  it('Edit User: B sees what A changed; Overwrite saves B over A', async () => {
    const user = await makeUser('Clash');
    const { a, b } = await twoTabs();
    await act(a.page, user.name, 'Edit User');
    await act(b.page, user.name, 'Edit User');
    const dialogA = a.page.getByRole('dialog', { name: 'Edit User' });
    const dialogB = b.page.getByRole('dialog', { name: 'Edit User' });
    await expect.poll(() => dialogB.getByLabel('Name').inputValue()).toBe(user.name);

    await dialogA.getByLabel('Name').fill(`Theirs ${WORD}`);
    await dialogA.getByRole('button', { name: 'Update User' }).click();
    await expectToast(a.page, 'User updated successfully.');

    await dialogB.getByLabel('Name').fill(`Mine ${WORD}`);
    await dialogB.getByRole('button', { name: 'Update User' }).click();
    const card = dialogB.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this user' }).waitFor();
    expect(await changeRow(card, 'name')).toEqual({ theirs: `Theirs ${WORD}`, mine: `Mine ${WORD}` });
    // Nothing of B's was written; B's input stays on screen, locked until B chooses.
    expect((await adminApi<User>(token, 'GET', `/users/${user.id}`)).name).toBe(`Theirs ${WORD}`);
    expect(await dialogB.getByLabel('Name').inputValue()).toBe(`Mine ${WORD}`);
    expect(await dialogB.getByLabel('Name').isDisabled()).toBe(true);

    await card.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(b.page, 'User updated successfully.');
    // Overwrite's toast came after the refusal: a toast of the refusal would be in the log by now.
    expect(await staleToasts(b.page)).toEqual([]);
    await dialogB.waitFor({ state: 'detached' });
    expect((await adminApi<User>(token, 'GET', `/users/${user.id}`)).name).toBe(`Mine ${WORD}`);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("Suspend User: B sees A's suspension; Reload asks again from A's value", async () => {
    const user = await makeUser('Toggle');
    const { a, b } = await twoTabs();
    await act(a.page, user.name, 'Suspend User');
    await act(b.page, user.name, 'Suspend User');
    const confirmA = a.page.getByRole('alertdialog', { name: 'Suspend User' });
    const confirmB = b.page.getByRole('alertdialog', { name: 'Suspend User' });
    await confirmB.waitFor();
    await confirmA.getByRole('button', { name: 'Suspend User' }).click();
    await expectToast(a.page, 'User suspended successfully.');

    await confirmB.getByRole('button', { name: 'Suspend User' }).click();
    const card = confirmB.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this user' }).waitFor();
    expect(await changeRow(card, 'status')).toEqual({ theirs: 'Suspended', mine: 'Suspended' });
    expect(await confirmB.getByRole('button', { name: 'Suspend User' }).isDisabled()).toBe(true);

    await card.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(b.page, RELOADED);
    // Reload's toast came after the refusal: a toast of the refusal would be in the log by now (the card
    // says it, as in the other conflict dialogs).
    expect(await staleToasts(b.page)).toEqual([]);
    // A's value is the one B's dialog starts from now: the change offered is the way back.
    const activate = b.page.getByRole('alertdialog', { name: 'Activate User' });
    await activate.getByTestId('conflict').waitFor({ state: 'detached' });
    await activate.getByRole('button', { name: 'Cancel' }).click();
    await activate.waitFor({ state: 'detached' });
    expect((await adminApi<User>(token, 'GET', `/users/${user.id}`)).status).toBe('SUSPENDED');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("Edit Content (marquee): B sees A's text; Reload shows it and B's next save lands", async () => {
    const text = `Marquee ${WORD} start`;
    const item = await adminApi<{ id: number }>(token, 'POST', '/marquee', {
      text,
      isActive: true,
      order: 0,
    });
    items.push(item.id);
    const a = await adminPage(WIDE, token);
    const b = await adminPage(WIDE, other);
    const edit = async (page: typeof a.page) => {
      await page.goto(`${baseUrl()}/admin/marquee?search=${encodeURIComponent(text)}`);
      await page
        .getByTestId('marquee-item')
        .filter({ hasText: text })
        .getByRole('button', { name: 'Edit' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit Content' });
      await expect.poll(() => dialog.getByLabel('Text').inputValue(), { timeout: 20_000 }).toBe(text);
      return dialog;
    };
    const dialogA = await edit(a.page);
    const dialogB = await edit(b.page);

    await dialogA.getByLabel('Text').fill(`Marquee ${WORD} theirs`);
    await dialogA.getByRole('button', { name: 'Update Content' }).click();
    await expectToast(a.page, 'Marquee content updated successfully');

    await dialogB.getByLabel('Order').fill('5');
    await dialogB.getByRole('button', { name: 'Update Content' }).click();
    const card = dialogB.getByTestId('conflict');
    await card.getByRole('heading', { name: 'Someone else changed this marquee item' }).waitFor();
    // Only A's change (the text) is listed: B's own (the order) is not someone else's.
    expect(await changeRow(card, 'text')).toEqual({ theirs: `Marquee ${WORD} theirs`, mine: text });
    expect(await card.locator('li[data-field]').count()).toBe(1);
    expect(await dialogB.getByLabel('Order').inputValue()).toBe('5');

    await card.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(b.page, RELOADED);
    // Reload's toast came after the refusal: a toast of the refusal would be in the log by now.
    expect(await staleToasts(b.page)).toEqual([]);
    await card.waitFor({ state: 'detached' });
    expect(await dialogB.getByLabel('Text').inputValue()).toBe(`Marquee ${WORD} theirs`);
    expect(await dialogB.getByLabel('Order').inputValue()).toBe('0');
    await dialogB.getByLabel('Order').fill('5');
    await dialogB.getByRole('button', { name: 'Update Content' }).click();
    await expectToast(b.page, 'Marquee content updated successfully');
    expect(await adminApi(token, 'GET', `/marquee/${item.id}`)).toMatchObject({
      text: `Marquee ${WORD} theirs`,
      order: 5,
    });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
