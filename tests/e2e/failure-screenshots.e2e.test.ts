/**
 * The e2e runner's own promise (tests/e2e/failures.ts): a failed test's pages are screenshotted as they
 * close, whichever of the worker's files launched the browser. The browser outlives a file (isolate: false),
 * and its contexts call the hook of the file running now: while the hook was kept per module, a failure in
 * any file but the worker's first left no screenshot (test:e2e:repeat run 4, seed 576209510, listed none).
 * Here a test that caught its own failure (`failure.caught`) closes its page; the screenshot is looked for,
 * then removed, since this test passes; what the page reported (a console error) is printed with it.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { baseUrl, failure, openPage, setupBrowser, skip, WIDE } from './fixture';

setupBrowser();

const dir = process.env.E2E_FAILURE_DIR || '/tmp/e2e-failures';
const NAME = 'self-test (passes) a failed test leaves a screenshot of each page as it closes';
const shots = () =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('failure-screenshots--')) : [];

it.skipIf(skip)(NAME, async () => {
  for (const f of shots()) rmSync(join(dir, f));
  const { page, context } = await openPage(WIDE);
  await page.goto(`${baseUrl()}/`);
  await page.evaluate(() => console.error('self-test: what the page reported'));
  const printed = vi.spyOn(console, 'error');
  let report = '';
  failure.caught = true;
  try {
    await context.close();
  } finally {
    failure.caught = false;
    report = printed.mock.calls.map((call) => String(call[0])).join('\n');
    printed.mockRestore();
  }
  expect(report).toContain('its pages reported');
  expect(report).toContain('console.error: self-test: what the page reported');
  const taken = shots();
  for (const f of taken) rmSync(join(dir, f));
  expect(taken).toHaveLength(1);
  expect(taken[0]).toMatch(/\.png$/);
});
