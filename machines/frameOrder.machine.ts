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
import { awaitOnlinePlaceholder, connectionLost, connectionToast } from './connection';
import {
  type FrameOrderContext,
  type FrameOrderEntry,
  type FrameOrderEvent,
  frameOrdersOf,
  type LoadedOrder,
  ORDER_SAVE_FAILED,
  ORDER_SAVED,
  overOrder,
  requested,
  sameOrder,
  sortByDisplayOrder,
} from './frameOrderRules';
import { errorToast, successToast, type ToastParams } from './toast';

export * from './frameOrderRules';

export const frameOrderMachine = setup({
  types: {
    context: {} as FrameOrderContext,
    events: {} as FrameOrderEvent,
    /** unsaved: an order on screen not saved; saving: a save (or the read before an overwrite) runs; notLoaded: no order to show. */
    tags: {} as 'unsaved' | 'saving' | 'notLoaded' | 'conflict',
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
      tags: ['notLoaded'],
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
      tags: ['notLoaded'],
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
      on: {
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
      },
    },
    saving: {
      description: "Save Order is running: every frame's display order is being sent.",
      tags: ['unsaved', 'saving'],
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
      tags: ['unsaved', 'conflict'],
      on: {
        'order.reload': { target: 'loading', actions: { type: 'toast', params: reloadedToast() } },
        'order.overwrite': 'overwriting',
      },
    },
    /** Overwrite: the current order is read, mine applied to it, then saved from its ETag. */
    overwriting: {
      description: 'The current order is being read, to save the moved order over it.',
      tags: ['unsaved', 'saving', 'conflict'],
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
      on: {
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
      },
    },
    /** The save found no connection: the order kept; saved again once back online, or by Save Order. */
    offline: {
      description:
        'The save found no connection: the connection message; the moved order stays on screen, saved again once back online or on Save Order.',
      tags: 'unsaved',
      entry: { type: 'toast', params: connectionToast() },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
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
        'connection.online': 'saving',
      },
    },
  },
});
