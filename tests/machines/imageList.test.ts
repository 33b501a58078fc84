import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
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
import { type Arrival, describeModel, type Transition } from './graph';

const file = (name: string, type = 'image/png') => new File([new Uint8Array(10)], name, { type });
/**
 * For the graph: what the machine reads of a file (name, type, size) as plain data, so events serialise
 * apart (a File serialises to {}). A 6 MB picture without 6 MB in memory.
 */
const pick = (name: string, type = 'image/png', size = 10) => ({ name, type, size }) as unknown as File;

/** Two saved images (ids 11, 12) and one whose id is missing (spec section 4). */
const input = {
  frameId: 7,
  images: [
    { id: 11, imageUrl: '/uploads/a.webp', srcset: '', order: 0 },
    { id: 12, imageUrl: '/uploads/b.webp', srcset: '', order: 1 },
    { id: null, imageUrl: '/uploads/legacy.webp', srcset: '', order: 2 },
  ],
};
const ctx = (a: Arrival) => a.snapshot.context as ImageListContext;
const reports = (a: Arrival) => a.did('report') as ImageListReport[];
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const error = (description: string): ToastParams => ({ type: 'error', title: 'Error', description });
const success = (description: string): ToastParams => ({ type: 'success', title: 'Success', description });

/** The events that make sense in a state, by label (counts decide which moves exist). */
function events(s: AnyMachineSnapshot) {
  const c = s.context as ImageListContext;
  const saved = c.saved.map((x) => x.key);
  const queued = c.queued.map((x) => x.key);
  const out: Record<string, object> = {
    'pick nothing': { type: 'images.add', files: [] },
    'pick text file': { type: 'images.add', files: [pick('notes.txt', 'text/plain')] },
    'pick 6 MB image': { type: 'images.add', files: [pick('huge.png', 'image/png', MAX_IMAGE_BYTES + 1)] },
    'pick 6 images': { type: 'images.add', files: Array.from({ length: 6 }, (_, i) => pick(`p${i}.png`)) },
    load: { type: 'images.load', frameId: 7, images: input.images },
    lock: { type: 'images.lock' },
    unlock: { type: 'images.unlock' },
    uploaded: { type: 'images.uploaded', frameId: 7, images: input.images.slice(0, 2) },
    confirm: { type: 'images.confirm' },
    cancel: { type: 'images.cancel' },
    'reorder done': { type: 'xstate.done.actor.reorderImages', output: null },
    'reorder failed': {
      type: 'xstate.error.actor.reorderImages',
      error: new Error('HTTP error! status: 500'),
    },
    'delete done': { type: 'xstate.done.actor.deleteImage', output: null },
    'delete failed': { type: 'xstate.error.actor.deleteImage', error: new Error('HTTP error! status: 500') },
  };
  if (saved.length + queued.length < 5) out['pick image'] = { type: 'images.add', files: [pick('new.png')] };
  if (queued.length >= 2) {
    out['move queued within'] = { type: 'images.move', key: queued.at(-1), by: -1 };
    out['drag queued within'] = { type: 'images.arrange', keys: [...saved, ...[...queued].reverse()] };
  }
  if (saved.length >= 2) {
    out['move saved within'] = { type: 'images.move', key: saved.at(-1), by: -1 };
    out['drag saved within'] = { type: 'images.arrange', keys: [...[...saved].reverse(), ...queued] };
  }
  if (saved.length >= 1 && queued.length >= 1) {
    out['move queued across'] = { type: 'images.move', key: queued[0], by: -1 };
    out['drag queued across'] = {
      type: 'images.arrange',
      keys: [queued[0], ...saved, ...queued.slice(1)],
    };
  }
  const withId = c.saved.find((x) => x.id != null);
  const withoutId = c.saved.find((x) => x.id == null);
  if (queued.length) out['remove queued'] = { type: 'images.remove', key: queued[0] };
  if (withId) out['remove saved'] = { type: 'images.remove', key: withId.key };
  if (withoutId) out['remove image without id'] = { type: 'images.remove', key: withoutId.key };
  return out as Record<string, { type: string }>;
}

/** Every state at rest answers the same events the same way (spec sections 4, 5, 8). */
const READY = [
  'ready.idle',
  'ready.refused',
  'ready.restored',
  'ready.rejected.wrongType',
  'ready.rejected.tooLarge',
  'ready.rejected.tooMany',
] as const;
const atRest: Transition[] = READY.flatMap((from) => [
  [from, 'pick image', 'ready.idle'],
  [from, 'pick text file', 'ready.rejected.wrongType'],
  [from, 'pick 6 MB image', 'ready.rejected.tooLarge'],
  [from, 'pick 6 images', 'ready.rejected.tooMany'],
  [from, 'move queued within', 'ready.idle'],
  [from, 'drag queued within', 'ready.idle'],
  [from, 'move saved within', 'persisting'],
  [from, 'drag saved within', 'persisting'],
  [from, 'move queued across', 'ready.refused'],
  [from, 'drag queued across', 'ready.refused'],
  [from, 'remove queued', 'ready.idle'],
  [from, 'remove saved', 'confirming'],
  [from, 'remove image without id', 'ready.idle'],
  [from, 'load', 'ready.idle'],
  [from, 'lock', 'locked'],
]);

describeModel('imageList', {
  machine: imageListMachine,
  input,
  events,
  limit: 100_000,
  // One vertex per state, saved set, queue length and pending image (orders do not change what is possible).
  serializeState: (s) => {
    const c = s.context as ImageListContext;
    return JSON.stringify([
      s.value,
      c.saved.map((x) => x.key).sort(),
      c.queued.length,
      c.pending?.key ?? null,
    ]);
  },
  transitions: [
    ...atRest,
    ['persisting', 'reorder done', 'ready.idle'],
    ['persisting', 'reorder failed', 'ready.restored'],
    ['confirming', 'confirm', 'deleting'],
    ['confirming', 'cancel', 'ready.idle'],
    ['deleting', 'delete done', 'ready.idle'],
    ['deleting', 'delete failed', 'ready.idle'],
    ['locked', 'unlock', 'ready.idle'],
    ['locked', 'uploaded', 'locked'],
  ],
  states: {
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
        expect(ctx(a).saved.map((s) => s.id)).toEqual([11, 12]);
      }
    },
  },
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
});
