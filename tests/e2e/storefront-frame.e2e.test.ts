/**
 * The storefront's frame page in Chromium against the real server: its fixed texts, buttons and share preview
 * tags at both widths, and the pages for an unknown frame, a missing id and an unknown path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, PHONE, setupBrowser, skip, skipReason, tokenFor, WIDE } from './fixture';
import { afterSplash, expectAccessible, shot } from './screen';
import { catalogue, type FrameJson } from './shop';

setupBrowser();

let frames: FrameJson[] = [];

describe.skipIf(skip)('storefront frame page in Chromium', () => {
  beforeAll(async () => {
    frames = await catalogue(await tokenFor());
  });

  it('frame detail at both widths: fixed texts, buttons, share preview tags, accessible', async () => {
    const frame = frames[0] as FrameJson;
    for (const [viewport, name] of [
      [WIDE, '1280'],
      [PHONE, '375'],
    ] as const) {
      const { page } = await openPage(viewport);
      await page.goto(`${baseUrl()}/frame/${frame.id}`);
      await afterSplash(page);
      await page.getByRole('heading', { level: 1, name: frame.name }).waitFor();
      // The tab is named after the frame.
      expect(await page.title()).toBe(`${frame.name} — Frame Shop`);
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).toContain('High-quality materials');
      expect(body).toContain(frame.dimensions?.trim() || 'Standard size');
      expect(body).toContain('4.5');
      expect(body).toContain('Features');
      await page.getByRole('button', { name: 'Order on WhatsApp' }).waitFor();
      await page.getByRole('button', { name: 'Enquire by Email' }).waitFor();
      await shot(page, `detail-${name}`);
      await expectAccessible(page, `detail ${name}`);
      await page.context().close();
    }
    const html = await (await fetch(`${baseUrl()}/frame/${frame.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${frame.name.replace(/&/g, '&amp;')}`);
    expect(html).toMatch(/<meta property="og:price:amount" content="[\d.]+"/);
    expect(html).toContain('<meta property="og:price:currency" content="KES"');
    // The served HTML is titled with the frame's name already (before any script runs).
    const escaped = frame.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(
      `<title>${escaped.replace(/"/g, '&quot;').replace(/'/g, '&#39;')} — Frame Shop</title>`,
    );
    const plain = await (await fetch(`${baseUrl()}/frame/999999`)).text();
    expect(plain).not.toContain('og:price:amount');
  });

  it('errors: unknown frame, missing id, unknown path', async () => {
    const { page } = await openPage(PHONE);
    await page.goto(`${baseUrl()}/frame/999999`);
    await page.getByText('Frame not found').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await page.goto(`${baseUrl()}/frame`);
    await page.getByText('No frame ID provided').waitFor();
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await afterSplash(page);
    await shot(page, 'notfound-375');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('button', { name: 'Shop Frames Now' }).waitFor();
    await page.context().close();
  });
});

it.runIf(skip)('browser tests skipped', () => {
  console.warn(skipReason());
});
