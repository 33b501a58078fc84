/**
 * The frame form's one list of images (docs/product.md §4, §5, §8): the frame's saved images first, then the
 * files queued for upload. Each group can be reordered within itself; a move across them is refused.
 * A new order of the saved images is persisted at once when the frame exists, and restored on failure.
 *
 *   ready ─┬─ idle        (at rest)
 *          ├─ refused     (a move across the groups was refused)
 *          ├─ restored    (a reorder failed; the previous order is back)
 *          └─ rejected ── wrongType | tooLarge | tooMany   (a pick of files was refused)
 *   ready ──images.arrange/move (saved)────────────────▶ persisting ──done──▶ ready.idle
 *                                                                  └─error─▶ ready.restored
 *   ready ──images.remove (saved, with id)──▶ confirming ──images.confirm──▶ deleting ──▶ ready.idle
 *   persisting | deleting ──no connection──▶ reorderOffline | deleteOffline ──online | images.retry──▶ again
 *                                               └─images.cancel (the old order back; the picture kept)──▶ ready.idle
 *   ready ──images.lock (the form saves)──▶ locked ──images.unlock──▶ ready.idle
 *   ready ──images.alt (a saved picture's alt text typed)──▶ ready.idle   (saved with the frame)
 *
 * Every change of the lists and every change of state is reported with the `report` action (the frame
 * form provides it as a `sendParent`, see frameForm.machine.ts), so the form knows the queue to upload, the
 * alt texts changed (sent with the frame's save, docs/api.md `imageAlts`) and whether the list is settled.
 * The delete's dialog shows in `confirming`, `deleting` and `deleteOffline` (tag `dialogOpen`).
 * Written out whole for the visualizer; actors, actions, guards and params: machines/imageListSetup.ts.
 */
import { CONNECTION_LOST } from './connection';
import { busyReport, imageListSetup, REJECTIONS, settledReport } from './imageListSetup';
import { IMAGE_TEXTS, savedFrom } from './imageListTypes';
import { errorToast, successToast } from './toast';

export { changedAlts } from './imageListSetup';
export * from './imageListTypes';

export const imageListMachine = imageListSetup.createMachine({
  id: 'imageList',
  context: ({ input }) => ({
    frameId: input.frameId ?? null,
    saved: savedFrom(input.images ?? []),
    queued: [],
    previous: [],
    pending: null,
    nextKey: 1,
    alts: {},
  }),
  initial: 'ready',
  states: {
    ready: {
      description: "The image list: the frame's saved images first, then the queued files.",
      initial: 'idle',
      entry: { type: 'report', params: settledReport },
      on: {
        'images.add': [
          { guard: 'noFiles' },
          {
            guard: 'isWrongType',
            target: '.rejected.wrongType',
            actions: { type: 'toast', params: REJECTIONS.wrongType },
          },
          {
            guard: 'isTooLarge',
            target: '.rejected.tooLarge',
            actions: { type: 'toast', params: REJECTIONS.tooLarge },
          },
          {
            guard: 'isTooMany',
            target: '.rejected.tooMany',
            actions: { type: 'toast', params: REJECTIONS.tooMany },
          },
          { target: '.idle', actions: ['enqueue', { type: 'report', params: settledReport }] },
        ],
        'images.arrange': [
          {
            guard: 'movesAcross',
            target: '.refused',
            actions: { type: 'toast', params: errorToast(IMAGE_TEXTS.across) },
          },
          // Saved images belong to a frame that exists (they come from it): a new order is persisted at once.
          { guard: 'movesSaved', target: 'persisting', actions: 'arrange' },
          {
            guard: 'movesQueued',
            target: '.idle',
            actions: ['arrange', { type: 'report', params: settledReport }],
          },
        ],
        'images.move': [
          {
            guard: 'movesAcross',
            target: '.refused',
            actions: { type: 'toast', params: errorToast(IMAGE_TEXTS.across) },
          },
          { guard: 'movesSaved', target: 'persisting', actions: 'arrange' },
          {
            guard: 'movesQueued',
            target: '.idle',
            actions: ['arrange', { type: 'report', params: settledReport }],
          },
        ],
        'images.remove': [
          {
            guard: 'isQueued',
            target: '.idle',
            actions: [
              'dropQueued',
              { type: 'report', params: settledReport },
              { type: 'toast', params: successToast(IMAGE_TEXTS.queueRemoved) },
            ],
          },
          {
            guard: 'isSavedWithoutId',
            target: '.idle',
            actions: [
              'dropSaved',
              { type: 'report', params: settledReport },
              {
                type: 'toast',
                params: { type: 'warning', title: 'Warning', description: IMAGE_TEXTS.withoutId },
              },
            ],
          },
          { guard: 'isSavedWithId', target: 'confirming', actions: 'hold' },
        ],
        'images.alt': {
          guard: 'isSavedPicture',
          target: '.idle',
          actions: ['editAlt', { type: 'report', params: settledReport }],
        },
        'images.load': { target: '.idle', actions: ['load', { type: 'report', params: settledReport }] },
        'images.lock': 'locked',
      },
      states: {
        idle: { description: 'At rest: images can be added, reordered within their group or removed.' },
        refused: {
          description: 'A move across the saved and queued groups was refused (error toast); nothing moved.',
        },
        restored: { description: 'A reorder could not be saved: the previous order is back (error toast).' },
        rejected: {
          description: 'A pick of files was refused (error toast); nothing queued.',
          initial: 'wrongType',
          states: {
            wrongType: { description: 'A file that is not an image was refused.' },
            tooLarge: { description: 'An image over the size limit was refused.' },
            tooMany: { description: 'More images than a frame may have were refused.' },
          },
        },
      },
    },
    persisting: {
      description: 'The new order of the saved images is being saved.',
      entry: { type: 'report', params: busyReport },
      invoke: {
        id: 'reorderImages',
        src: 'reorderImages',
        input: ({ context }) => ({
          frameId: context.frameId as number,
          imageIds: context.saved.flatMap((s) => (s.id == null ? [] : [s.id])),
        }),
        onDone: {
          target: 'ready.idle',
          actions: { type: 'toast', params: successToast(IMAGE_TEXTS.orderSaved) },
        },
        onError: [
          { guard: 'connectionLost', target: 'reorderOffline' },
          {
            target: 'ready.restored',
            actions: ['restore', { type: 'toast', params: errorToast(IMAGE_TEXTS.orderFailed) }],
          },
        ],
      },
    },
    /** The new order found no connection: it stays shown (and `previous` kept) until saved or given up. */
    reorderOffline: {
      description:
        'The new order found no connection: it stays with the connection message; saved again once back online or on Try again.',
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'persisting',
        'images.retry': 'persisting',
        'images.cancel': { target: 'ready.idle', actions: 'restore' },
      },
    },
    confirming: {
      description: 'The delete confirmation for a saved image.',
      tags: 'dialogOpen',
      entry: { type: 'report', params: busyReport },
      on: {
        'images.confirm': 'deleting',
        'images.cancel': { target: 'ready.idle', actions: 'forgetPending' },
      },
    },
    deleting: {
      description: 'The saved image is being deleted.',
      tags: 'dialogOpen',
      invoke: {
        id: 'deleteImage',
        src: 'deleteImage',
        input: ({ context }) => ({
          frameId: context.frameId as number,
          imageId: context.pending?.id as number,
        }),
        onDone: {
          target: 'ready.idle',
          actions: ['dropPending', { type: 'toast', params: successToast(IMAGE_TEXTS.deleted) }],
        },
        onError: [
          { guard: 'connectionLost', target: 'deleteOffline' },
          {
            target: 'ready.idle',
            actions: ['forgetPending', { type: 'toast', params: errorToast(IMAGE_TEXTS.deleteFailed) }],
          },
        ],
      },
    },
    /** The delete found no connection: the picture stays, marked for delete (`pending`), until deleted or kept. */
    deleteOffline: {
      description:
        'The delete found no connection: the picture stays marked for delete with the connection message; deleted again once back online or on Try again.',
      tags: 'dialogOpen',
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'deleting',
        'images.retry': 'deleting',
        'images.cancel': { target: 'ready.idle', actions: 'forgetPending' },
      },
    },
    locked: {
      description: 'The frame is saving: the list cannot change.',
      entry: { type: 'report', params: busyReport },
      on: {
        'images.unlock': 'ready.idle',
        'images.uploaded': { actions: ['load', 'clearQueue', { type: 'report', params: busyReport }] },
      },
    },
  },
});
