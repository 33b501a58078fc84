/**
 * The Frame Display Order screen as a test reads and drives it (admin-frame-order.e2e.test.ts): its rows'
 * names and unsaved badge, the slides of a moved row, a mouse drag by the handle, the screen opened.
 */
import type { Page } from 'playwright-core';
import { baseUrl } from './fixture';

export const names = (page: Page) => page.getByTestId('order-name').allTextContents();
export const badge = (page: Page) => page.getByText('Unsaved Changes', { exact: true });

/**
 * Records, from now on, each order row's inline transforms (framer-motion's layout animation slides a moved
 * row by one): read with partWay().
 */
export async function recordSlides(page: Page) {
  await page.getByTestId('order-list').evaluate((list) => {
    const seen: string[] = [];
    (window as unknown as { __slides: string[] }).__slides = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const t = (r.target as HTMLElement).style.transform;
        if (t && t !== 'none') seen.push(t);
      }
    }).observe(list, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
}
/**
 * The places a moved row was drawn part-way to its own (its transforms' vertical offsets strictly between
 * none and the whole way): some when it slides, none when it jumps (a reduced-motion jump may still set the
 * whole offset for an instant).
 */
export const partWay = (page: Page) =>
  page.evaluate(() => {
    const ys = (window as unknown as { __slides: string[] }).__slides.map((t) =>
      Math.abs(Number(/translate3d\([^,]+,\s*(-?[\d.]+)px/.exec(t)?.[1] ?? 0)),
    );
    const whole = Math.max(0, ...ys);
    return ys.filter((y) => y > 0.5 && y < whole - 0.5);
  });

/**
 * Waits until the rows are drawn where they stand: their handles at the same places in two animation frames in
 * a row (with motion on, a move or a Reset slides rows for 0.2 s after the list's order is already the new one).
 */
const rowsAtRest = (page: Page) =>
  page.waitForFunction(
    () => {
      const w = window as unknown as { __handleTops?: string };
      const tops = [...document.querySelectorAll('[data-drag-handle]')]
        .map((h) => h.getBoundingClientRect().top.toFixed(1))
        .join();
      const still = w.__handleTops === tops;
      w.__handleTops = tops;
      return still;
    },
    undefined,
    { polling: 'raf' },
  );

/**
 * Drags row `from` by its handle onto row `to` with the mouse, in small steps as a hand does, from where the
 * rows are drawn once at rest (a drag measured mid-slide, right after a Reset with motion on, started beside
 * its handle and moved nothing: found by test:e2e:repeat).
 */
export async function dragByMouse(page: Page, from: number, to: number) {
  await rowsAtRest(page);
  const handles = page.locator('[data-drag-handle]');
  const start = await handles.nth(from).boundingBox();
  const end = await handles.nth(to).boundingBox();
  if (!start || !end) throw new Error('no handle boxes');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y - 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + 4, { steps: 10 });
  await page.mouse.up();
}

export async function openOrder(page: Page) {
  await page.goto(`${baseUrl()}/admin/frame-sorting`);
  await page.getByRole('heading', { name: 'Frame Display Order', level: 1 }).waitFor({ timeout: 20_000 });
  await page.getByTestId('order-item').first().waitFor();
}
