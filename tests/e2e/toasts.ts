/** Toasts in the e2e tests: recorded from a page's load, waited for, the ones on screen, and what they cover. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text of the toasts on screen. */
export async function toastTexts(page: Page) {
  return page.locator('[data-scope="toast"][data-part="root"]').allInnerTexts();
}

/** What the page's recorder holds (toastRecorder): every toast since the document loaded, in order. */
interface ToastWindow {
  __toasts?: { text: string; answered: string[] }[];
  /** Where the current step's toasts begin in `__toasts` (markToasts; 0 on a fresh document). */
  __toastsFrom?: number;
}

/**
 * Records every toast that appears in a document, however briefly it stays (its text, once, in order): an init
 * script every e2e context gets (tests/e2e/fixture.ts), so a toast is watched from the action that causes it,
 * not looked for on screen afterwards (a 5 s toast came and went before the check on a loaded machine:
 * paths-frameForm's 'Frame saved but image upload failed', paths-imageList's 'Image removed from upload
 * queue.'). Read with expectToast and toastLog.
 */
export function toastRecorder() {
  if (location.protocol === 'about:') return;
  const w = window as unknown as ToastWindow;
  if (w.__toasts) return;
  const log: NonNullable<ToastWindow['__toasts']> = [];
  w.__toasts = log;
  w.__toastsFrom = 0;
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-scope="toast"][data-part="root"]'))
      if (!seen.has(el) && el.textContent) {
        seen.add(el);
        log.push({ text: el.textContent, answered: [] });
      }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The toasts from here on are the next step's (tests/e2e/paths.ts marks before a step leaves a state it
 * checks): expectToast looks only at toasts that came after the mark.
 */
export async function markToasts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as ToastWindow;
    w.__toastsFrom = w.__toasts?.length ?? 0;
  });
}

/**
 * Whether a toast containing `text` has appeared since the document loaded (or the last markToasts), on screen
 * or gone: a condition for untilOnClock, which moves the page's clock until the toast comes.
 */
export const toastCame = (page: Page, text: string) =>
  page.evaluate((t) => {
    const w = window as unknown as ToastWindow;
    return (w.__toasts ?? []).slice(w.__toastsFrom ?? 0).some((toast) => toast.text.includes(t));
  }, text);

/**
 * Waits until a toast containing `text` has appeared since the page's document loaded (or since the last
 * markToasts), whether or not it is still on screen. A toast answers one check of each text: a second
 * `expectToast(page, text)` needs a second toast (the same action done twice must toast twice), while its title
 * and its description may be checked one after the other. When none comes, the error lists the toasts that came
 * and those on screen.
 */
export async function expectToast(page: Page, text: string, { timeout = 30_000 } = {}) {
  const take = (t: string) => {
    const w = window as unknown as ToastWindow;
    const log = w.__toasts ?? [];
    for (let i = w.__toastsFrom ?? 0; i < log.length; i++) {
      const toast = log[i] as { text: string; answered: string[] };
      if (!toast.answered.includes(t) && toast.text.includes(t)) {
        toast.answered.push(t);
        return true;
      }
    }
    return false;
  };
  try {
    // A navigation under way fails an evaluate: expect.poll asks again.
    await expect.poll(() => page.evaluate(take, text), { timeout, interval: 100 }).toBe(true);
  } catch (error) {
    const came = await page
      .evaluate(() => {
        const w = window as unknown as ToastWindow;
        return (w.__toasts ?? []).slice(w.__toastsFrom ?? 0).map((t) => t.text);
      })
      .catch(() => ['(the page could not be read)']);
    throw new Error(
      `no toast saying '${text}'; came: ${JSON.stringify(came)}; on screen: ${JSON.stringify(await toastTexts(page))}`,
      { cause: error },
    );
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

/** Every toast recorded on `page` since its document loaded (toastRecorder): their texts, in order. */
export const toastLog = (page: Page) =>
  page.evaluate(() => ((window as unknown as ToastWindow).__toasts ?? []).map((t) => t.text));

/**
 * The toasts recorded on `page` that say something was changed by someone else: none while a
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
