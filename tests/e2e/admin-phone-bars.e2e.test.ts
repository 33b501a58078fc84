/**
 * What a person on a phone (375x812) saw wrong, checked in Chromium: the frames list's bulk bar, sticky
 * with rows selected, slid under the sticky top bar (its "N selected", Set status and Publish hidden); the
 * quick search fills the screen and offered no way out (no Esc key, no backdrop to tap): a Close button.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, signedInPage, skip, tokenFor } from './fixture';
import { box } from './screen';

setupBrowser();

const PHONE_TALL = { width: 375, height: 812 };

describe.skipIf(skip)('the back office on a phone (375 px)', () => {
  it('the bulk bar stays below the top bar while the list scrolls', async () => {
    const { page } = await signedInPage(PHONE_TALL, await tokenFor());
    await page.goto(`${baseUrl()}/admin/frames`);
    const rows = page.getByTestId('frame-card-admin');
    await rows.nth(2).waitFor();
    for (const n of [0, 1]) await rows.nth(n).getByRole('checkbox').first().check();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const header = await box(page.locator('header'));
    const drawn = await box(bar);
    expect(drawn.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    await page.getByRole('button', { name: 'Publish', exact: true }).click({ trial: true, timeout: 5_000 });
  });

  it('the quick search closes with its Close button', async () => {
    const { page } = await signedInPage(PHONE_TALL, await tokenFor());
    await page.goto(`${baseUrl()}/admin/frames`);
    await page.getByTestId('frame-card-admin').first().waitFor();
    await page.getByRole('button', { name: 'Find frames, messages, users and labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick search' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
