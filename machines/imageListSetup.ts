/**
 * The image list's implementations (machines/imageList.machine.ts holds its chart): the actors the app's
 * edge provides, the actions and guards, each named so the chart reads whole in the visualizer, and the
 * params of its `report` and `toast` actions.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { awaitOnlinePlaceholder, connectionLost } from './connection';
import { arrangementOf, fileProblem, type ImageAlt, movedKeys } from './frameFormRules';
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
import { type ToastParams, toastPlaceholder } from './toast';

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

const pickOf = (context: ImageListContext, event: ImageListEvent) => {
  assertEvent(event, 'images.add');
  return fileProblem(event.files, context.saved.length + context.queued.length);
};

export const imageListSetup = setup({
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
    awaitOnline: awaitOnlinePlaceholder,
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
    /** A pick of no files (the picker closed): nothing happens. */
    noFiles: ({ event }) => {
      assertEvent(event, 'images.add');
      return event.files.length === 0;
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
});

/** A refused pick's toast (the spec's texts). */
export const REJECTIONS = {
  wrongType: { type: 'error', ...IMAGE_TEXTS.wrongType },
  tooLarge: { type: 'error', ...IMAGE_TEXTS.tooLarge },
  tooMany: { type: 'error', ...IMAGE_TEXTS.tooMany },
} as const satisfies Record<string, ToastParams>;

/** The `report` action's params: the list at rest (images can be saved with the frame). */
export const settledReport = ({ context }: { context: ImageListContext }) => reportOf(context, true);

/** The `report` action's params: the list busy (persisting, deleting, confirming or locked). */
export const busyReport = ({ context }: { context: ImageListContext }) => reportOf(context, false);

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
