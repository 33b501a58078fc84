/**
 * The frame form's rules (discount, the payload a save sends) and its machine run as live actors: the create
 * and upload with progress, a failed upload then an update, drafts and publishing, a save that finds no
 * connection. The graph's states are checked in frameForm.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type FormFrame,
  frameFormMachine,
  type LoadInput,
  type LoadOutput,
  type SaveInput,
} from '../../machines/frameForm.machine';
import { checkFrame, discountOf, FALLBACK_LABELS } from '../../machines/frameFormRules';
import type { ToastParams } from '../../machines/toast';
import { LABELS, saved, success, TIMEOUT, withImages } from './frameForm.model';

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
