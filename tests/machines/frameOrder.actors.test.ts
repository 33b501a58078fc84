/**
 * The frame order machine run as a live actor with stubbed calls: sorting and saving indices, a failed save
 * and its retry, a stale save and Overwrite, a failed load retried. The graph's states: frameOrder.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type FrameOrderEntry,
  frameOrderMachine,
  type LoadedOrder,
  sortByDisplayOrder,
} from '../../machines/frameOrder.machine';
import type { ToastParams } from '../../machines/toast';
import { current, ETAG, ids, loaded, STALE_ORDER, sortedIds } from './frameOrder.model';

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
