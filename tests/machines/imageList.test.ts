import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MAX_IMAGE_BYTES } from '../../machines/frameFormRules';
import {
  type DeleteImageInput,
  IMAGE_TEXTS,
  type ImageListContext,
  type ImageListReport,
  imageListMachine,
  keysOf,
} from '../../machines/imageList.machine';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import { imageListGraph, input } from './imageList.model';
import { imageListQa } from './imageList.qa';
import { downNetwork, expectOffline } from './offline';
import { withTags } from './tags';

const file = (name: string, type = 'image/png') => new File([new Uint8Array(10)], name, { type });
const ctx = (a: Arrival) => a.snapshot.context as ImageListContext;
const reports = (a: Arrival) => a.did('report') as ImageListReport[];
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const error = (description: string): ToastParams => ({ type: 'error', title: 'Error', description });
const success = (description: string): ToastParams => ({ type: 'success', title: 'Success', description });

/** The delete's dialog shows while it is asked, running, or waiting for the connection (tag `dialogOpen`). */
const TAGS = { confirming: ['dialogOpen'], deleting: ['dialogOpen'], deleteOffline: ['dialogOpen'] };

describeModel('imageList', {
  ...imageListGraph(),
  qa: imageListQa,
  states: withTags(TAGS, {
    'ready.idle': (a) => {
      const c = ctx(a);
      const last = reports(a).at(-1);
      if (a.from && !a.from.startsWith('ready')) expect(last?.settled).toBe(true);
      if (last)
        expect(last).toMatchObject({ queue: c.queued.map((q) => q.file), savedCount: c.saved.length });
      switch (a.event) {
        case 'remove queued':
          expect(a.toasts).toEqual([success(IMAGE_TEXTS.queueRemoved)]);
          break;
        case 'remove image without id':
          expect(a.toasts).toEqual([
            { type: 'warning', title: 'Warning', description: IMAGE_TEXTS.withoutId },
          ]);
          expect(c.saved.every((s) => s.id != null)).toBe(true);
          break;
        case 'reorder done':
          expect(a.toasts).toEqual([success(IMAGE_TEXTS.orderSaved)]);
          break;
        case 'delete done':
          expect(a.toasts).toEqual([success(IMAGE_TEXTS.deleted)]);
          expect(c.pending).toBeNull();
          break;
        case 'delete failed':
          expect(a.toasts).toEqual([error(IMAGE_TEXTS.deleteFailed)]);
          break;
        case 'pick image':
          noToast(a);
          expect(last?.queue.at(-1)?.name).toBe('new.png');
          break;
        case 'type alt': {
          noToast(a);
          // Reported trimmed for the frame's save, for the saved picture it names.
          const typed = c.saved.find((s) => s.id != null);
          expect(last?.alts).toEqual([{ id: typed?.id, alt: 'Oak frame, front' }]);
          break;
        }
        case 'cancel':
          noToast(a);
          // A reorder given up offline: the order before is back; a delete given up: the picture stays.
          if (a.from === 'reorderOffline') expect(c.saved).toEqual(c.previous);
          expect(c.pending).toBeNull();
          break;
        case 'load':
          noToast(a);
          expect(last?.alts).toEqual([]);
          break;
        default:
          noToast(a);
      }
    },
    'ready.refused': (a) => {
      expect(a.toasts).toEqual([error(IMAGE_TEXTS.across)]);
      // Nothing moved.
      expect(reports(a)).toEqual([]);
    },
    'ready.restored': (a) => {
      expect(a.toasts).toEqual([error(IMAGE_TEXTS.orderFailed)]);
      expect(ctx(a).saved).toEqual(ctx(a).previous);
      expect(reports(a).at(-1)?.settled).toBe(true);
    },
    'ready.rejected.wrongType': (a) =>
      expect(a.toasts).toEqual([{ type: 'error', ...IMAGE_TEXTS.wrongType }]),
    'ready.rejected.tooLarge': (a) => expect(a.toasts).toEqual([{ type: 'error', ...IMAGE_TEXTS.tooLarge }]),
    'ready.rejected.tooMany': (a) =>
      expect(a.toasts).toEqual([
        { type: 'error', title: 'Too Many Images', description: 'Maximum 5 images allowed per frame.' },
      ]),
    persisting: (a) => {
      noToast(a);
      const c = ctx(a);
      expect(a.invoked).toEqual({
        reorderImages: { frameId: 7, imageIds: c.saved.flatMap((s) => (s.id == null ? [] : [s.id])) },
      });
      expect(c.previous).not.toEqual(c.saved);
      expect(reports(a).at(-1)?.settled).toBe(false);
    },
    reorderOffline: (a) => {
      expectOffline(a, 'persisting');
      // The new order stays on screen; the one before is kept to put back.
      expect(ctx(a).previous).not.toEqual(ctx(a).saved);
      expect(reports(a)).toEqual([]);
    },
    deleteOffline: (a) => {
      expectOffline(a, 'deleting');
      // The picture stays, marked for delete.
      const pending = ctx(a).pending;
      expect(pending?.id).not.toBeNull();
      expect(ctx(a).saved.map((s) => s.key)).toContain(pending?.key);
      expect(reports(a)).toEqual([]);
    },
    confirming: (a) => {
      noToast(a);
      expect(ctx(a).pending?.id).not.toBeNull();
      expect(reports(a).at(-1)?.settled).toBe(false);
    },
    deleting: (a) => {
      noToast(a);
      expect(a.invoked).toEqual({ deleteImage: { frameId: 7, imageId: ctx(a).pending?.id } });
    },
    locked: (a) => {
      noToast(a);
      const last = reports(a).at(-1);
      expect(last?.settled).toBe(false);
      if (a.event === 'uploaded') {
        expect(ctx(a).queued).toEqual([]);
        expect(last?.queue).toEqual([]);
        // The frame was saved (with its alt texts) before the upload: none is pending any more.
        expect(last?.alts).toEqual([]);
        expect(ctx(a).saved.map((s) => s.id)).toEqual([11, 12]);
      }
    },
  }),
});

describe('imageList with live actors', () => {
  const start = (reorder: () => Promise<unknown>) => {
    const toasts: ToastParams[] = [];
    const calls: unknown[] = [];
    const actor = createActor(
      imageListMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          reorderImages: fromPromise(async ({ input }) => {
            calls.push(input);
            return reorder();
          }),
          deleteImage: fromPromise<unknown, DeleteImageInput>(async () => null),
        },
      }),
      { input },
    ).start();
    return { actor, toasts, calls };
  };

  it('a failed reorder puts the saved order back; the queue is untouched', async () => {
    const { actor, toasts, calls } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'images.add', files: [file('a.png'), file('b.png')] });
    const before = keysOf(actor.getSnapshot().context);
    actor.send({ type: 'images.move', key: 's11', by: 1 });
    expect(actor.getSnapshot().value).toBe('persisting');
    // While persisting, a second move is not taken.
    actor.send({ type: 'images.move', key: 's12', by: 1 });
    await waitFor(actor, (s) => s.matches({ ready: 'restored' }));
    expect(keysOf(actor.getSnapshot().context)).toEqual(before);
    expect(calls).toEqual([{ frameId: 7, imageIds: [12, 11] }]);
    expect(toasts.at(-1)).toEqual(error('Failed to update image order'));
  });

  it('the last saved image moved later, or a queued one moved first, is refused; within the queue is fine', () => {
    const { actor, toasts, calls } = start(async () => null);
    actor.send({ type: 'images.add', files: [file('a.png'), file('b.png')] });
    const keys = keysOf(actor.getSnapshot().context);
    expect(keys).toEqual(['s11', 's12', 's-2', 'q1', 'q2']);
    actor.send({ type: 'images.move', key: 's-2', by: 1 });
    expect(actor.getSnapshot().matches({ ready: 'refused' })).toBe(true);
    actor.send({ type: 'images.arrange', keys: ['s11', 'q1', 's12', 's-2', 'q2'] });
    expect(actor.getSnapshot().matches({ ready: 'refused' })).toBe(true);
    expect(keysOf(actor.getSnapshot().context)).toEqual(keys);
    actor.send({ type: 'images.move', key: 'q2', by: -1 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(keysOf(actor.getSnapshot().context)).toEqual(['s11', 's12', 's-2', 'q2', 'q1']);
    expect(calls).toEqual([]);
    expect(toasts).toEqual([error(IMAGE_TEXTS.across), error(IMAGE_TEXTS.across)]);
  });

  it('an empty pick changes nothing; a 5 MB file exactly is taken', () => {
    const { actor, toasts } = start(async () => null);
    actor.send({ type: 'images.add', files: [] });
    const exact = file('exact.png');
    Object.defineProperty(exact, 'size', { value: MAX_IMAGE_BYTES });
    actor.send({ type: 'images.add', files: [exact] });
    expect(actor.getSnapshot().context.queued.map((q) => q.file)).toEqual([exact]);
    expect(toasts).toEqual([]);
  });

  it('a reorder and a delete with no connection keep the work and are made once back online', async () => {
    const net = downNetwork();
    const calls: unknown[] = [];
    const actor = createActor(
      imageListMachine.provide({
        actions: { toast: () => undefined },
        actors: {
          reorderImages: fromPromise(async ({ input }) => {
            net.check();
            calls.push(input);
          }),
          deleteImage: fromPromise<unknown, DeleteImageInput>(async ({ input }) => {
            net.check();
            calls.push(input);
          }),
          awaitOnline: net.awaitOnline,
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'images.move', key: 's12', by: -1 });
    await waitFor(actor, (s) => s.matches('reorderOffline'));
    expect(keysOf(actor.getSnapshot().context)).toEqual(['s12', 's11', 's-2']);
    net.goOnline();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(calls).toEqual([{ frameId: 7, imageIds: [12, 11] }]);
    expect(keysOf(actor.getSnapshot().context)).toEqual(['s12', 's11', 's-2']);
  });
});
