/**
 * Two admins changing a frame's status from the frames list (docs/api.md, "Concurrent changes"), each in a
 * browser context of their own: B changes it, then A, whose row still shows it as it was, confirms its own
 * change → refused (412, nothing written), and A's dialog shows what changed with Reload and Overwrite, at
 * 1280 px and on a 375 x 667 phone: no toast repeats what the open dialog says, and the dialog's buttons are
 * all in view without scrolling. A's page gets no live updates (stalePage in tests/e2e/conflict.ts says why).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { changeRow, RELOADED, stalePage, twoAdminsFile } from './conflict';
import { adminApi, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { openFramesList } from './framesList';
import { focusedWithin, shot } from './screen';
import { expectToast, staleToasts } from './toasts';

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
/** The frame's row in the table (1280 px) or its card (375 px): the one drawn. */
const row = (page: Page, name: string) =>
  page
    .locator('[data-testid="frame-row"], [data-testid="frame-card-admin"]')
    .filter({ hasText: name, visible: true });
const dialogOf = (page: Page) => page.getByRole('alertdialog', { name: 'Change Frame Status' });

/** A small phone (an iPhone SE's screen): the dialog must fit it whole. */
const SMALL_PHONE = { width: 375, height: 667 };
const VIEWPORTS = [
  [WIDE, 1280],
  [SMALL_PHONE, 375],
] as const;

/** A new frame in stock, and the two admins' lists on it: A (at `viewport`, its toasts recorded) without live updates, B with them. */
async function twoAdmins(label: string, viewport: { width: number; height: number }) {
  const name = `${label} ${WORD}`;
  const frame = await adminApi<{ id: number }>(admins.token, 'POST', '/frames', {
    name,
    description: 'Two admins change its status.',
    originalPrice: 3000,
    currentPrice: 2500,
  });
  made.push(frame.id);
  const a = await stalePage(viewport, admins.token);
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

/**
 * The dialog's buttons that are not drawn whole inside the window, and the dialog's boxes scrolled to bring
 * something into view (none expected).
 */
const buttonsOutOfView = (page: Page) =>
  dialogOf(page).evaluate((dialog) => {
    const out: string[] = [];
    for (const button of dialog.querySelectorAll('button')) {
      const r = button.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
        out.push(`${button.textContent} (drawn at ${Math.round(r.top)}-${Math.round(r.bottom)})`);
    }
    // The dialog scrolls in its positioner (the page behind it is fixed while it is open).
    for (const box of [...dialog.querySelectorAll('*'), dialog, dialog.parentElement])
      if (box && box.scrollTop > 0)
        out.push(`scrolled: ${box.tagName} ${box.getAttribute('data-part') ?? ''}`);
    return out;
  });

describe.skipIf(skip)("Two admins change a frame's status (Chromium, two contexts)", () => {
  for (const [viewport, width] of VIEWPORTS)
    it(`A's stale Mark Out of Stock: the dialog shows B's change, all in view, untoasted; Reload closes it on B's status (${width} px)`, async () => {
      const { id, name, a, b } = await twoAdmins(`Reload ${width}`, viewport);
      await changeStatus(b.page, name, 'Mark Out of Stock');
      await expectToast(b.page, 'Frame status updated successfully.');
      expect(await row(a.page, name).innerText()).toContain('In Stock');

      await changeStatus(a.page, name, 'Mark Out of Stock');
      const conflict = dialogOf(a.page).getByTestId('conflict');
      await conflict.getByRole('heading', { name: 'Someone else changed this frame' }).waitFor();
      expect(await changeRow(conflict, 'status')).toEqual({ theirs: 'Out of Stock', mine: 'Out of Stock' });
      expect(await dialogOf(a.page).getByRole('button', { name: 'Mark Out of Stock' }).isDisabled()).toBe(
        true,
      );
      expect(await stored(id)).toBe('OUT_OF_STOCK');
      await shot(a.page, `admin-conflict-frame-status-${width}`);
      expect(await buttonsOutOfView(a.page)).toEqual([]);

      await conflict.getByRole('button', { name: 'Reload (discard my changes)' }).click();
      await expectToast(a.page, RELOADED);
      // Reload's toast came after the refusal: a toast of the refusal would be in the log by now.
      expect(await staleToasts(a.page)).toEqual([]);
      await dialogOf(a.page).waitFor({ state: 'detached' });
      await expect.poll(() => row(a.page, name).innerText()).toContain('Out of Stock');
      // The row offers the way back now: B's status is the one A's list starts from.
      await row(a.page, name)
        .getByRole('button', { name: `Actions for ${name}` })
        .click();
      await a.page.getByRole('menuitem', { name: 'Mark In Stock' }).waitFor();
      const menu = a.page.getByRole('menu');
      await focusedWithin(menu);
      await a.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    });

  it("A's stale Mark Out of Stock after B's out and back in: Overwrite marks it from B's version", async () => {
    const { id, name, a, b } = await twoAdmins('Overwrite', WIDE);
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
    expect(await buttonsOutOfView(a.page)).toEqual([]);

    await conflict.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(a.page, 'Frame status updated successfully.');
    await dialogOf(a.page).waitFor({ state: 'detached' });
    await expect.poll(() => row(a.page, name).innerText()).toContain('Out of Stock');
    expect(await stored(id)).toBe('OUT_OF_STOCK');
    expect(await staleToasts(a.page)).toEqual([]);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
