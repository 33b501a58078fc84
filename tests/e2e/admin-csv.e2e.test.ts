/**
 * CSV export and import of frames in Chromium against the real server (docs/api.md, "CSV export and import"),
 * at 1280 and 375 px: "Export CSV" downloads the list as filtered (its header and the one frame found);
 * that file with a price changed, imported through "Import CSV", previews "price (5000 → 5500)", imports in
 * one step and its toast's Undo puts the old price back; a file with a bad price lists the error by row and
 * column and cannot be imported. The Messages list's "Export CSV" downloads its filtered list too;
 * pressed without a connection it says so at once (a toast), offers "Retry export" and runs once the browser
 * is back online.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_TEXTS } from '../../machines/csvExport.machine';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { framesFile, openFramesList, WIDTHS } from './framesList';
import { contact } from './messages';
import { box, shot } from './screen';
import { expectToast, noToasts, pointerOffToasts } from './toasts';

setupBrowser();

const file = framesFile();
const stamp = `Csv${Date.now().toString(36)}`;

interface Frame {
  id: number;
  name: string;
  currentPrice: number;
}

const price = async (id: number) => (await adminApi<Frame>(file.token, 'GET', `/frames/${id}`)).currentPrice;

async function importFile(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import frames from CSV' });
  await dialog.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  await dialog.getByText(`File: ${name}`).waitFor();
  return dialog;
}

describe.skipIf(skip)('CSV export and import in Chromium', () => {
  for (const [viewport, width] of WIDTHS) {
    it(`export the filtered list, import a changed price, Undo; a bad file is refused (${width} px)`, async () => {
      const frame = await adminApi<Frame>(file.token, 'POST', '/frames', {
        name: `${stamp} ${width}`,
        description: 'Made by the csv e2e test',
        originalPrice: 6000,
        currentPrice: 5000,
      });
      file.made.push(frame.id);
      const { page } = await signedInPage(viewport, file.token);
      await openFramesList(page, frame.name, '1 frame found');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const exported = (await readFile((await download.path()) as string, 'utf8')).replace(/^\ufeff/, '');
      const lines = exported.trim().split(/\r?\n/);
      expect(lines[0]).toBe(
        'id,name,description,category,price,original_price,status,published,labels,display_order,pictures',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `${frame.id},${frame.name},Made by the csv e2e test,,5000,6000,IN_STOCK,yes`,
      );

      const edited = exported.replace(',5000,6000,', ',5500,6000,');
      let dialog = await importFile(page, 'edited.csv', edited);
      await dialog.getByText('price (5000 → 5500)').waitFor();
      // From 768 px the dialog is as tall as its content (a long preview scrolls inside); on a phone, the screen
      // below the toasts on screen (the export's: src/admin/ui/toastRoom.ts), down to its bottom edge.
      const { height } = await box(dialog);
      if (width === 1280) expect(height).toBeLessThan(viewport.height / 2);
      else {
        const placed = await dialog.evaluate((d) => ({
          top: d.getBoundingClientRect().top,
          bottom: d.getBoundingClientRect().bottom,
          room: Number.parseFloat(
            getComputedStyle(document.documentElement).getPropertyValue('--toast-room-top'),
          ),
        }));
        expect(placed.bottom).toBe(viewport.height);
        expect(placed.top).toBe(placed.room);
      }
      await shot(page, `admin-csv-preview-${width}`);
      await dialog.getByRole('button', { name: 'Import 1 change', exact: true }).click();
      await expectToast(page, 'Imported: 0 created, 1 updated.');
      expect(await price(frame.id)).toBe(5500);
      await page.getByText('KSH 5,500').locator('visible=true').first().waitFor();

      await page.getByRole('button', { name: 'Undo' }).click();
      await expectToast(page, 'Import undone.');
      await expect.poll(() => price(frame.id)).toBe(5000);

      // On a phone the toasts sit over the page's buttons: the staff member moves the pointer off them (a
      // toast under the pointer stays) and waits for them to go.
      await pointerOffToasts(page, { x: 5, y: viewport.height - 5 });
      await noToasts(page);
      dialog = await importFile(page, 'bad.csv', exported.replace(',5000,6000,', ',abc,6000,'));
      await dialog.getByText(/^Row 2, price: /).waitFor();
      expect(await dialog.getByRole('button', { name: /^Import \d+ change/ }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await price(frame.id)).toBe(5000);
    });
  }

  it('exports the Messages list as filtered: without a connection it waits and runs once back online (1280 px)', async () => {
    const message = {
      name: 'Dalia Achieng',
      email: 'dalia@example.com',
      subject: `Price list ${stamp}`,
      message: 'Please send the price list, with the oak frames.',
    };
    const { id } = await contact(message);
    const { page, context } = await signedInPage(WIDE, file.token);
    await page.goto(`${baseUrl()}/admin/messages?search=${encodeURIComponent(stamp)}`);
    await page.getByText('1 message found', { exact: true }).waitFor();

    // No connection: the button offers a retry and the toast says so at once (the toaster loaded with the
    // back office, no toast before: offline, its script could not load); back online, the export runs by itself.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByRole('button', { name: 'Retry export' }).waitFor();
    await expectToast(page, CSV_EXPORT_TEXTS.offline);
    const [download] = await Promise.all([page.waitForEvent('download'), context.setOffline(false)]);
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = (await readFile((await download.path()) as string, 'utf8')).replace(/^\ufeff/, '');
    const lines = exported.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,received,status,name,email,phone,subject,message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${id},\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,UNREAD,Dalia Achieng,dalia@example.com,,Price list ${stamp},"Please send the price list, with the oak frames."$`,
      ),
    );
    await expectToast(page, `${download.suggestedFilename()} downloaded.`);
  });
});
