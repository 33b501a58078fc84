/**
 * Issue 11, item 4, where a page lands: a frame opened from the grid at its top (name, price and back link on
 * screen at 1280 and 375 px), Back, '← Back to frames' and a reload returning to the shopper's place, and
 * `/#contact` on the contact section once the grid above it is laid out.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, PHONE, setupBrowser, skip, skipReason, WIDE } from './fixture';
import { afterSplash, shot } from './screen';
import { cards, clickOn, home, scrollY, topOf } from './shop';

// Back and a reload leave a document: what it records as it goes is the shopper's place (fixture.ts says why
// the preference is the browser's here).
setupBrowser({ reducedMotionThroughUnload: true });

describe.skipIf(skip)('storefront scroll positions in Chromium', () => {
  for (const [viewport, name] of [
    [WIDE, '1280'],
    [PHONE, '375'],
  ] as const)
    it(`${name} px: a frame opens at its top with its name, price and back link on screen; back returns to the place`, async () => {
      const { page, errors } = await openPage(viewport);
      await home(page);
      const card = cards(page).nth(7);
      // Scrolled down the grid to the eighth card, its picture a little below the sticky bar.
      await card.evaluate((e) =>
        window.scrollTo({ top: e.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }),
      );
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
      const before = await scrollY(page);
      const title = (await card.locator('h3').innerText()).trim();
      // The picture opens the frame (not only View).
      await clickOn(page, card.locator('.gallery'), { x: 0.5, y: 0.35 });
      await page.waitForURL(/\/frame\/\d+$/);
      const h1 = page.getByRole('heading', { level: 1, name: title });
      await h1.waitFor();
      expect(await scrollY(page)).toBe(0);
      const back = page.getByRole('link', { name: '← Back to frames' });
      for (const visible of [h1, back, page.getByText(/^Ksh\. /).first()]) {
        const box = await visible.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      }
      await shot(page, `finish-frame-${name}`);
      await back.click();
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(() => scrollY(page)).toBe(before);
      // Browser Back from the frame page restores the place too.
      await clickOn(page, cards(page).nth(7).getByRole('heading'));
      await page.waitForURL(/\/frame\/\d+$/);
      await h1.waitFor();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(before);
      // A reload of the tab keeps the place too.
      await page.reload();
      await afterSplash(page);
      await expect.poll(() => scrollY(page)).toBe(before);
      expect(errors).toEqual([]);
      await page.context().close();
    });

  it('a fresh load in a tab scrolled down the home page starts at its top; Back returns to the place', async () => {
    const { page, errors } = await openPage(PHONE);
    await home(page);
    const card = cards(page).nth(7);
    await card.evaluate((e) =>
      window.scrollTo({ top: e.getBoundingClientRect().top + window.scrollY, behavior: 'instant' }),
    );
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const before = await scrollY(page);
    const href = await card.getByRole('link').first().getAttribute('href');
    const title = (await card.locator('h3').innerText()).trim();
    // A frame link typed or pasted into this tab: a new document, at its top.
    await page.goto(`${baseUrl()}${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Hydrated (the splash lifts after): the page has landed where it lands.
    await afterSplash(page);
    expect(await scrollY(page)).toBe(0);
    // The home page loaded afresh in this tab: its top too (not the place the previous document left).
    await home(page);
    expect(await scrollY(page)).toBe(0);
    // Back twice, into the first document's entry: the place the shopper left there.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => scrollY(page)).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/#contact lands on the contact section once the grid above it is laid out', async () => {
    const { page } = await openPage(WIDE);
    await home(page, '/#contact');
    await page.getByRole('form', { name: 'Contact form' }).waitFor();
    // scroll-margin-top keeps the section's title clear of the sticky bar.
    await expect.poll(() => topOf(page, '#contact')).toBeGreaterThanOrEqual(0);
    expect(await topOf(page, '#contact')).toBeLessThanOrEqual(80);
    expect(await scrollY(page)).toBeGreaterThan(2000);
    await shot(page, 'finish-contact-hash-1280');
    // From a frame page, the bar's Contact link opens home at the section, the same way.
    const first = cards(page).first();
    const title = (await first.locator('h3').innerText()).trim();
    await first.getByRole('link', { name: `View ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/#contact$/);
    await expect.poll(async () => Math.abs((await topOf(page, '#contact')) - 64) <= 16).toBe(true);
    await page.context().close();
  });
});

it.runIf(skip)('browser tests skipped', () => {
  console.warn(skipReason());
});
