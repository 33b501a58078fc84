/**
 * The page's clock in the e2e tests: installClock before a page loads, then pauseClock to hold it, or
 * untilOnClock to move it on until the page shows what a test waits for. Waits on the clock, never on fixed
 * sleeps: what the page does on its timers (retries, toasts' lifetimes, debounces) comes in a moment.
 */
import type { Locator, Page } from 'playwright-core';
import { clockTimers, untilCallsEnded } from './pageCalls';

/**
 * The page's timers (setTimeout, Date, animation frames...) on a clock the test moves (page.clock; time flows
 * meanwhile), installed before the page loads, with CSS animations of no length. On the clock an animation
 * frame is a timer, not a frame: Chakra's presence reads a closing dialog's or toast's exit animation in one
 * and then waits for its end, which a busy machine may have shown already, and the closed dialog stays in the
 * page (paths-imageList and paths-userChange failed so). Of no length, they are unmounted at once.
 */
export async function installClock(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; }';
      document.head.append(style);
    });
  });
}

/**
 * Pauses the page's clock (installClock) `aheadMs` after the page's time now. That time is read in the page and
 * moves on meanwhile: when it passed the moment before the pause landed (a busy machine; Playwright refuses
 * with "Cannot fast-forward to the past"), the moment is read again.
 */
export async function pauseClock(page: Page, aheadMs = 100) {
  for (let attempt = 1; ; attempt++) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      return await page.clock.pauseAt(at);
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Waits until `done` (a locator: until it is visible) with the page's clock (installClock before the page
 * loads) moved on a second at a time meanwhile: what the page waits for on its timers (a call's retries after 1, 2
 * and 4 s, a toast's 5 s) comes in a moment instead of in real time, each due timer fired in order. The clock
 * moves only while the page has no call on its way (but those a test holds, tests/e2e/pageCalls.ts): a call
 * takes real time, and the clock moved on meanwhile had run out `seconds` before a held-up call failed.
 * `seconds` bounds the page's time, not the real time: past it, this throws.
 */
export async function untilOnClock(page: Page, done: Locator | (() => Promise<boolean>), seconds = 60) {
  const reached = typeof done === 'function' ? done : () => done.first().isVisible();
  for (let second = 0; second < seconds; second++) {
    if (await reached()) return;
    await untilCallsEnded(page);
    await page.clock.runFor(1000);
  }
  if (!(await reached()))
    throw new Error(
      `still waiting after ${seconds} s on the page's clock: ${done}; ${await clockTimers(page)}`,
    );
}
