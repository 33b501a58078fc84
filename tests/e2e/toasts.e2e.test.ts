/**
 * The e2e tests' own promise about toasts (tests/e2e/toasts.ts): a toast is watched from the action that causes
 * it. Every page records the toasts it shows from its load, so one that came and went before the check (a
 * 5 s toast on a loaded machine) is still seen; a step's mark (markToasts, before each generated path's step)
 * leaves out the toasts that came before it; and a toast answers one check only. Toasts are made by hand here,
 * as the app's toaster draws them, on a plain document of the app's server.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, openPage, setupBrowser, skip, WIDE } from './fixture';
import { expectToast, markToasts, toastLog } from './toasts';

setupBrowser();

/** A toast as the toaster draws one (its root, its text), shown for `ms` then removed. */
const flash = (page: Page, text: string, ms: number) =>
  page.evaluate(
    ([t, ms]) => {
      const toast = document.createElement('div');
      toast.dataset.scope = 'toast';
      toast.dataset.part = 'root';
      toast.textContent = t;
      document.documentElement.append(toast);
      return new Promise<void>((done) =>
        setTimeout(() => {
          toast.remove();
          done();
        }, ms),
      );
    },
    [text, ms] as const,
  );

it.skipIf(skip)(
  'self-test: a toast gone before the check is seen; one from before the step is not; one toast answers one check',
  async () => {
    const { page } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/robots.txt`);
    await flash(page, 'Saved before the step', 50);
    await markToasts(page);
    await flash(page, 'Frame saved but image upload failed', 50);
    // Both gone from the page; the one after the mark is seen.
    await expect.poll(() => page.locator('[data-scope="toast"]').count()).toBe(0);
    await expectToast(page, 'image upload failed', { timeout: 2_000 });
    await expect(expectToast(page, 'Saved before the step', { timeout: 500 })).rejects.toThrow(
      `no toast saying 'Saved before the step'; came: ["Frame saved but image upload failed"]`,
    );
    await expect(expectToast(page, 'image upload failed', { timeout: 500 })).rejects.toThrow(
      "no toast saying 'image upload failed'",
    );
    expect(await toastLog(page)).toEqual(['Saved before the step', 'Frame saved but image upload failed']);
    // A fresh document starts a fresh record.
    await page.reload();
    await flash(page, 'After the reload', 50);
    await expectToast(page, 'After the reload', { timeout: 2_000 });
    expect(await toastLog(page)).toEqual(['After the reload']);
  },
);
