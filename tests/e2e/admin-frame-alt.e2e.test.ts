/**
 * Issue 23, item 3, in Chromium: the alt text staff type for a picture on the frame form is what the
 * storefront's picture says (img alt, on the frame page and on the collection's card) and the caption of that
 * picture in the frame page's Product JSON-LD; a picture left empty says the frame's name and its number.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, skip, WIDE } from './fixture';
import { adminPage, heading, makeFrameWithImages, setupFrameFormFile, WORD } from './frameForm';
import { cards } from './shop';
import { expectToast } from './toasts';

setupFrameFormFile();

interface ProductLd {
  '@type': string;
  image: { caption: string; contentUrl: string }[];
}

describe.skipIf(skip)('picture alt text in Chromium', () => {
  it('typed on the frame form, it shows on the storefront picture and in the JSON-LD', async () => {
    const name = `Alt ${WORD} Walnut`;
    const frame = await makeFrameWithImages(name, 2);
    const typed = 'Walnut frame, front view, on a white wall';

    const admin = await adminPage(WIDE);
    await admin.page.goto(`${baseUrl()}/admin/frames/${frame.id}/edit`);
    await heading(admin.page, 'Edit Frame').waitFor({ timeout: 20_000 });
    const fields = admin.page.getByTestId('image-alt');
    await expect.poll(() => fields.count()).toBe(2);
    // Empty, each says what the storefront will say: the name and the picture's number.
    expect(await fields.nth(1).getAttribute('placeholder')).toBe(`${name} — picture 2`);
    await fields.first().fill(typed);
    await admin.page.getByRole('button', { name: 'Update Frame' }).click();
    await expectToast(admin.page, 'Frame updated successfully!');
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const { page, context, errors } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/frame/${frame.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The main picture, as the server rendered it.
    expect(await page.locator('.detail-mount img').getAttribute('alt')).toBe(typed);
    const product = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')))
    )
      .flatMap((ld: ProductLd | { '@graph': ProductLd[] }) => ('@graph' in ld ? ld['@graph'] : [ld]))
      .find((ld) => ld['@type'] === 'Product');
    expect(product?.image.map((i) => i.caption)).toEqual([typed, `${name} — picture 2`]);

    // The collection's card: its first picture says the same.
    await page.goto(`${baseUrl()}/frames?search=${encodeURIComponent(name)}`);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().locator('[data-shown="current"] img').getAttribute('alt')).toBe(typed);
    expect(errors).toEqual([]);
    await context.close();
  });
});
