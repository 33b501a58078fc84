/**
 * The frame form's pictures with a bad connection (issue 19), in Chromium against the real server: a reorder
 * of saved pictures made with the network off keeps the new order on screen with the connection message and
 * Try again, and is saved once the browser is back online; a delete made with the network off keeps the
 * picture (its dialog open with the connection message and Try again) and is made once back online.
 * Makes its own frames and deletes them afterwards.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_TEXTS } from '../../machines/imageList.machine';
import { adminApi, baseUrl, skip } from './fixture';
import { errorScreen, expectOfflineNotice, offlineRoom } from './offline';
import { shot } from './screen';
import { expectToast } from './toasts';

interface ServerFrame {
  id: number;
  name: string;
  images: { id: number; order: number }[];
}

/** The frames this file made (deleted afterwards). */
const made: number[] = [];
const room = offlineRoom('offi', async ({ token }) => {
  for (const id of made) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
});

/** A frame named with this run's word, with two small real pictures. */
async function frameWithTwoPictures(suffix: string) {
  const frame = await adminApi<ServerFrame>(room.token, 'POST', '/frames', {
    name: `${room.word} ${suffix}`,
    description: 'Made by the offline pictures test.',
    originalPrice: 3000,
    currentPrice: 2500,
    category: 'Classic',
    labels: [],
  });
  const form = new FormData();
  for (const shade of [40, 200]) {
    const png = await sharp(Buffer.alloc(60 * 40 * 3, shade), { raw: { width: 60, height: 40, channels: 3 } })
      .png()
      .toBuffer();
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `offline-${shade}.png`);
  }
  const res = await fetch(`${baseUrl()}/api/frames/${frame.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${room.token}` },
    body: form,
  });
  made.push(frame.id);
  expect(res.ok).toBe(true);
  return frame.id;
}

const stored = async (id: number) =>
  (await adminApi<ServerFrame>(room.token, 'GET', `/frames/${id}`)).images
    .sort((a, b) => a.order - b.order)
    .map((i) => `s${i.id}`);
const savedTiles = (page: Page) => page.locator('[data-testid="image-tile"][data-kind="saved"]');
const shownKeys = (page: Page) =>
  savedTiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));

async function openForm(id: number) {
  const page = await room.open();
  await page.goto(`${baseUrl()}/admin/frames/${id}/edit#images`);
  await expect.poll(() => savedTiles(page).count(), { timeout: 20_000 }).toBe(2);
  return page;
}

describe.skipIf(skip)('pictures: a bad connection never costs work', () => {
  it('a reorder with the network off keeps the new order with the connection message, and is saved once back online', async () => {
    const id = await frameWithTwoPictures('reorder');
    const page = await openForm(id);
    const before = await stored(id);
    await page.context().setOffline(true);
    await savedTiles(page).last().focus();
    await page.keyboard.press('Alt+ArrowLeft');
    const notice = await expectOfflineNotice(page);
    await notice.getByRole('button', { name: 'Try again', exact: true }).waitFor();
    const moved = [...before].reverse();
    expect(await shownKeys(page)).toEqual(moved);
    expect(await errorScreen(page).count()).toBe(0);
    await shot(page, 'offline-images-reorder-1280');
    expect(await stored(id)).toEqual(before);

    await page.context().setOffline(false);
    await expectToast(page, IMAGE_TEXTS.orderSaved);
    await notice.waitFor({ state: 'detached' });
    expect(await stored(id)).toEqual(moved);
    expect(await shownKeys(page)).toEqual(moved);
  });

  it('a delete with the network off keeps the picture and its dialog with Try again, and is made once back online', async () => {
    const id = await frameWithTwoPictures('delete');
    const page = await openForm(id);
    const before = await stored(id);
    await page.getByRole('button', { name: 'Delete Saved image 1', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectOfflineNotice(dialog);
    await dialog.getByRole('button', { name: 'Try again', exact: true }).waitFor();
    expect(await shownKeys(page)).toEqual(before);
    expect(await errorScreen(page).count()).toBe(0);
    await shot(page, 'offline-images-delete-1280');
    expect(await stored(id)).toEqual(before);

    await page.context().setOffline(false);
    await expectToast(page, IMAGE_TEXTS.deleted);
    await dialog.waitFor({ state: 'detached' });
    expect(await stored(id)).toEqual(before.slice(1));
    expect(await shownKeys(page)).toEqual(before.slice(1));
  });
});
