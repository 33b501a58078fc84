/**
 * Who did what in Chromium against the real server, at 1280 and 375 px: a staff member edits a frame; its
 * details page's History names the change, what changed and who; the dashboard's Recent Activity names the
 * staff member and links to the frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  baseUrl,
  createAdmin,
  PHONE,
  setupBrowser,
  signedInPage,
  skip,
  tokenFor,
  WIDE,
} from './fixture';
import { shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

const stamp = Date.now().toString(36);
const made: number[] = [];
let token = '';
let staff = { name: '', token: '' };

describe.skipIf(skip)('who did what in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
    const who = await createAdmin('ADMIN');
    staff = { name: who.name, token: await tokenFor(who) };
  });
  afterAll(async () => {
    for (const id of made) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
  });

  for (const [viewport, width] of [
    [WIDE, 1280],
    [PHONE, 375],
  ] as const) {
    it(`an edit shows in the frame's history with the staff name, and the dashboard links to it (${width} px)`, async () => {
      const name = `History ${stamp} ${width}`;
      const frame = await adminApi<{ id: number }>(staff.token, 'POST', '/frames', {
        name,
        description: 'Made by the activity e2e test.',
        originalPrice: 6000,
        currentPrice: 5000,
      });
      made.push(frame.id);
      const { page } = await signedInPage(viewport, staff.token);
      await page.goto(`${baseUrl()}/admin/frames/${frame.id}/edit`);
      await page.getByRole('textbox', { name: 'Dimensions' }).fill('8x10 inches');
      await page.getByRole('button', { name: 'Update Frame' }).click();
      await expectToast(page, 'Frame updated successfully!');
      await page.waitForURL(new RegExp(`/admin/frames/${frame.id}$`));

      const history = page.getByTestId('frame-history');
      const entries = history.getByTestId('history-entry');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.nth(0).innerText()).toContain('Frame updated');
      expect(await entries.nth(0).innerText()).toContain('Changed: dimensions');
      expect(await entries.nth(0).getByTestId('history-actor').innerText()).toBe(`by ${staff.name}`);
      expect(await entries.nth(1).innerText()).toContain('Frame created');
      await history.scrollIntoViewIfNeeded();
      await shot(page, `admin-activity-history-${width}`);

      await page.goto(`${baseUrl()}/admin/dashboard`);
      const item = page
        .getByTestId('activity-item')
        .filter({ hasText: 'Frame updated' })
        .filter({ hasText: name });
      await item.waitFor();
      expect(await item.getByTestId('activity-actor').innerText()).toBe(`by ${staff.name}`);
      expect(await item.getByTestId('activity-detail').innerText()).toBe('Changed: dimensions');
      await item.scrollIntoViewIfNeeded();
      await shot(page, `admin-activity-dashboard-${width}`);
      await item.getByRole('link', { name }).click();
      await page.waitForURL(new RegExp(`/admin/frames/${frame.id}$`));
      await page.getByRole('heading', { name, level: 1 }).waitFor();
    });
  }

  it("'Show more' reads older entries; a deleted frame's entries link nowhere", async () => {
    const name = `Longer ${stamp}`;
    const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
      name,
      description: 'Many edits.',
      originalPrice: 6000,
      currentPrice: 5000,
    });
    for (let i = 1; i <= 6; i++)
      await adminApi(token, 'PUT', `/frames/${frame.id}`, { currentPrice: 5000 - i * 100 });
    const { page } = await signedInPage(WIDE, token);
    await page.goto(`${baseUrl()}/admin/frames/${frame.id}`);
    const entries = page.getByTestId('frame-history').getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(5);
    await page.getByRole('button', { name: 'Show more (2)' }).click();
    await expect.poll(() => entries.count()).toBe(7);
    expect(await entries.nth(6).innerText()).toContain('Frame created');

    await adminApi(token, 'DELETE', `/frames/${frame.id}`);
    await page.goto(`${baseUrl()}/admin/dashboard`);
    const deleted = page
      .getByTestId('activity-item')
      .filter({ hasText: 'Frame deleted' })
      .filter({ hasText: name });
    await deleted.waitFor();
    expect(await deleted.getByRole('link').count()).toBe(0);
  });
});
