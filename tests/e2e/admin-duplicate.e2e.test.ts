/**
 * Duplicate a frame in Chromium against the real server, at 1280 and 375 px: from the details page (and
 * the list's row menu at 1280), confirmed; the copy's page opens, a Draft named "<name> (copy)" with the
 * labels and pictures of the original (its own picture files).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const made: number[] = [];
const stamp = Date.now().toString(36);
let labelId = 0;

interface Frame {
  id: number;
  name: string;
  published: boolean;
  labels: { id: number }[];
  images: { imageUrl: string }[];
}

async function frameWithPicture(name: string): Promise<Frame> {
  const frame = await adminApi<Frame>(token, 'POST', '/frames', {
    name,
    description: 'Made by the duplicate e2e test.',
    originalPrice: 6000,
    currentPrice: 5000,
    labels: [labelId],
  });
  made.push(frame.id);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dup.png');
  const res = await fetch(`${baseUrl()}/api/frames/${frame.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.ok).toBe(true);
  return frame;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

async function confirmAndOpenCopy(page: Page, name: string): Promise<Frame> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(name).waitFor();
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expectToast(page, 'Frame duplicated as a draft.');
  await heading(page, `${name} (copy)`).waitFor();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  made.push(id);
  await page.getByTestId('draft-badge').first().waitFor();
  return adminApi<Frame>(token, 'GET', `/frames/${id}`);
}

describe.skipIf(skip)('duplicate a frame in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
    labelId = (await adminApi<{ id: number }>(token, 'POST', '/labels', { name: `Dup ${stamp}` })).id;
  });
  afterAll(async () => {
    for (const id of made) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
    await adminApi(token, 'DELETE', `/labels/${labelId}`).catch(() => undefined);
  });

  for (const [viewport, width] of [
    [WIDE, 1280],
    [PHONE, 375],
  ] as const) {
    it(`from the details page: a draft copy with labels and pictures (${width} px)`, async () => {
      const original = await frameWithPicture(`Dup ${stamp} ${width}`);
      const { page } = await signedInPage(viewport, token);
      await page.goto(`${baseUrl()}/admin/frames/${original.id}`);
      await heading(page, original.name).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
      await shot(page, `admin-duplicate-confirm-${width}`);
      const copy = await confirmAndOpenCopy(page, original.name);
      await shot(page, `admin-duplicate-copy-${width}`);
      expect(copy.published).toBe(false);
      expect(copy.labels.map((l) => l.id)).toEqual([labelId]);
      expect(copy.images).toHaveLength(1);
      const source = await adminApi<Frame>(token, 'GET', `/frames/${original.id}`);
      expect(copy.images[0]?.imageUrl).not.toBe(source.images[0]?.imageUrl);
      expect((await fetch(`${baseUrl()}${copy.images[0]?.imageUrl}`)).status).toBe(200);
      expect((await fetch(`${baseUrl()}/api/public/frames/${copy.id}`)).status).toBe(404);
    });
  }

  it('from the list row menu (1280 px)', async () => {
    const original = await frameWithPicture(`Dup ${stamp} menu`);
    const { page } = await signedInPage(WIDE, token);
    await page.goto(`${baseUrl()}/admin/frames?search=${encodeURIComponent(original.name)}`);
    await page
      .getByRole('button', { name: `Actions for ${original.name}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    const copy = await confirmAndOpenCopy(page, original.name);
    expect(copy.name).toBe(`${original.name} (copy)`);
  });
});
