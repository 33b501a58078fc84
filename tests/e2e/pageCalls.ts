/**
 * What a failed test's pages were waiting on, printed with its screenshots (tests/e2e/failures.ts): the calls
 * each page had sent and not seen end (answered or failed), and, for a wait on the page's clock
 * (untilOnClock), the timers that clock still held. A flake then says whether a call was never sent, sent
 * and never ended, or waiting on a timer.
 */
import type { Page } from 'playwright-core';

/**
 * The calls `page` sent and saw no end of (no answer, no failure), among its last 100 (Playwright's
 * page.requests(): read only when a test failed, so passing tests pay nothing).
 */
export async function callsOnTheirWay(page: Page): Promise<string[]> {
  const requests = await page.requests().catch(() => []);
  const open: string[] = [];
  for (const r of requests) {
    if ((r.resourceType() !== 'fetch' && r.resourceType() !== 'xhr') || r.failure()) continue;
    const answered = await Promise.race([
      r.response().then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((done) => setTimeout(() => done(false), 50)),
    ]);
    if (!answered) open.push(`${r.method()} ${new URL(r.url()).pathname}`);
  }
  return open;
}

/**
 * The timers the page's clock (page.clock.install) still holds, each with its kind and how far ahead on
 * that clock it is due, and the start of its callback. Read from Playwright's clock in the page, which is not
 * its public API: where that is not found, it says so.
 */
export async function clockTimers(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      type Timer = { type: string; callAt: number; func: unknown };
      const clock = (
        globalThis as {
          __pwClock?: { controller?: { _now?: { ticks: number }; _timers?: Map<number, Timer> } };
        }
      ).__pwClock?.controller;
      if (!clock?._now || !clock._timers) return "the page's clock timers are not readable";
      const now = clock._now.ticks;
      const timers = [...clock._timers.values()].map(
        (t) => `${t.type} due in ${t.callAt - now} ms: ${String(t.func).replace(/\s+/g, ' ').slice(0, 80)}`,
      );
      return `the page's clock holds ${timers.length} timer(s)${timers.length ? `:\n    ${timers.join('\n    ')}` : ''}`;
    })
    .catch((error: unknown) => `the page's clock timers could not be read: ${String(error).split('\n')[0]}`);
}
