/** Toasts in the e2e tests: the ones on screen, waited for, recorded from a page's load, and what they cover. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text of the toasts on screen. */
export async function toastTexts(page: Page) {
  return page.locator('[data-scope="toast"][data-part="root"]').allInnerTexts();
}

/**
 * Waits for a toast containing `text`; when none comes, the error lists the toasts on screen. (It read them
 * again after the wait and expected the text among them: a toast already pushed out by newer ones, the
 * toaster keeping a few at a time, failed that second read in CI — paths-imageList, 'Maximum 5 images
 * allowed per frame.' seen, then gone under three later toasts.)
 */
export async function expectToast(page: Page, text: string) {
  try {
    await page.locator('[data-scope="toast"][data-part="root"]', { hasText: text }).first().waitFor();
  } catch (error) {
    throw new Error(`no toast saying '${text}'; on screen: ${JSON.stringify(await toastTexts(page))}`, {
      cause: error,
    });
  }
}

/**
 * Takes the pointer off the toasts as a staff member does, over them and away: hovering a toast pauses them
 * all, and a toast removed under a still pointer (its Undo clicked) leaves the group paused until the pointer
 * next enters and leaves it (Chromium sends no leave for a removed node); then `to`, a spot clear of toasts.
 */
export async function pointerOffToasts(page: Page, to: { x: number; y: number }) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  if (await toast.count()) await toast.hover({ timeout: 2_000 }).catch(() => {});
  await page.mouse.move(to.x, to.y);
}

/** Waits for the toasts to leave (axe checks the page, not a toast fading in or out). */
export async function noToasts(page: Page) {
  await expect
    .poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 20_000 })
    .toBe(0);
}

/**
 * Records every toast that appears on `page` from its next load on (their texts, in order), however briefly
 * it stays: for "this action toasted once" and "that load did not toast at all". Read with toastLog.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __toastLog: string[] }).__toastLog = log;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-scope="toast"][data-part="root"]'))
        if (!seen.has(el) && el.textContent) {
          seen.add(el);
          log.push(el.textContent);
        }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const toastLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toastLog: string[] }).__toastLog);

/**
 * The toasts recorded on `page` (recordToasts) that say something was changed by someone else: none while a
 * dialog's conflict card says it (a toast would repeat it).
 */
export const staleToasts = async (page: Page) =>
  (await toastLog(page)).filter((text) => text.includes('changed by someone else'));

/**
 * The controls staff reach for right after a result that a toast on screen lies over (their names; none
 * expected): the phone's top bar, the screen heading's actions, the form's save bar.
 */
export async function controlsUnderToasts(page: Page) {
  // Where the toasts come to rest (not where their entrance slides them from).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].every((t) =>
      t.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
    ),
  );
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((t) =>
      t.getBoundingClientRect(),
    );
    const controls = document.querySelectorAll(
      ['header', '[data-testid="page-actions"]', '[data-testid="save-bar"]']
        .map((area) => `${area} :is(button, a[href])`)
        .join(', '),
    );
    const covered: string[] = [];
    for (const c of controls) {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (toasts.some((t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom))
        covered.push(c.getAttribute('aria-label') || c.textContent?.trim() || c.tagName);
    }
    return covered;
  });
}
