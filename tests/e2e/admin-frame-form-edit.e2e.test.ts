/**
 * The frame form in Chromium, editing: opened at #images, a keyboard reorder of saved images persisted on the
 * server, a cross-group move refused, a queued file removed, a saved image deleted, an update that uploads.
 * An unknown id goes back to the list. Screenshots at 1280 and 375 px. Makes its own frames (a unique word in
 * their names) and deletes them afterwards.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, PHONE, skip, WIDE } from './fixture';
import {
  type ApiFrame,
  adminPage,
  api,
  full,
  heading,
  makeFrameWithImages,
  picture,
  setupFrameFormFile,
  tileKeys,
  tiles,
  WORD,
} from './frameForm';
import { expectAccessible, shot } from './screen';
import { controlsUnderToasts, expectToast, noToasts } from './toasts';

setupFrameFormFile();

describe.skipIf(skip)('The frame form in Chromium', () => {
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
