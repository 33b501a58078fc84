import { expect } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { type FrameOrderEntry, frameOrderMachine, type OrderFrame } from '../../machines/frameOrder.machine';
import { current, ETAG, ids, loaded, STALE_ORDER, sortedIds } from './frameOrder.model';
import { frameOrderQa } from './frameOrder.qa';
import { type Arrival, describeModel } from './graph';
import { withTags } from './tags';

type Ctx = { frames: OrderFrame[]; saved: OrderFrame[]; etag: string | null };
const ctx = (a: Arrival) => a.snapshot.context as Ctx;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
/** An order on screen not saved yet: leaving the screen asks first. */
const unsaved = (a: Arrival) => expect(a.snapshot.hasTag('unsaved')).toBe(true);
const noUnsaved = (a: Arrival) => expect(a.snapshot.hasTag('unsaved')).toBe(false);
/** Each state's tags, as src/admin/frameOrder/FrameOrderPage.tsx reads them (the conflict's alert while it
 * is read over, the save running, the leave guard, the list not loaded). */
const TAGS: Record<string, string[]> = {
  loading: ['notLoaded'],
  loadFailed: ['notLoaded'],
  dirty: ['unsaved'],
  saving: ['unsaved', 'saving'],
  conflict: ['unsaved', 'conflict'],
  overwriting: ['unsaved', 'saving', 'conflict'],
  saveFailed: ['unsaved'],
  offline: ['unsaved'],
};

describeModel('frameOrder', {
  machine: frameOrderMachine,
  qa: frameOrderQa,
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
  states: withTags(TAGS, {
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
          { type: 'error', title: 'Connection failed', description: CONNECTION_TEXTS.kept },
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
  }),
});
