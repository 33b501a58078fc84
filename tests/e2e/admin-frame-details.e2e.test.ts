/**
 * A frame's details page in Chromium against the real server: every field, the Edit and Upload Image links,
 * the storefront link in a new tab, the tab title, an unknown id; Delete with the browser confirm. Makes its
 * own frames (a unique word in their names).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { framesFile, makeFrame, makeLabels } from './framesList';
import { expectAccessible, shot } from './screen';

setupBrowser();
const file = framesFile();

const stamp = Date.now().toString(36);
/** A word only this file's frames carry. */
const WORD = `zd${stamp}`;
let labelled: { id: number; name: string };

/** A page of the admin, signed in with a token from the API (the login screen has its own tests). */
const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, file.token);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

describe.skipIf(skip)('frame details in Chromium', () => {
  beforeAll(async () => {
    // A frame with four labels.
    labelled = await makeFrame(file, `Details ${WORD}`, { labels: await makeLabels(file, stamp) });
  });

  it('details: every field, Edit and Upload Image links, the storefront link, the tab title; an unknown id is not found', async () => {
    const { page, errors } = await adminPage(WIDE);
    await page.goto(`${baseUrl()}/admin/frames/${labelled.id}`);
    await heading(page, labelled.name).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('frame-description').textContent()).toContain(WORD);
    const fields = await page.getByTestId('frame-fields').textContent();
    for (const text of ['In Stock', 'Vintage', '16x20 inches', 'Display Order'])
      expect(fields).toContain(text);
    const pricing = await page.getByTestId('frame-pricing').textContent();
    for (const text of ['KSH 4,000', 'KSH 5,000', 'KSH 1,000', '-20% OFF']) expect(pricing).toContain(text);
    expect(await page.getByTestId('frame-label').count()).toBe(4);
    expect(await page.getByTestId('frame-dates').textContent()).toMatch(/(Just now|\d+ minutes? ago)/);
    expect(await page.getByTestId('no-images').textContent()).toBe('No image available');
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).toBe(
      `/admin/frames/${labelled.id}/edit`,
    );
    expect(await page.getByRole('link', { name: 'Upload Image' }).getAttribute('href')).toBe(
      `/admin/frames/${labelled.id}/edit#images`,
    );
    expect(await page.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${labelled.name} · Frame Details · Frame Shop admin`);
    // The frame as shoppers see it, in a new tab.
    const shop = page.getByRole('link', { name: /View on storefront/ });
    expect(await shop.getAttribute('href')).toBe(`/frame/${labelled.id}`);
    expect(await shop.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), shop.click()]);
    await tab.getByRole('heading', { level: 1, name: labelled.name }).waitFor({ timeout: 20_000 });
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await shot(page, 'admin-frame-details-1280');
    await expectAccessible(page, 'frame details 1280');

    await page.goto(`${baseUrl()}/admin/frames/99999999`);
    await heading(page, 'Frame not found').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Back to Frames' }).click();
    await page.waitForURL('**/admin/frames');
    expect(errors).toEqual([]);
  });

  it('details: Delete asks with the browser confirm; dismiss keeps it, accept deletes and returns to the list', async () => {
    const victim = await makeFrame(file, `Delete ${WORD} confirm`);
    const { page } = await adminPage(WIDE);
    const asked: string[] = [];
    let accept = false;
    page.on('dialog', (d) => {
      asked.push(`${d.type()}: ${d.message()}`);
      void (accept ? d.accept() : d.dismiss());
    });
    await page.goto(`${baseUrl()}/admin/frames/${victim.id}`);
    await heading(page, victim.name).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Delete' }).click();
    expect(asked).toEqual([
      'confirm: Are you sure you want to delete this frame? This action cannot be undone.',
    ]);
    expect(new URL(page.url()).pathname).toBe(`/admin/frames/${victim.id}`);
    expect((await adminApi<{ id: number }>(file.token, 'GET', `/frames/${victim.id}`)).id).toBe(victim.id);

    accept = true;
    // The toast is watched from the click that brings it.
    const deleted = page.getByText('Frame deleted successfully.').first().waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/frames');
    await deleted;
    await heading(page, 'Frame Management').waitFor();
    expect(asked).toHaveLength(2);
    const gone = await fetch(`${baseUrl()}/api/frames/${victim.id}`, {
      headers: { authorization: `Bearer ${file.token}` },
    });
    expect(gone.status).toBe(404);
  });
});
