/**
 * The home page's contact form, whose code comes only when its section nears the screen (issue 19, item 5):
 * Tab from the last frame card reaches its fields, and find-in-page finds its fields' names before the form
 * has come (plain visible text, not hidden), which brings the form; its coming moves nothing below it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, setupBrowser, skip, WIDE } from './fixture';
import { cards, home } from './shop';

setupBrowser();

const firstField = (page: Page) => page.locator('#contact-firstName');
/** The focused element: its id, else its class. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.id || el?.className || '';
  });

describe.skipIf(skip)('storefront contact form: reached by the keyboard and by find-in-page', () => {
  it("Tab from the last frame card reaches the form's first field (the form comes on the way)", async () => {
    const { page } = await openPage(PHONE);
    await home(page);
    expect(await firstField(page).count(), 'the form has not come yet').toBe(0);
    await cards(page).last().locator('a, button').last().focus();
    let reached = '';
    for (let press = 0; press < 40 && !reached; press++) {
      await page.keyboard.press('Tab');
      const at = await focused(page);
      // The card's stop before the form comes hands the focus to the first field when it does.
      if (at === 'contact-later') await expect.poll(() => focused(page)).toBe('contact-firstName');
      if (at === 'contact-later' || at.startsWith('contact-first')) reached = await focused(page);
    }
    expect(reached).toBe('contact-firstName');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('contact-lastName');
  });

  it("find-in-page finds the form's field names before the form has come, and finding them brings it", async () => {
    const { page } = await openPage(PHONE);
    await home(page);
    expect(await firstField(page).count(), 'the form has not come yet').toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // window.find is the page's find-in-page: it finds rendered text only (not display:none nor hidden).
    expect(
      await page.evaluate(() => (window as unknown as { find(s: string): boolean }).find('Last Name')),
    ).toBe(true);
    await firstField(page).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { find(s: string): boolean }).find('Send Message')),
    ).toBe(true);
  });

  for (const [viewport, name] of [
    [PHONE, '375'],
    [WIDE, '1280'],
  ] as const)
    it(`${name} px: the form's coming moves nothing below it (the footer stays where the shopper reads it)`, async () => {
      const { page } = await openPage(viewport);
      // The form's code held back until the shopper is at the bottom of the page, reading the footer.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/ContactForm-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await home(page);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const rights = page.getByText(/All rights reserved\./);
      await expect.poll(() => page.locator('.contact-later').count()).toBe(1);
      const before = await rights.boundingBox();
      expect(before && before.y >= 0 && before.y + before.height <= viewport.height + 1).toBe(true);
      release();
      await firstField(page).waitFor();
      // Two frames: the form laid out and painted.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await rights.boundingBox()).toEqual(before);
    });
});
