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
 *   persisting | deleting ──no connection──▶ reorderOffline | deleteOffline   (imageListOffline.ts)
 *   ready ──images.lock (the form saves)──▶ locked ──images.unlock──▶ ready.idle
 *   ready ──images.alt (a saved picture's alt text typed)──▶ ready.idle   (saved with the frame)
 *
 * Every change of the lists and every change of state is reported with the `report` action (the frame
 * form provides it as a `sendParent`, see frameForm.machine.ts), so the form knows the queue to upload, the
 * alt texts changed (sent with the frame's save, docs/api.md `imageAlts`) and whether the list is settled.
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { connectionLost, offlineActors } from './connection';
import { arrangementOf, fileProblem, type ImageAlt, movedKeys } from './frameFormRules';
import { deleteOffline, offlineFirst, reorderOffline } from './imageListOffline';
import {
  type DeleteImageInput,
  IMAGE_TEXTS,
  type ImageListContext,
  type ImageListEvent,
  type ImageListInput,
  type ImageListReport,
  keysOf,
  type QueuedImage,
  type ReorderInput,
  type SavedImage,
  savedFrom,
} from './imageListTypes';
import { errorToast, type ToastParams, toastPlaceholder } from './toast';

export * from './imageListTypes';

/** The order an arrange or move event proposes. */
function proposal(context: ImageListContext, event: ImageListEvent): string[] {
  if (event.type === 'images.arrange') return [...event.keys];
  if (event.type === 'images.move') return movedKeys(keysOf(context), event.key, event.by);
  return keysOf(context);
}

const arrangement = (context: ImageListContext, event: ImageListEvent) =>
  arrangementOf(
    context.saved.map((s) => s.key),
    context.queued.map((q) => q.key),
    proposal(context, event),
  );

const rejection = (problem: keyof typeof IMAGE_TEXTS & ('wrongType' | 'tooLarge' | 'tooMany')) => ({
  type: 'toast' as const,
  params: { type: 'error', ...IMAGE_TEXTS[problem] } satisfies ToastParams,
});

const pickOf = (context: ImageListContext, event: ImageListEvent) => {
  assertEvent(event, 'images.add');
  return fileProblem(event.files, context.saved.length + context.queued.length);
};

export const imageListMachine = setup({
  types: {
    context: {} as ImageListContext,
    events: {} as ImageListEvent,
    input: {} as ImageListInput,
  },
  actors: {
    /** PUT /frames/{id}/images/reorder. */
    reorderImages: fromPromise<unknown, ReorderInput>(async () => {
      throw new Error('reorderImages not provided');
    }),
    /** DELETE /frames/{id}/images/{imageId}. */
    deleteImage: fromPromise<unknown, DeleteImageInput>(async () => {
      throw new Error('deleteImage not provided');
    }),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    /** Tells the parent the queue and whether the list is settled (a no-op when there is none). */
    report: (_: unknown, _report: ImageListReport) => {},
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'images.add');
      const added = event.files.map((file, i) => ({ key: `q${context.nextKey + i}`, file }));
      return { queued: [...context.queued, ...added], nextKey: context.nextKey + added.length };
    }),
    arrange: assign(({ context, event }) => {
      const keys = proposal(context, event);
      const byKey = new Map<string, SavedImage | QueuedImage>(
        [...context.saved, ...context.queued].map((x) => [x.key, x]),
      );
      const n = context.saved.length;
      return {
        previous: context.saved,
        saved: keys.slice(0, n).map((k) => byKey.get(k) as SavedImage),
        queued: keys.slice(n).map((k) => byKey.get(k) as QueuedImage),
      };
    }),
    restore: assign(({ context }) => ({ saved: context.previous })),
    dropQueued: assign(({ context, event }) => {
      assertEvent(event, 'images.remove');
      return { queued: context.queued.filter((q) => q.key !== event.key) };
    }),
    dropSaved: assign(({ context, event }) => {
      assertEvent(event, 'images.remove');
      return { saved: context.saved.filter((s) => s.key !== event.key) };
    }),
    hold: assign(({ context, event }) => {
      assertEvent(event, 'images.remove');
      return { pending: context.saved.find((s) => s.key === event.key) ?? null };
    }),
    forgetPending: assign({ pending: null }),
    dropPending: assign(({ context }) => ({
      saved: context.saved.filter((s) => s.key !== context.pending?.key),
      pending: null,
    })),
    load: assign(({ event }) => {
      assertEvent(event, ['images.load', 'images.uploaded']);
      // The server's alt texts now include any typed before (the frame is saved before its uploads).
      return { frameId: event.frameId, saved: savedFrom(event.images), previous: [], alts: {} };
    }),
    clearQueue: assign({ queued: [] }),
    editAlt: assign(({ context, event }) => {
      assertEvent(event, 'images.alt');
      return { alts: { ...context.alts, [event.key]: event.alt } };
    }),
  },
  guards: {
    connectionLost,
    hasFiles: ({ event }) => {
      assertEvent(event, 'images.add');
      return event.files.length > 0;
    },
    isWrongType: ({ context, event }) => pickOf(context, event) === 'wrongType',
    isTooLarge: ({ context, event }) => pickOf(context, event) === 'tooLarge',
    isTooMany: ({ context, event }) => pickOf(context, event) === 'tooMany',
    movesAcross: ({ context, event }) => arrangement(context, event) === 'across',
    movesSaved: ({ context, event }) => arrangement(context, event) === 'saved',
    movesQueued: ({ context, event }) => arrangement(context, event) === 'queued',
    isQueued: ({ context, event }) => {
      assertEvent(event, 'images.remove');
      return context.queued.some((q) => q.key === event.key);
    },
    isSavedWithoutId: ({ context, event }) => {
      assertEvent(event, 'images.remove');
      return context.saved.some((s) => s.key === event.key && s.id == null);
    },
    isSavedPicture: ({ context, event }) => {
      assertEvent(event, 'images.alt');
      return context.saved.some((s) => s.key === event.key && s.id != null);
    },
    isSavedWithId: ({ context, event }) => {
      assertEvent(event, 'images.remove');
      return context.saved.some((s) => s.key === event.key && s.id != null);
    },
  },
}).createMachine({
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
      entry: report(true),
      on: {
        'images.add': [
          { guard: not('hasFiles') },
          { guard: 'isWrongType', target: '.rejected.wrongType', actions: rejection('wrongType') },
          { guard: 'isTooLarge', target: '.rejected.tooLarge', actions: rejection('tooLarge') },
          { guard: 'isTooMany', target: '.rejected.tooMany', actions: rejection('tooMany') },
          { target: '.idle', actions: ['enqueue', report(true)] },
        ],
        'images.arrange': reorder(),
        'images.move': reorder(),
        'images.remove': [
          {
            guard: 'isQueued',
            target: '.idle',
            actions: ['dropQueued', report(true), success(IMAGE_TEXTS.queueRemoved)],
          },
          {
            guard: 'isSavedWithoutId',
            target: '.idle',
            actions: [
              'dropSaved',
              report(true),
              {
                type: 'toast',
                params: { type: 'warning', title: 'Warning', description: IMAGE_TEXTS.withoutId },
              },
            ],
          },
          { guard: 'isSavedWithId', target: 'confirming', actions: 'hold' },
        ],
        'images.alt': { guard: 'isSavedPicture', target: '.idle', actions: ['editAlt', report(true)] },
        'images.load': { target: '.idle', actions: ['load', report(true)] },
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
      entry: report(false),
      invoke: {
        id: 'reorderImages',
        src: 'reorderImages',
        input: ({ context }) => ({
          frameId: context.frameId as number,
          imageIds: context.saved.flatMap((s) => (s.id == null ? [] : [s.id])),
        }),
        onDone: { target: 'ready.idle', actions: success(IMAGE_TEXTS.orderSaved) },
        onError: [
          offlineFirst('reorderOffline'),
          {
            target: 'ready.restored',
            actions: ['restore', { type: 'toast', params: errorToast(IMAGE_TEXTS.orderFailed) }],
          },
        ],
      },
    },
    reorderOffline,
    confirming: {
      description: 'The delete confirmation for a saved image.',
      entry: report(false),
      on: {
        'images.confirm': 'deleting',
        'images.cancel': { target: 'ready.idle', actions: 'forgetPending' },
      },
    },
    deleting: {
      description: 'The saved image is being deleted.',
      invoke: {
        id: 'deleteImage',
        src: 'deleteImage',
        input: ({ context }) => ({
          frameId: context.frameId as number,
          imageId: context.pending?.id as number,
        }),
        onDone: { target: 'ready.idle', actions: ['dropPending', success(IMAGE_TEXTS.deleted)] },
        onError: [
          offlineFirst('deleteOffline'),
          {
            target: 'ready.idle',
            actions: ['forgetPending', { type: 'toast', params: errorToast(IMAGE_TEXTS.deleteFailed) }],
          },
        ],
      },
    },
    deleteOffline,
    locked: {
      description: 'The frame is saving: the list cannot change.',
      entry: report(false),
      on: {
        'images.unlock': 'ready.idle',
        'images.uploaded': { actions: ['load', 'clearQueue', report(false)] },
      },
    },
  },
});

/** A reorder (drag or keyboard): refused across the groups, persisted within saved, kept within queued. */
function reorder() {
  return [
    {
      guard: 'movesAcross',
      target: '.refused',
      actions: { type: 'toast', params: errorToast(IMAGE_TEXTS.across) },
    },
    // Saved images belong to a frame that exists (they come from it): a new order is persisted at once.
    { guard: 'movesSaved', target: 'persisting', actions: 'arrange' },
    { guard: 'movesQueued', target: '.idle', actions: ['arrange', report(true)] },
  ] as const;
}

function success(description: string) {
  return {
    type: 'toast' as const,
    params: { type: 'success', title: 'Success', description } as ToastParams,
  };
}

function report(settled: boolean) {
  return {
    type: 'report' as const,
    params: ({ context }: { context: ImageListContext }) => reportOf(context, settled),
  };
}

function reportOf(context: ImageListContext, settled: boolean): ImageListReport {
  return {
    type: 'images.changed',
    queue: context.queued.map((q) => q.file),
    savedCount: context.saved.length,
    alts: changedAlts(context),
    settled,
  };
}

/** The saved pictures whose typed alt text differs from the server's (trimmed, as the server keeps it). */
export function changedAlts(context: Pick<ImageListContext, 'saved' | 'alts'>): ImageAlt[] {
  return context.saved.flatMap((s) => {
    const typed = context.alts[s.key];
    if (s.id == null || typed === undefined || typed.trim() === s.alt) return [];
    return [{ id: s.id, alt: typed.trim() }];
  });
}
