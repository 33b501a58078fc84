/**
 * The imageList browser paths' setup and parts (paths-imageList.e2e.test.ts): the file's token and the
 * over-limit picture, the images card's parts on screen, what the server holds for the path's frame, and the
 * refused or disconnected calls a step causes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../machines/frameFormRules';
import { untilOnClock } from './clock';
import { adminApi, setupBrowser, skip, tokenFor } from './fixture';
import { expectOfflineNotice } from './offline';
import type { PathStep } from './paths';
import { expectToast } from './toasts';

/**
 * The e2e admin's token, and a picture one byte over the limit, written once: the browser reads it from disk,
 * where a buffer would cross to it through the DevTools protocol at each pick (4-9 s each on a busy machine).
 */
export const file = { token: '', huge: '' };

/** The file's browser, its token and its over-limit picture (removed after the file's paths). */
export function setupImageListPaths() {
  setupBrowser();
  let hugeDir = '';
  beforeAll(async () => {
    if (skip) return;
    file.token = await tokenFor();
    hugeDir = mkdtempSync(join(tmpdir(), 'e2e-huge-'));
    file.huge = join(hugeDir, 'huge.png');
    writeFileSync(file.huge, Buffer.alloc(MAX_IMAGE_BYTES + 1));
  });
  afterAll(() => {
    if (hugeDir) rmSync(hugeDir, { recursive: true, force: true });
  });
}

export interface ServerFrame {
  id: number;
  images: { id: number; order: number }[];
}

export interface Ctx {
  page: Page;
  context: BrowserContext;
  frameId: number;
  /** The reorder or delete whose outcome the next step causes. */
  pending: () => Promise<void>;
  picked: number;
}

/** A small real picture (sharp), unique per seed. */
export async function picture(seed: number) {
  const raw = Buffer.alloc(60 * 40 * 3, seed % 251);
  return {
    name: `path-${seed}.png`,
    mimeType: 'image/png',
    buffer: await sharp(raw, { raw: { width: 60, height: 40, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

export const tiles = (c: Ctx, kind: 'saved' | 'queued') =>
  c.page.locator(`[data-testid="image-tile"][data-kind="${kind}"]`);
export const keysOf = (c: Ctx, kind: 'saved' | 'queued') =>
  tiles(c, kind).evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
export const stored = async (c: Ctx) =>
  (await adminApi<ServerFrame>(file.token, 'GET', `/frames/${c.frameId}`)).images
    .sort((a, b) => a.order - b.order)
    .map((i) => `s${i.id}`);
export const input = (c: Ctx) => c.page.getByTestId('image-input');
export const status = (c: Ctx) => c.page.getByTestId('image-status');
export const deleteDialog = (c: Ctx) => c.page.getByRole('alertdialog');

export async function pickPictures(c: Ctx, count: number) {
  const files = [];
  for (let i = 0; i < count; i++) files.push(await picture(++c.picked));
  await input(c).setInputFiles(files);
}

/** Alt+arrow on a tile (a keyboard move, images.move). */
export async function move(
  c: Ctx,
  kind: 'saved' | 'queued',
  which: 'first' | 'last',
  key: 'ArrowLeft' | 'ArrowRight',
) {
  const tile = which === 'first' ? tiles(c, kind).first() : tiles(c, kind).last();
  await tile.focus();
  await c.page.keyboard.press(`Alt+${key}`);
}

export const toastWith = (c: Ctx, text: string) =>
  c.page.locator('[data-scope="toast"][data-part="root"]', { hasText: text });

/**
 * Runs `act` with the server refusing calls to `pattern` for `method` (a stand-in failure) until the
 * failure's toast shows: the http layer asks again after a server error (1, 2 and 4 s later on the page's
 * clock), and each time is refused. A toast of the same text from an earlier step is let go first (its 5 s on
 * the page's clock), so the one seen is this step's.
 */
export async function refusing(
  c: Ctx,
  pattern: string,
  method: string,
  act: () => Promise<void>,
  text: string,
) {
  await untilOnClock(c.page, async () => (await toastWith(c, text).count()) === 0);
  await c.page.route(pattern, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
      : route.fallback(),
  );
  await act();
  await untilOnClock(c.page, toastWith(c, text));
  await toastWith(c, text).first().waitFor();
  await c.page.unroute(pattern);
}

/**
 * Runs `act` with no network for `method` calls to `pattern` until the connection notice shows in `within`
 * (the work is kept: a machine's offline state), after the http layer's retries on the page's clock.
 */
export async function disconnected(
  c: Ctx,
  pattern: string,
  method: string,
  act: () => Promise<void>,
  within: () => Page | ReturnType<Page['getByRole']>,
) {
  await c.page.route(pattern, (route) =>
    route.request().method() === method ? route.abort('internetdisconnected') : route.fallback(),
  );
  await act();
  await untilOnClock(c.page, within().getByTestId('offline'));
  await expectOfflineNotice(within());
  await c.page.unroute(pattern);
}

/** Try again (in the delete dialog, or in the card's connection notice). */
export const tryAgain = async (c: Ctx) => {
  const where = (await deleteDialog(c).count()) ? deleteDialog(c) : c.page.getByTestId('offline');
  await where.getByRole('button', { name: 'Try again', exact: true }).click();
};

/** The tiles on screen are the server's saved images in its order, then `queued` new ones. */
export const listMatchesServer = async (c: Ctx) => {
  await expect.poll(async () => keysOf(c, 'saved')).toEqual(await stored(c));
};

export const atRest = (extra?: (c: Ctx, step?: PathStep) => Promise<void>) => ({
  screen: async (c: Ctx, step?: PathStep) => {
    await deleteDialog(c).waitFor({ state: 'detached' });
    await extra?.(c, step);
  },
  server: listMatchesServer,
});
export const toastOf = (t: { title: string; description: string }) => async (c: Ctx) => {
  await expectToast(c.page, t.description);
};
