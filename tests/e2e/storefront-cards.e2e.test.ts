/**
 * Issue 11, item 4, the grid's cards: the picture and the name open the frame and Buy stays separate, whole
 * pictures, rows of equal height, the hero's picture first; the galleries (nothing moves under reduced motion,
 * a cross-fade over the last picture, the active dot set apart, a swipe on a touch screen).
 */
import { describe, expect, it } from 'vitest';
import { installClock } from './clock';
import { openPage, PHONE, setupBrowser, skip, skipReason, WIDE } from './fixture';
import { cards, clickOn, galleryCard, home } from './shop';

setupBrowser();

describe.skipIf(skip)('storefront cards and galleries in Chromium', () => {
  it('a card: its picture and name open the frame, Buy stays separate; whole pictures; rows of equal height', async () => {
    const { page } = await openPage(WIDE);
    await home(page);
    const first = cards(page).first();
    const title = (await first.locator('h3').innerText()).trim();
    // The hero's large picture (the first screen's largest) loads at once, at high priority; the grid's
    // pictures load as they come near the screen (not competing with it); WebP widths, no fade-in.
    const hero = page.locator('.hero-wall-main img').first();
    expect(await hero.getAttribute('loading')).toBe('eager');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    const img = first.locator('img').first();
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('fetchpriority')).toBeNull();
    expect(await img.getAttribute('srcset')).toMatch(/480w/);
    expect(await img.getAttribute('sizes')).toBeTruthy();
    expect(await page.locator('.gallery-fade').count()).toBe(0);
    // Not cropped: the part of each picture on screen is the whole picture.
    const shown = await cards(page)
      .locator('[data-shown="current"] img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).slice(0, 10).map((i) => {
          const box = i.getBoundingClientRect();
          const fit = getComputedStyle(i).objectFit;
          const scale = (fit === 'cover' ? Math.max : Math.min)(
            box.width / i.naturalWidth,
            box.height / i.naturalHeight,
          );
          const w = Math.min(box.width, i.naturalWidth * scale);
          const h = Math.min(box.height, i.naturalHeight * scale);
          return (w * h) / (i.naturalWidth * scale * i.naturalHeight * scale);
        }),
      );
    expect(shown.length).toBeGreaterThan(0);
    for (const fraction of shown) expect(fraction).toBeGreaterThan(0.99);
    // A row (5 columns at 1280 px): one height, the buttons on one line.
    const row = await cards(page).evaluateAll((els) =>
      els.slice(0, 5).map((e) => ({
        top: Math.round(e.getBoundingClientRect().top),
        height: Math.round(e.getBoundingClientRect().height),
        buy: Math.round(
          (
            e.querySelector('button[aria-label^="Buy"], button:disabled') as HTMLElement
          ).getBoundingClientRect().top,
        ),
      })),
    );
    expect(new Set(row.map((r) => r.top)).size).toBe(1);
    expect(new Set(row.map((r) => r.height)).size).toBe(1);
    expect(new Set(row.map((r) => r.buy)).size).toBe(1);
    // Buy opens the chat and stays on the page.
    const buy = first.getByRole('button', { name: `Buy ${title}` });
    if (await buy.count()) {
      await buy.click();
      await page.waitForFunction(() => (window as unknown as { __opened: unknown[] }).__opened.length > 0);
      expect(new URL(page.url()).pathname).toBe('/');
    }
    // The name opens the frame.
    await clickOn(page, first.getByRole('heading', { name: title }));
    await page.waitForURL(/\/frame\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.context().close();
  });

  it('galleries: nothing moves by itself under reduced motion; without it they advance, cross-fade over the last picture', async () => {
    const { page } = await openPage(WIDE);
    // The page's timers on a clock the test moves (time flows meanwhile), its CSS animations of no length.
    await installClock(page);
    await home(page);
    const card = await galleryCard(page);
    const counter = card.getByText(/^\d+\/\d+$/);
    expect(await counter.innerText()).toMatch(/^1\//);
    await card.getByRole('button', { name: 'Start auto-fade' }).waitFor();
    // Longer than the first advance (4 s) plus the largest stagger, every timer due run: still the first picture.
    await page.clock.runFor(8000);
    expect(await counter.innerText()).toMatch(/^1\//);
    await page.context().close();

    const moving = await openPage(WIDE, { motion: true });
    await home(moving.page);
    const playing = await galleryCard(moving.page);
    await playing.getByRole('button', { name: 'Pause auto-fade' }).waitFor();
    await expect.poll(() => playing.getByText(/^\d+\/\d+$/).innerText(), { timeout: 15_000 }).toMatch(/^2\//);
    // The picture before stays opaque under the new one while it fades in: never an empty frame.
    const layers = await playing
      .locator('.gallery-picture')
      .evaluateAll((els) =>
        els.map((e) => ({ shown: e.getAttribute('data-shown'), opacity: getComputedStyle(e).opacity })),
      );
    expect(layers.find((l) => l.shown === 'previous')?.opacity).toBe('1');
    expect(layers.some((l) => l.shown === 'current')).toBe(true);
    // The active dot is set apart: wider than the others.
    const dots = await playing
      .getByRole('button', { name: /^Show image/ })
      .evaluateAll((bs) =>
        bs.map((b) => Math.round((b.firstElementChild as HTMLElement).getBoundingClientRect().width)),
      );
    expect(Math.max(...dots)).toBeGreaterThanOrEqual(2 * Math.min(...dots));
    await moving.context.close();
  });

  it('375 px touch screen: a swipe moves a gallery (and does not open the frame)', async () => {
    const { context, page } = await openPage(PHONE, { motion: true, hasTouch: true });
    await home(page);
    const card = await galleryCard(page);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Pause auto-fade' }).click();
    const counter = card.getByText(/^\d+\/\d+$/);
    const start = await counter.innerText();
    const total = Number(start.split('/')[1]);
    const at = Number(start.split('/')[0]);
    const box = (await card.locator('.gallery').boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const cdp = await context.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      const point = (x: number) => [{ x: box.x + box.width * x, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
      for (const step of [0.25, 0.5, 0.75, 1])
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: point(from + (to - from) * step),
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(0.8, 0.2);
    await expect.poll(() => counter.innerText()).toBe(`${(at % total) + 1}/${total}`);
    await swipe(0.2, 0.8);
    await expect.poll(() => counter.innerText()).toBe(start);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

it.runIf(skip)('browser tests skipped', () => {
  console.warn(skipReason());
});
