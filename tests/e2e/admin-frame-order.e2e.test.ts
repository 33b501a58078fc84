/**
 * Frame Display Order in Chromium against the real server: a keyboard reorder (handle, Space, Home,
 * Space), 'Unsaved Changes', Save Order, the server's public order and the storefront's first card; Reset;
 * a drag with the mouse and one by touch; with motion allowed, a moved frame slides to its place (and a drag
 * still reorders), with reduced motion it jumps. Makes its own frames and puts the catalogue's order back
 * afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, browser, openPage, PHONE, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { badge, dragByMouse, names, openOrder, partWay, recordSlides } from './frameOrder';
import { afterSplash, expectAccessible, shot } from './screen';

setupBrowser();

let token = '';
const stamp = Date.now().toString(36);
const created: { id: number; name: string }[] = [];
let originalOrder: { frameId: number; displayOrder: number }[] = [];

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

describe.skipIf(skip)('Frame Display Order in Chromium', () => {
  beforeAll(async () => {
    token = (
      (await fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }).then((r) => r.json())) as { token: string }
    ).token;
    // New frames go last (displayOrder = max + 1).
    for (const i of [1, 2])
      created.push(
        await api<{ id: number; name: string }>('POST', '/frames', {
          name: `Order ${stamp} ${i}`,
          description: 'Made by the frame order e2e test.',
          originalPrice: 2000,
          currentPrice: 2000,
          category: 'Modern',
          labels: [],
        }),
      );
    const all = await api<{ id: number; displayOrder: number }[]>('GET', '/frames?limit=1000');
    originalOrder = all.map((f) => ({ frameId: f.id, displayOrder: f.displayOrder }));
  });
  afterAll(async () => {
    for (const f of created) await api('DELETE', `/frames/${f.id}`).catch(() => {});
    // Put the others back where they were (indices keep their relative order).
    const left = originalOrder.filter((o) => !created.some((f) => f.id === o.frameId));
    await api('PUT', '/frames/display-order', {
      frameOrders: left
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((o, i) => ({ ...o, displayOrder: i })),
    }).catch(() => {});
  });

  it('keyboard: Space picks up, Home moves to the top, Space drops; Save Order; the storefront follows', async () => {
    const { page, errors } = await adminPage(WIDE);
    await openOrder(page);
    const [mine] = created as [{ id: number; name: string }];
    const before = await names(page);
    expect(before.at(-2)).toBe(mine.name);
    expect(await badge(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Order' }).isDisabled()).toBe(true);
    const help = await page.getByTestId('order-help').textContent();
    expect(help).toMatch(/Order 0 appears first on the customer side/);
    expect(help).toMatch(/unique order number/);

    const handle = page.getByRole('button', { name: new RegExp(`^Reorder ${mine.name},`) });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.locator('[aria-live="assertive"]').textContent())
      .toMatch(new RegExp(`${mine.name} picked up`));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await names(page))[0]).toBe(mine.name);
    expect(await page.locator('[aria-live="assertive"]').textContent()).toMatch(/dropped at position 1/);
    // Focus stayed on the moved frame's handle.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Reorder ${mine.name}, position 1 of`),
    );
    await badge(page).waitFor();
    expect(await page.getByTestId('order-number').first().textContent()).toBe('0');
    await shot(page, 'admin-frame-order-unsaved-1280');

    await page.getByRole('button', { name: 'Save Order' }).click();
    await page.getByText('Frame order updated successfully').first().waitFor();
    await expect.poll(() => badge(page).count()).toBe(0);

    // The server's public order starts with our frame, every order unique and from 0.
    const all = await api<{ id: number; displayOrder: number }[]>('GET', '/frames?limit=1000');
    expect(all[0]?.id).toBe(mine.id);
    expect(all.map((f) => f.displayOrder)).toEqual(all.map((_, i) => i));
    const pub = (await (await fetch(`${baseUrl()}/api/public/frames?limit=50`)).json()) as {
      data: { id: number }[];
    };
    expect(pub.data[0]?.id).toBe(mine.id);

    // The storefront shows it first.
    const shop = await openPage(WIDE);
    await shop.page.goto(baseUrl());
    await afterSplash(shop.page);
    await expect
      .poll(() => shop.page.getByTestId('frame-card').first().textContent(), { timeout: 15_000 })
      .toContain(mine.name);
    expect(errors).toEqual([]);
  });

  it('Escape puts a picked-up frame back; the move buttons mark it unsaved and Reset restores the order', async () => {
    const { page } = await adminPage(WIDE);
    await openOrder(page);
    const before = await names(page);
    const second = before[1] as string;
    const handle = page.getByRole('button', { name: new RegExp(`^Reorder ${second},`) });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await names(page))[2]).toBe(second);
    await badge(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => names(page)).toEqual(before);
    await expect.poll(() => badge(page).count()).toBe(0);

    await page.getByRole('button', { name: `Move ${before[0]} down` }).click();
    await expect.poll(async () => (await names(page)).slice(0, 2)).toEqual([before[1], before[0]]);
    await badge(page).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => names(page)).toEqual(before);
    expect(await badge(page).count()).toBe(0);
  });

  it('a mouse drag and a touch drag by the handle reorder; at 375 px the list fits the screen', async () => {
    const { page } = await adminPage(WIDE);
    await openOrder(page);
    const before = await names(page);
    await dragByMouse(page, 2, 0);
    await expect.poll(async () => (await names(page))[0]).toBe(before[2]);
    await badge(page).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => names(page)).toEqual(before);

    // A phone: touch drag by the handle (the library's pointer-driven drag), and the list fits the screen.
    const touchContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await touchContext.addInitScript((t) => localStorage.setItem('adminToken', t), token);
    const phone = await touchContext.newPage();
    await openOrder(phone);
    const onPhone = await names(phone);
    // Readable on a phone: the first rows' names are shown whole (on two lines at most), not cut short.
    const cut = await phone.getByTestId('order-name').evaluateAll((els) =>
      els
        .slice(0, 5)
        .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    const phoneHandles = phone.locator('[data-drag-handle]');
    const start = await phoneHandles.nth(2).boundingBox();
    const end = await phoneHandles.nth(0).boundingBox();
    if (!start || !end) throw new Error('no handle boxes');
    const cdp = await touchContext.newCDPSession(phone);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
    await touch('touchStart', x, y);
    for (let i = 1; i <= 12; i++) await touch('touchMove', x, y + ((end.y + 4 - y) * i) / 12);
    await touch('touchEnd');
    await expect.poll(async () => (await names(phone))[0]).toBe(onPhone[2]);
    await badge(phone).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone, 'admin-frame-order-375');
    await expectAccessible(phone, 'frame order 375');
    await phone.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => names(phone)).toEqual(onPhone);
    await shot(page, 'admin-frame-order-1280');
    await expectAccessible(page, 'frame order 1280');
  });

  it('with motion allowed a moved frame slides to its place and a mouse drag still reorders; reduced, it jumps', async () => {
    const moving = await openPage(WIDE, { motion: true });
    await moving.context.addInitScript((t) => localStorage.setItem('adminToken', t), token);
    const { page } = moving;
    await openOrder(page);
    const before = await names(page);
    await recordSlides(page);
    await page.getByRole('button', { name: `Move ${before[0]} down` }).click();
    await expect.poll(async () => (await names(page)).slice(0, 2)).toEqual([before[1], before[0]]);
    await expect.poll(async () => (await partWay(page)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => names(page)).toEqual(before);

    // A drag is not animated (the library reads where rows are drawn): it reorders as with reduced motion.
    await dragByMouse(page, 2, 0);
    await expect.poll(async () => (await names(page))[0]).toBe(before[2]);
    expect((await names(page)).slice(1, 3)).toEqual([before[0], before[1]]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => names(page)).toEqual(before);
    expect(moving.errors).toEqual([]);

    // The system asks for reduced motion (the other tests' pages): the row jumps, drawn nowhere in between.
    const { page: still } = await adminPage(WIDE);
    await openOrder(still);
    await recordSlides(still);
    await still.getByRole('button', { name: `Move ${before[0]} down` }).click();
    await expect.poll(async () => (await names(still)).slice(0, 2)).toEqual([before[1], before[0]]);
    // 30 of the page's frames (longer than a slide's 0.2 s at 60 a second) drawn since the move.
    await still.evaluate(
      () =>
        new Promise<void>((done) => {
          let left = 30;
          const frame = () => (--left > 0 ? requestAnimationFrame(frame) : done());
          requestAnimationFrame(frame);
        }),
    );
    expect(await partWay(still)).toEqual([]);
  });
});
