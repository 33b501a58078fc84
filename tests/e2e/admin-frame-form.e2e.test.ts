/**
 * The frame form in Chromium against the real server: validation texts; a new frame with two queued images
 * (real PNG and JPEG made with sharp) uploaded with a visible progress bar, then its details page and the
 * storefront; an invalid file type refused. Edit: opened at #images, a keyboard reorder of saved images
 * persisted on the server, a cross-group move refused, a queued file removed, a saved image deleted, an
 * update that uploads. An unknown id goes back to the list. Screenshots at 1280 and 375 px.
 * Makes its own frames (a unique word in their names) and deletes them afterwards.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, PHONE, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { expectAccessible, shot } from './screen';
import { controlsUnderToasts, expectToast } from './toasts';

setupBrowser();

let token = '';
const WORD = `ff${Date.now().toString(36)}`;
const created: number[] = [];

interface ApiFrame {
  id: number;
  name: string;
  description: string;
  category: string | null;
  dimensions: string | null;
  originalPrice: number;
  currentPrice: number;
  images: { id: number; order: number; imageUrl: string }[];
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A noisy picture (so it does not compress to nothing and the upload takes a moment). */
async function picture(format: 'png' | 'jpeg', seed: number, width = 900, height = 700) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  const buffer = format === 'png' ? await img.png().toBuffer() : await img.jpeg({ quality: 95 }).toBuffer();
  return { name: `e2e-${seed}.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

async function makeFrameWithImages(name: string, count: number) {
  const frame = await api<ApiFrame>('POST', '/frames', {
    name,
    description: `Made by the frame form e2e test (${WORD}).`,
    originalPrice: 3000,
    currentPrice: 2500,
    category: 'Classic',
    labels: [],
  });
  created.push(frame.id);
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const p = await picture('png', 100 + i, 120, 90);
    form.append('images', new Blob([new Uint8Array(p.buffer)], { type: p.mimeType }), p.name);
  }
  const res = await fetch(`${baseUrl()}/api/frames/${frame.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return api<ApiFrame>('GET', `/frames/${frame.id}`);
}

const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const tiles = (page: Page) => page.getByTestId('image-tile');
const tileKeys = (page: Page) =>
  tiles(page).evaluateAll((els) =>
    els.map((e) => `${e.getAttribute('data-kind')}:${e.getAttribute('data-key')}`),
  );

/** Waits for the toasts to leave (axe checks the page, not a toast fading in or out). */
async function noToasts(page: Page) {
  await expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 20_000 })
    .toBe(0);
}

async function full(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/e2e-${name}.png`, fullPage: true });
}

describe.skipIf(skip)('The frame form in Chromium', () => {
  beforeAll(async () => {
    token = (
      (await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }).then((r) => r.json())) as { token: string }
    ).token;
  });
  afterAll(async () => {
    for (const id of created) await api('DELETE', `/frames/${id}`).catch(() => {});
  });

  it('at 1280 px: validation, a refused file, a new frame with two images uploaded with progress', async () => {
    const { page, context, errors } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames/new`);
    await heading(page, 'Add New Frame').waitFor({ timeout: 20_000 });
    for (const card of ['Basic Information', 'Frame Images', 'Pricing and Labels', 'Actions', 'Preview'])
      await page.getByRole('heading', { name: card, level: 2 }).waitFor();
    expect(await page.getByText('PNG, JPG, WEBP, recommended 800x600 px or larger').count()).toBe(1);
    const categories = await page
      .getByRole('combobox', { name: 'Category' })
      .locator('option')
      .allTextContents();
    expect(categories.slice(1)).toEqual([
      'Classic',
      'Modern',
      'Luxury',
      'Vintage',
      'Minimalist',
      'Contemporary',
      'Traditional',
      'Industrial',
    ]);
    // The server's labels (the demo catalogue's five at least).
    await page.getByRole('checkbox', { name: 'Popular' }).waitFor();

    // Empty submit: the spec's texts, a 'Validation Error' toast, nothing sent.
    await page.getByRole('button', { name: 'Create Frame' }).click();
    await expectToast(page, 'Validation Error');
    await expectToast(page, 'Frame name is required.');
    for (const text of [
      'Frame name is required.',
      'Frame description is required.',
      'Prices must be greater than 0.',
    ])
      expect(await page.locator('form').getByText(text, { exact: true }).count()).toBe(1);
    expect(page.url()).toMatch(/\/admin\/frames\/new$/);
    // The error texts are readable (axe: colour contrast), not only present (once the toast, which lies
    // over the preview at the bottom right, has gone).
    // The pointer leaves Create Frame, which the sticky save bar keeps under it (Chakra's hover colour, 90 %
    // of the solid blue, is checked by the admin theme's own tests, not here).
    await noToasts(page);
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'new frame form with its errors');

    // Fill in; a price of 0 is still refused.
    const name = `Form ${WORD} Oak`;
    await page.getByRole('textbox', { name: 'Frame Name' }).fill(`  ${name}  `);
    await page.getByRole('textbox', { name: 'Description' }).fill('A warm oak frame, made in the e2e test.');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Modern');
    await page.getByRole('textbox', { name: 'Dimensions' }).fill(' 16x20 inches ');
    await page.getByRole('spinbutton', { name: /Original Price/ }).fill('5000');
    await page.getByRole('spinbutton', { name: /Current Price/ }).fill('0');
    await page.getByRole('button', { name: 'Create Frame' }).click();
    await expectToast(page, 'Prices must be greater than 0.');
    await page.getByRole('spinbutton', { name: /Current Price/ }).fill('4000');
    const note = page.getByTestId('discount-note');
    expect(await note.innerText()).toContain('Discount Applied');
    expect(await note.innerText()).toContain('Save KSH 1,000 (20% off)');
    await page.getByRole('checkbox', { name: 'Popular' }).check({ force: true });

    // A text file is refused; the queue stays empty.
    const input = page.getByTestId('image-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expectToast(page, 'Invalid File Type');
    await expectToast(page, 'Please select only image files.');
    expect(await tiles(page).count()).toBe(0);

    // Two real pictures queued: tiles and the preview (the storefront's card) show them.
    await input.setInputFiles([await picture('png', 1), await picture('jpeg', 2)]);
    await expect.poll(() => tiles(page).count()).toBe(2);
    expect(await page.getByTestId('image-count').innerText()).toBe('2/5 images');
    const preview = page.getByTestId('frame-preview');
    await preview.getByText(name).waitFor();
    expect(await preview.getByText('1/2').count()).toBe(1);
    expect(await preview.getByText('Modern').count()).toBe(1);
    expect(await preview.locator('img').first().getAttribute('src')).toMatch(/^blob:/);
    await noToasts(page);
    await expectAccessible(page, 'new frame form');
    await full(page, 'admin-frame-form-new-1280');

    // A slow uplink, so the progress bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });
    await page.getByRole('button', { name: 'Create Frame' }).click();
    // Watched from the click on: on a busy machine the toast (4-5 s) may have come and gone by the time the
    // bar is gone, so a wait begun after the bar could miss it (CI did once).
    const done = page
      .locator('[data-scope="toast"][data-part="root"]', {
        hasText: 'Frame created and 2 image(s) uploaded successfully!',
      })
      .first()
      .waitFor({ timeout: 90_000 })
      .then(
        () => 'shown',
        (error: Error) => error.message,
      );
    const bar = page.getByTestId('upload-progress');
    await bar.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/e2e-admin-frame-form-uploading-1280.png' });
    const seen = new Set<string>();
    while ((await bar.count()) > 0) {
      const v = await bar
        .getByRole('progressbar')
        .getAttribute('aria-valuenow')
        .catch(() => null);
      if (v) seen.add(v);
      await page.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // More than one value between 0 and 100 was shown: the bar followed the bytes.
    expect([...seen].filter((v) => Number(v) > 0 && Number(v) < 100).length).toBeGreaterThan(0);

    expect(await done).toBe('shown');
    await page.waitForURL(/\/admin\/frames\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    created.push(id);
    await heading(page, name).waitFor();
    await page.getByText('2 images (at most 5)').waitFor();

    const frame = await api<ApiFrame>('GET', `/frames/${id}`);
    expect(frame).toMatchObject({
      name,
      category: 'Modern',
      dimensions: '16x20 inches',
      originalPrice: 5000,
      currentPrice: 4000,
    });
    expect(frame.images).toHaveLength(2);

    // The storefront shows it with its pictures.
    await page.goto(`${baseUrl()}/frame/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 20_000 });
    const firstImage = frame.images.sort((a, b) => a.order - b.order)[0]?.imageUrl as string;
    await expect
      .poll(() =>
        page
          .locator(
            `img[src*="${firstImage
              .replace(/\.webp$/, '')
              .split('/')
              .pop()}"]`,
          )
          .count(),
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('at 1280 px: edit at #images, keyboard reorder persisted, cross-group move refused, delete, update', async () => {
    const frame = await makeFrameWithImages(`Form ${WORD} Edit`, 3);
    const [a, b, c] = frame.images.sort((x, y) => x.order - y.order).map((i) => i.id);
    const { page, errors } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames/${frame.id}/edit#images`);
    await heading(page, 'Edit Frame').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: 'Frame Name' }).inputValue()).toBe(frame.name);
    expect(await page.getByRole('button', { name: 'Update Frame' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('images');
    await expect.poll(() => tiles(page).count()).toBe(3);
    expect(await tileKeys(page)).toEqual([`saved:s${a}`, `saved:s${b}`, `saved:s${c}`]);

    // Keyboard: the first saved image one place later (Alt+ArrowRight), saved at once on the server.
    await tiles(page).first().focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expectToast(page, 'Image order updated successfully.');
    expect(await tileKeys(page)).toEqual([`saved:s${b}`, `saved:s${a}`, `saved:s${c}`]);
    await expect
      .poll(async () =>
        (await api<ApiFrame>('GET', `/frames/${frame.id}`)).images
          .sort((x, y) => x.order - y.order)
          .map((i) => i.id),
      )
      .toEqual([b, a, c]);
    // The focus stayed on the moved image.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-key'))).toBe(`s${a}`);

    // Queue a picture; moving it before a saved one is refused (keyboard and button).
    await page.getByTestId('image-input').setInputFiles([await picture('png', 3, 300, 200)]);
    await expect.poll(() => tiles(page).count()).toBe(4);
    const queued = tiles(page).nth(3);
    expect(await queued.getAttribute('data-kind')).toBe('queued');
    await queued.focus();
    await page.keyboard.press('Alt+ArrowLeft');
    const refusal = 'Cannot reorder between existing and new images. Please save first, then reorder.';
    await expectToast(page, refusal);
    expect(await page.getByTestId('image-status').innerText()).toContain(refusal);
    expect((await tileKeys(page))[3]).toMatch(/^queued:/);
    await page.getByRole('button', { name: `Move Saved image 3 later` }).click();
    expect((await tileKeys(page))[2]).toBe(`saved:s${c}`);
    await full(page, 'admin-frame-form-edit-refused-1280');

    // Too many: 4 there, 2 more refused.
    await page
      .getByTestId('image-input')
      .setInputFiles([await picture('png', 4, 80, 60), await picture('png', 5, 80, 60)]);
    await expectToast(page, 'Maximum 5 images allowed per frame.');
    expect(await tiles(page).count()).toBe(4);

    // Remove the queued one.
    await page.getByRole('button', { name: /^Remove e2e-3\.png$/ }).click();
    await expectToast(page, 'Image removed from upload queue.');
    expect(await tiles(page).count()).toBe(3);

    // Delete a saved image: confirmed, then gone from the server.
    await page.getByRole('button', { name: 'Delete Saved image 3' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Delete image' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Image deleted successfully from database and image storage.');
    await expect.poll(() => tiles(page).count()).toBe(2);
    expect((await api<ApiFrame>('GET', `/frames/${frame.id}`)).images.map((i) => i.id).sort()).toEqual(
      [a, b].sort(),
    );

    // Update with a change and one more picture.
    await page.getByRole('textbox', { name: 'Dimensions' }).fill('8x10 inches');
    await page.getByTestId('image-input').setInputFiles([await picture('jpeg', 6, 400, 300)]);
    await expect.poll(() => tiles(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Update Frame' }).click();
    await expectToast(page, 'Frame updated and 1 image(s) uploaded successfully!');
    await page.waitForURL(new RegExp(`/admin/frames/${frame.id}$`));
    const after = await api<ApiFrame>('GET', `/frames/${frame.id}`);
    expect(after.dimensions).toBe('8x10 inches');
    expect(after.images).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('an unknown id says so and goes back to the list', async () => {
    const { page } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames/987654321/edit`);
    await expectToast(page, 'Failed to load frame data');
    await page.waitForURL(/\/admin\/frames$/);
  });

  it('at 375 px: the cards stack, the preview comes last; screenshots', async () => {
    const frame = await makeFrameWithImages(`Form ${WORD} Phone`, 2);
    const { page, errors } = await adminPage(PHONE);
    await page.goto(`${baseUrl()}/admin/frames/${frame.id}/edit`);
    await heading(page, 'Edit Frame').waitFor({ timeout: 20_000 });
    await expect.poll(() => tiles(page).count()).toBe(2);
    const box = async (name: string) =>
      (await page.getByRole('heading', { name, level: 2 }).boundingBox()) ?? { x: 0, y: 0, width: 0 };
    const ys = [];
    for (const card of ['Basic Information', 'Frame Images', 'Pricing and Labels', 'Actions', 'Preview'])
      ys.push((await box(card)).y);
    expect([...ys].sort((x, y) => x - y)).toEqual(ys);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await noToasts(page);
    await expectAccessible(page, 'edit form at 375');
    await full(page, 'admin-frame-form-edit-375');
    await page.goto(`${baseUrl()}/admin/frames/new`);
    await heading(page, 'Add New Frame').waitFor({ timeout: 20_000 });
    // The long form keeps Create Frame in reach: the save bar at the screen's bottom, at the top of the form
    // and half-way down it.
    const create = page.getByRole('button', { name: 'Create Frame' });
    for (const at of [0, 0.5]) {
      await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), at);
      const b = await create.boundingBox();
      expect(b && b.y >= 0 && b.y + b.height <= PHONE.height).toBe(true);
    }
    await shot(page, 'admin-frame-form-save-bar-375');
    await create.click();
    await expectToast(page, 'Validation Error');
    await shot(page, 'admin-frame-form-toast-375');
    // Neither the menu button, the heading's link nor the save bar is under the toast.
    expect(await controlsUnderToasts(page)).toEqual([]);
    await full(page, 'admin-frame-form-new-375');
    expect(errors).toEqual([]);
  });
});
