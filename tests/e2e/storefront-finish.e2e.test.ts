/**
 * Issue 11, item 4: what a shopper met at 375, 1280 and 1920 px, each checked in Chromium on the demo
 * catalogue: scroll positions (a new page at its top, #contact, Back), the card as a link, whole pictures,
 * aligned rows, one page width, no band above the footer, the chat button over nothing, the galleries
 * (reduced motion, swipe, no blank frame), and the contact form's errors for assistive technology.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterSplash,
  baseUrl,
  expectAccessible,
  launch,
  openPage,
  PHONE,
  shot,
  skipReason,
  WIDE,
} from './browser';

const skip = Boolean(skipReason());
let browser: Browser;

const FULL_HD = { width: 1920, height: 1080 };
const TABLET = { width: 768, height: 1024 };

const cards = (page: Page) => page.getByTestId('frame-card');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const topOf = (page: Page, selector: string) =>
  page.evaluate(
    (s) => Math.round(document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN),
    selector,
  );
/** The first card with more than one picture (its gallery has a counter '1/total'), pinned by its place. */
async function galleryCard(page: Page) {
  const counters = await cards(page).evaluateAll((els) =>
    els.map((e) => e.querySelector('[aria-live="off"]')?.textContent ?? ''),
  );
  const at = counters.findIndex((c) => /^1\/[2-9]$/.test(c));
  expect(at).toBeGreaterThanOrEqual(0);
  return cards(page).nth(at);
}

/**
 * A shopper's click at the middle of `what` (a picture, a name): whatever lies on top there gets it, as for
 * a real pointer (Playwright's own click would refuse an element covered by the card's link).
 */
async function clickOn(page: Page, what: Locator, at = { x: 0.5, y: 0.5 }) {
  const box = await what.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.click(box.x + box.width * at.x, box.y + box.height * at.y);
}

async function home(page: Page, path = '/') {
  await page.goto(`${baseUrl()}${path}`);
  await afterSplash(page);
  await cards(page).first().waitFor();
  // The grid renders in batches: wait for the whole catalogue.
  await expect.poll(async () => (await cards(page).count()) >= 24).toBe(true);
}

/** A page whose motion is not reduced (openPage reduces it), the overlays marked as seen. */
async function movingPage(viewport: { width: number; height: number }, options: { hasTouch?: boolean } = {}) {
  const context: BrowserContext = await browser.newContext({
    viewport,
    reducedMotion: 'no-preference',
    ...options,
  });
  await context.addInitScript(() => {
    localStorage.setItem('newArrivalsSeen', 'true');
    localStorage.setItem('firstVisitModalShown', 'true');
  });
  return { context, page: await context.newPage() };
}

describe.skipIf(skip)('storefront finish in Chromium', () => {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [viewport, name] of [
    [WIDE, '1280'],
    [PHONE, '375'],
  ] as const)
    it(`${name} px: a frame opens at its top with its name, price and back link on screen; back returns to the place`, async () => {
      const { page, errors } = await openPage(browser, viewport);
      await home(page);
      const card = cards(page).nth(7);
      // Scrolled down the grid to the eighth card, its picture a little below the sticky bar.
      await card.evaluate((e) =>
        window.scrollTo({ top: e.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }),
      );
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
      const before = await scrollY(page);
      const title = (await card.locator('h3').innerText()).trim();
      // The picture opens the frame (not only View).
      await clickOn(page, card.locator('.gallery'), { x: 0.5, y: 0.35 });
      await page.waitForURL(/\/frame\/\d+$/);
      const h1 = page.getByRole('heading', { level: 1, name: title });
      await h1.waitFor();
      expect(await scrollY(page)).toBe(0);
      const back = page.getByRole('link', { name: '← Back to frames' });
      for (const visible of [h1, back, page.getByText(/^Ksh\. /).first()]) {
        const box = await visible.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      }
      await shot(page, `finish-frame-${name}`);
      await back.click();
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(() => scrollY(page)).toBe(before);
      // Browser Back from the frame page restores the place too.
      await clickOn(page, cards(page).nth(7).getByRole('heading'));
      await page.waitForURL(/\/frame\/\d+$/);
      await h1.waitFor();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(before);
      // A reload of the tab keeps the place too.
      await page.reload();
      await afterSplash(page);
      await expect.poll(() => scrollY(page)).toBe(before);
      expect(errors).toEqual([]);
      await page.context().close();
    });

  it('/#contact lands on the contact section once the grid above it is laid out', async () => {
    const { page } = await openPage(browser, WIDE);
    await home(page, '/#contact');
    await page.getByRole('form', { name: 'Contact form' }).waitFor();
    // scroll-margin-top keeps the section's title clear of the sticky bar.
    await expect.poll(() => topOf(page, '#contact')).toBeGreaterThanOrEqual(0);
    expect(await topOf(page, '#contact')).toBeLessThanOrEqual(80);
    expect(await scrollY(page)).toBeGreaterThan(2000);
    await shot(page, 'finish-contact-hash-1280');
    // From a frame page, the bar's Contact link opens home at the section, the same way.
    const first = cards(page).first();
    const title = (await first.locator('h3').innerText()).trim();
    await first.getByRole('link', { name: `View ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/#contact$/);
    await expect.poll(async () => Math.abs((await topOf(page, '#contact')) - 64) <= 16).toBe(true);
    await page.context().close();
  });

  it('a card: its picture and name open the frame, Buy stays separate; whole pictures; rows of equal height', async () => {
    const { page } = await openPage(browser, WIDE);
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

  it('1920 px: one page width for every section, no band above the footer, the chat button over nothing', async () => {
    const { page } = await openPage(browser, FULL_HD);
    await home(page);
    await shot(page, 'finish-home-1920');
    const columns = await page.evaluate(() =>
      ['header > div', '#home > div', '#frames > div', '#about > div', '#contact > div', 'footer > div'].map(
        (s) => {
          const r = document.querySelector(s)?.getBoundingClientRect();
          return r ? `${Math.round(r.left)}+${Math.round(r.width)}` : s;
        },
      ),
    );
    expect(new Set(columns).size, columns.join(' ')).toBe(1);
    expect(Number(columns[0]?.split('+')[1])).toBeLessThan(FULL_HD.width);
    // The footer starts where the page ends, on home and on a frame page.
    const gap = () =>
      page.evaluate(() => {
        const main = document.querySelector('main')?.getBoundingClientRect();
        const last = document.querySelector('main')?.lastElementChild?.getBoundingClientRect();
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        return {
          footer: Math.round((footer?.top ?? 0) - (main?.bottom ?? 0)),
          last: Math.round((main?.bottom ?? 0) - (last?.bottom ?? 0)),
        };
      });
    expect(await gap()).toEqual({ footer: 0, last: 0 });
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await shot(page, 'finish-contact-1920');
    const first = cards(page).first();
    await first.getByRole('link').click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await gap()).footer).toBe(0);
    await shot(page, 'finish-frame-1920');
    await page.context().close();
  });

  for (const [viewport, name] of [
    [PHONE, '375'],
    [WIDE, '1280'],
  ] as const)
    it(`${name} px: the chat button is at hand and covers no Buy button and no footer text`, async () => {
      const { page } = await openPage(browser, viewport);
      await home(page);
      const chat = page.getByRole('button', { name: 'Chat with us' }).locator('visible=true');
      await chat.waitFor();
      /** The Buy buttons on screen, and those of them that something lies over (at their middle and corners). */
      const check = () =>
        page.evaluate(() => {
          const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const onScreen = [...document.querySelectorAll<HTMLElement>('[data-testid="frame-card"] button')]
            .filter((b) => /^(Buy|Out of Stock)$/.test(b.textContent ?? ''))
            .filter((b) => {
              const r = b.getBoundingClientRect();
              return r.top >= bar && r.bottom <= window.innerHeight;
            });
          const covered = onScreen.filter((b) => {
            const r = b.getBoundingClientRect();
            return [0.1, 0.5, 0.9].some((fx) =>
              [0.25, 0.75].some(
                (fy) => !b.contains(document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy)),
              ),
            );
          });
          return {
            onScreen: onScreen.length,
            covered: covered.map((b) => b.getAttribute('aria-label') ?? b.textContent),
          };
        });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let seen = 0;
      for (let y = 0; y < height; y += Math.round(viewport.height * 0.4)) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        const { onScreen, covered } = await check();
        expect(covered).toEqual([]);
        seen += onScreen;
      }
      expect(seen).toBeGreaterThan(0);
      // The footer's last line is not under anything.
      const rights = page.getByText(/All rights reserved\./);
      await rights.scrollIntoViewIfNeeded();
      const box = await rights.boundingBox();
      expect(box).not.toBeNull();
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.textContent ?? '',
        [(box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + (box?.height ?? 0) / 2],
      );
      expect(onTop).toMatch(/All rights reserved\./);
      await page.context().close();
    });

  it('galleries: nothing moves by itself under reduced motion; without it they advance, cross-fade over the last picture', async () => {
    const { page } = await openPage(browser, WIDE);
    await home(page);
    const card = await galleryCard(page);
    const counter = card.getByText(/^\d+\/\d+$/);
    expect(await counter.innerText()).toMatch(/^1\//);
    await card.getByRole('button', { name: 'Start auto-fade' }).waitFor();
    // Longer than the first advance (4 s) plus the largest stagger: still the first picture.
    await page.waitForTimeout(8000);
    expect(await counter.innerText()).toMatch(/^1\//);
    await page.context().close();

    const moving = await movingPage(WIDE);
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
    const { context, page } = await movingPage(PHONE, { hasTouch: true });
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

  it('contact form: errors tied to their fields, focus on the first, readable (axe)', async () => {
    const { page } = await openPage(browser, PHONE);
    await home(page, '/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/First Name/).fill('Amina');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Last name is required.').waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('lastName');
    // On screen, below the sticky bar.
    const focused = await page.evaluate(() => ({
      top: document.activeElement?.getBoundingClientRect().top ?? -1,
      bar: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(focused.top).toBeGreaterThan(focused.bar);
    expect(focused.top).toBeLessThan(PHONE.height);
    const fields = await form.locator('input, textarea').evaluateAll((els) =>
      els.map((e) => ({
        name: (e as HTMLInputElement).name,
        invalid: e.getAttribute('aria-invalid'),
        described: document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
      })),
    );
    expect(fields).toEqual([
      { name: 'firstName', invalid: null, described: null },
      { name: 'lastName', invalid: 'true', described: 'Last name is required.' },
      { name: 'email', invalid: 'true', described: 'Email is required.' },
      { name: 'phone', invalid: 'true', described: 'Phone is required.' },
      { name: 'message', invalid: 'true', described: 'Message is required.' },
    ]);
    await shot(page, 'finish-contact-errors-375');
    await expectAccessible(page, 'contact errors 375');
    await page.context().close();
  });

  it('screenshots at 375, 768, 1280 and 1920 px (home, a frame page, contact), accessible', async () => {
    for (const [viewport, name] of [
      [PHONE, '375'],
      [TABLET, '768'],
      [WIDE, '1280'],
      [FULL_HD, '1920'],
    ] as const) {
      const { page, errors } = await openPage(browser, viewport);
      await home(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await shot(page, `finish-home-${name}`);
      await page.locator('#frames').evaluate((e) => e.scrollIntoView({ behavior: 'instant' }));
      await shot(page, `finish-frames-${name}`);
      await expectAccessible(page, `home ${name}`);
      await page.locator('#contact').evaluate((e) => e.scrollIntoView({ behavior: 'instant' }));
      await page.getByRole('form', { name: 'Contact form' }).waitFor();
      await shot(page, `finish-contact-${name}`);
      await cards(page).nth(1).getByRole('link').click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, `finish-frame-${name}`);
      await expectAccessible(page, `frame ${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

it.runIf(skip)('browser tests skipped', () => {
  console.warn(skipReason());
});
