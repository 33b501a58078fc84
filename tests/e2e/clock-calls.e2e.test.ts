/**
 * The e2e tests' wait on the page's clock (untilOnClock, tests/e2e/clock.ts) against a call on its way
 * (tests/e2e/pageCalls.ts). It moved the clock a second at a time whatever the page was doing: a call held up
 * in Playwright's interception on a busy machine let it run past the http layer's last retry, and the wait for
 * the connection notice ran out its 60 s with the fourth try still out (paths-imageList, seed 468681313).
 * Here a page sends a call and, once answered, waits 3 s on a timer, as the http layer does between tries.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { installClock, untilOnClock } from './clock';
import { baseUrl, openPage, setupBrowser, skip, WIDE } from './fixture';
import { holdCalls, release, untilHeld } from './heldCalls';

setupBrowser();

const CALL = '/api/clock-calls-self-test';

async function pageWithClock() {
  const opened = await openPage(WIDE);
  await installClock(opened.page);
  await opened.page.route('**/clock-calls', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>clock and calls</title>' }),
  );
  await opened.page.goto(`${baseUrl()}/clock-calls`);
  return opened;
}

/** Sends the call; 3 s (of the page's clock) after it ends, answered or failed, the page is done. */
const sendThenWait = (page: Page) =>
  page.evaluate((call) => {
    const w = window as unknown as { done?: boolean };
    const wait = () => setTimeout(() => (w.done = true), 3000);
    void fetch(call).then(wait, wait);
  }, CALL);
const done = (page: Page) => () => page.evaluate(() => (window as { done?: boolean }).done === true);
const clockNow = (page: Page) => page.evaluate(() => Date.now());

it.skipIf(skip)('the clock stays while a call is on its way, however long it takes', async () => {
  const { page } = await pageWithClock();
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**${CALL}`, async (route) => {
    await answered;
    await route.fulfill({ json: { success: true } });
  });
  await sendThenWait(page);
  const waited = untilOnClock(page, done(page), 10).then(
    () => 'done',
    (error: unknown) => String(error),
  );
  // The call is out for 60 reads of the page's clock in real time (each a round trip to the page): the old
  // wait moved the clock on through them, ran out its 10 s and threw.
  const before = await clockNow(page);
  for (let read = 0; read < 60; read++) await clockNow(page);
  const after = await clockNow(page);
  answer();
  expect(await waited).toBe('done');
  // One second at most: the wait may have moved the clock once before the call was seen.
  expect(after - before).toBeLessThanOrEqual(1000);
});

it.skipIf(skip)('a call a test holds on purpose is not waited for', async () => {
  const { page } = await pageWithClock();
  const held = await holdCalls(page, (url) => url.pathname === CALL);
  await page.evaluate(() => {
    setTimeout(() => ((window as { done?: boolean }).done = true), 3000);
  });
  await page.evaluate((call) => void fetch(call).catch(() => {}), CALL);
  await untilHeld(held);
  await untilOnClock(page, done(page), 10);
  expect(held.routes).toHaveLength(1);
  await release(held, 'offline');
});
