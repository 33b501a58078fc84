/**
 * The frameForm machine's generated paths in Chromium, for a new frame (Add New Frame): fields and their
 * errors, the label choices, pictures queued on the new frame, the save, then the queued upload with its
 * progress, its failure and its retry. Each state is checked on screen (errors, toasts, the image count, the
 * progress bar, the failed upload's alert, the frame's page) and on the server (whether the frame row is
 * stored, under which name, with how many images). The upload request is held at the browser's edge until
 * the step that decides its outcome: continued (on a slow uplink when its progress is the step), or
 * answered with a failure. Long walks: the graph is large.
 */

import type { BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { FORM_TEXTS } from '../../machines/frameForm.machine';
import { stateKey } from '../machines/explore';
import { frameFormGraph, IMAGE_EVENTS } from '../machines/frameForm.model';
import { adminApi, baseUrl, openPage, setupBrowser, skip, tokenFor, WIDE } from './fixture';
import { describeBrowserPaths, type PathStep } from './paths';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
beforeAll(async () => {
  if (skip) return;
  token = await tokenFor();
});

interface ServerFrame {
  id: number;
  name: string;
  images: { id: number }[];
}

interface Ctx {
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
const LOCKED = ['loading', 'saving', 'uploading'];
const relabel = (state: string, label: string) =>
  LOCKED.includes(state) && IMAGE_EVENTS.includes(label) ? `${label} while ${state}` : label;
const graph = frameFormGraph('create');
/** Once the held upload has gone out (its progress shown), only its success can be caused in a browser. */
const inFlight = (s: AnyMachineSnapshot, label: string) =>
  stateKey(s.value) === 'uploading' &&
  (s.context as { progress: number }).progress > 0 &&
  (label === 'upload failed' || label === 'upload offline');
/** The new frame's graph, with the image list's reports in those states named apart (not in a browser). */
const model = {
  ...graph,
  events: (s: AnyMachineSnapshot) =>
    Object.fromEntries(
      Object.entries(graph.events(s))
        .filter(([label]) => !inFlight(s, label))
        .map(([label, event]) => [relabel(stateKey(s.value), label), event]),
    ),
  transitions: graph.transitions.map(([from, label, to]) => [from, relabel(from, label), to] as const),
};

const ERRORS = [
  'Frame name is required.',
  'Frame description is required.',
  'Prices must be greater than 0.',
];
const SAVE_REFUSED = 'A selected label no longer exists';

/** A noisy picture (it does not compress to nothing, so a slow uplink shows its progress). */
async function picture(seed: number) {
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
const form = (c: Ctx) => c.page.getByRole('form', { name: 'Add New Frame' });
const submitButton = (c: Ctx) => c.page.locator('form button[type="submit"]');
const progressBar = (c: Ctx) => c.page.getByTestId('upload-progress');
const uploadFailedAlert = (c: Ctx) => c.page.getByTestId('upload-failed');
const offlineNotice = (c: Ctx) => c.page.getByTestId('offline');
const frameCall = (url: URL) => /\/api\/frames(\/\d+)?$/.test(url.pathname);
const queuedTiles = (c: Ctx) => c.page.locator('[data-testid="image-tile"][data-kind="queued"]');
const shownErrors = async (c: Ctx) => {
  const shown: string[] = [];
  for (const text of ERRORS) if (await form(c).getByText(text, { exact: true }).count()) shown.push(text);
  return shown;
};
const uplink = (c: Ctx, bytesPerSecond: number) =>
  c.cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });

/** The frames stored under this path's name (none before the first save, one after). */
async function storedFrames(c: Ctx) {
  const all = await adminApi<ServerFrame[]>(token, 'GET', '/frames?limit=1000');
  return all.filter((f) => f.name === c.name);
}
async function storedFrame(c: Ctx) {
  // The id is read from the create answer as it arrives.
  await expect.poll(() => c.frameId).not.toBeNull();
  return adminApi<ServerFrame>(token, 'GET', `/frames/${c.frameId}`);
}

/** Nothing new stored: no frame before the first save; after it, the frame without its images. */
async function storedSoFar(c: Ctx) {
  if (c.frameId == null) {
    expect(await storedFrames(c)).toEqual([]);
    return;
  }
  const frame = await storedFrame(c);
  expect(frame.name).toBe(c.name);
  expect(frame.images).toEqual([]);
}

/** Sets a field the way a person does: cleared, then typed (so the same value twice is still a change). */
async function setField(
  c: Ctx,
  field: 'name' | 'description' | 'originalPrice' | 'currentPrice',
  value: string,
) {
  const box = c.page.locator(`form [name="${field}"]`);
  await box.fill('');
  await box.fill(value);
}

async function heldUpload(c: Ctx): Promise<Route> {
  await expect.poll(() => c.held !== null, { timeout: 15_000 }).toBe(true);
  const route = c.held as Route;
  c.held = null;
  return route;
}

/** The form on screen, ready: the queue as counted, no upload running. */
async function formShown(c: Ctx) {
  await submitButton(c).and(c.page.locator(':enabled')).waitFor();
  await expect.poll(() => queuedTiles(c).count()).toBe(c.queued);
  await expect(c.page.getByTestId('image-count').innerText()).resolves.toContain(`${c.queued}/5`);
  expect(await progressBar(c).count()).toBe(0);
}

async function openForm(c: Ctx) {
  await c.page.goto(`${baseUrl()}/admin/frames/new`);
  await form(c).waitFor({ timeout: 20_000 });
}

/** Saves with the server refusing the frame (a stand-in refusal with the server's kind of message). */
async function refusedSave(c: Ctx) {
  await c.page.route(frameCall, (route) =>
    ['POST', 'PUT'].includes(route.request().method())
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: SAVE_REFUSED }),
        })
      : route.fallback(),
  );
  await c.pending();
  await expectToast(c.page, SAVE_REFUSED);
  await c.page.unroute(frameCall);
}

/** The form at rest, ready for input (pristine or dirty). */
const editing = {
  screen: async (c: Ctx, step?: PathStep) => {
    await atRest.screen(c);
    if (step?.label === 'labels failed') await expectToast(c.page, 'Failed to load labels from API');
  },
  server: (c: Ctx) => storedSoFar(c),
};

const atRest = {
  screen: async (c: Ctx) => {
    await formShown(c);
    expect(await shownErrors(c)).toEqual([]);
    expect(await uploadFailedAlert(c).count()).toBe(0);
  },
  server: storedSoFar,
};

describeBrowserPaths<Ctx>(
  {
    name: 'frameForm (new frame)',
    walks: 'long',
    model,
    async open() {
      const { page, context } = await openPage(WIDE);
      await context.addInitScript((t) => localStorage.setItem('adminToken', t), token);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const c: Ctx = {
        page,
        context,
        cdp,
        name: `Form path ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        frameId: null,
        queued: 0,
        picked: 0,
        held: null,
        pending: async () => {},
      };
      page.on('response', async (res) => {
        const url = new URL(res.url());
        if (res.request().method() === 'POST' && url.pathname === '/api/frames' && res.ok())
          c.frameId = ((await res.json()) as { data: ServerFrame }).data.id;
      });
      await page.route(
        (url) => /\/api\/frames\/\d+\/images$/.test(url.pathname),
        (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          c.held = route;
        },
      );
      return c;
    },
    async close(c) {
      await c.context.close();
      const ids = c.frameId != null ? [c.frameId] : [];
      for (const f of await storedFrames(c).catch(() => [])) if (!ids.includes(f.id)) ids.push(f.id);
      for (const id of ids) await adminApi(token, 'DELETE', `/frames/${id}`).catch(() => undefined);
    },
    cause: {
      'labels loaded': async (c) => {
        await openForm(c);
        await c.page.getByRole('checkbox').first().waitFor();
      },
      'labels failed': async (c) => {
        const labels = (url: URL) => url.pathname === '/api/labels';
        await c.page.route(labels, (route) =>
          route.fulfill({ status: 400, contentType: 'application/json', body: '{"success":false}' }),
        );
        await openForm(c);
        await c.page.unroute(labels);
      },
      'fill name': async (c) => setField(c, 'name', `  ${c.name}  `),
      'blank name': async (c) => setField(c, 'name', '   '),
      'fill description': async (c) => setField(c, 'description', 'Made by the frame form browser paths.'),
      'fill original price': async (c) => setField(c, 'originalPrice', '5000'),
      'fill current price': async (c) => setField(c, 'currentPrice', '4000'),
      'zero price': async (c) => setField(c, 'currentPrice', '0'),
      // Chosen and let go: the frame.labels events, with labels the server has whatever loaded.
      'choose labels': async (c) => {
        const box = c.page.getByRole('checkbox').first();
        await box.check({ force: true });
        await box.uncheck({ force: true });
      },
      // The queue becomes two new pictures (the ones queued before are removed first).
      'queue 2 images': async (c) => {
        while ((await queuedTiles(c).count()) > 0) {
          const name = (await queuedTiles(c).first().getAttribute('aria-label'))?.split(',')[0];
          await c.page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
        }
        await c.page
          .getByTestId('image-input')
          .setInputFiles([await picture(++c.picked), await picture(++c.picked)]);
        c.queued = 2;
      },
      'images settled': async (c) => {
        while ((await queuedTiles(c).count()) > 0) {
          const name = (await queuedTiles(c).first().getAttribute('aria-label'))?.split(',')[0];
          await c.page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
        }
        c.queued = 0;
      },
      // A valid submit saves; whether the server takes it is the next step.
      submit: async (c, step) => {
        const press = () => submitButton(c).click();
        if (step.to === 'saving') c.pending = press;
        else await press();
      },
      'save done': async (c, step) => {
        await c.pending();
        if (step.to === 'uploading') await progressBar(c).waitFor();
      },
      'save failed': refusedSave,
      // The save's request finds no connection (the browser's own error), retries included.
      'save offline': async (c) => {
        await c.page.route(frameCall, (route) =>
          ['POST', 'PUT'].includes(route.request().method())
            ? route.abort('internetdisconnected')
            : route.fallback(),
        );
        await c.pending();
        await offlineNotice(c).waitFor({ timeout: 20_000 });
        await c.page.unroute(frameCall);
      },
      // The browser says it is back online: the save (or the upload) goes again at once.
      'back online': async (c, step) => {
        const online = () => c.page.evaluate(() => void window.dispatchEvent(new Event('online')));
        if (step.to === 'saving') c.pending = online;
        else await online();
      },
      'upload offline': async (c) => {
        await (await heldUpload(c)).abort('internetdisconnected');
        await offlineNotice(c).waitFor({ timeout: 15_000 });
      },
      // The held upload goes out on a slow uplink: the bar follows the bytes.
      'upload progress': async (c) => {
        await uplink(c, 96 * 1024);
        await (await heldUpload(c)).continue();
        await expect
          .poll(
            async () =>
              Number((await progressBar(c).getByRole('progressbar').getAttribute('aria-valuenow')) ?? 0),
            {
              timeout: 15_000,
            },
          )
          .toBeGreaterThan(0);
      },
      'upload done': async (c) => {
        if (c.held) await (await heldUpload(c)).continue();
        await c.page.waitForURL(/\/admin\/frames\/\d+$/, { timeout: 30_000 });
        await uplink(c, -1);
      },
      // The held upload answered with a failure (one already going out can only succeed: see `inFlight`).
      'upload failed': async (c) => {
        await (await heldUpload(c)).fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'The disk is full' }),
        });
        await uploadFailedAlert(c).waitFor({ timeout: 15_000 });
      },
      'retry upload': async (c, step) => {
        const alert = step.from === 'uploadOffline' ? offlineNotice(c) : uploadFailedAlert(c);
        await alert.getByRole('button', { name: 'Retry upload' }).click();
        await progressBar(c).waitFor();
      },
    },
    notInBrowser: {
      'load failed': 'a new frame loads only the labels, whose failure is caught ("labels failed")',
      'images busy': 'a new frame has no saved image to reorder or delete (the image list paths walk those)',
      'type alt':
        'a new frame has no saved picture, and alt text is typed for saved ones only (tests/server/image-alt.test.ts)',
      ...Object.fromEntries(
        LOCKED.flatMap((state) =>
          IMAGE_EVENTS.map((label) => [
            relabel(state, label),
            state === 'loading'
              ? 'the images card is not shown while the form loads'
              : 'the image list is locked while the frame saves and uploads',
          ]),
        ),
      ),
    },
    states: {
      loading: 'passing',
      saving: 'passing',
      'editing.pristine': editing,
      'editing.dirty': editing,
      offline: {
        screen: async (c) => {
          await formShown(c);
          expect(await offlineNotice(c).innerText()).toContain(CONNECTION_TEXTS.lost);
          await expectToast(c.page, CONNECTION_TEXTS.lost);
        },
        server: storedSoFar,
      },
      uploadOffline: {
        screen: async (c) => {
          await formShown(c);
          expect(await offlineNotice(c).innerText()).toContain(CONNECTION_TEXTS.imagesLost);
          await expectToast(c.page, CONNECTION_TEXTS.imagesLost);
        },
        server: storedSoFar,
      },
      invalid: {
        screen: async (c, step) => {
          await formShown(c);
          await expect.poll(async () => (await shownErrors(c)).length).toBeGreaterThan(0);
          if (step?.label === 'submit') await expectToast(c.page, (await shownErrors(c))[0] as string);
        },
        server: storedSoFar,
      },
      saveFailed: {
        screen: async (c) => {
          await formShown(c);
          await expectToast(c.page, SAVE_REFUSED);
          expect(await shownErrors(c)).toEqual([]);
        },
        server: storedSoFar,
      },
      uploading: {
        screen: async (c) => {
          await progressBar(c).getByText(`Uploading ${c.queued} images...`).waitFor();
          expect(await submitButton(c).isDisabled()).toBe(true);
        },
        // The frame is stored before its pictures go (and none is stored while the upload is held).
        server: async (c, step) => {
          const frame = await storedFrame(c);
          expect(frame.name).toBe(c.name);
          if (step?.label !== 'upload progress') expect(frame.images).toEqual([]);
        },
      },
      uploadFailed: {
        screen: async (c) => {
          await formShown(c);
          expect(await uploadFailedAlert(c).innerText()).toContain('Frame saved but image upload failed');
          await expectToast(c.page, 'Frame saved but image upload failed');
        },
        server: storedSoFar,
      },
      done: {
        screen: async (c, step) => {
          await c.page.waitForURL(/\/admin\/frames\/\d+$/);
          await expect.poll(() => c.frameId).not.toBeNull();
          expect(c.page.url()).toContain(`/admin/frames/${c.frameId}`);
          await expectToast(
            c.page,
            step?.label === 'upload done' ? FORM_TEXTS.createdWithImages(c.queued) : FORM_TEXTS.created,
          );
          await c.page.getByRole('heading', { name: c.name }).first().waitFor();
        },
        server: async (c, step) => {
          const frame = await storedFrame(c);
          expect(frame.name).toBe(c.name);
          expect(frame.images).toHaveLength(step?.label === 'upload done' ? c.queued : 0);
          expect(await storedFrames(c)).toHaveLength(1);
        },
      },
    },
  },
  skip,
);
