/** What a page shows, checked the same way in every e2e file: animations done, splash gone, axe, screenshots. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the page's finite CSS transitions and animations to end (before a screenshot). */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/**
 * Waits until the focus is inside `locator` (or on it). A menu or dialog (Zag's) takes the focus in the
 * animation frame after it opens and hears the keys (arrows, Enter, Escape) from then on; keys pressed before
 * that frame go to what had the focus. On a busy machine the frame comes late: an Enter on the menu's button
 * moved to the next action and opened the wrong dialog (e2e repeat, seed 934695961), an Escape left the
 * shortcuts open. A person cannot press a key in a menu before it is drawn.
 */
export async function focusedWithin(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** Waits for the splash to lift. */
export async function afterSplash(page: Page) {
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 10_000 });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the page, as it rests: no serious or critical violation. The page's transitions end first: axe
 * reads colours as drawn, and a button fading in from disabled (Refresh, 200 ms) failed color-contrast once in
 * CI when axe ran in its first frames.
 */
export async function expectAccessible(page: Page, label: string) {
  await animationsDone(page);
  // Evaluated, not injected as a tag: the app's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            o: object,
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/e2e-${name}.png`, fullPage: false });

/** Where `locator` is drawn once the page's animations have ended (a dialog's opening scale changes it). */
export async function box(locator: Locator) {
  await animationsDone(locator.page());
  const drawn = await locator.boundingBox();
  expect(drawn, 'drawn on the page').not.toBeNull();
  return drawn as NonNullable<typeof drawn>;
}
