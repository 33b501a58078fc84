/**
 * Quick search in Chromium against the real server, at 1280 and 375 px: Ctrl+K opens it, typing finds the
 * frame, arrow down and Enter open the highlighted one (the dialog as tall as its content from 768 px, the
 * whole screen on a phone); `?` lists the shortcuts (the close button beside the title).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { box, focusedWithin, shot } from './screen';

setupBrowser();

const stamp = Date.now().toString(36);
const made: number[] = [];
let token = '';

describe.skipIf(skip)('quick search in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
    for (const n of ['a', 'b']) {
      const f = await adminApi<{ id: number }>(token, 'POST', '/frames', {
        name: `Qs${stamp} ${n}`,
        description: 'Quick search e2e.',
        originalPrice: 6000,
        currentPrice: 5000,
      });
      made.push(f.id);
    }
  });
  afterAll(async () => {
    for (const id of made) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
  });

  for (const [viewport, width] of [
    [WIDE, 1280],
    [PHONE, 375],
  ] as const) {
    it(`Ctrl+K, type, arrow down, Enter lands on the frame; ? lists the shortcuts (${width} px)`, async () => {
      const { page } = await signedInPage(viewport, token);
      await page.goto(`${baseUrl()}/admin/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.keyboard.press('?');
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await shortcuts.getByText('Open the quick search').waitFor();
      // The close button stands in the title's row, beside it (centred on the same line, not over it).
      const title = await box(shortcuts.getByRole('heading', { name: 'Keyboard shortcuts' }));
      const close = await box(shortcuts.getByRole('button', { name: 'Close' }));
      expect(close.x).toBeGreaterThan(title.x + title.width);
      expect(Math.abs(close.y + close.height / 2 - (title.y + title.height / 2))).toBeLessThanOrEqual(2);
      await shot(page, `admin-quick-shortcuts-${width}`);
      await focusedWithin(shortcuts);
      await page.keyboard.press('Escape');
      await shortcuts.waitFor({ state: 'detached' });

      await page.keyboard.press('Control+k');
      const search = page.getByRole('textbox', { name: 'Search' });
      await search.fill(`qs${stamp}`);
      const options = page.getByRole('option');
      await expect.poll(() => options.count()).toBe(2);
      // From 768 px the dialog is as tall as its content; on a phone it fills the screen.
      const dialog = await box(page.getByRole('dialog', { name: 'Quick search' }));
      if (width === 1280) expect(dialog.height).toBeLessThan(viewport.height / 2);
      else expect(dialog.height).toBe(viewport.height);
      await page.getByRole('group', { name: 'Frames' }).waitFor();
      await search.press('ArrowDown');
      await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
      const second = await options.nth(1).innerText();
      await shot(page, `admin-quick-results-${width}`);
      await search.press('Enter');
      const id = second.includes(' a') ? made[0] : made[1];
      await page.waitForURL(new RegExp(`/admin/frames/${id}$`));

      await page.keyboard.press('Control+k');
      await search.fill(`nothing${stamp}`);
      await page.getByText(`No results for “nothing${stamp}”`).waitFor();
    });
  }
});
