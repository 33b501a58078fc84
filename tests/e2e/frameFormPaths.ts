/**
 * The frameForm browser paths' setup and parts (paths-frameForm.e2e.test.ts): the new frame's graph with the
 * image list's reports named apart where the browser cannot cause them, the form's parts on screen, what the
 * server holds for the path's frame, and the held upload.
 */

import type { BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { stateKey } from '../machines/explore';
import { frameFormGraph, IMAGE_EVENTS } from '../machines/frameForm.model';
import { adminApi, baseUrl, setupBrowser, skip, tokenFor } from './fixture';
import type { PathStep } from './paths';
import { expectToast, toastCame } from './toasts';

/** The e2e admin's token (setupFrameFormPaths gets it before the file's tests). */
export let token = '';

/** The file's browser and token. */
export function setupFrameFormPaths() {
  setupBrowser();
  beforeAll(async () => {
    if (skip) return;
    token = await tokenFor();
  });
}

export interface ServerFrame {
  id: number;
  name: string;
  images: { id: number }[];
}

export interface Ctx {
  page: Page;
  context: BrowserContext;
  cdp: CDPSession;
  /** This path's frame name (the server is asked for it). */
  name: string;
  /** The frame once the server created it. */
  frameId: number | null;
  /** How many pictures are queued on screen (what an upload sends). */
  queued: number;
  picked: number;
  /** The upload request held at the edge until a step decides its outcome. */
  held: Route | null;
  /** The save whose outcome the next step causes. */
  pending: () => Promise<void>;
}

/** States where the image list cannot report: the form is not shown yet, or the list is locked. */
export const LOCKED = ['loading', 'saving', 'uploading'];
export const relabel = (state: string, label: string) =>
  LOCKED.includes(state) && IMAGE_EVENTS.includes(label) ? `${label} while ${state}` : label;
const graph = frameFormGraph('create');
/** Once the held upload has gone out (its progress shown), only its success can be caused in a browser. */
const inFlight = (s: AnyMachineSnapshot, label: string) =>
  stateKey(s.value) === 'uploading' &&
  (s.context as { progress: number }).progress > 0 &&
  (label === 'upload failed' || label === 'upload offline');
/** The new frame's graph, with the image list's reports in those states named apart (not in a browser). */
export const model = {
  ...graph,
  events: (s: AnyMachineSnapshot) =>
    Object.fromEntries(
      Object.entries(graph.events(s))
        .filter(([label]) => !inFlight(s, label))
        .map(([label, event]) => [relabel(stateKey(s.value), label), event]),
    ),
  transitions: graph.transitions.map(([from, label, to]) => [from, relabel(from, label), to] as const),
};

export const ERRORS = [
  'Frame name is required.',
  'Frame description is required.',
  'Prices must be greater than 0.',
];
export const SAVE_REFUSED = 'A selected label no longer exists';

/** A noisy picture (it does not compress to nothing, so a slow uplink shows its progress). */
export async function picture(seed: number) {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `form-path-${seed}.png`, mimeType: 'image/png', buffer };
}

/** The form itself (a toast repeats a field's error outside it). */
export const form = (c: Ctx) => c.page.getByRole('form', { name: 'Add New Frame' });
export const submitButton = (c: Ctx) => c.page.locator('form button[type="submit"]');
export const progressBar = (c: Ctx) => c.page.getByTestId('upload-progress');
export const uploadFailedAlert = (c: Ctx) => c.page.getByTestId('upload-failed');
export const offlineNotice = (c: Ctx) => c.page.getByTestId('offline');
export const frameCall = (url: URL) => /\/api\/frames(\/\d+)?$/.test(url.pathname);
export const queuedTiles = (c: Ctx) => c.page.locator('[data-testid="image-tile"][data-kind="queued"]');
export const shownErrors = async (c: Ctx) => {
  const shown: string[] = [];
  for (const text of ERRORS) if (await form(c).getByText(text, { exact: true }).count()) shown.push(text);
  return shown;
};
export const uplink = (c: Ctx, bytesPerSecond: number) =>
  c.cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });

/** The frames stored under this path's name (none before the first save, one after). */
export async function storedFrames(c: Ctx) {
  const all = await adminApi<ServerFrame[]>(token, 'GET', '/frames?limit=1000');
  return all.filter((f) => f.name === c.name);
}
export async function storedFrame(c: Ctx) {
  // The id is read from the create answer as it arrives.
  await expect.poll(() => c.frameId).not.toBeNull();
  return adminApi<ServerFrame>(token, 'GET', `/frames/${c.frameId}`);
}

/** Nothing new stored: no frame before the first save; after it, the frame without its images. */
export async function storedSoFar(c: Ctx) {
  if (c.frameId == null) {
    expect(await storedFrames(c)).toEqual([]);
    return;
  }
  const frame = await storedFrame(c);
  expect(frame.name).toBe(c.name);
  expect(frame.images).toEqual([]);
}

/** Sets a field the way a person does: cleared, then typed (so the same value twice is still a change). */
export async function setField(
  c: Ctx,
  field: 'name' | 'description' | 'originalPrice' | 'currentPrice',
  value: string,
) {
  const box = c.page.locator(`form [name="${field}"]`);
  await box.fill('');
  await box.fill(value);
}

export async function heldUpload(c: Ctx): Promise<Route> {
  await expect.poll(() => c.held !== null, { timeout: 15_000 }).toBe(true);
  const route = c.held as Route;
  c.held = null;
  return route;
}

/** The form on screen, ready: the queue as counted, no upload running. */
export async function formShown(c: Ctx) {
  await submitButton(c).and(c.page.locator(':enabled')).waitFor();
  await expect.poll(() => queuedTiles(c).count()).toBe(c.queued);
  await expect(c.page.getByTestId('image-count').innerText()).resolves.toContain(`${c.queued}/5`);
  expect(await progressBar(c).count()).toBe(0);
}

export async function openForm(c: Ctx) {
  await c.page.goto(`${baseUrl()}/admin/frames/new`);
  await form(c).waitFor({ timeout: 20_000 });
}

/** Saves with the server refusing the frame (a stand-in refusal with the server's kind of message). */
export async function refusedSave(c: Ctx) {
  // The save refused is the one this step sends: waited for by its request, not by a toast (an earlier
  // refusal's toast, still shown, once let the route go before this save went out, and the server took it).
  let refused = 0;
  await c.page.route(frameCall, (route) => {
    if (!['POST', 'PUT'].includes(route.request().method())) return route.fallback();
    refused += 1;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: SAVE_REFUSED }),
    });
  });
  await c.pending();
  await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => toastCame(c.page, SAVE_REFUSED), { timeout: 20_000 }).toBe(true);
  await c.page.unroute(frameCall);
}

/** The form at rest, ready for input (pristine or dirty). */
export const editing = {
  screen: async (c: Ctx, step?: PathStep) => {
    await atRest.screen(c);
    if (step?.label === 'labels failed') await expectToast(c.page, 'Failed to load labels from API');
  },
  server: (c: Ctx) => storedSoFar(c),
};

export const atRest = {
  screen: async (c: Ctx) => {
    await formShown(c);
    expect(await shownErrors(c)).toEqual([]);
    expect(await uploadFailedAlert(c).count()).toBe(0);
  },
  server: storedSoFar,
};
