/**
 * What a failed test's pages were waiting on, printed with its screenshots (tests/e2e/failures.ts): the calls
 * each context's pages had sent and not seen end (answered or failed), and, for a wait on the page's clock
 * (untilOnClock), the timers that clock still held. A flake then says whether a call was never sent, sent
 * and never ended, or waiting on a timer.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

/** The worker's, as a browser launched by an earlier file (tests/e2e/fixture.ts) adds to it. */
const scope = globalThis as { e2eCalls?: WeakMap<BrowserContext, Map<Request, number>> };
scope.e2eCalls ??= new WeakMap();
const onTheirWay = scope.e2eCalls;

/** Follows the calls of `context`'s pages from now on. */
export function watchCalls(context: BrowserContext) {
  const open = new Map<Request, number>();
  onTheirWay.set(context, open);
  context.on('request', (r) => open.set(r, Date.now()));
  context.on('requestfinished', (r) => open.delete(r));
  context.on('requestfailed', (r) => open.delete(r));
}

/** `context`'s calls sent and not ended, each with how long ago (real time) it was sent. */
export function callsOnTheirWay(context: BrowserContext): string[] {
  const now = Date.now();
  return [...(onTheirWay.get(context) ?? new Map<Request, number>())]
    .filter(([r]) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr')
    .map(
      ([r, at]) =>
        `${r.method()} ${new URL(r.url()).pathname} (sent ${((now - at) / 1000).toFixed(1)} s ago)`,
    );
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
