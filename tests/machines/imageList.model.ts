/** The imageList machine's graph (the frame form's images, reorder across groups): events by label, transitions. */
import type { AnyMachineSnapshot } from 'xstate';
import { MAX_IMAGE_BYTES } from '../../machines/frameFormRules';
import {
  type ImageListContext,
  type ImageListInput,
  imageListMachine,
} from '../../machines/imageList.machine';
import type { GraphModel, Transition } from './explore';
import { NETWORK_ERROR } from './offline';

/**
 * For the graph: what the machine reads of a file (name, type, size) as plain data, so events serialise
 * apart (a File serialises to {}). A 6 MB picture without 6 MB in memory.
 */
export const pick = (name: string, type = 'image/png', size = 10) =>
  ({ name, type, size }) as unknown as File;

/** Two saved images (ids 11, 12) and one whose id is missing (docs/product.md §4). */
export const input = {
  frameId: 7,
  images: [
    { id: 11, imageUrl: '/uploads/a.webp', srcset: '', order: 0 },
    { id: 12, imageUrl: '/uploads/b.webp', srcset: '', order: 1 },
    { id: null, imageUrl: '/uploads/legacy.webp', srcset: '', order: 2 },
  ],
};
/** The events that make sense in a state, by label (counts decide which moves exist). */
function eventsFor(input: Required<ImageListInput>) {
  return (s: AnyMachineSnapshot) => {
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
      'reorder no connection': { type: 'xstate.error.actor.reorderImages', error: NETWORK_ERROR },
      'delete no connection': { type: 'xstate.error.actor.deleteImage', error: NETWORK_ERROR },
      'back online': { type: 'connection.online' },
      'try again': { type: 'images.retry' },
      'delete done': { type: 'xstate.done.actor.deleteImage', output: null },
      'delete failed': {
        type: 'xstate.error.actor.deleteImage',
        error: new Error('HTTP error! status: 500'),
      },
    };
    if (saved.length + queued.length < 5)
      out['pick image'] = { type: 'images.add', files: [pick('new.png')] };
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
    // A saved picture's alt text typed (saved with the frame); one without an id has none to save.
    if (withId) out['type alt'] = { type: 'images.alt', key: withId.key, alt: ' Oak frame, front ' };
    if (withoutId) out['type alt without id'] = { type: 'images.alt', key: withoutId.key, alt: 'Lost' };
    return out as Record<string, { type: string }>;
  };
}

/** Every state at rest answers the same events the same way (docs/product.md §4, §5, §8). */
export const READY = [
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
  [from, 'type alt', 'ready.idle'],
]);

/** The graph from `from` (a frame's images as the server sends them). */
export function imageListGraph(from: Required<ImageListInput> = input) {
  const events = eventsFor(from);
  return {
    machine: imageListMachine,
    input: from,
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
      ['persisting', 'reorder no connection', 'reorderOffline'],
      ['reorderOffline', 'back online', 'persisting'],
      ['reorderOffline', 'try again', 'persisting'],
      ['reorderOffline', 'cancel', 'ready.idle'],
      ['confirming', 'confirm', 'deleting'],
      ['confirming', 'cancel', 'ready.idle'],
      ['deleting', 'delete done', 'ready.idle'],
      ['deleting', 'delete failed', 'ready.idle'],
      ['deleting', 'delete no connection', 'deleteOffline'],
      ['deleteOffline', 'back online', 'deleting'],
      ['deleteOffline', 'try again', 'deleting'],
      ['deleteOffline', 'cancel', 'ready.idle'],
      ['locked', 'unlock', 'ready.idle'],
      ['locked', 'uploaded', 'locked'],
    ],
  } satisfies GraphModel<typeof imageListMachine>;
}
