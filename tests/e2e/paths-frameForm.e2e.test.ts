/**
 * The frameForm machine's generated paths in Chromium, for a new frame (Add New Frame): fields and their
 * errors, the label choices, pictures queued on the new frame, the save, then the queued upload with its
 * progress, its failure and its retry. Each state is checked on screen (errors, toasts, the image count, the
 * progress bar, the failed upload's alert, the frame's page) and on the server (whether the frame row is
 * stored, under which name, with how many images). The upload request is held at the browser's edge until
 * the step that decides its outcome: continued (on a slow uplink when its progress is the step), or
 * answered with a failure. Long walks: the graph is large.
 */

import { expect } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { FORM_TEXTS } from '../../machines/frameForm.machine';
import { IMAGE_EVENTS } from '../machines/frameForm.model';
import { adminApi, openPage, skip, WIDE } from './fixture';
import {
  type Ctx,
  editing,
  formShown,
  frameCall,
  heldUpload,
  LOCKED,
  model,
  offlineNotice,
  openForm,
  picture,
  progressBar,
  queuedTiles,
  refusedSave,
  relabel,
  SAVE_REFUSED,
  type ServerFrame,
  setField,
  setupFrameFormPaths,
  shownErrors,
  storedFrame,
  storedFrames,
  storedSoFar,
  submitButton,
  token,
  uplink,
  uploadFailedAlert,
} from './frameFormPaths';
import { describeBrowserPaths, type PathStep } from './paths';
import { expectToast } from './toasts';

setupFrameFormPaths();

/** The step came from another state (its entry's toast came with it), not one that stayed. */
const entered = (step?: PathStep) => step !== undefined && step.from !== step.to;

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
        // Waited for by its request too: a notice of an earlier step must not let the route go first.
        let cut = 0;
        await c.page.route(frameCall, (route) => {
          if (!['POST', 'PUT'].includes(route.request().method())) return route.fallback();
          cut += 1;
          return route.abort('internetdisconnected');
        });
        await c.pending();
        await expect.poll(() => cut, { timeout: 20_000 }).toBeGreaterThan(0);
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
      // The states below toast on entry: a step that stays in one (an image queued while offline) adds none.
      offline: {
        screen: async (c, step) => {
          await formShown(c);
          expect(await offlineNotice(c).innerText()).toContain(CONNECTION_TEXTS.lost);
          if (entered(step)) await expectToast(c.page, CONNECTION_TEXTS.kept);
        },
        server: storedSoFar,
      },
      uploadOffline: {
        screen: async (c, step) => {
          await formShown(c);
          expect(await offlineNotice(c).innerText()).toContain(CONNECTION_TEXTS.imagesLost);
          if (entered(step)) await expectToast(c.page, CONNECTION_TEXTS.imagesKept);
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
        screen: async (c, step) => {
          await formShown(c);
          if (entered(step)) await expectToast(c.page, SAVE_REFUSED);
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
        screen: async (c, step) => {
          await formShown(c);
          expect(await uploadFailedAlert(c).innerText()).toContain('Frame saved but image upload failed');
          if (entered(step)) await expectToast(c.page, 'Frame saved but image upload failed');
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
