import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CONNECTION_TEXTS } from '../../machines/connection';
import {
  type FrameOrderEntry,
  frameOrderMachine,
  type LoadedOrder,
  type OrderFrame,
  sortByDisplayOrder,
} from '../../machines/frameOrder.machine';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';

// As the server may send them: not in order, two with the same displayOrder (then by name).
const loaded: OrderFrame[] = [
  { id: 3, name: 'Walnut', displayOrder: 2 },
  { id: 1, name: 'Oak', displayOrder: 0 },
  { id: 2, name: 'Birch', displayOrder: 2 },
];
/** Sorted by displayOrder then name: Oak (0), Birch (2), Walnut (2). */
const sortedIds = [1, 2, 3];
const ETAG = '"order-1"';
/** The order as someone else left it meanwhile: Walnut deleted, Pine added. */
const current: OrderFrame[] = [
  { id: 2, name: 'Birch', displayOrder: 0 },
  { id: 1, name: 'Oak', displayOrder: 1 },
  { id: 4, name: 'Pine', displayOrder: 2 },
];
const STALE_ORDER =
  'This display order was changed by someone else since you loaded it. Reload it to see the changes, then save again.';

const ids = (frames: readonly OrderFrame[]) => frames.map((f) => f.id);
type Ctx = { frames: OrderFrame[]; saved: OrderFrame[]; etag: string | null };
const ctx = (a: Arrival) => a.snapshot.context as Ctx;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
/** An order on screen not saved yet: leaving the screen asks first. */
const unsaved = (a: Arrival) => expect(a.snapshot.hasTag('unsaved')).toBe(true);
const noUnsaved = (a: Arrival) => expect(a.snapshot.hasTag('unsaved')).toBe(false);

describeModel('frameOrder', {
  machine: frameOrderMachine,
  limit: 20_000,
  events: {
    'load done': { type: 'xstate.done.actor.loadFrames', output: { frames: loaded, etag: ETAG } },
    // Someone else reordered meanwhile: the save is refused (412); their order as read then.
    'save stale': {
      type: 'xstate.error.actor.saveOrder',
      error: Object.assign(new Error(STALE_ORDER), { _tag: 'HttpError', status: 412 }),
    },
    'current read': { type: 'xstate.done.actor.loadFrames', output: { frames: current, etag: '"order-2"' } },
    reload: { type: 'order.reload' },
    overwrite: { type: 'order.overwrite' },
    'load failed': { type: 'xstate.error.actor.loadFrames', error: new Error('HTTP error! status: 500') },
    retry: { type: 'order.retry' },
    // Keyboard / buttons: the first frame one place down; the last one place up.
    'move first down': { type: 'order.move', from: 0, to: 1 },
    'move last up': { type: 'order.move', from: 2, to: 1 },
    // Refused (no edge): out of range, and a move onto itself.
    'move out of range': { type: 'order.move', from: 0, to: 3 },
    'move onto itself': { type: 'order.move', from: 1, to: 1 },
    // A drag: the whole order by ids; a list that is not a reorder of the frames is refused.
    'drag reversed': { type: 'order.sort', ids: [3, 2, 1] },
    'drag unknown id': { type: 'order.sort', ids: [1, 2, 9] },
    'drag missing one': { type: 'order.sort', ids: [1, 2] },
    reset: { type: 'order.reset' },
    save: { type: 'order.save' },
    'save done': { type: 'xstate.done.actor.saveOrder', output: { etag: '"order-3"' } },
    'save failed': { type: 'xstate.error.actor.saveOrder', error: new Error('Duplicate frame ids') },
    // No answer at all (the http layer's NetworkError), not a server's refusal.
    'save offline': {
      type: 'xstate.error.actor.saveOrder',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    'back online': { type: 'connection.online' },
  },
  transitions: [
    ['loading', 'load done', 'clean'],
    ['loading', 'current read', 'clean'],
    ['saving', 'save stale', 'conflict'],
    ['conflict', 'reload', 'loading'],
    ['conflict', 'overwrite', 'overwriting'],
    ['overwriting', 'current read', 'saving'],
    ['overwriting', 'load done', 'saving'],
    ['overwriting', 'load failed', 'saveFailed'],
    ['loading', 'load failed', 'loadFailed'],
    ['loadFailed', 'retry', 'loading'],
    ['clean', 'move first down', 'dirty'],
    ['clean', 'move last up', 'dirty'],
    ['clean', 'drag reversed', 'dirty'],
    // In dirty (and after a failed save) a move either leaves the order unsaved or lands on the saved one.
    ['dirty', 'move first down', 'dirty'],
    ['dirty', 'move first down', 'clean'],
    ['dirty', 'move last up', 'dirty'],
    ['dirty', 'move last up', 'clean'],
    ['dirty', 'drag reversed', 'dirty'],
    ['dirty', 'drag reversed', 'clean'],
    ['dirty', 'reset', 'clean'],
    ['dirty', 'save', 'saving'],
    ['saving', 'save done', 'clean'],
    ['saving', 'save failed', 'saveFailed'],
    ['saveFailed', 'save', 'saving'],
    ['saveFailed', 'reset', 'clean'],
    ['saveFailed', 'move first down', 'dirty'],
    ['saveFailed', 'move first down', 'clean'],
    ['saveFailed', 'move last up', 'dirty'],
    ['saveFailed', 'move last up', 'clean'],
    ['saveFailed', 'drag reversed', 'dirty'],
    ['saveFailed', 'drag reversed', 'clean'],
    // No connection: the order kept; saved again once back online (or by Save Order), or changed as in dirty.
    ['saving', 'save offline', 'offline'],
    ['offline', 'back online', 'saving'],
    ['offline', 'save', 'saving'],
    ['offline', 'reset', 'clean'],
    ['offline', 'move first down', 'dirty'],
    ['offline', 'move first down', 'clean'],
    ['offline', 'move last up', 'dirty'],
    ['offline', 'move last up', 'clean'],
    ['offline', 'drag reversed', 'dirty'],
    ['offline', 'drag reversed', 'clean'],
  ],
  states: {
    loading: (a) => {
      if (a.event === 'reload')
        expect(a.toasts).toEqual([
          {
            type: 'info',
            title: 'Reloaded',
            description: 'The latest saved version is loaded. Your changes were discarded.',
          },
        ]);
      else noToast(a);
      expect(a.invoked).toEqual({ loadFrames: undefined });
    },
    conflict: (a) => {
      unsaved(a);
      noCall(a);
      // Nothing saved: the moved order stays on screen.
      const { frames, saved } = ctx(a);
      expect(ids(frames)).not.toEqual(ids(saved));
      expect(a.toasts).toEqual([
        { type: 'error', title: 'Changed by someone else', description: STALE_ORDER },
      ]);
    },
    overwriting: (a) => {
      unsaved(a);
      noToast(a);
      expect(a.invoked).toEqual({ loadFrames: undefined });
    },
    loadFailed: (a) => {
      noToast(a);
      noUnsaved(a);
      expect(ctx(a).frames).toEqual([]);
    },
    clean: (a) => {
      noUnsaved(a);
      noCall(a);
      const { frames, saved } = ctx(a);
      // Clean means the screen shows the saved order.
      expect(ids(frames)).toEqual(ids(saved));
      if (a.event === 'load done') expect(ids(frames)).toEqual(sortedIds);
      if (a.event === 'load done') expect(ctx(a).etag).toBe(ETAG);
      if (a.event === 'current read') expect(ids(frames)).toEqual([2, 1, 4]);
      if (a.event === 'save done') expect(ctx(a).etag).toBe('"order-3"');
      if (a.event === 'save done') {
        expect(a.toasts).toEqual([
          { type: 'success', title: 'Success', description: 'Frame order updated successfully' },
        ]);
        // The new order is the saved one, with displayOrder = index from 0.
        expect(frames.map((f) => f.displayOrder)).toEqual([0, 1, 2]);
      } else noToast(a);
    },
    dirty: (a) => {
      unsaved(a);
      noToast(a);
      noCall(a);
      const { frames, saved } = ctx(a);
      expect(ids(frames)).not.toEqual(ids(saved));
      expect([...ids(frames)].sort()).toEqual([...ids(saved)].sort());
    },
    saving: (a) => {
      unsaved(a);
      noToast(a);
      const { frames } = ctx(a);
      const sent: FrameOrderEntry[] = frames.map((f, i) => ({ frameId: f.id, displayOrder: i }));
      expect(a.invoked).toEqual({ saveOrder: { frameOrders: sent, ifMatch: ctx(a).etag } });
      if (a.event === 'current read') {
        // Overwrite: my order of the frames still there (Walnut is gone), Pine (new) last, from their ETag.
        expect(ctx(a).etag).toBe('"order-2"');
        expect(ids(frames).at(-1)).toBe(4);
        expect(ids(frames)).not.toContain(3);
      }
    },
    offline: (a) => {
      unsaved(a);
      const { frames, saved } = ctx(a);
      expect(ids(frames)).not.toEqual(ids(saved));
      if (a.entered) {
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Connection failed', description: CONNECTION_TEXTS.lost },
        ]);
        expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
      } else noToast(a);
    },
    saveFailed: (a) => {
      unsaved(a);
      noCall(a);
      const { frames, saved } = ctx(a);
      expect(ids(frames)).not.toEqual(ids(saved));
      if (a.event === 'save failed' || a.event === 'load failed')
        expect(a.toasts).toEqual([
          { type: 'error', title: 'Error', description: 'Failed to update frame order' },
        ]);
      else noToast(a);
    },
  },
});

describe('frameOrder with live (stubbed) actors', () => {
  const start = (save: (orders: FrameOrderEntry[]) => Promise<void>) => {
    const ifMatches: (string | null)[] = [];
    const toasts: ToastParams[] = [];
    const calls: FrameOrderEntry[][] = [];
    const actor = createActor(
      frameOrderMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          loadFrames: fromPromise<LoadedOrder>(async () => ({ frames: loaded, etag: ETAG })),
          saveOrder: fromPromise<
            { etag: string | null },
            { frameOrders: FrameOrderEntry[]; ifMatch: string | null }
          >(async ({ input }) => {
            calls.push(input.frameOrders);
            ifMatches.push(input.ifMatch);
            await save(input.frameOrders);
            return { etag: `"order-${calls.length + 1}"` };
          }),
        },
      }),
    ).start();
    return { actor, toasts, calls, ifMatches };
  };

  it('sorts by displayOrder then name; a move then Save Order sends indices from 0', async () => {
    expect(ids(sortByDisplayOrder(loaded))).toEqual(sortedIds);
    const { actor, toasts, calls } = start(async () => {});
    await waitFor(actor, (s) => s.matches('clean'));
    actor.send({ type: 'order.move', from: 2, to: 0 });
    expect(actor.getSnapshot().value).toBe('dirty');
    actor.send({ type: 'order.save' });
    // Saving: moves and a second save are ignored.
    actor.send({ type: 'order.save' });
    actor.send({ type: 'order.move', from: 0, to: 1 });
    const s = await waitFor(actor, (x) => x.matches('clean'));
    expect(calls).toEqual([
      [
        { frameId: 3, displayOrder: 0 },
        { frameId: 1, displayOrder: 1 },
        { frameId: 2, displayOrder: 2 },
      ],
    ]);
    expect(ids(s.context.saved)).toEqual([3, 1, 2]);
    expect(toasts).toEqual([
      { type: 'success', title: 'Success', description: 'Frame order updated successfully' },
    ]);
  });

  it('a failed save keeps the order; a retry succeeds; Reset goes back to the saved order', async () => {
    let attempt = 0;
    const { actor, toasts, calls, ifMatches } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('HTTP error! status: 500');
    });
    await waitFor(actor, (s) => s.matches('clean'));
    actor.send({ type: 'order.sort', ids: [3, 2, 1] });
    actor.send({ type: 'order.save' });
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(ids(failed.context.frames)).toEqual([3, 2, 1]);
    expect(toasts.at(-1)).toEqual({
      type: 'error',
      title: 'Error',
      description: 'Failed to update frame order',
    });
    actor.send({ type: 'order.save' });
    await waitFor(actor, (s) => s.matches('clean'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.map((o) => o.frameId)).toEqual([3, 2, 1]);
    // Each save is made from the order it started from: the loaded ETag (the failed save wrote nothing).
    expect(ifMatches).toEqual([ETAG, ETAG]);

    actor.send({ type: 'order.move', from: 0, to: 2 });
    expect(actor.getSnapshot().value).toBe('dirty');
    actor.send({ type: 'order.reset' });
    expect(actor.getSnapshot().value).toBe('clean');
    expect(ids(actor.getSnapshot().context.frames)).toEqual([3, 2, 1]);
  });

  it('a stale save (412) keeps my order; Overwrite applies it to the current frames, from their ETag', async () => {
    const ifMatches: (string | null)[] = [];
    const sent: number[][] = [];
    let reads = 0;
    const actor = createActor(
      frameOrderMachine.provide({
        actors: {
          loadFrames: fromPromise<LoadedOrder>(async () =>
            ++reads === 1 ? { frames: loaded, etag: ETAG } : { frames: current, etag: '"order-2"' },
          ),
          saveOrder: fromPromise<
            { etag: string | null },
            { frameOrders: FrameOrderEntry[]; ifMatch: string | null }
          >(async ({ input }) => {
            ifMatches.push(input.ifMatch);
            sent.push(input.frameOrders.map((o) => o.frameId));
            if (input.ifMatch === ETAG)
              throw Object.assign(new Error(STALE_ORDER), { _tag: 'HttpError', status: 412 });
            return { etag: '"order-3"' };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('clean'));
    actor.send({ type: 'order.sort', ids: [3, 2, 1] });
    actor.send({ type: 'order.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(ids(actor.getSnapshot().context.frames)).toEqual([3, 2, 1]);
    actor.send({ type: 'order.overwrite' });
    const s = await waitFor(actor, (x) => x.matches('clean'));
    expect(ifMatches).toEqual([ETAG, '"order-2"']);
    expect(sent).toEqual([
      [3, 2, 1],
      [2, 1, 4],
    ]);
    expect(s.context.etag).toBe('"order-3"');
  });

  it('a failed load can be retried', async () => {
    let attempt = 0;
    const actor = createActor(
      frameOrderMachine.provide({
        actors: {
          loadFrames: fromPromise<LoadedOrder>(async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('Network error');
            return { frames: loaded, etag: ETAG };
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'order.retry' });
    const s = await waitFor(actor, (x) => x.matches('clean'));
    expect(ids(s.context.frames)).toEqual(sortedIds);
  });
});
