/**
 * Frame Display Order (docs/product.md §2, §4, §7, §8): the frames loaded once (limit 1000) and sorted by
 * displayOrder then name; a move (drag, touch or keyboard) marks the order unsaved; Reset restores the order
 * sorted by displayOrder; Save Order sends every frame with displayOrder = its index from 0. A failed save
 * keeps the order and can be retried; a save that found no connection (`offline`) is saved again once the
 * browser is back online. Every state with an order not saved has the tag `unsaved` (the screen asks before
 * it is left). Effects are actors provided at the app's edge (src/admin/frameOrder/frameOrder.actors.ts).
 *
 * A save names the order it was made from (the ETag loaded with it, If-Match: docs/api.md, "Concurrent
 * changes"). Refused because someone else reordered, added or deleted a frame meanwhile (412), it is
 * `conflict`: the moved order stays on screen with Reload (theirs, mine dropped) or Overwrite (the current
 * order is read, mine applied to it, new frames last and deleted ones left out, and saved from its ETag).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { conflictToast, reloadedToast, staleChange } from './concurrency';
import { awaitOnlinePlaceholder, connectionLost, connectionToast, type OnlineEvent } from './connection';
import { errorToast, successToast, type ToastParams } from './toast';

/** What the order screen needs of a frame (the view may carry more). */
/** A frame's id (the server's integer). */
export type FrameId = number;

export interface OrderFrame {
  id: FrameId;
  name: string;
  displayOrder: number;
  imageUrl?: string | null;
  category?: string | null;
  inStock?: boolean;
}

export interface FrameOrderEntry {
  frameId: FrameId;
  displayOrder: number;
}

export interface FrameOrderContext {
  /** The order on screen. */
  frames: OrderFrame[];
  /** The order as the server has it (sorted by displayOrder then name). */
  saved: OrderFrame[];
  /** The saved order's ETag (a save sends it as If-Match); null: not checked. */
  etag: string | null;
}

/** What loading gives: every frame and the display order's ETag. */
export interface LoadedOrder {
  frames: OrderFrame[];
  etag: string | null;
}

export type FrameOrderEvent =
  /** Moves the frame at `from` to `to` (keyboard, move buttons). */
  | { type: 'order.move'; from: number; to: number }
  /** The whole order after a drag: the frame ids in their new order. */
  | { type: 'order.sort'; ids: FrameId[] }
  | { type: 'order.reset' }
  | { type: 'order.save' }
  | { type: 'order.retry' }
  /** In `conflict`: their order (mine dropped), or mine saved over theirs. */
  | { type: 'order.reload' }
  | { type: 'order.overwrite' }
  | OnlineEvent;

export const ORDER_SAVED = 'Frame order updated successfully';
export const ORDER_SAVE_FAILED = 'Failed to update frame order';

/** Sorted by displayOrder, then name (docs/product.md §7, order screen). */
export function sortByDisplayOrder<T extends OrderFrame>(frames: readonly T[]): T[] {
  return [...frames].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

/** The order to send: every frame with its index from 0 (docs/product.md §4). */
export const frameOrdersOf = (frames: readonly OrderFrame[]): FrameOrderEntry[] =>
  frames.map((f, i) => ({ frameId: f.id, displayOrder: i }));

function moved(frames: readonly OrderFrame[], from: number, to: number): OrderFrame[] {
  const next = [...frames];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

function sortedBy(frames: readonly OrderFrame[], ids: readonly FrameId[]): OrderFrame[] {
  const byId = new Map(frames.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)).filter((f): f is OrderFrame => f !== undefined);
}

/** Mine applied to the current frames: my order of those still there, then the new ones in their order. */
export function overOrder(mine: readonly OrderFrame[], current: readonly OrderFrame[]): OrderFrame[] {
  const byId = new Map(current.map((f) => [f.id, f]));
  const kept = mine.flatMap((f) => byId.get(f.id) ?? []);
  const added = sortByDisplayOrder(current).filter((f) => !mine.some((m) => m.id === f.id));
  return [...kept, ...added];
}

const sameOrder = (a: readonly OrderFrame[], b: readonly OrderFrame[]) =>
  a.length === b.length && a.every((f, i) => f.id === b[i]?.id);

/** The order an event asks for, or null when the event is not a valid reorder of `frames`. */
function requested(frames: readonly OrderFrame[], event: FrameOrderEvent): OrderFrame[] | null {
  if (event.type === 'order.move') {
    const { from, to } = event;
    const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n < frames.length;
    return inRange(from) && inRange(to) && from !== to ? moved(frames, from, to) : null;
  }
  if (event.type === 'order.sort') {
    const next = sortedBy(frames, event.ids);
    return next.length === frames.length && new Set(event.ids).size === frames.length ? next : null;
  }
  return null;
}

/** An order on screen not saved yet: moved further, back to the saved one, reset, or saved. */
const unsavedOrder = {
  'order.move': [
    { guard: 'returnsToSavedOrder', target: 'clean', actions: 'applyMove' },
    { guard: 'leavesSavedOrder', target: 'dirty', actions: 'applyMove' },
  ],
  'order.sort': [
    { guard: 'returnsToSavedOrder', target: 'clean', actions: 'applyMove' },
    { guard: 'leavesSavedOrder', target: 'dirty', actions: 'applyMove' },
  ],
  'order.reset': { target: 'clean', actions: 'restoreSaved' },
  'order.save': 'saving',
} as const;

export const frameOrderMachine = setup({
  types: {
    context: {} as FrameOrderContext,
    events: {} as FrameOrderEvent,
  },
  actors: {
    /** The display order's ETag (GET /frames/display-order), then every frame (GET /frames, limit 1000). */
    loadFrames: fromPromise<LoadedOrder>(async () => ({ frames: [], etag: null })),
    /** PUT /frames/display-order with the whole order and If-Match; resolves the new order's ETag. */
    saveOrder: fromPromise<
      { etag: string | null },
      { frameOrders: FrameOrderEntry[]; ifMatch: string | null }
    >(async () => ({ etag: null })),
    /** Sends `connection.online` when the browser is back online (the app's edge). */
    awaitOnline: awaitOnlinePlaceholder,
  },
  actions: {
    toast: (_, _params: ToastParams) => {},
    applyMove: assign({
      frames: ({ context, event }) => {
        assertEvent(event, ['order.move', 'order.sort']);
        return requested(context.frames, event) ?? context.frames;
      },
    }),
    restoreSaved: assign({ frames: ({ context }) => context.saved }),
  },
  guards: {
    connectionLost,
    staleChange,
    /** The event is a real reorder (in range, not a no-op) that differs from the saved order. */
    leavesSavedOrder: ({ context, event }) => {
      assertEvent(event, ['order.move', 'order.sort']);
      const next = requested(context.frames, event);
      return next !== null && !sameOrder(next, context.saved);
    },
    /** The event is a real reorder that lands back on the saved order. */
    returnsToSavedOrder: ({ context, event }) => {
      assertEvent(event, ['order.move', 'order.sort']);
      const next = requested(context.frames, event);
      return next !== null && !sameOrder(next, context.frames) && sameOrder(next, context.saved);
    },
  },
}).createMachine({
  id: 'frameOrder',
  context: { frames: [], saved: [], etag: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The frames are loading (limit 1000), sorted by display order then name.',
      invoke: {
        id: 'loadFrames',
        src: 'loadFrames',
        onDone: {
          target: 'clean',
          actions: assign(({ event }) => {
            const sorted = sortByDisplayOrder(event.output.frames);
            return { frames: sorted, saved: sorted, etag: event.output.etag };
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description: 'The frames could not be loaded: the error card with Retry.',
      on: { 'order.retry': 'loading' },
    },
    clean: {
      description: 'The saved order is shown: Save Order and Reset are disabled.',
      on: {
        'order.move': { guard: 'leavesSavedOrder', target: 'dirty', actions: 'applyMove' },
        'order.sort': { guard: 'leavesSavedOrder', target: 'dirty', actions: 'applyMove' },
      },
    },
    dirty: {
      description: "The order was moved and is not saved: 'unsaved changes', Save Order and Reset enabled.",
      tags: 'unsaved',
      on: unsavedOrder,
    },
    saving: {
      description: "Save Order is running: every frame's display order is being sent.",
      tags: 'unsaved',
      invoke: {
        id: 'saveOrder',
        src: 'saveOrder',
        input: ({ context }) => ({ frameOrders: frameOrdersOf(context.frames), ifMatch: context.etag }),
        onDone: {
          target: 'clean',
          actions: [
            assign(({ context, event }) => {
              const frames = context.frames.map((f, i) => ({ ...f, displayOrder: i }));
              return { frames, saved: frames, etag: event.output.etag };
            }),
            { type: 'toast', params: successToast(ORDER_SAVED) },
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            guard: 'staleChange',
            target: 'conflict',
            actions: { type: 'toast', params: ({ event }) => conflictToast(event.error, 'display order') },
          },
          { target: 'saveFailed', actions: { type: 'toast', params: errorToast(ORDER_SAVE_FAILED) } },
        ],
      },
    },
    /** Someone else changed the order meanwhile (412): nothing was saved; mine stays on screen. */
    conflict: {
      description:
        'Someone else changed the order since it was loaded: nothing saved, the moved order kept; Reload or Overwrite.',
      tags: 'unsaved',
      on: {
        'order.reload': { target: 'loading', actions: { type: 'toast', params: reloadedToast() } },
        'order.overwrite': 'overwriting',
      },
    },
    /** Overwrite: the current order is read, mine applied to it, then saved from its ETag. */
    overwriting: {
      description: 'The current order is being read, to save the moved order over it.',
      tags: 'unsaved',
      invoke: {
        id: 'loadFrames',
        src: 'loadFrames',
        onDone: {
          target: 'saving',
          actions: assign(({ context, event }) => ({
            frames: overOrder(context.frames, event.output.frames),
            saved: sortByDisplayOrder(event.output.frames),
            etag: event.output.etag,
          })),
        },
        onError: {
          target: 'saveFailed',
          actions: { type: 'toast', params: errorToast(ORDER_SAVE_FAILED) },
        },
      },
    },
    /** The save was refused or failed: the order on screen is kept, still unsaved; Save Order retries. */
    saveFailed: {
      description: 'The save failed: the error toast; the moved order stays on screen, still unsaved.',
      tags: 'unsaved',
      on: unsavedOrder,
    },
    /** The save found no connection: the order kept; saved again once back online, or by Save Order. */
    offline: {
      description:
        'The save found no connection: the connection message; the moved order stays on screen, saved again once back online or on Save Order.',
      tags: 'unsaved',
      entry: { type: 'toast', params: connectionToast() },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: { ...unsavedOrder, 'connection.online': 'saving' },
    },
  },
});
