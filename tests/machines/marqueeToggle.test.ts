import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type MarqueeToggleInput,
  type MarqueeToggleOutput,
  marqueeToggleMachine,
} from '../../machines/marqueeToggle.machine';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import { marqueeToggleQa } from './marqueeToggle.qa';
import { CONNECTION_TOAST, downNetwork, expectOffline, offlineEvents } from './offline';

const input: MarqueeToggleInput = { id: 5, isActive: true, version: 4 };
type Ctx = {
  id: number;
  isActive: boolean;
  before: boolean | null;
  version: number | null;
  changes: unknown[];
  theirs: unknown;
  error: string | null;
};
// The texts of docs/api.md, written here again on purpose (not imported).
const STALE =
  'This marquee item was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';
/** The item as someone else saved it meanwhile: hidden or shown, version 6. */
const theirsAs = (isActive: boolean) => ({ id: 5, text: 'Free delivery', order: 0, isActive, version: 6 });
const ctx = (a: Arrival) => a.snapshot.context as Ctx;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});

// The value shown before the running call (replay checks arrivals in order along one path).
let shownBefore: boolean | null = null;
/** The version the card's state was made from: the input's (4), theirs (6) after Reload or Overwrite. */
let version = 4;
/** Their state, as the last read answered. */
let theirActive: boolean | null = null;

describeModel('marqueeToggle', {
  machine: marqueeToggleMachine,
  qa: marqueeToggleQa,
  input,
  events: (s) => ({
    toggle: { type: 'toggle.request' },
    // The server flips the item: it answers the state asked for.
    'call done': { type: 'xstate.done.actor.toggle', output: { isActive: (s.context as Ctx).isActive } },
    'call failed': { type: 'xstate.error.actor.toggle', error: new Error('HTTP error! status: 500') },
    ...offlineEvents('toggle'),
    'try again': { type: 'toggle.retry' },
    'sync shown': { type: 'item.sync', isActive: true },
    'sync hidden': { type: 'item.sync', isActive: false },
    'call stale': {
      type: 'xstate.error.actor.toggle',
      error: { _tag: 'HttpError', status: 412, message: STALE },
    },
    'read theirs shown': { type: 'xstate.done.actor.loadItem', output: theirsAs(true) },
    'read theirs hidden': { type: 'xstate.done.actor.loadItem', output: theirsAs(false) },
    'read failed': { type: 'xstate.error.actor.loadItem', error: new Error('HTTP error! status: 500') },
    'read: no connection': offlineEvents('loadItem')['no connection'],
    reload: { type: 'toggle.reload' },
    overwrite: { type: 'toggle.overwrite' },
  }),
  transitions: [
    ['idle', 'toggle', 'toggling'],
    ['idle', 'sync shown', 'idle'],
    ['idle', 'sync hidden', 'idle'],
    // While the call runs: a second press and the list's value are ignored.
    ['toggling', 'call done', 'idle'],
    ['toggling', 'call failed', 'failed'],
    ['failed', 'toggle', 'toggling'],
    ['failed', 'sync shown', 'failed'],
    ['failed', 'sync hidden', 'failed'],
    ['toggling', 'no connection', 'offline'],
    // No connection: asked again once back online or by Try again; a press switches back without a call;
    // the list's value equal to the one asked for means the server has it.
    ['offline', 'back online', 'toggling'],
    ['offline', 'try again', 'toggling'],
    ['offline', 'toggle', 'idle'],
    ['offline', 'sync hidden', 'idle'],
    ['offline', 'sync shown', 'idle'],
    // Someone else saved the item first (412): what changed is read, then Reload or Overwrite.
    ['toggling', 'call stale', 'conflict.checking'],
    ['conflict.checking', 'read theirs shown', 'conflict.review'],
    ['conflict.checking', 'read theirs hidden', 'conflict.review'],
    ['conflict.checking', 'read failed', 'failed'],
    ['conflict.checking', 'read: no connection', 'offline'],
    ['conflict.review', 'reload', 'idle'],
    // Overwrite: their state is the one asked for (nothing to write), else the switch again from theirs.
    ['conflict.review', 'overwrite', 'idle'],
    ['conflict.review', 'overwrite', 'toggling'],
  ],
  states: {
    idle: (a) => {
      noCall(a);
      expect(ctx(a).before).toBeNull();
      expect(ctx(a).id).toBe(5);
      if (a.event === '') version = 4;
      if (a.event === 'call done')
        expect(a.toasts).toEqual([
          { type: 'success', title: 'Success', description: 'Marquee content status updated' },
        ]);
      else if (a.event === 'reload')
        expect(a.toasts).toEqual([{ type: 'info', title: 'Reloaded', description: RELOADED }]);
      else noToast(a);
      // Reload, or Overwrite with theirs already as asked: their state and version, nothing pending.
      if (a.event === 'reload' || a.event === 'overwrite') {
        version = 6;
        expect(ctx(a)).toMatchObject({
          isActive: theirActive,
          version: 6,
          theirs: null,
          changes: [],
          error: null,
        });
      }
      expect(ctx(a).version).toBe(version);
      if (a.event === 'sync shown') expect(ctx(a).isActive).toBe(true);
      if (a.event === 'sync hidden') expect(ctx(a).isActive).toBe(false);
      if (a.event === '') expect(ctx(a).isActive).toBe(true);
      // Switched back from offline: the state before the call, which never reached the server.
      if (a.event === 'toggle') expect(ctx(a).isActive).toBe(shownBefore);
    },
    toggling: (a) => {
      noToast(a);
      const c = ctx(a);
      // Optimistic: the opposite of what was shown, at once (after Overwrite: of their state).
      expect(c.before).not.toBeNull();
      expect(c.isActive).toBe(!c.before);
      if (a.event === 'overwrite') {
        version = 6;
        expect(c.before).toBe(theirActive);
      }
      shownBefore = c.before;
      expect(a.invoked).toEqual({ toggle: { id: 5, isActive: c.isActive, version } });
    },
    failed: (a) => {
      noCall(a);
      expect(ctx(a).before).toBeNull();
      if (a.event === 'call failed' || a.event === 'read failed') {
        // Rolled back.
        expect(ctx(a).isActive).toBe(shownBefore);
        expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: 'Failed to update status' }]);
      } else noToast(a);
      if (a.event === 'sync shown') expect(ctx(a).isActive).toBe(true);
      if (a.event === 'sync hidden') expect(ctx(a).isActive).toBe(false);
    },
    'conflict.checking': (a) => {
      expect(a.from).toBe('toggling');
      expect(a.toasts).toEqual([{ type: 'error', title: 'Changed by someone else', description: STALE }]);
      expect(a.invoked).toEqual({ loadItem: { id: 5 } });
      expect(ctx(a).error).toBe(STALE);
      // The state asked for stays (mine); the one before is kept (as shown).
      expect(ctx(a).before).toBe(shownBefore);
      expect(ctx(a).isActive).toBe(!shownBefore);
    },
    'conflict.review': (a) => {
      noToast(a);
      noCall(a);
      theirActive = a.event === 'read theirs shown';
      const shown = (v: boolean) => (v ? 'Active' : 'Hidden');
      expect(ctx(a).changes).toEqual(
        theirActive === shownBefore
          ? []
          : [
              {
                field: 'isActive',
                label: 'Status',
                before: shown(shownBefore as boolean),
                theirs: shown(theirActive),
                mine: shown(!shownBefore),
              },
            ],
      );
    },
    offline: (a) => {
      expectOffline(a, a.event === 'read: no connection' ? 'conflict.checking' : 'toggling');
      // The asked-for state stays shown (the state before is kept for a switch back).
      expect(ctx(a).before).toBe(shownBefore);
      expect(ctx(a).isActive).toBe(!shownBefore);
    },
  },
});

describe('marqueeToggle with live (stubbed) actors', () => {
  it('shows the new state at once, ignores a second press, rolls back on failure', async () => {
    const toasts: ToastParams[] = [];
    const calls: MarqueeToggleInput[] = [];
    let fail = true;
    let release = () => {};
    const actor = createActor(
      marqueeToggleMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          toggle: fromPromise<MarqueeToggleOutput, MarqueeToggleInput>(async ({ input }) => {
            calls.push(input);
            await new Promise<void>((r) => {
              release = r;
            });
            if (fail) throw new Error('Network error');
            return { isActive: input.isActive };
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'toggle.request' });
    expect(actor.getSnapshot().context.isActive).toBe(false);
    actor.send({ type: 'toggle.request' });
    actor.send({ type: 'item.sync', isActive: true });
    expect(actor.getSnapshot().context.isActive).toBe(false);
    release();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.isActive).toBe(true);
    expect(calls).toEqual([{ id: 5, isActive: false, version: 4 }]);
    expect(toasts).toEqual([{ type: 'error', title: 'Error', description: 'Failed to update status' }]);

    fail = false;
    actor.send({ type: 'toggle.request' });
    release();
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.isActive).toBe(false);
    expect(toasts.at(-1)).toEqual({
      type: 'success',
      title: 'Success',
      description: 'Marquee content status updated',
    });
  });

  it("keeps the server's answer when it differs from the one asked for (another admin switched it too)", async () => {
    const actor = createActor(
      marqueeToggleMachine.provide({
        actors: {
          toggle: fromPromise<MarqueeToggleOutput, MarqueeToggleInput>(async () => ({ isActive: true })),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'toggle.request' });
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.isActive).toBe(true);
  });

  it('a switch without a connection stays shown and is asked again once back online (once)', async () => {
    const toasts: ToastParams[] = [];
    const calls: MarqueeToggleInput[] = [];
    const network = downNetwork();
    const actor = createActor(
      marqueeToggleMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          toggle: fromPromise<MarqueeToggleOutput, MarqueeToggleInput>(async ({ input }) => {
            calls.push(input);
            network.check();
            return { isActive: input.isActive };
          }),
          awaitOnline: network.awaitOnline,
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'toggle.request' });
    const offline = await waitFor(actor, (s) => s.matches('offline'));
    expect(offline.context.isActive).toBe(false);
    network.goOnline();
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.isActive).toBe(false);
    expect(calls).toEqual([
      { id: 5, isActive: false, version: 4 },
      { id: 5, isActive: false, version: 4 },
    ]);
    expect(toasts).toEqual([
      CONNECTION_TOAST,
      { type: 'success', title: 'Success', description: 'Marquee content status updated' },
    ]);
  });
});
