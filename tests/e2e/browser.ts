import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROME_ARGS } from '../../scripts/chromium';

/** This worker's own server (tests/e2e/globalSetup.ts starts one per worker, each with its own DATA_DIR). */
export const baseUrl = () => {
  const urls = inject('baseUrls') ?? [];
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % Math.max(urls.length, 1)] ?? inject('baseUrl');
};
export const skipReason = () => inject('skipReason');

/** Called with a context about to close (tests/e2e/failures.ts screenshots it when its test failed). */
let beforeClose: ((context: BrowserContext) => Promise<void>) | undefined;
export const onContextClose = (hook: typeof beforeClose) => {
  beforeClose = hook;
};
/** The browsers open in this file, for tests/e2e/failures.ts. */
export const browsers = new Set<Browser>();

export async function launch() {
  const browser = await chromium.launch({ executablePath: inject('chromePath'), args: CHROME_ARGS });
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await beforeClose?.(context).catch(() => {});
      return close(closeOptions);
    };
    return context;
  };
  return browser;
}

export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/** A page at a width; `quiet` marks the promo and first-visit modal as seen so they stay away. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }, quiet = true) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (quiet)
    await context.addInitScript(() => {
      localStorage.setItem('newArrivalsSeen', 'true');
      localStorage.setItem('firstVisitModalShown', 'true');
    });
  await context.addInitScript(() => {
    const w = window as unknown as { __opened: unknown[][] };
    w.__opened = [];
    window.open = (...args: unknown[]) => {
      w.__opened.push(args);
      return null;
    };
  });
  const page = await context.newPage();
  // A test that goes elsewhere from unsaved work leaves it, as a person pressing Leave in the browser's
  // prompt would (a test of the prompt itself takes this listener off).
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') void d.accept().catch(() => undefined);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, context, errors };
}

/** Waits for the page's finite CSS transitions and animations to end (before a screenshot). */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/** Waits for the splash to lift. */
export async function afterSplash(page: Page) {
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 10_000 });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the page: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // Evaluated, not injected as a tag: the app's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            o: object,
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/e2e-${name}.png`, fullPage: false });
