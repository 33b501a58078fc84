/**
 * A page's calls on their way (fetch and XHR sent and not yet answered or failed), watched on every context the
 * worker's browsers make (tests/e2e/fixture.ts):
 * - the page's clock waits for them (untilOnClock): a call's time is the network's and the server's, real
 *   time, which moving the page's clock does not shorten. Moved on while a call was held in Playwright's
 *   interception on a busy machine, the clock ran past the http layer's last retry before that call failed,
 *   and the wait for the connection notice ran out (paths-imageList, seed 468681313);
 * - the page itself counts them (`callCounter`, in each document before its scripts): Playwright's `request`
 *   event can come several moves of the clock after the page's `fetch`, so the count read from Playwright's
 *   events alone let the clock move on meanwhile (clock-calls.e2e.test.ts, 6 s of it once in `npm test`);
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

/** In each document, before its scripts: counts the page's fetch and XHR calls sent and not yet ended. */
export function callCounter() {
  const w = window as unknown as { __callsOut: number };
  w.__callsOut = 0;
  const ended = () => {
    w.__callsOut--;
  };
  const send = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    w.__callsOut++;
    const answer = send(...args);
    answer.then(ended, ended);
    return answer;
  };
  const xhrSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['send']>
  ) {
    w.__callsOut++;
    this.addEventListener('loadend', ended, { once: true });
    return xhrSend.apply(this, args);
  };
}

/** Watches the calls of every page of `context` from now on (the browser's newContext, tests/e2e/fixture.ts). */
export async function watchCalls(context: BrowserContext) {
  await context.addInitScript(callCounter);
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

/** How many calls `page` counts on their way (callCounter); 0 where it cannot be read (a document leaving). */
const countedOut = (page: Page) =>
  page.evaluate(() => (window as unknown as { __callsOut?: number }).__callsOut ?? 0).catch(() => 0);

/**
 * Until `page` has no call on its way but those a test holds: the page's own count of its calls, against the
 * calls a test holds (seen through Playwright's events: a held call has reached the test's route, so its
 * `request` event has come). Read again at each call's end or hold, and at least every 100 ms (the page sees
 * a call end a moment after Playwright does). Past `timeoutMs` of real time, this throws with the calls out.
 */
export async function untilCallsEnded(page: Page, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = [...(calls.open.get(page) ?? [])];
    const held = open.filter((request) => calls.held.has(request)).length;
    if ((await countedOut(page)) <= held) return;
    const left = until - Date.now();
    if (left <= 0)
      throw new Error(
        `calls on their way did not end within ${timeoutMs / 1000} s: ${open.map(described).join(', ') || '(none seen by Playwright yet)'}`,
      );
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(bound);
        calls.changed.delete(wake);
        resolve();
      };
      const bound = setTimeout(wake, Math.min(left, 100));
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
