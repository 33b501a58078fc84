/**
 * Frame Display Order (docs/product.md §2, §4, §7, §8): the frames loaded once (limit 1000) and sorted by
 * displayOrder then name; a move (drag, touch or keyboard) marks the order unsaved; Reset restores the order
 * sorted by displayOrder; Save Order sends every frame with displayOrder = its index from 0. A failed save
 * keeps the order and can be retried; a save that found no connection (`offline`) is saved again once the
 * browser is back online. Every state with an order not saved has the tag `unsaved` (the screen asks before
 * it is left). Effects are actors provided at the app's edge (src/admin/frameOrder/frameOrder.actors.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
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
}

export type FrameOrderEvent =
  /** Moves the frame at `from` to `to` (keyboard, move buttons). */
  | { type: 'order.move'; from: number; to: number }
  /** The whole order after a drag: the frame ids in their new order. */
  | { type: 'order.sort'; ids: FrameId[] }
  | { type: 'order.reset' }
  | { type: 'order.save' }
  | { type: 'order.retry' }
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
    /** Every frame (GET /frames, limit 1000). */
    loadFrames: fromPromise<OrderFrame[]>(async () => []),
    /** PUT /frames/display-order with the whole order. */
    saveOrder: fromPromise<void, { frameOrders: FrameOrderEntry[] }>(async () => undefined),
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
  context: { frames: [], saved: [] },
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
            const sorted = sortByDisplayOrder(event.output);
            return { frames: sorted, saved: sorted };
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
        input: ({ context }) => ({ frameOrders: frameOrdersOf(context.frames) }),
        onDone: {
          target: 'clean',
          actions: [
            assign(({ context }) => {
              const frames = context.frames.map((f, i) => ({ ...f, displayOrder: i }));
              return { frames, saved: frames };
            }),
            { type: 'toast', params: successToast(ORDER_SAVED) },
          ],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          { target: 'saveFailed', actions: { type: 'toast', params: errorToast(ORDER_SAVE_FAILED) } },
        ],
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
