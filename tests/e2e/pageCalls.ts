/**
 * A page's calls on their way (fetch and XHR sent and not yet answered or failed), watched on every context the
 * worker's browsers make (tests/e2e/fixture.ts):
 * - the page's clock waits for them (untilOnClock): a call's time is the network's and the server's, real
 *   time, which moving the page's clock does not shorten. Moved on while a call was held in Playwright's
 *   interception on a busy machine, the clock ran past the http layer's last retry before that call failed,
 *   and the wait for the connection notice ran out (paths-imageList, seed 468681313);
 * - a call a test holds on purpose (tests/e2e/heldCalls.ts) is not waited for: the test answers it later;
 * - a failed test's report lists each page's calls, and the timers its clock still holds (untilOnClock), so a
 *   flake says whether a call was never sent, sent and never ended, or waiting on a timer.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * The worker's (on globalThis): a browser's contexts outlive this module, which each test file loads afresh
 * (tests/e2e/freshModules.ts), and the listeners of the file that launched the browser keep these.
 */
interface Calls {
  open: WeakMap<Page, Set<Request>>;
  held: WeakSet<Request>;
  /** Called at each change (a call ended, or held by a test). */
  changed: Set<() => void>;
}
const scope = globalThis as { e2eCalls?: Calls };
scope.e2eCalls ??= { open: new WeakMap(), held: new WeakSet(), changed: new Set() };
const calls = scope.e2eCalls;

const changed = () => {
  for (const wake of [...calls.changed]) wake();
};

/** The page a request was sent from (a service worker's has none). */
function pageOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

/** Watches the calls of every page of `context` from now on (the browser's newContext, tests/e2e/fixture.ts). */
export function watchCalls(context: BrowserContext) {
  context.on('request', (request) => {
    const type = request.resourceType();
    const page = type === 'fetch' || type === 'xhr' ? pageOf(request) : undefined;
    if (!page) return;
    const open = calls.open.get(page) ?? new Set();
    calls.open.set(page, open.add(request));
  });
  const ended = (request: Request) => {
    const page = pageOf(request);
    if (page && calls.open.get(page)?.delete(request)) changed();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/** A test holds `request` on purpose (`true`), or has let it go (`false`): the page's clock does not wait for it. */
export function heldByTest(request: Request, held = true) {
  if (held) calls.held.add(request);
  else calls.held.delete(request);
  changed();
}

const described = (request: Request) =>
  `${request.method()} ${new URL(request.url()).pathname}${calls.held.has(request) ? ' (held by the test)' : ''}`;

/** The calls `page` sent and saw no end of (no answer, no failure), held ones marked. */
export const callsOnTheirWay = (page: Page): string[] => [...(calls.open.get(page) ?? [])].map(described);

/**
 * Until `page` has no call on its way but those a test holds: for each, until it is answered or fails. Past
 * `timeoutMs` of real time, this throws with the calls still out.
 */
export async function untilCallsEnded(page: Page, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const out = [...(calls.open.get(page) ?? [])].filter((request) => !calls.held.has(request));
    if (!out.length) return;
    const left = until - Date.now();
    if (left <= 0)
      throw new Error(
        `calls on their way did not end within ${timeoutMs / 1000} s: ${out.map(described).join(', ')}`,
      );
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(bound);
        calls.changed.delete(wake);
        resolve();
      };
      const bound = setTimeout(wake, left);
      calls.changed.add(wake);
    });
  }
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
