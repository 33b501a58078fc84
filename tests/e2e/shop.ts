/**
 * What the storefront's e2e files share: the demo catalogue's home page opened and fully rendered, its cards,
 * scroll positions, and a shopper's click where a picture is.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './fixture';
import { afterSplash } from './screen';

export const FULL_HD = { width: 1920, height: 1080 };
export const TABLET = { width: 768, height: 1024 };

export const cards = (page: Page) => page.getByTestId('frame-card');
export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
export const topOf = (page: Page, selector: string) =>
  page.evaluate(
    (s) => Math.round(document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN),
    selector,
  );
/** The first card with more than one picture (its gallery has a counter '1/total'), pinned by its place. */
export async function galleryCard(page: Page) {
  const counters = await cards(page).evaluateAll((els) =>
    els.map((e) => e.querySelector('[aria-live="off"]')?.textContent ?? ''),
  );
  const at = counters.findIndex((c) => /^1\/[2-9]$/.test(c));
  expect(at).toBeGreaterThanOrEqual(0);
  return cards(page).nth(at);
}

/**
 * A shopper's click at the middle of `what` (a picture, a name): whatever lies on top there gets it, as for
 * a real pointer (Playwright's own click would refuse an element covered by the card's link).
 */
export async function clickOn(page: Page, what: Locator, at = { x: 0.5, y: 0.5 }) {
  const box = await what.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.click(box.x + box.width * at.x, box.y + box.height * at.y);
}

export async function home(page: Page, path = '/') {
  await page.goto(`${baseUrl()}${path}`);
  await afterSplash(page);
  await cards(page).first().waitFor();
  // The grid renders in batches: wait for the whole catalogue.
  await expect.poll(async () => (await cards(page).count()) >= 24).toBe(true);
}
