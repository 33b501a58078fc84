/**
 * A page's calls held on their way to the server, for the browser paths whose machine has a state "the call
 * runs" (running, searching, previewing): while held, the screen shows that state and stays in it; the next
 * step answers them (the real server, a stand-in failure, or no network), so each outcome is one step.
 */
import type { Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';
import { heldByTest } from './pageCalls';

/** How a matching call is answered as it comes: held, sent on, failed (500) or cut (no network). */
export type Answer = 'hold' | 'pass' | 'fail' | 'offline';

export interface HeldCalls {
  answer: Answer;
  /** The calls held now, in the order they came. */
  routes: Route[];
  /** How many matching calls came in all (held or not). */
  seen: number;
}

const FAILED = { status: 500, json: { success: false, message: 'Internal server error' } };

async function answerOne(
  route: Route,
  how: Exclude<Answer, 'hold'>,
  changed: { url?: string; postData?: string } = {},
) {
  if (how === 'fail') await route.fulfill(FAILED);
  else if (how === 'offline') await route.abort('internetdisconnected');
  else await route.continue(changed);
}

/** Holds (by default) every call of `page` that `match` picks, from now on. */
export async function holdCalls(page: Page, match: (url: URL, request: Request) => boolean) {
  const held: HeldCalls = { answer: 'hold', routes: [], seen: 0 };
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      if (!match(new URL(route.request().url()), route.request())) return route.fallback();
      held.seen++;
      if (held.answer === 'hold') {
        heldByTest(route.request());
        held.routes.push(route);
      } else await answerOne(route, held.answer);
    },
  );
  return held;
}

/** Waits until `count` calls are held (the state "the call runs" reached the server's door). */
export async function untilHeld(held: HeldCalls, count = 1) {
  await expect.poll(() => held.routes.length, { timeout: 15_000 }).toBe(count);
}

/**
 * Answers the held calls `how`; the later ones are answered `after`: by default a failure's retries (the
 * http layer's) fail the same way, and after a pass the next call is held again. `rewrite` changes a
 * passed call's address first, `body` its body (the same question about something else).
 */
export async function release(
  held: HeldCalls,
  how: Exclude<Answer, 'hold'>,
  {
    after = how === 'pass' ? 'hold' : how,
    rewrite,
    body,
  }: { after?: Answer; rewrite?: (url: URL) => URL; body?: (text: string) => string } = {},
) {
  held.answer = after;
  const routes = held.routes.splice(0);
  for (const route of routes) {
    const request = route.request();
    heldByTest(request, false);
    await answerOne(route, how, {
      ...(rewrite ? { url: rewrite(new URL(request.url())).toString() } : {}),
      ...(body ? { postData: body(request.postData() ?? '') } : {}),
    });
  }
}

/**
 * The page's reads of chosen files held (a stand-in File.prototype.text: the browser reads a chosen file at
 * once), each let go or failed by a step (failed as a file that can no longer be read).
 */
export async function holdReads(page: Page) {
  await page.addInitScript(() => {
    const text = Blob.prototype.text;
    const w = window as unknown as { __reads: { go: () => void; fail: () => void }[] };
    w.__reads = [];
    File.prototype.text = function (this: File) {
      return new Promise<string>((resolve, reject) =>
        w.__reads.push({
          go: () => void text.call(this).then(resolve, reject),
          fail: () => reject(new DOMException('The file could not be read.', 'NotReadableError')),
        }),
      );
    };
  });
}
export const pendingReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reads: unknown[] }).__reads.length);
/** Lets the first held read finish (`go`) or fail. */
export const endRead = (page: Page, how: 'go' | 'fail') =>
  page.evaluate((h) => {
    (window as unknown as { __reads: Record<string, () => void>[] }).__reads.shift()?.[h]?.();
  }, how);
