/**
 * The imageList machine's generated paths in Chromium (the frame form's images: picks refused or queued,
 * reorders within a group saved at once, a move across the saved and queued groups refused, removals and
 * deletes): each state checked on screen (tiles, status, toasts, dialog) and on the server (the frame's
 * images and their order). Long walks: the graph is large. Its parts: imageListPaths.ts.
 */
import { expect } from 'vitest';
import { IMAGE_TEXTS } from '../../machines/imageList.machine';
import { PUT_BACK } from '../../src/admin/frameForm/ImagesOffline';
import { imageListGraph } from '../machines/imageList.model';
import { installClock } from './clock';
import { adminApi, baseUrl, signedInPage, skip, WIDE } from './fixture';
import {
  atRest,
  type Ctx,
  deleteDialog,
  disconnected,
  file,
  input,
  keysOf,
  listMatchesServer,
  move,
  pickPictures,
  picture,
  refusing,
  type ServerFrame,
  setupImageListPaths,
  status,
  stored,
  tiles,
  toastOf,
  tryAgain,
} from './imageListPaths';
import { expectOfflineNotice } from './offline';
import { describeBrowserPaths } from './paths';
import { expectToast } from './toasts';

setupImageListPaths();

describeBrowserPaths<Ctx>(
  {
    name: 'imageList',
    walks: 'long',
    // A bound: a walk may meet a failed reorder many times (its retries and toasts on the page's clock).
    pathTimeout: 180_000,
    // Two saved images, as the frame made below has (keys do not matter to the graph, counts do).
    model: imageListGraph({
      frameId: 1,
      images: [
        { id: 1, imageUrl: '/uploads/1.webp', srcset: '', order: 0 },
        { id: 2, imageUrl: '/uploads/2.webp', srcset: '', order: 1 },
      ],
    }),
    async open() {
      const frame = await adminApi<ServerFrame>(file.token, 'POST', '/frames', {
        name: `Paths ${Date.now().toString(36)}`,
        description: 'Made by the image list browser paths.',
        originalPrice: 3000,
        currentPrice: 2500,
        category: 'Classic',
        labels: [],
      });
      const form = new FormData();
      for (const seed of [9001, 9002]) {
        const p = await picture(seed);
        form.append('images', new Blob([new Uint8Array(p.buffer)], { type: p.mimeType }), p.name);
      }
      const res = await fetch(`${baseUrl()}/api/frames/${frame.id}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${file.token}` },
        body: form,
      });
      expect(res.ok).toBe(true);
      const { page, context } = await signedInPage(WIDE, file.token);
      // The page's timers on a clock the steps move through retries and toasts (time flows meanwhile).
      await installClock(page);
      await page.goto(`${baseUrl()}/admin/frames/${frame.id}/edit#images`);
      const c: Ctx = { page, context, frameId: frame.id, pending: async () => {}, picked: 0 };
      await expect.poll(() => tiles(c, 'saved').count(), { timeout: 20_000 }).toBe(2);
      return c;
    },
    async close(c) {
      await c.context.close();
      await adminApi(file.token, 'DELETE', `/frames/${c.frameId}`).catch(() => undefined);
    },
    cause: {
      'pick image': async (c) => pickPictures(c, 1),
      'pick 6 images': async (c) => pickPictures(c, 6),
      'pick text file': async (c) =>
        input(c).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }),
      'pick 6 MB image': async (c) => input(c).setInputFiles(file.huge),
      'move queued within': async (c) => move(c, 'queued', 'last', 'ArrowLeft'),
      'move queued across': async (c) => move(c, 'queued', 'first', 'ArrowLeft'),
      'remove queued': async (c) => {
        const name = (await tiles(c, 'queued').first().getAttribute('aria-label'))?.split(',')[0];
        await c.page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
      },
      // A reorder of saved images: whether the server takes it is the next step.
      'move saved within': async (c) => {
        c.pending = () => move(c, 'saved', 'last', 'ArrowLeft');
      },
      'reorder done': async (c) => {
        await c.pending();
        await expectToast(c.page, IMAGE_TEXTS.orderSaved);
      },
      'reorder failed': async (c) =>
        refusing(c, '**/api/frames/*/images/reorder', 'PUT', c.pending, IMAGE_TEXTS.orderFailed),
      'remove saved': async (c) => {
        await c.page.getByRole('button', { name: 'Delete Saved image 1', exact: true }).click();
      },
      // A saved picture's alt text, typed in its tile (saved with the frame, so the server is unchanged).
      'type alt': async (c) => {
        await c.page.getByTestId('image-alt').first().fill('Oak frame, front view');
      },
      // Cancel in the delete dialog, or, after a reorder found no connection, the order before put back.
      cancel: async (c) => {
        if (await deleteDialog(c).count())
          await deleteDialog(c).getByRole('button', { name: 'Cancel' }).click();
        else await c.page.getByRole('button', { name: PUT_BACK, exact: true }).click();
      },
      'reorder no connection': async (c) =>
        disconnected(c, '**/api/frames/*/images/reorder', 'PUT', c.pending, () => c.page),
      'delete no connection': async (c) =>
        disconnected(c, '**/api/frames/*/images/*', 'DELETE', c.pending, () => deleteDialog(c)),
      // Try again: whether the server takes it is the next step.
      'try again': async (c) => {
        c.pending = () => tryAgain(c);
      },
      confirm: async (c) => {
        c.pending = () => deleteDialog(c).getByRole('button', { name: 'Delete' }).click();
      },
      'delete done': async (c) => {
        await c.pending();
        await expectToast(c.page, IMAGE_TEXTS.deleted);
      },
      'delete failed': async (c) =>
        refusing(c, '**/api/frames/*/images/*', 'DELETE', c.pending, IMAGE_TEXTS.deleteFailed),
    },
    notInBrowser: {
      'drag queued within':
        'a drag sends the same reorder as the keyboard (images.arrange); Playwright drags are not walked',
      'drag saved within':
        'a drag sends the same reorder as the keyboard (images.arrange); Playwright drags are not walked',
      'drag queued across':
        'a drag sends the same reorder as the keyboard (images.arrange); Playwright drags are not walked',
      'remove image without id': 'every image the server sends has an id',
      load: 'sent by the frame form when it opens (every path starts there)',
      lock: 'sent by the frame form while it saves (the frame form flow)',
      unlock: 'sent by the frame form after a failed save (the frame form flow)',
      uploaded: 'sent by the frame form after an upload (the frame form flow)',
      'back online':
        "the browser's online event after it was offline: walked in tests/e2e/admin-offline-images.e2e.test.ts (setOffline)",
    },
    states: {
      persisting: 'passing',
      deleting: 'passing',
      'ready.idle': atRest(async (c, step) => {
        if (step?.label === 'remove queued') await expectToast(c.page, IMAGE_TEXTS.queueRemoved);
        if (step?.label === 'delete failed') await expectToast(c.page, IMAGE_TEXTS.deleteFailed);
      }),
      'ready.refused': atRest(async (c) => {
        await expectToast(c.page, IMAGE_TEXTS.across);
        expect(await status(c).innerText()).toContain(IMAGE_TEXTS.across);
        // The queued image did not move before the saved ones.
        expect(await tiles(c, 'saved').first().getAttribute('data-kind')).toBe('saved');
      }),
      'ready.restored': atRest(async (c) => {
        await c.page
          .locator('[data-scope="toast"][data-part="root"]', { hasText: IMAGE_TEXTS.orderFailed })
          .first()
          .waitFor();
      }),
      'ready.rejected.wrongType': atRest(toastOf(IMAGE_TEXTS.wrongType)),
      'ready.rejected.tooLarge': atRest(toastOf(IMAGE_TEXTS.tooLarge)),
      'ready.rejected.tooMany': atRest(toastOf(IMAGE_TEXTS.tooMany)),
      reorderOffline: {
        screen: async (c) => {
          await expectOfflineNotice(c.page);
        },
        // The new order stays on screen, not on the server.
        server: async (c) => {
          const shown = await keysOf(c, 'saved');
          const kept = await stored(c);
          expect(shown).not.toEqual(kept);
          expect([...shown].sort()).toEqual([...kept].sort());
        },
      },
      deleteOffline: {
        // The picture stays, its dialog open with the connection message and Try again.
        screen: async (c) => {
          await expectOfflineNotice(deleteDialog(c));
          await deleteDialog(c).getByRole('button', { name: 'Try again', exact: true }).waitFor();
        },
        server: listMatchesServer,
      },
      confirming: {
        screen: async (c) => {
          await deleteDialog(c).getByRole('heading', { name: 'Delete image' }).waitFor();
        },
        server: listMatchesServer,
      },
    },
  },
  skip,
);
