/** Issue 8, item 8: what the admin creates, edits, reorders or deletes shows on an open storefront without reload. */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, openPage, setupBrowser, skip, tokenFor, WIDE } from './fixture';
import { afterSplash } from './screen';

setupBrowser();

let token = '';

/** Opens `path` and waits for the visitor's socket to greet (it connects after the splash). */
async function openLive(path: string) {
  const { page, context, errors } = await openPage(WIDE);
  const greeted = new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => String(f.payload).includes('hello') && resolve()),
    ),
  );
  await page.goto(`${baseUrl()}${path}`);
  await afterSplash(page);
  await greeted;
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  return { page, context, errors };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
const cardNames = (page: Page) => page.getByTestId('frame-card').locator('h3').allInnerTexts();

describe.skipIf(skip)('the storefront follows the admin', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });

  it('created, edited, moved first and deleted frames show on the open home page', async () => {
    const { page, context, errors } = await openLive('/');
    await page.getByTestId('frame-card').first().waitFor();
    const name = `Live Frame ${Date.now()}`;
    const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
      name,
      description: 'Made while a shopper looks.',
      originalPrice: 4200,
      currentPrice: 4200,
      category: 'Modern',
    });
    try {
      const card = page
        .getByTestId('frame-card')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await card.waitFor({ timeout: 8000 });

      await adminApi(token, 'PUT', `/frames/${frame.id}`, {
        name: `${name} Renamed`,
        description: 'Made while a shopper looks.',
        originalPrice: 5000,
        currentPrice: 4200,
      });
      await page.getByRole('heading', { name: `${name} Renamed`, exact: true }).waitFor({ timeout: 8000 });
      expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(0);

      // Moved first: every frame's order rewritten with this one at 0.
      const all = await adminApi<{ id: number }[]>(token, 'GET', '/frames?limit=1000');
      const order = [frame.id, ...all.map((f) => f.id).filter((id) => id !== frame.id)];
      await adminApi(token, 'PUT', '/frames/display-order', {
        frameOrders: order.map((frameId, displayOrder) => ({ frameId, displayOrder })),
      });
      await expect.poll(async () => (await cardNames(page))[0], { timeout: 8000 }).toBe(`${name} Renamed`);

      await adminApi(token, 'DELETE', `/frames/${frame.id}`);
      await page
        .getByRole('heading', { name: `${name} Renamed`, exact: true })
        .waitFor({ state: 'detached', timeout: 8000 });
    } finally {
      await adminApi(token, 'DELETE', `/frames/${frame.id}`).catch(() => undefined);
    }
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a frame sold out after the catalogue loaded but before the socket connected shows once it connects', async () => {
    const name = `Early Live ${Date.now()}`;
    const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
      name,
      description: 'Sold while the socket was still on its way.',
      originalPrice: 2000,
      currentPrice: 2000,
    });
    const { page, context, errors } = await openPage(WIDE);
    // The socket's first connection is held until the frame has been sold out: no event can tell the page.
    let asked: () => void = () => undefined;
    const socketAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.routeWebSocket(/\/api\/ws/, async (ws) => {
      asked();
      await released;
      ws.connectToServer();
    });
    try {
      await page.goto(baseUrl());
      await afterSplash(page);
      const card = page
        .getByTestId('frame-card')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await card.getByRole('button', { name: `Buy ${name}` }).waitFor();
      await socketAsked;
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await adminApi(token, 'PUT', `/frames/${frame.id}/status`, { status: 'OUT_OF_STOCK' });
      expect(await card.getByText('In Stock').count()).toBe(1);
      release();
      await card.getByRole('button', { name: 'Out of Stock' }).waitFor({ timeout: 8000 });
      expect(await card.getByText('Sold Out').count()).toBe(1);
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      release();
      await adminApi(token, 'DELETE', `/frames/${frame.id}`).catch(() => undefined);
      await context.close();
    }
  });

  it("an open frame page shows the frame's new name and price", async () => {
    const name = `Detail Live ${Date.now()}`;
    const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
      name,
      description: 'Watched on its own page.',
      originalPrice: 3000,
      currentPrice: 3000,
    });
    const { page, context } = await openLive(`/frame/${frame.id}`);
    try {
      await page.getByRole('heading', { name, exact: true }).waitFor();
      await adminApi(token, 'PUT', `/frames/${frame.id}`, {
        name: `${name} Now`,
        description: 'Watched on its own page.',
        originalPrice: 3000,
        currentPrice: 2500,
      });
      await page.getByRole('heading', { name: `${name} Now`, exact: true }).waitFor({ timeout: 8000 });
      await page.getByText('Ksh. 2,500').first().waitFor({ timeout: 8000 });
      expect(await sameDocument(page)).toBe(true);
    } finally {
      await adminApi(token, 'DELETE', `/frames/${frame.id}`).catch(() => undefined);
      await context.close();
    }
  });
});
