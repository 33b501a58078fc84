/**
 * Issue 23, item 1, the collection (`/frames`) in Chromium: search, category, sort and "in stock only" in the
 * address; Load more appends and the address gains ?page=2, which Back and reload keep; an empty result says
 * so and offers to clear the filters; with scripts off the same address shows the same cards and its links
 * and form work; the home page's "View all frames"; live updates. Makes 30 frames of its own (a word only
 * they carry, two categories of their own) and deletes them afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, browser, openPage, PHONE, setupBrowser, skip, tokenFor, WIDE } from './fixture';
import { afterSplash, shot } from './screen';
import { cards } from './shop';

setupBrowser();

const STAMP = Date.now().toString(36);
/** A word only this file's frames carry in their names. */
const WORD = `quokka${STAMP}`;
/** The file's two categories: every third frame in the first. */
const CAT_A = `Acacia ${STAMP}`;
const CAT_B = `Baobab ${STAMP}`;
const COUNT = 30;

interface Made {
  id: number;
  name: string;
  price: number;
  category: string;
  inStock: boolean;
}
const made: Made[] = [];
let token = '';

const cardNames = (page: Page) => cards(page).locator('h3').allInnerTexts();
const countText = (page: Page) => page.locator('.collection-count').innerText();
const query = (page: Page) => new URL(page.url()).searchParams;

/** `/frames…` opened with scripts on, its cards shown. */
async function collection(page: Page, path = '/frames') {
  await page.goto(`${baseUrl()}${path}`);
  await afterSplash(page);
  await page.getByRole('heading', { level: 1, name: 'All Frames' }).waitFor();
}

describe.skipIf(skip)('the collection in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
    for (let i = 0; i < COUNT; i++) {
      // Prices all different and not in the order of creation; every fifth frame sold out.
      const price = 1000 + ((i * 7) % COUNT) * 100;
      const frame = {
        name: `${WORD} ${String(i + 1).padStart(2, '0')}`,
        price,
        category: i % 3 === 0 ? CAT_A : CAT_B,
        inStock: i % 5 !== 0,
      };
      const { id } = await adminApi<{ id: number }>(token, 'POST', '/frames', {
        name: frame.name,
        description: 'Made by the collection e2e test.',
        originalPrice: price,
        currentPrice: price,
        category: frame.category,
        status: frame.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      });
      made.push({ id, ...frame });
    }
  });
  afterAll(async () => {
    for (const { id } of made) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
  });

  it('search, category, sort and in stock only: each in the address, each narrowing or ordering the cards', async () => {
    const { page, context, errors } = await openPage(WIDE);
    await collection(page);
    await page.getByRole('searchbox', { name: 'Search frames' }).fill(WORD);
    await page.waitForURL((url) => url.searchParams.get('search') === WORD);
    await expect.poll(() => countText(page)).toBe(`${COUNT} frames`);
    await expect.poll(() => cards(page).count()).toBe(24);
    for (const name of await cardNames(page)) expect(name).toContain(WORD);
    await shot(page, 'collection-1280');

    await page.getByRole('combobox', { name: 'Category' }).selectOption(CAT_A);
    await page.waitForURL((url) => url.searchParams.get('category') === CAT_A);
    const inA = made.filter((f) => f.category === CAT_A);
    await expect.poll(() => countText(page)).toBe(`${inA.length} frames`);
    await expect.poll(() => cards(page).count()).toBe(inA.length);
    expect(new Set(await cards(page).locator('.card-category').allTextContents())).toEqual(new Set([CAT_A]));

    const byPrice = [...inA].sort((a, b) => a.price - b.price).map((f) => f.name);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await expect.poll(() => cardNames(page)).toEqual(byPrice);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    await expect.poll(() => cardNames(page)).toEqual([...byPrice].reverse());

    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.waitForURL((url) => url.searchParams.get('status') === 'IN_STOCK');
    const inStock = inA.filter((f) => f.inStock).sort((a, b) => b.price - a.price);
    await expect.poll(() => cardNames(page)).toEqual(inStock.map((f) => f.name));
    expect(await cards(page).getByRole('button', { name: 'Out of Stock' }).count()).toBe(0);
    // Every filter at once in the address, which renders the same cards when opened afresh.
    expect(Object.fromEntries(query(page))).toEqual({
      search: WORD,
      category: CAT_A,
      sort: 'price_desc',
      status: 'IN_STOCK',
    });
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(inStock.map((f) => f.name));
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a filter chosen while the network is slow shows the choice at once, before its frames arrive', async () => {
    const { page, context, errors } = await openPage(PHONE);
    await collection(page, `/frames?search=${WORD}`);
    await expect.poll(() => cards(page).count()).toBe(24);
    // The next lists are held at the network until released.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/api\/public\/frames\?/, async (route) => {
      await held;
      await route.continue();
    });
    // check() itself fails when the box does not stay ticked after the click.
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_desc');
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true);
    release();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    const inStock = made.filter((f) => f.inStock).sort((a, b) => b.price - a.price);
    await expect.poll(() => cardNames(page)).toEqual(inStock.slice(0, 24).map((f) => f.name));
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Load more appends the next page, the address gains ?page=2, and Back and reload keep it', async () => {
    const { page, context, errors } = await openPage(WIDE);
    await collection(page, `/frames?search=${WORD}`);
    await expect.poll(() => cards(page).count()).toBe(24);
    const first = await cardNames(page);
    await page.getByText(`Showing 24 of ${COUNT}`).waitFor();
    const more = page.getByRole('link', { name: 'Load more' });
    expect(await more.getAttribute('href')).toBe(`/frames?search=${WORD}&page=2`);
    await more.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cards(page).count()).toBe(COUNT);
    const all = await cardNames(page);
    expect(all.slice(0, 24)).toEqual(first);
    expect(new Set(all).size).toBe(COUNT);
    // The last page: no Load more.
    expect(await page.getByRole('link', { name: 'Load more' }).count()).toBe(0);

    // A frame of page 2 opened, then Back: the same address, the same 30 cards.
    const last = all.at(-1)!;
    await page.getByRole('link', { name: `View ${last}` }).click();
    await page.waitForURL(/\/frame\/\d+$/);
    await page.getByRole('heading', { level: 1, name: last }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/frames' && url.searchParams.get('page') === '2');
    await expect.poll(() => cardNames(page)).toEqual(all);

    // Reloaded: the server renders both pages, and so does the page after it.
    await page.reload();
    await afterSplash(page);
    await expect.poll(() => cardNames(page)).toEqual(all);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an empty result says so and offers to clear the filters', async () => {
    const { page, context, errors } = await openPage(PHONE);
    await collection(page, `/frames?search=nothing${STAMP}&status=IN_STOCK`);
    await page.getByText('No frames match your search or filters.').waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/frames' && url.search === '');
    await cards(page).first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search frames' }).inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with scripts off: the same address shows the same cards, Load more and the filter form work', async () => {
    const path = `/frames?search=${WORD}&sort=price_asc`;
    const scripted = await openPage(WIDE);
    await collection(scripted.page, path);
    await expect.poll(() => cards(scripted.page).count()).toBe(24);
    const names = await cardNames(scripted.page);
    await scripted.context.close();

    const context = await browser.newContext({ viewport: WIDE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    expect(await cardNames(page)).toEqual(names);
    // Nothing lies over the page (the splash needs scripts to lift): a person can click.
    expect(await page.getByTestId('splash').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Load more' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await cards(page).count()).toBe(COUNT);
    const byPrice = [...made].sort((a, b) => a.price - b.price).map((f) => f.name);
    expect(await cardNames(page)).toEqual(byPrice);

    // The filters are a plain form: its Search button applies them all.
    await page.goto(`${baseUrl()}/frames`);
    await page.getByRole('searchbox', { name: 'Search frames' }).fill(WORD);
    await page.getByRole('combobox', { name: 'Category' }).selectOption(CAT_B);
    await page.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === CAT_B);
    expect(query(page).get('search')).toBe(WORD);
    expect(query(page).get('status')).toBe('IN_STOCK');
    const inB = made.filter((f) => f.category === CAT_B && f.inStock);
    expect(new Set(await cardNames(page))).toEqual(new Set(inB.map((f) => f.name)));

    // A card's link opens its frame page.
    await page.getByRole('link', { name: `View ${inB[0]!.name}` }).click();
    await page.waitForURL(`${baseUrl()}/frame/${inB[0]!.id}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(inB[0]!.name);
    await context.close();
  });

  it('the home page links to the collection with "View all frames"', async () => {
    const { page, context, errors } = await openPage(PHONE);
    await page.goto(baseUrl());
    await afterSplash(page);
    const link = page.getByRole('link', { name: 'View all frames' });
    expect(await link.getAttribute('href')).toBe('/frames');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`${baseUrl()}/frames`);
    await page.getByRole('heading', { level: 1, name: 'All Frames' }).waitFor();
    await cards(page).first().waitFor();
    // At 375 px every filter is whole: the category select as wide as its longest name needs.
    const select = page.getByRole('combobox', { name: 'Category' });
    await select.selectOption(CAT_A);
    await page.waitForURL((url) => url.searchParams.get('category') === CAT_A);
    expect(await select.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'collection-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('live: a frame sold out, a new one and a deleted one show on the open collection without a reload', async () => {
    const { page, context, errors } = await openPage(WIDE);
    const greeted = new Promise<void>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => String(f.payload).includes('hello') && resolve()),
      ),
    );
    await collection(page, `/frames?search=${WORD}&sort=price_asc`);
    await greeted;
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const cheapest = [...made].sort((a, b) => a.price - b.price).find((f) => f.inStock)!;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: cheapest.name, exact: true }) });
    await card.getByRole('button', { name: `Buy ${cheapest.name}` }).waitFor();
    const name = `${WORD} live`;
    let added: number | undefined;
    try {
      await adminApi(token, 'PUT', `/frames/${cheapest.id}/status`, { status: 'OUT_OF_STOCK' });
      await card.getByRole('button', { name: 'Out of Stock' }).waitFor();

      // Cheaper than all: first in this order.
      added = (
        await adminApi<{ id: number }>(token, 'POST', '/frames', {
          name,
          description: 'Made while a shopper looks at the collection.',
          originalPrice: 500,
          currentPrice: 500,
          category: CAT_A,
        })
      ).id;
      await expect.poll(async () => (await cardNames(page))[0]).toBe(name);
      await expect.poll(() => countText(page)).toBe(`${COUNT + 1} frames`);
      await adminApi(token, 'DELETE', `/frames/${added}`);
      await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'detached' });
      await expect.poll(() => countText(page)).toBe(`${COUNT} frames`);
    } finally {
      await adminApi(token, 'PUT', `/frames/${cheapest.id}/status`, { status: 'IN_STOCK' });
      if (added) await adminApi(token, 'DELETE', `/frames/${added}`).catch(() => undefined);
    }
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
