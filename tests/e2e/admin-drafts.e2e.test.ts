/**
 * Drafts in Chromium against the real server, at 1280 and 375 px: a new frame saved with "Save draft" is a
 * Draft on its page and in the list's Drafts filter (kept in the URL), and shoppers cannot reach it (the
 * public API and the rendered frame page answer 404); "Publish" on its form puts it in the shop.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { shot } from './screen';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
const made: number[] = [];
const stamp = Date.now().toString(36);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const publicStatus = async (id: number) => (await fetch(`${baseUrl()}/api/public/frames/${id}`)).status;
const pageStatus = async (id: number) => (await fetch(`${baseUrl()}/frame/${id}`)).status;

async function fillForm(page: Page, name: string) {
  await page.locator('form [name="name"]').fill(name);
  await page.locator('form [name="description"]').fill('Made by the drafts e2e test.');
  await page.locator('form [name="originalPrice"]').fill('5000');
  await page.locator('form [name="currentPrice"]').fill('4500');
}

describe.skipIf(skip)('drafts in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of made) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
  });

  for (const [viewport, width] of [
    [WIDE, 1280],
    [PHONE, 375],
  ] as const) {
    it(`Save draft keeps a new frame from shoppers; Publish shows it (${width} px)`, async () => {
      const { page } = await signedInPage(viewport, token);
      const name = `Draft ${stamp} ${width}`;
      await page.goto(`${baseUrl()}/admin/frames/new`);
      await heading(page, 'Add New Frame').waitFor({ timeout: 20_000 });
      await fillForm(page, name);
      if (width === 375) await shot(page, 'admin-draft-form-375');
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await page.waitForURL(/\/admin\/frames\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      made.push(id);
      await expectToast(page, 'Frame created successfully!');
      await heading(page, name).waitFor();
      await page.getByTestId('draft-badge').first().waitFor();
      await shot(page, `admin-draft-details-${width}`);

      expect(await publicStatus(id)).toBe(404);
      expect(await pageStatus(id)).toBe(404);

      // The list's Drafts filter, in the URL: the draft is there, and not under Published.
      await page.goto(`${baseUrl()}/admin/frames?search=${encodeURIComponent(name)}`);
      await heading(page, 'Frame Management').waitFor();
      await page.locator('#frame-visibility').selectOption('draft');
      await expect.poll(() => new URL(page.url()).searchParams.get('visibility')).toBe('draft');
      const shown = page.getByText(name, { exact: true }).locator('visible=true');
      await shown.first().waitFor();
      await shot(page, `admin-drafts-list-${width}`);
      await page.reload();
      await shown.first().waitFor();
      await page.locator('#frame-visibility').selectOption('published');
      await page.getByText('No frames found').waitFor();

      // Publish from its form: shoppers get it.
      await page.goto(`${baseUrl()}/admin/frames/${id}/edit`);
      await page.getByTestId('publication').getByText('Draft').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/frames/${id}$`));
      await expectToast(page, 'Frame updated successfully!');
      expect(await page.getByTestId('draft-badge').count()).toBe(0);
      await expect.poll(() => publicStatus(id)).toBe(200);
      expect(await pageStatus(id)).toBe(200);
    });
  }
});
