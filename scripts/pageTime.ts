/**
 * A page's own time, let pass on its clock instead of waited out for real: what a page does in its first
 * seconds (timers, idle callbacks, the loads they start) without a fixed sleep, so a busy machine neither
 * cuts it short nor makes it take longer. The page's clock must be installed (page.clock.install()) before
 * it loads; timeToPass opens the page itself.
 */
import type { Page, Request } from 'playwright-core';

/** Every request the page starts from now on, and a wait for the moment none of them is unanswered. */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  const waiting: (() => void)[] = [];
  const answered = (request: Request) => {
    open.delete(request);
    if (open.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return {
    atRest: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((r) => waiting.push(r))),
  };
}

/**
 * Opens `url` with the page's clock installed, then lets `ms` of its time pass a second at a time, each
 * second's timers fired and then every request the page had started answered.
 */
export async function timeToPass(page: Page, url: string, ms: number) {
  await page.clock.install();
  const requests = watchRequests(page);
  await page.goto(url);
  await requests.atRest();
  for (let passed = 0; passed < ms; passed += 1000) {
    await page.clock.runFor(Math.min(1000, ms - passed));
    await requests.atRest();
  }
}
