/**
 * Two admins changing a frame's status from the frames list (docs/api.md, "Concurrent changes"), each in a
 * browser context of their own: B changes it, then A, whose row still shows it as it was, confirms its own
 * change → refused (412, nothing written), and A's dialog shows what changed with Reload and Overwrite.
 * A's page gets no live updates (stalePage in tests/e2e/conflict.ts says why).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { changeRow, RELOADED, stalePage, twoAdminsFile } from './conflict';
import { adminApi, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { openFramesList } from './framesList';
import { expectToast } from './toasts';

setupBrowser();

const WORD = `fs${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const admins = twoAdminsFile();
const made: number[] = [];
afterAll(async () => {
  if (skip) return;
  for (const id of made) await adminApi(admins.token, 'DELETE', `/frames/${id}`).catch(() => {});
});

const stored = async (id: number) =>
  (await adminApi<{ status: string }>(admins.token, 'GET', `/frames/${id}`)).status;
const row = (page: Page, name: string) => page.getByTestId('frame-row').filter({ hasText: name });
const dialogOf = (page: Page) => page.getByRole('alertdialog', { name: 'Change Frame Status' });

/** A new frame in stock, and the two admins' lists on it: A without live updates, B with them. */
async function twoAdmins(label: string) {
  const name = `${label} ${WORD}`;
  const frame = await adminApi<{ id: number }>(admins.token, 'POST', '/frames', {
    name,
    description: 'Two admins change its status.',
    originalPrice: 3000,
    currentPrice: 2500,
  });
  made.push(frame.id);
  const a = await stalePage(WIDE, admins.token);
  const b = await signedInPage(WIDE, admins.other);
  for (const { page } of [a, b]) await openFramesList(page, name, '1 frame found');
  return { id: frame.id, name, a, b };
}

/** The row's quick status change, confirmed: 'Mark Out of Stock' or 'Mark In Stock'. */
async function changeStatus(page: Page, name: string, to: 'Mark Out of Stock' | 'Mark In Stock') {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: to }).click();
  await dialogOf(page).getByRole('button', { name: to }).click();
}

describe.skipIf(skip)("Two admins change a frame's status (Chromium, two contexts)", () => {
  it("A's stale Mark Out of Stock: the dialog shows B's change; Reload closes it on B's status", async () => {
    const { id, name, a, b } = await twoAdmins('Reload');
    await changeStatus(b.page, name, 'Mark Out of Stock');
    await expectToast(b.page, 'Frame status updated successfully.');
    expect(await row(a.page, name).innerText()).toContain('In Stock');

    await changeStatus(a.page, name, 'Mark Out of Stock');
    const conflict = dialogOf(a.page).getByTestId('conflict');
    await conflict.getByRole('heading', { name: 'Someone else changed this frame' }).waitFor();
    await expectToast(a.page, 'This frame was changed by someone else since you loaded it.');
    expect(await changeRow(conflict, 'status')).toEqual({ theirs: 'Out of Stock', mine: 'Out of Stock' });
    expect(await dialogOf(a.page).getByRole('button', { name: 'Mark Out of Stock' }).isDisabled()).toBe(true);
    expect(await stored(id)).toBe('OUT_OF_STOCK');

    await conflict.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(a.page, RELOADED);
    await dialogOf(a.page).waitFor({ state: 'detached' });
    await expect.poll(() => row(a.page, name).innerText()).toContain('Out of Stock');
    // The row offers the way back now: B's status is the one A's list starts from.
    await row(a.page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await a.page.getByRole('menuitem', { name: 'Mark In Stock' }).waitFor();
    await a.page.keyboard.press('Escape');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("A's stale Mark Out of Stock after B's out and back in: Overwrite marks it from B's version", async () => {
    const { id, name, a, b } = await twoAdmins('Overwrite');
    await changeStatus(b.page, name, 'Mark Out of Stock');
    await expectToast(b.page, 'Frame status updated successfully.');
    await expect.poll(() => row(b.page, name).innerText()).toContain('Out of Stock');
    await changeStatus(b.page, name, 'Mark In Stock');
    await expect.poll(() => stored(id)).toBe('IN_STOCK');

    await changeStatus(a.page, name, 'Mark Out of Stock');
    const conflict = dialogOf(a.page).getByTestId('conflict');
    await conflict.getByRole('heading', { name: 'Someone else changed this frame' }).waitFor();
    // Their saves left the status as A saw it: nothing of what the dialog shows changed.
    await conflict.getByText('Their save changed nothing this form shows.').waitFor();
    expect(await stored(id)).toBe('IN_STOCK');

    await conflict.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(a.page, 'Frame status updated successfully.');
    await dialogOf(a.page).waitFor({ state: 'detached' });
    await expect.poll(() => row(a.page, name).innerText()).toContain('Out of Stock');
    expect(await stored(id)).toBe('OUT_OF_STOCK');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
