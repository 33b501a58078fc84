/**
 * What a person on a phone (375x812) saw wrong, checked in Chromium: the frames list's bulk bar, sticky
 * with rows selected, slid under the sticky top bar (its "N selected", Set status and Publish hidden), and
 * took 238 px, a third of the screen (now one row: the count, an Actions menu, Clear; each action started
 * from the menu by keyboard); the quick search fills the screen and offered no way out (no Esc key, no
 * backdrop to tap): a Close button.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, signedInPage, skip, tokenFor } from './fixture';
import { box, focusedWithin, shot } from './screen';

setupBrowser();

const PHONE_TALL = { width: 375, height: 812 };
/** The bulk actions' dialogs, in the order of the bar's menu (src/admin/frames/BulkBar.tsx). */
const BULK_DIALOGS = [
  'Set stock status',
  'Publish frames',
  'Unpublish frames',
  'Set category',
  'Add label',
  'Remove label',
  'Change prices',
  'Delete frames',
];
/** The menu's items, in the same order. */
const MENU = [
  'Set status',
  'Publish',
  'Unpublish',
  'Set category',
  'Add label',
  'Remove label',
  'Change prices',
  'Delete',
];

/** The frames list at 375 px with its first two frames ticked, and its bulk bar. */
async function twoSelected() {
  const { page } = await signedInPage(PHONE_TALL, await tokenFor());
  await page.goto(`${baseUrl()}/admin/frames`);
  const rows = page.getByTestId('frame-card-admin');
  await rows.nth(2).waitFor();
  for (const n of [0, 1]) await rows.nth(n).getByRole('checkbox').first().check();
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await bar.getByText('2 selected').waitFor();
  return { page, bar };
}

describe.skipIf(skip)('the back office on a phone (375 px)', () => {
  it('the bulk bar stays below the top bar while the list scrolls', async () => {
    const { page, bar } = await twoSelected();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const header = await box(page.locator('header'));
    const drawn = await box(bar);
    expect(drawn.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    await bar.getByRole('button', { name: 'Actions', exact: true }).click({ trial: true, timeout: 5_000 });
  });

  it('the bulk bar is one short row, and each bulk action starts from its menu by keyboard', async () => {
    const { page, bar } = await twoSelected();
    expect((await box(bar)).height).toBeLessThanOrEqual(72);
    await shot(page, 'admin-bulk-bar-375');

    const menu = bar.getByRole('button', { name: 'Actions', exact: true });
    for (const [down, title] of BULK_DIALOGS.entries()) {
      await menu.focus();
      // ArrowDown opens the menu on its first action; `down` more reach the one wanted; Enter starts it.
      await page.keyboard.press('ArrowDown');
      await page.locator('[role="menuitem"][data-highlighted]').first().waitFor();
      // Keys once the menu has the focus (until then Enter on the button moves to the next action).
      await focusedWithin(page.getByRole('menu'));
      for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown');
      await page
        .locator('[role="menuitem"][data-highlighted]', { hasText: new RegExp(`^${MENU[down]}$`) })
        .waitFor();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: title });
      await dialog.waitFor();
      await focusedWithin(dialog);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await bar.getByText('2 selected').waitFor();
    }
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
