import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CONNECTION_TEXTS } from '../../machines/connection';
import {
  FORM_TEXTS,
  type FormFrame,
  type FrameFormContext,
  frameFormMachine,
  type LoadInput,
  type LoadOutput,
  type SaveInput,
  type UploadInput,
} from '../../machines/frameForm.machine';
import { checkFrame, discountOf, FALLBACK_LABELS } from '../../machines/frameFormRules';
import type { ToastParams } from '../../machines/toast';
import { ALT, files, frameFormGraph, LABELS, saved, TIMEOUT, withImages } from './frameForm.model';
import { conflictExpectations, reloaded, savedFromVersion } from './frameFormConflict.expect';
import { type Arrival, describeModel } from './graph';

const ctx = (a: Arrival) => a.snapshot.context as FrameFormContext;
const sentToImages = (a: Arrival) =>
  (a.did('xstate.sendTo') as { targetId: string; event: { type: string } }[])
    .filter((p) => p.targetId === 'images')
    .map((p) => p.event);
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const success = (description: string): ToastParams => ({ type: 'success', title: 'Success', description });

const unsaved = (a: Arrival) => expect(a.snapshot.hasTag('unsaved')).toBe(true);

/** The form ready for input (pristine or dirty): filled from the load, no errors shown. */
const editingIn = (mode: 'create' | 'edit') => (a: Arrival) => {
  const c = ctx(a);
  expect(c.errors).toEqual({});
  if (a.from === 'loading') {
    if (a.event.includes('labels failed')) {
      expect(a.toasts).toEqual([
        { type: 'error', title: 'Error', description: 'Failed to load labels from API' },
      ]);
      expect(c.labelOptions.slice(0, 5)).toEqual(FALLBACK_LABELS);
    } else {
      noToast(a);
      expect(c.labelOptions.slice(0, 1)).toEqual(LABELS);
    }
    if (mode === 'edit') {
      // Filled from the frame; its label missing from the choices is added; prices as text.
      expect(c.values).toMatchObject({
        name: 'Oak',
        originalPrice: '5000',
        currentPrice: '4000',
        labels: [77],
      });
      expect(c.labelOptions.at(-1)).toEqual(saved.labels[0]);
      expect(sentToImages(a)).toEqual([{ type: 'images.load', frameId: 42, images: saved.images }]);
    }
  } else if (a.from === 'conflict.review') reloaded(a);
  else noToast(a);
  if (a.from === 'saveFailed' || a.from === 'uploadFailed') expect(sentToImages(a)).toEqual([]);
  if (a.event === 'choose labels') expect(c.values.labels).toContain(31);
};

/** What each state means; `mode` decides the success texts and what `loading` asks for. */
const expectations = (mode: 'create' | 'edit') => {
  const editing = editingIn(mode);
  return {
    loading: (a: Arrival) => {
      noToast(a);
      if (a.event === '') {
        const frameId = mode === 'create' ? null : 42;
        expect(a.invoked).toEqual({ images: { frameId }, load: { frameId } });
      }
    },
    'editing.pristine': (a: Arrival) => {
      expect(a.snapshot.hasTag('unsaved')).toBe(false);
      editing(a);
    },
    'editing.dirty': (a: Arrival) => {
      // Changed since loaded: leaving the screen asks first.
      expect(a.snapshot.hasTag('unsaved')).toBe(true);
      expect(a.from === 'loading').toBe(false);
      editing(a);
    },
    offline: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Connection failed', description: CONNECTION_TEXTS.lost },
        ]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(a.invoked).toEqual({ awaitOnline: undefined });
        expect(ctx(a).failure).toBe(CONNECTION_TEXTS.lost);
        // The input is kept.
        expect(ctx(a).values.name.trim()).not.toBe('');
      } else noToast(a);
    },
    uploadOffline: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Connection failed', description: CONNECTION_TEXTS.imagesLost },
        ]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(a.invoked).toEqual({ awaitOnline: undefined });
        expect(ctx(a).frameId).toBe(42);
        expect(ctx(a).queue).toEqual(files);
      } else noToast(a);
    },
    invalid: (a: Arrival) => {
      unsaved(a);
      const c = ctx(a);
      expect(Object.keys(c.errors).length).toBeGreaterThan(0);
      if (a.event === 'submit') {
        const first = c.errors.name ?? c.errors.description ?? c.errors.prices;
        expect(a.toasts).toEqual([{ type: 'error', title: 'Validation Error', description: first }]);
        expect(
          Object.values(c.errors).every((m) =>
            [
              'Frame name is required.',
              'Frame description is required.',
              'Prices must be greater than 0.',
            ].includes(m as string),
          ),
        ).toBe(true);
      } else noToast(a);
    },
    saving: (a: Arrival) => {
      unsaved(a);
      noToast(a);
      const c = ctx(a);
      if (a.entered) {
        const payload = checkFrame(c.values, c.frameId != null).payload;
        expect(payload).not.toBeNull();
        // A plain submit keeps what the frame is: a new frame and frame 42 are published. An edit sends
        // the alt texts typed since it loaded (a new frame has no saved picture to describe).
        const { version } = a.invoked.saveFrame as SaveInput;
        const imageAlts = c.frameId != null && c.alts.length > 0 ? { imageAlts: [ALT] } : {};
        expect(a.invoked).toEqual({
          saveFrame: {
            frameId: c.frameId,
            payload: { ...payload, published: true, ...imageAlts },
            version,
          } as SaveInput,
        });
        savedFromVersion(a, version);
        expect(sentToImages(a)).toEqual([{ type: 'images.lock' }]);
        // Trimmed, numbers; on an edit an empty field is sent as null.
        expect(payload?.name).toBe(c.values.name.trim());
        expect(typeof payload?.originalPrice).toBe('number');
      }
    },
    saveFailed: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        const description =
          a.event === 'theirs unread' ? 'Frame not found' : 'A selected label no longer exists';
        expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description }]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(ctx(a).values.name.trim()).not.toBe('');
      } else noToast(a);
    },
    uploading: (a: Arrival) => {
      unsaved(a);
      noToast(a);
      const c = ctx(a);
      expect(c.frameId).toBe(42);
      if (a.entered) {
        expect(c.progress).toBe(0);
        expect(c.uploading).toBe(2);
        const input = a.invoked.uploadImages as UploadInput;
        expect(input).toMatchObject({ frameId: 42, files });
        expect(typeof input.onProgress).toBe('function');
      }
      if (a.event === 'upload progress') expect(c.progress).toBe(40);
      if (a.from === 'uploadFailed') expect(sentToImages(a)).toEqual([{ type: 'images.lock' }]);
    },
    uploadFailed: (a: Arrival) => {
      unsaved(a);
      if (a.entered) {
        expect(a.toasts).toEqual([
          {
            type: 'warning',
            title: 'Warning',
            description: `Frame saved but image upload failed: ${TIMEOUT}. You can upload the images later.`,
          },
        ]);
        expect(sentToImages(a)).toEqual([{ type: 'images.unlock' }]);
        expect(ctx(a).frameId).toBe(42);
      } else noToast(a);
    },
    done: (a: Arrival) => {
      expect(a.snapshot.hasTag('unsaved')).toBe(false);
      expect(ctx(a).frameId).toBe(42);
      if (a.event === 'upload done') {
        const text = mode === 'create' ? FORM_TEXTS.createdWithImages(2) : FORM_TEXTS.updatedWithImages(2);
        expect(a.toasts).toEqual([success(text)]);
        expect(sentToImages(a)).toEqual([
          { type: 'images.uploaded', frameId: 42, images: withImages.images },
        ]);
      } else {
        expect(a.toasts).toEqual([
          success(mode === 'create' ? 'Frame created successfully!' : 'Frame updated successfully!'),
        ]);
      }
    },
  };
};

/** Spec section 8: 'Failed to load frame data', then back to the list (the machine is done). */
const loadFailed = (a: Arrival) => {
  expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: 'Failed to load frame data' }]);
  expect(a.snapshot.status).toBe('done');
};

describeModel('frameForm (new frame)', {
  ...frameFormGraph('create'),
  states: { ...expectations('create'), ...conflictExpectations, loadFailed },
});

describeModel('frameForm (edit)', {
  ...frameFormGraph('edit'),
  states: { ...expectations('edit'), ...conflictExpectations, loadFailed },
});

describe('frame form rules', () => {
  it('the discount of docs/product.md §4: difference and percentage to 2 decimals, else none', () => {
    expect(discountOf('5000', '4000')).toEqual({ amount: 1000, percentage: 20 });
    expect(discountOf('3000', '2500')).toEqual({ amount: 500, percentage: 16.67 });
    expect(discountOf('3000', '3000')).toEqual({ amount: 0, percentage: 0 });
    expect(discountOf('', '2500')).toEqual({ amount: 0, percentage: 0 });
    expect(discountOf('3000', '')).toEqual({ amount: 0, percentage: 0 });
  });

  it('trims, turns prices into numbers, omits empty dimensions and category (null on an edit)', () => {
    const values = {
      name: ' Oak ',
      description: ' Warm ',
      category: '',
      dimensions: '  ',
      status: 'IN_STOCK' as const,
      originalPrice: '5000.50',
      currentPrice: '4000',
      labels: [3],
    };
    expect(checkFrame(values).payload).toEqual({
      name: 'Oak',
      description: 'Warm',
      status: 'IN_STOCK',
      originalPrice: 5000.5,
      currentPrice: 4000,
      labels: [3],
    });
    expect(checkFrame(values, true).payload).toMatchObject({ dimensions: null, category: null });
    expect(checkFrame({ ...values, currentPrice: 'abc' }).errors).toEqual({
      prices: 'Prices must be greater than 0.',
    });
  });
});

describe('frameForm with live actors', () => {
  const fill = (actor: { send: (e: never) => void }) => {
    for (const [field, value] of [
      ['name', 'Oak'],
      ['description', 'Warm oak'],
      ['originalPrice', '5000'],
      ['currentPrice', '4000'],
    ])
      actor.send({ type: 'frame.change', field, value } as never);
  };

  it('creates, uploads the queued files with progress, and tells the image list', async () => {
    const toasts: ToastParams[] = [];
    const progress: number[] = [];
    const saves: SaveInput[] = [];
    const machine = frameFormMachine.provide({
      actions: { toast: (_, p) => void toasts.push(p) },
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: null, labels: LABELS })),
        saveFrame: fromPromise(async ({ input }) => {
          saves.push(input);
          return saved;
        }),
        uploadImages: fromPromise(async ({ input }) => {
          input.onProgress(30);
          input.onProgress(100);
          return withImages;
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.subscribe((s) => {
      if (s.matches('uploading')) progress.push(s.context.progress);
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor);
    const images = actor.getSnapshot().children.images;
    images?.send({
      type: 'images.add',
      files: [new File([new Uint8Array(3)], 'a.png', { type: 'image/png' })],
    });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    actor.send({ type: 'frame.submit' });
    actor.send({ type: 'frame.submit' }); // a second press while saving does nothing
    expect(images?.getSnapshot().value).toBe('locked');
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ frameId: null, payload: { name: 'Oak', originalPrice: 5000 } });
    expect(progress).toEqual(expect.arrayContaining([0, 30, 100]));
    expect(toasts.at(-1)).toEqual(success('Frame created and 1 image(s) uploaded successfully!'));
  });

  it('an upload that fails keeps the frame; the next submit updates it, never creates twice', async () => {
    const saves: SaveInput[] = [];
    let uploads = 0;
    const machine = frameFormMachine.provide({
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: null, labels: null })),
        saveFrame: fromPromise(async ({ input }) => {
          saves.push(input);
          return saved;
        }),
        uploadImages: fromPromise(async () => {
          uploads += 1;
          if (uploads === 1) throw new Error(TIMEOUT);
          return withImages;
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.labelOptions).toEqual(FALLBACK_LABELS);
    fill(actor);
    actor.getSnapshot().children.images?.send({
      type: 'images.add',
      files: [new File(['x'], 'a.png', { type: 'image/png' })],
    });
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.matches('uploadFailed'));
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => s.frameId)).toEqual([null, 42]);
    expect(uploads).toBe(2);
  });

  it('"Save draft" saves a draft, "Publish" publishes it, a plain submit keeps what the frame is', async () => {
    const saves: SaveInput[] = [];
    const machine = frameFormMachine.provide({
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({
          frame: { ...saved, published: false },
          labels: LABELS,
        })),
        saveFrame: fromPromise(async ({ input }) => {
          saves.push(input);
          return { ...saved, published: input.payload.published ?? true };
        }),
      },
    });
    const run = async (event: { type: 'frame.submit'; published?: boolean }) => {
      const actor = createActor(machine, { input: { frameId: 42 } }).start();
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context.published).toBe(false);
      actor.send(event);
      await waitFor(actor, (s) => s.status === 'done');
      return saves.at(-1)?.payload.published;
    };
    expect(await run({ type: 'frame.submit' })).toBe(false);
    expect(await run({ type: 'frame.submit', published: true })).toBe(true);
    expect(await run({ type: 'frame.submit', published: false })).toBe(false);

    // A new frame: published unless saved as a draft.
    const fresh = frameFormMachine.provide({
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: null, labels: LABELS })),
        saveFrame: fromPromise(async ({ input }) => {
          saves.push(input);
          return saved;
        }),
      },
    });
    const actor = createActor(fresh, { input: {} }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor);
    actor.send({ type: 'frame.submit', published: false });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.at(-1)).toMatchObject({ frameId: null, payload: { name: 'Oak', published: false } });
  });
});

describe('frameForm offline, with live actors', () => {
  it('a save that finds no connection keeps the input, and is saved once when the browser is back online', async () => {
    const toasts: ToastParams[] = [];
    let saves = 0;
    const machine = frameFormMachine.provide({
      actions: { toast: (_, p) => void toasts.push(p) },
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: saved, labels: LABELS })),
        saveFrame: fromPromise(async () => {
          saves += 1;
          if (saves === 1) throw Object.assign(new Error('Network error'), { _tag: 'NetworkError' });
          return saved;
        }),
      },
    });
    const actor = createActor(machine, { input: { frameId: 42 } }).start();
    await waitFor(actor, (s) => s.matches({ editing: 'pristine' }));
    actor.send({ type: 'frame.change', field: 'name', value: 'Typed offline' });
    expect(actor.getSnapshot().hasTag('unsaved')).toBe(true);
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context.values.name).toBe('Typed offline');
    expect(toasts.at(-1)?.title).toBe('Connection failed');
    actor.send({ type: 'connection.online' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves).toBe(2);
  });

  it("a server's refusal is not a lost connection: saveFailed, no retry when back online", async () => {
    const machine = frameFormMachine.provide({
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: saved, labels: LABELS })),
        saveFrame: fromPromise<FormFrame, SaveInput>(async () => {
          throw Object.assign(new Error('A selected label no longer exists'), {
            _tag: 'HttpError',
            status: 400,
          });
        }),
      },
    });
    const actor = createActor(machine, { input: { frameId: 42 } }).start();
    await waitFor(actor, (s) => s.matches({ editing: 'pristine' }));
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    actor.send({ type: 'connection.online' });
    expect(actor.getSnapshot().value).toBe('saveFailed');
  });
});
