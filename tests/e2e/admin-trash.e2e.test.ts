/**
 * Undo and the Trash in Chromium against the real server, at 1280 and 375 px: a frame deleted from its
 * details page is offered back by the toast's Undo; deleted again, the list's Trash filter shows it with
 * Restore and "Delete forever" (confirmed).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const made: number[] = [];
const stamp = Date.now().toString(36);

const status = async (id: number) =>
  (await fetch(`${baseUrl()}/api/frames/${id}`, { headers: { authorization: `Bearer ${token}` } })).status;

async function deleteFromDetails(page: Page, id: number, name: string) {
  await page.goto(`${baseUrl()}/admin/frames/${id}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 20_000 });
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Frame deleted successfully.');
}

describe.skipIf(skip)('undo and the trash in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of made) {
      await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
      await adminApi(token, 'POST', '/frames/trash/purge', { ids: [id] }).catch(() => undefined);
    }
  });

  for (const [viewport, width] of [
    [WIDE, 1280],
    [PHONE, 375],
  ] as const) {
    it(`Undo in the toast, then Restore and Delete forever in the Trash (${width} px)`, async () => {
      const frame = await adminApi<{ id: number; name: string }>(token, 'POST', '/frames', {
        name: `Trash ${stamp} ${width}`,
        description: 'Made by the trash e2e test.',
        originalPrice: 6000,
        currentPrice: 5000,
      });
      made.push(frame.id);
      const { page } = await signedInPage(viewport, token);

      await deleteFromDetails(page, frame.id, frame.name);
      const undo = page.getByRole('button', { name: 'Undo' });
      await undo.waitFor();
      await shot(page, `admin-trash-undo-${width}`);
      expect(await status(frame.id)).toBe(404);
      await undo.click();
      await expectToast(page, 'Frame restored.');
      await expect.poll(() => status(frame.id)).toBe(200);

      await deleteFromDetails(page, frame.id, frame.name);
      await page.goto(`${baseUrl()}/admin/frames?visibility=trash`);
      const row = page.getByTestId('trashed-frame').filter({ hasText: frame.name });
      await row.waitFor({ timeout: 20_000 });
      await shot(page, `admin-trash-list-${width}`);
      await row.getByRole('button', { name: 'Restore' }).click();
      await expectToast(page, 'Frame restored.');
      await row.waitFor({ state: 'detached' });
      expect(await status(frame.id)).toBe(200);

      await adminApi(token, 'DELETE', `/frames/${frame.id}`);
      await page.reload();
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: 'Delete forever' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(frame.name).waitFor();
      await shot(page, `admin-trash-forever-${width}`);
      await dialog.getByRole('button', { name: 'Delete forever' }).click();
      await expectToast(page, 'Frame deleted forever.');
      await row.waitFor({ state: 'detached' });
      const restore = await fetch(`${baseUrl()}/api/frames/trash/restore`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [frame.id] }),
      });
      expect(restore.status).toBe(404);
    });
  }
});
