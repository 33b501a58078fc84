/**
 * The message machine with live, stubbed actors (its graph: tests/machines/message.test.ts): the marks a card
 * offers, a second press while a call runs, a mark or a delete without a connection, and a 412 whose read finds
 * no connection. The status is not the machine's (graphcache's, tests/server/client-graph-messages-marks.test.ts):
 * each mark carries the message as the card shows it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messageMachine } from '../../machines/message.machine';
import type { MarkInput, MarkOutput, SavedMessage } from '../../machines/messageSetup';
import type { MarkedStatus, MessageStatus } from '../../machines/messageTexts';
import type { ToastParams } from '../../machines/toast';
import { id, LISTED_VERSION, markOn, STALE, THEIR_VERSION } from './message.model';
import { TOASTS } from './message.toasts';
import { CONNECTION_TOAST, downNetwork } from './offline';

const start = (
  setStatus: (status: MarkedStatus) => Promise<void>,
  remove = async () => {},
  network = downNetwork(),
) => {
  const toasts: ToastParams[] = [];
  const calls: { id: number; status?: MarkedStatus; version?: number | null }[] = [];
  const actor = createActor(
    messageMachine.provide({
      actions: { toast: (_, p) => void toasts.push(p) },
      actors: {
        setStatus: fromPromise<MarkOutput, MarkInput>(async ({ input }) => {
          calls.push(input);
          await setStatus(input.status);
          return {};
        }),
        deleteMessage: fromPromise<unknown, { id: number }>(async ({ input }) => {
          calls.push(input);
          await remove();
        }),
        awaitOnline: network.awaitOnline,
      },
    }),
    { input: { id } },
  ).start();
  return { actor, toasts, calls };
};

describe('message with live (stubbed) actors', () => {
  it('offers only the marks the card does not show: never back to UNREAD, nothing for the status shown', async () => {
    const { actor, calls, toasts } = start(async () => {});
    expect(actor.getSnapshot().can(markOn('READ', 'READ'))).toBe(false);
    expect(actor.getSnapshot().can(markOn('REPLIED', 'REPLIED'))).toBe(false);
    actor.send(markOn('READ', 'READ'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    actor.send(markOn('REPLIED', 'READ'));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ id, status: 'REPLIED', version: LISTED_VERSION }]);
    expect(toasts).toEqual([TOASTS.repliedDone]);
    // A cancelled delete goes back to rest.
    actor.send({ type: 'message.delete' });
    actor.send({ type: 'message.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed mark: the error toast, and nothing of the mark kept', async () => {
    const { actor, toasts } = start(async () => {
      throw new Error('HTTP error! status: 500');
    });
    actor.send(markOn('REPLIED', 'UNREAD'));
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context).toMatchObject({ asked: null, before: null, version: null });
    expect(toasts).toEqual([TOASTS.markFailed]);
  });

  it('ignores a second press while a call runs (one mark call, one delete call)', async () => {
    let release = () => {};
    const { actor, calls, toasts } = start(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    actor.send(markOn('READ', 'UNREAD'));
    actor.send(markOn('READ', 'UNREAD'));
    actor.send(markOn('REPLIED', 'UNREAD'));
    actor.send({ type: 'message.delete' });
    expect(actor.getSnapshot().value).toBe('marking');
    release();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'message.delete' });
    actor.send({ type: 'message.confirm' });
    actor.send({ type: 'message.confirm' });
    actor.send({ type: 'message.cancel' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ id, status: 'READ', version: LISTED_VERSION }, { id }]);
    expect(toasts).toEqual([TOASTS.readDone, TOASTS.deleted]);
  });

  it('a mark without a connection is kept, and made once back online', async () => {
    const network = downNetwork();
    const check = async () => network.check();
    const { actor, toasts, calls } = start(check, check, network);
    actor.send(markOn('REPLIED', 'UNREAD'));
    const offline = await waitFor(actor, (s) => s.matches('offline'));
    expect(offline.context).toMatchObject({ asked: 'REPLIED', before: 'UNREAD' });
    actor.send({ type: 'message.retry' });
    await waitFor(actor, (s) => calls.length === 2 && s.matches('offline'));
    network.goOnline();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([1, 2, 3].map(() => ({ id, status: 'REPLIED', version: LISTED_VERSION })));
    expect(toasts).toEqual([CONNECTION_TOAST, CONNECTION_TOAST, TOASTS.repliedDone]);
  });

  it.each([
    ['UNREAD', 'READ', 'REPLIED'],
    ['UNREAD', 'REPLIED', 'READ'],
    ['READ', 'REPLIED', 'READ'],
    ['REPLIED', 'READ', 'REPLIED'],
  ] as const)(
    '%s, marked %s, refused as stale (412) and its read finding no connection: the mark is kept offline, and meets the conflict again once back online (theirs %s)',
    async (from: MessageStatus, mark: MarkedStatus, theirs: MessageStatus) => {
      const network = downNetwork();
      const toasts: ToastParams[] = [];
      const marks: MarkInput[] = [];
      const actor = createActor(
        messageMachine.provide({
          actions: { toast: (_, p) => void toasts.push(p) },
          actors: {
            // Someone else saved since version 5: every mark naming it is refused, nothing written.
            setStatus: fromPromise<MarkOutput, MarkInput>(async ({ input }) => {
              marks.push(input);
              throw { _tag: 'HttpError', status: 412, message: STALE };
            }),
            loadMessage: fromPromise<SavedMessage, { id: number }>(async () => {
              network.check();
              return { status: theirs, version: THEIR_VERSION };
            }),
            awaitOnline: network.awaitOnline,
          },
        }),
        { input: { id } },
      ).start();
      actor.send(markOn(mark, from));
      const offline = await waitFor(actor, (s) => s.matches('offline'));
      expect(offline.context).toMatchObject({
        asked: mark,
        before: from,
        version: LISTED_VERSION,
        theirs: null,
        error: null,
      });
      expect(toasts).toEqual([TOASTS.conflict, CONNECTION_TOAST]);
      // Try again while still offline: the mark again (refused again), its read again without a connection.
      actor.send({ type: 'message.retry' });
      await waitFor(actor, (s) => marks.length === 2 && s.matches('offline'));
      network.goOnline();
      const review = await waitFor(actor, (s) => s.matches({ conflict: 'review' }));
      // Every mark named the card's version (If-Match): nothing of theirs was overwritten.
      expect(marks).toEqual([1, 2, 3].map(() => ({ id, status: mark, version: LISTED_VERSION })));
      expect(review.context.changes).toEqual(
        theirs === from ? [] : [{ field: 'status', label: 'Status', before: from, theirs, mine: mark }],
      );
      expect(toasts).toEqual([
        TOASTS.conflict,
        CONNECTION_TOAST,
        TOASTS.conflict,
        CONNECTION_TOAST,
        TOASTS.conflict,
      ]);
    },
  );

  it('a delete without a connection keeps the dialog and is made once back online', async () => {
    const network = downNetwork();
    const check = async () => network.check();
    const { actor, toasts } = start(check, check, network);
    actor.send({ type: 'message.delete' });
    actor.send({ type: 'message.confirm' });
    await waitFor(actor, (s) => s.matches('deleteOffline'));
    network.goOnline();
    await waitFor(actor, (s) => s.status === 'done');
    expect(toasts).toEqual([CONNECTION_TOAST, TOASTS.deleted]);
  });
});
