/**
 * Bulk actions on the frames list in Chromium against the real server (docs/api.md, "Bulk changes"), at 1280
 * and 375 px: "Select all on this page", "Change prices" by 10 % (confirmed, rounded to whole shillings, the
 * original prices kept), the "3 frames updated." toast and its Undo putting the old prices back; then two rows
 * selected one by one, deleted to the trash and brought back by Undo.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip } from './fixture';
import { chooseBulkAction, framesFile, openFramesList, WIDTHS } from './framesList';
import { shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

const file = framesFile();
const stamp = `Bulk${Date.now().toString(36)}`;

interface Frame {
  id: number;
  name: string;
  currentPrice: number;
  originalPrice: number;
}

async function threeFrames(width: number): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (const [i, price] of [1000, 2345, 3000].entries()) {
    const frame = await adminApi<Frame>(file.token, 'POST', '/frames', {
      name: `${stamp} ${width} ${i + 1}`,
      description: 'Made by the bulk e2e test.',
      originalPrice: price + 500,
      currentPrice: price,
    });
    file.made.push(frame.id);
    frames.push(frame);
  }
  return frames;
}

const prices = async (frames: Frame[]) =>
  Promise.all(
    frames.map(async (f) => {
      const now = await adminApi<Frame>(file.token, 'GET', `/frames/${f.id}`);
      return [now.currentPrice, now.originalPrice];
    }),
  );

const status = async (id: number) =>
  (await fetch(`${baseUrl()}/api/frames/${id}`, { headers: { authorization: `Bearer ${file.token}` } }))
    .status;

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });

describe.skipIf(skip)('bulk actions on the frames list in Chromium', () => {
  for (const [viewport, width] of WIDTHS) {
    it(`change the prices of the whole page by 10 %, then Undo (${width} px)`, async () => {
      const frames = await threeFrames(width);
      const { page } = await signedInPage(viewport, file.token);
      await openFramesList(page, `${stamp} ${width}`, '3 frames found');

      await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await bar(page).getByText('3 selected').waitFor();
      await chooseBulkAction(page, 'Change prices');
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Change the current price of 3 frames').waitFor();
      await dialog.getByLabel('Percent (negative lowers)').fill('10');
      await shot(page, `admin-bulk-price-${width}`);
      await dialog.getByRole('button', { name: 'Apply to 3 frames' }).click();
      await expectToast(page, '3 frames updated.');
      // 2,345 + 10 % = 2,579.5: whole shillings; the original prices stay as they were.
      expect(await prices(frames)).toEqual([
        [1100, 1500],
        [2580, 2845],
        [3300, 3500],
      ]);
      await page.getByText('KSH 2,580').locator('visible=true').first().waitFor();

      await page.getByRole('button', { name: 'Undo' }).click();
      await expectToast(page, 'Change undone.');
      await expect
        .poll(() => prices(frames))
        .toEqual([
          [1000, 1500],
          [2345, 2845],
          [3000, 3500],
        ]);
      await page.getByText('KSH 2,345').locator('visible=true').first().waitFor();
    });

    it(`delete two selected frames, then Undo brings them back (${width} px)`, async () => {
      const frames = await threeFrames(width + 1);
      const { page } = await signedInPage(viewport, file.token);
      await openFramesList(page, `${stamp} ${width + 1}`, '3 frames found');

      for (const f of frames.slice(0, 2))
        await page.getByRole('checkbox', { name: `Select ${f.name}` }).check();
      await bar(page).getByText('2 selected').waitFor();
      await chooseBulkAction(page, 'Delete');
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Delete 2 frames' }).click();
      await expectToast(page, '2 frames deleted.');
      expect(await Promise.all(frames.map((f) => status(f.id)))).toEqual([404, 404, 200]);
      await page.getByText('1 frame found', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Undo' }).click();
      await expectToast(page, 'Change undone.');
      await expect.poll(() => Promise.all(frames.map((f) => status(f.id)))).toEqual([200, 200, 200]);
      await page.getByText('3 frames found', { exact: true }).waitFor();
    });
  }
});
