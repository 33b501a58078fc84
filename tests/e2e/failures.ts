import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach, type TestContext } from 'vitest';
import { browsers, failure, onContextClose, pageLogs } from './fixture';
import { callsOnTheirWay } from './pageCalls';

/**
 * A failed test leaves a screenshot of each page it had open, in E2E_FAILURE_DIR (default
 * /tmp/e2e-failures), named after its file and test, and what its pages reported (uncaught errors, console
 * errors and warnings): taken when the test closes a context after failing, and
 * after it for the pages still open. npm run test:e2e:repeat lists them with each failure.
 */
const dir = process.env.E2E_FAILURE_DIR || '/tmp/e2e-failures';
let current: TestContext['task'] | undefined;
let shots = 0;

const failed = () => failure.caught || current?.result?.state === 'fail';

async function screenshot(context: BrowserContext) {
  if (!current) return;
  mkdirSync(dir, { recursive: true });
  const name = `${basename(current.file.name, '.e2e.test.ts')}--${current.name}`.replace(/[^\w.-]+/g, '-');
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    shots += 1;
    const path = join(dir, `${name.slice(0, 120)}--${shots}.png`);
    await page.screenshot({ path, timeout: 5_000 }).catch(() => {});
    console.error(`[e2e failure] ${current.name}: screenshot ${path} (${page.url()})`);
    const calls = callsOnTheirWay(page);
    if (calls.length)
      console.error(`[e2e failure] ${current.name}: calls sent and not ended\n  ${calls.join('\n  ')}`);
  }
  // What its pages reported (once per context: a context closed after the test is screenshotted again).
  const log = pageLogs.get(context)?.splice(0) ?? [];
  if (log.length)
    console.error(`[e2e failure] ${current.name}: its pages reported\n  ${log.slice(-30).join('\n  ')}`);
}

onContextClose(async (context) => {
  if (failed()) await screenshot(context);
});

beforeEach(({ task }) => {
  current = task;
  failure.caught = false;
});

afterEach(async () => {
  if (failed())
    for (const browser of browsers) for (const context of browser.contexts()) await screenshot(context);
  current = undefined;
  failure.caught = false;
});
