/**
 * What the storefront's e2e files share: the demo catalogue's home page opened and fully rendered, its cards,
 * scroll positions, and a shopper's click where a picture is.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi, baseUrl } from './fixture';
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

/** A frame as the storefront's API lists it (what the storefront files check against). */
export interface FrameJson {
  id: number;
  name: string;
  inStock: boolean;
  currentPrice: number;
  originalPrice: number;
  dimensions: string | null;
}

/**
 * The storefront's frames as the public API lists them: the demo catalogue, or, when there is none, three
 * made through the API with `token` (one discounted, one with dimensions, one sold out).
 */
export async function catalogue(token: string): Promise<FrameJson[]> {
  const frames = await adminApi<FrameJson[]>(token, 'GET', '/public/frames?limit=50');
  if (frames.length >= 3) return frames;
  for (const [i, name] of ['Oak #3 & Gold', 'Walnut Classic', 'Black Minimal'].entries())
    await adminApi(token, 'POST', '/frames', {
      name,
      description: `A test frame number ${i + 1}.`,
      status: i === 2 ? 'OUT_OF_STOCK' : 'IN_STOCK',
      originalPrice: 5000,
      currentPrice: i === 0 ? 4000 : 5000,
      dimensions: i === 1 ? '16x20 inches' : undefined,
      category: 'Classic',
      labels: [],
    });
  return adminApi<FrameJson[]>(token, 'GET', '/public/frames?limit=50');
}
