/**
 * No toast lies over an open dialog's controls (issue 24; issue 19 item 5), at 1280x800 and 375x812: the
 * frames CSV import's preview of 12 price changes fills the dialog, another admin changes one of the frames,
 * and Import is refused (409, the frames changed since the preview) with an error toast while the dialog stays
 * open with Cancel / Try again / Import. Before the fix the toast at 1280 px (bottom right, 24 rem wide) lay
 * over Import and Try again, and on a phone (under the top bar) over the file picker. Dialogs now leave the
 * room the toasts on screen take (src/admin/ui/toastRoom.ts). And a toast that comes while a pointer is pressed
 * moves no dialog until the release: a click begun on Cancel ends on it; one clear of a dialog never moves it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installClock, pauseClock } from './clock';
import { adminApi, baseUrl, createAdmin, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { exportedFrames, framesFile, openFramesList } from './framesList';
import { animationsDone, box, shot } from './screen';
import { expectToast, pointerOffToasts } from './toasts';

setupBrowser();

const file = framesFile();
const stamp = `ToastRoom${Date.now().toString(36)}`;
const STALE = 'The frames changed since the preview: preview the file again.';

/** The names of the open dialog's controls that a toast on screen lies over, once the toasts are at rest. */
async function dialogControlsUnderToasts(page: Page) {
  // Where the toasts and the dialog come to rest (not where their entrances move them from).
  await animationsDone(page);
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((t) =>
      t.getBoundingClientRect(),
    );
    const covered: string[] = [];
    for (const c of document.querySelectorAll(
      '[role="dialog"] :is(button, input, a[href], select, textarea)',
    )) {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (toasts.some((t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom))
        covered.push(c.getAttribute('aria-label') || c.textContent?.trim() || c.tagName);
    }
    return covered;
  });
}

describe.skipIf(skip)('toasts and open dialogs in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`a toast shown while the CSV import dialog is open covers none of its controls (${viewport.width} px)`, async () => {
      const ids: number[] = [];
      for (let n = 1; n <= 12; n++) {
        const frame = await adminApi<{ id: number }>(file.token, 'POST', '/frames', {
          name: `${stamp} ${viewport.width} ${n}`,
          description: 'Made by the toast and dialog e2e test',
          originalPrice: 6000,
          currentPrice: 5000,
        });
        ids.push(frame.id);
        file.made.push(frame.id);
      }
      const search = `${stamp} ${viewport.width}`;
      const [header, ...rows] = await exportedFrames(file.token, search);
      expect(rows).toHaveLength(12);
      const csv = [header, ...rows.map((r) => r.replace(',5000,6000,', ',5100,6000,'))].join('\n');

      const { page } = await signedInPage(viewport, file.token);
      await installClock(page);
      await openFramesList(page, search, '12 frames found');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import frames from CSV' });
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'prices.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
      const importButton = dialog.getByRole('button', { name: 'Import 12 changes', exact: true });
      await expect.poll(() => importButton.isEnabled()).toBe(true);

      // Another admin changes one of the frames: the import is refused and says so in a toast.
      await adminApi(file.token, 'PUT', `/frames/${ids[0]}/status`, { status: 'OUT_OF_STOCK' });
      const [refused] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/api/frames/import') && r.request().method() === 'POST',
        ),
        importButton.click(),
      ]);
      expect(refused.status()).toBe(409);
      await expectToast(page, STALE);
      await dialog.getByRole('button', { name: 'Try again' }).waitFor();

      // The toast's 5 s stopped (the page's clock paused) and moved on a quarter second at a time: the toasts
      // and the dialog come to rest, and the toast is still there when its place is read.
      await pauseClock(page);
      let covered = await dialogControlsUnderToasts(page);
      for (let step = 0; step < 12 && covered.length > 0; step++) {
        await page.clock.runFor(250);
        covered = await dialogControlsUnderToasts(page);
      }
      expect(
        await page.locator('[data-scope="toast"][data-part="root"]', { hasText: STALE }).isVisible(),
      ).toBe(true);
      expect(covered).toEqual([]);
      await shot(page, `admin-toast-dialog-${viewport.width}`);
      // The dialog's controls are all on screen still.
      for (const name of ['Cancel', 'Try again', 'Import 12 changes']) {
        const b = await box(dialog.getByRole('button', { name, exact: true }));
        expect(b.x, name).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, name).toBeLessThanOrEqual(viewport.width);
        expect(b.y + b.height, name).toBeLessThanOrEqual(viewport.height);
      }

      // The toast leaves (its 5 s run out on the page's clock): the dialog stays where it is, so a click on its
      // way to Cancel lands on Cancel (it went back down by the toast's room, and a click begun on Cancel ended
      // beside it in CI: the dialog stayed open). Once the dialog closes, the room is given back.
      const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
      // Where Cancel rests once the room has grown for the toast (measured again as the toast comes to rest:
      // read until it stays put over a quarter second of the page's clock).
      let before = await box(cancel);
      for (let step = 0; step < 12; step++) {
        await page.clock.runFor(250);
        const now = await box(cancel);
        if (now.y === before.y && now.x === before.x) break;
        before = now;
      }
      // The pointer over Cancel, off the toast (hovering a toast pauses it).
      await pointerOffToasts(page, { x: before.x + before.width / 2, y: before.y + before.height / 2 });
      const toasts = page.locator('[data-scope="toast"][data-part="root"]');
      for (let step = 0; step < 40 && (await toasts.count()) > 0; step++) await page.clock.runFor(250);
      expect(await toasts.count()).toBe(0);
      await page.clock.runFor(250);
      expect(await box(cancel)).toEqual(before);
      await cancel.click();
      for (let step = 0; step < 8 && (await dialog.count()) > 0; step++) await page.clock.runFor(250);
      expect(await dialog.count()).toBe(0);
      const room = () =>
        page.evaluate(() =>
          ['--toast-room-top', '--toast-room-bottom']
            .map((name) => document.documentElement.style.getPropertyValue(name) || '0px')
            .join(' '),
        );
      for (let step = 0; step < 8 && (await room()) !== '0px 0px'; step++) await page.clock.runFor(250);
      expect(await room()).toBe('0px 0px');
    });
  }
});

/**
 * A stand-in toast with the toaster's markup at the bottom: 384 x 320 px at the right (clear of a
 * confirmation at 1280 x 900), or 480 px tall across the window (over it). The room is measured in the
 * animation frame after a toast comes: three frames on, a dialog would have moved.
 */
async function standInToast(page: Page, where: 'bottom-end' | 'across') {
  await page.evaluate(async (across) => {
    const region = document.createElement('div');
    region.setAttribute('data-placement', across ? 'bottom' : 'bottom-end');
    region.style.cssText = `position:fixed;right:16px;bottom:16px;z-index:9999;${across ? 'left:16px' : ''}`;
    const toast = document.createElement('div');
    toast.setAttribute('data-scope', 'toast');
    toast.setAttribute('data-part', 'root');
    toast.style.cssText = `background:#333;${across ? 'height:480px' : 'height:320px;width:384px'}`;
    region.append(toast);
    document.body.append(region);
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  }, where === 'across');
}

/** The room the toasts take at the bottom, in px. */
const roomBelow = (page: Page) =>
  page.evaluate(() =>
    Number.parseFloat(document.documentElement.style.getPropertyValue('--toast-room-bottom') || '0'),
  );

describe.skipIf(skip)('a toast that comes while a confirmation is open (1280 px)', () => {
  /** A user's Activate confirmation open, the toaster loaded (with a real toast first), Cancel at rest. */
  async function activateDialog(token: string, user: { id: number; name: string; email: string }) {
    const { page } = await signedInPage(WIDE, token);
    await page.goto(`${baseUrl()}/admin/users?search=${encodeURIComponent(user.email)}`);
    const row = page.getByTestId('user-row').filter({ hasText: user.email });
    const change = async (item: string) => {
      await row.getByRole('button', { name: `Actions for ${user.name}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    // The toaster (and the room it publishes) loads with the first toast.
    await change('Suspend User');
    await page
      .getByRole('alertdialog', { name: 'Suspend User' })
      .getByRole('button', { name: 'Suspend User' })
      .click();
    await expectToast(page, 'User suspended successfully.');
    await change('Activate User');
    const dialog = page.getByRole('alertdialog', { name: 'Activate User' });
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.waitFor();
    await animationsDone(page);
    return { page, dialog, cancel, before: await box(cancel) };
  }

  // A failure's toast is drawn just after its dialog (a confirmation's failed or offline state): pressed on
  // Cancel as it came, the dialog moved up by half the toast's room before the release, the release landed
  // beside Cancel, and no click reached it (paths-userChange and paths-message in CI: the dialog still open).
  it('a toast under the dialog moves it only once the pointer is released, and the click lands on Cancel', async () => {
    const token = await tokenFor();
    const user = await createAdmin();
    try {
      const { page, dialog, cancel, before } = await activateDialog(token, user);
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      await page.mouse.down();
      await standInToast(page, 'across');
      expect(await box(cancel)).toEqual(before);
      await page.mouse.up();
      await dialog.waitFor({ state: 'detached' });
      expect(await adminApi<{ status: string }>(token, 'GET', `/users/${user.id}`)).toMatchObject({
        status: 'SUSPENDED',
      });
      // Released, the room is measured: it now holds the stand-in toast.
      await expect.poll(() => roomBelow(page)).toBeGreaterThanOrEqual(320);
    } finally {
      await adminApi(token, 'DELETE', `/users/${user.id}`).catch(() => undefined);
    }
  });

  // The bottom-right toast lies below a confirmation: it moved the dialog up by half its room, once, as it
  // came (a pointer on its way to Cancel could miss it).
  it('a toast clear of the dialog does not move it', async () => {
    const token = await tokenFor();
    const user = await createAdmin();
    try {
      const { page, cancel, before } = await activateDialog(token, user);
      const room = await roomBelow(page);
      await standInToast(page, 'bottom-end');
      expect(await box(cancel)).toEqual(before);
      expect(await roomBelow(page)).toBe(room);
      await cancel.click();
      // Once the dialog closes, the toast takes its room again.
      await expect.poll(() => roomBelow(page)).toBeGreaterThanOrEqual(320);
    } finally {
      await adminApi(token, 'DELETE', `/users/${user.id}`).catch(() => undefined);
    }
  });
});
