import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type MessageContext, messageMachine } from '../../machines/message.machine';
import type { MarkInput, MarkOutput, SavedMessage } from '../../machines/messageSetup';
import type { MarkedStatus, MessageStatus } from '../../machines/messageTexts';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel, stateKey } from './graph';
import { id, LISTED_VERSION, messageConflictGraph, STALE, THEIR_VERSION } from './message.model';
import { messageQa } from './message.qa';
import { CONNECTION_TOAST, downNetwork, expectOffline } from './offline';

const success = (description: string): ToastParams => ({ type: 'success', title: 'Success', description });
const failure = (description: string): ToastParams => ({ type: 'error', title: 'Error', description });
const READ_DONE = success('Message marked as read.');
const REPLIED_DONE = success('Message marked as replied.');
const DELETED = success('Message deleted successfully.');
const MARK_FAILED = failure('Failed to update message status. Please try again.');
const ACTION_FAILED = failure('Failed to perform action. Please try again.');
const CONFLICT: ToastParams = { type: 'error', title: 'Changed by someone else', description: STALE };
const RELOADED: ToastParams = {
  type: 'info',
  title: 'Reloaded',
  description: 'The latest saved version is loaded. Your changes were discarded.',
};
/** Toasts every status at rest may arrive with: the conflict's read failing, a Reload. */
const AFTER_CONFLICT = {
  'read failed': MARK_FAILED,
  reload: RELOADED,
};

const ctx = (a: Arrival) => a.snapshot.context as MessageContext;
const shown = (a: Arrival) => ctx(a).status;
/** The version a step leaves: the list's after 'synced v5', theirs after Reload or Overwrite. */
const versionAfter = (a: Arrival) =>
  a.event === 'synced v5' ? LISTED_VERSION : ['reload', 'overwrite'].includes(a.event) ? THEIR_VERSION : null;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});

/** A status at rest: its badge, no call, the toast of the step that led there and the version it left. */
const atRest = (status: MessageStatus, toasts: Record<string, ToastParams>) => (a: Arrival) => {
  expect(shown(a)).toBe(status);
  noCall(a);
  const toast = { ...AFTER_CONFLICT, ...toasts }[a.event];
  expect(a.toasts).toEqual(toast ? [toast] : []);
  const version = versionAfter(a);
  if (version !== null) expect(ctx(a).version).toBe(version);
  expect(ctx(a).asked).toBeNull();
};

/**
 * The conflict the last arrival in `conflict.checking` held (the status before, the mark asked for): what the
 * read's outcome must go on from. Arrivals along a path are checked in order.
 */
let held: { before: string; asked: MarkedStatus | null } | null = null;

/**
 * A mark that found no connection, or the read after its 412 that found none: the badge keeps that mark (the
 * one the conflict held, from the status it held), the connection toast, waiting to be online; the conflict
 * is settled (nothing of theirs held, no server message).
 */
const offlineTo = (status: MarkedStatus, from: string) => (a: Arrival) => {
  if (a.from === 'conflict.checking') {
    expect(a.event).toBe('read: no connection');
    expect(held).toEqual({ before: from.split('.')[0], asked: status });
    expect(a.toasts).toEqual([CONNECTION_TOAST]);
    expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
    expect(ctx(a)).toMatchObject({ asked: null, error: null, theirs: null, changes: [] });
  } else expectOffline(a, from);
  expect(shown(a)).toBe(status);
};

/** A mark running: the badge shows its target at once (optimistic), one call with that status and version. */
const markingTo = (status: MarkedStatus) => (a: Arrival) => {
  expect(shown(a)).toBe(status);
  noToast(a);
  // The version the card shows (If-Match): none, the list's, or theirs after an Overwrite.
  expect([null, LISTED_VERSION, THEIR_VERSION]).toContain(ctx(a).version);
  if (a.event === 'overwrite') expect(ctx(a).version).toBe(THEIR_VERSION);
  expect(a.invoked).toEqual({ setStatus: { id, status, version: ctx(a).version } });
};

const MARK_OF: Record<string, MarkedStatus> = { markingRead: 'READ', markingReplied: 'REPLIED' };

describeModel('message', {
  ...messageConflictGraph,
  qa: messageQa,
  states: {
    // Refused as stale: the badge back to the status before the mark, the server's sentence, their message read.
    'conflict.checking': (a) => {
      const [before, marking] = a.from.split('.') as [MessageStatus, string];
      expect(a.event).toBe('mark stale');
      expect(shown(a)).toBe(before);
      expect(ctx(a).asked).toBe(MARK_OF[marking]);
      expect(ctx(a).error).toBe(STALE);
      expect(a.toasts).toEqual([CONFLICT]);
      expect(a.invoked).toEqual({ loadMessage: { id } });
      held = { before, asked: ctx(a).asked };
    },
    // What changed: the status row when theirs differs from the one shown (as shown, theirs, mine).
    'conflict.review': (a) => {
      noCall(a);
      noToast(a);
      const theirs = a.event.replace('read theirs ', '') as MessageStatus;
      const { status, asked } = ctx(a);
      expect(ctx(a).theirs).toEqual({ status: theirs, version: THEIR_VERSION });
      expect(ctx(a).changes).toEqual(
        theirs === status ? [] : [{ field: 'status', label: 'Status', before: status, theirs, mine: asked }],
      );
    },
    'UNREAD.idle': atRest('UNREAD', { 'mark failed': MARK_FAILED }),
    'UNREAD.markingRead': markingTo('READ'),
    'UNREAD.markingReplied': markingTo('REPLIED'),
    'READ.idle': atRest('READ', { 'mark done': READ_DONE, 'mark failed': MARK_FAILED }),
    'READ.markingReplied': markingTo('REPLIED'),
    'REPLIED.idle': atRest('REPLIED', { 'mark done': REPLIED_DONE, 'mark failed': MARK_FAILED }),
    'REPLIED.markingRead': markingTo('READ'),
    'UNREAD.offlineRead': offlineTo('READ', 'UNREAD.markingRead'),
    'UNREAD.offlineReplied': offlineTo('REPLIED', 'UNREAD.markingReplied'),
    'READ.offlineReplied': offlineTo('REPLIED', 'READ.markingReplied'),
    'REPLIED.offlineRead': offlineTo('READ', 'REPLIED.markingRead'),
    deleteOffline: (a) => expectOffline(a, 'deleting'),
    confirming: (a) => {
      noCall(a);
      // The badge keeps the status the delete was asked from.
      if (a.event === 'delete') expect(shown(a)).toBe(a.from.split('.')[0]);
      expect(a.toasts).toEqual(a.event === 'delete failed' ? [ACTION_FAILED] : []);
    },
    deleting: (a) => {
      noToast(a);
      expect(a.invoked).toEqual({ deleteMessage: { id } });
    },
    deleted: (a) => {
      noCall(a);
      expect(a.toasts).toEqual([DELETED]);
      expect(a.snapshot.status).toBe('done');
    },
  },
});

describe('message with live (stubbed) actors', () => {
  const start = (
    setStatus: (status: MarkedStatus) => Promise<void>,
    remove = async () => {},
    network = downNetwork(),
  ) => {
    const toasts: ToastParams[] = [];
    const calls: { id: number; status?: MarkedStatus }[] = [];
    const actor = createActor(
      messageMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          setStatus: fromPromise<MarkOutput, MarkInput>(async ({ input }) => {
            calls.push({ id: input.id, status: input.status });
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

  it('never goes back to UNREAD: READ offers only Mark as Replied, REPLIED only Mark as Read', async () => {
    const { actor, calls } = start(async () => {});
    actor.send({ type: 'message.synced', status: 'READ' });
    expect(actor.getSnapshot().value).toEqual({ READ: 'idle' });
    actor.send({ type: 'message.synced', status: 'UNREAD' });
    expect(actor.getSnapshot().context.status).toBe('READ');
    expect(actor.getSnapshot().can({ type: 'message.markRead' })).toBe(false);
    actor.send({ type: 'message.markRead' });
    expect(calls).toEqual([]);
    actor.send({ type: 'message.markReplied' });
    await waitFor(actor, (s) => s.matches({ REPLIED: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'message.markReplied' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'message.markRead' })).toBe(true);
    actor.send({ type: 'message.synced', status: 'UNREAD' });
    expect(actor.getSnapshot().context.status).toBe('REPLIED');
    // A cancelled delete goes back to the status it was asked from.
    actor.send({ type: 'message.delete' });
    actor.send({ type: 'message.cancel' });
    expect(actor.getSnapshot().value).toEqual({ REPLIED: 'idle' });
    actor.send({ type: 'message.synced', status: 'READ' });
    actor.send({ type: 'message.delete' });
    actor.send({ type: 'message.cancel' });
    expect(actor.getSnapshot().value).toEqual({ READ: 'idle' });
    expect(calls).toEqual([{ id, status: 'REPLIED' }]);
  });

  it('shows the new status at once and rolls it back with the error toast when the call fails', async () => {
    let fail: (e: Error) => void = () => {};
    const { actor, toasts } = start(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    actor.send({ type: 'message.markReplied' });
    expect(actor.getSnapshot().context.status).toBe('REPLIED');
    fail(new Error('HTTP error! status: 500'));
    const s = await waitFor(actor, (x) => x.matches({ UNREAD: 'idle' }));
    expect(s.context.status).toBe('UNREAD');
    expect(toasts).toEqual([MARK_FAILED]);
  });

  it('ignores a second press while a call runs (one mark call, one delete call)', async () => {
    let release = () => {};
    const { actor, calls, toasts } = start(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    actor.send({ type: 'message.markRead' });
    actor.send({ type: 'message.markRead' });
    actor.send({ type: 'message.markReplied' });
    actor.send({ type: 'message.delete' });
    expect(actor.getSnapshot().value).toEqual({ UNREAD: 'markingRead' });
    release();
    await waitFor(actor, (s) => s.matches({ READ: 'idle' }));
    actor.send({ type: 'message.delete' });
    actor.send({ type: 'message.confirm' });
    actor.send({ type: 'message.confirm' });
    actor.send({ type: 'message.cancel' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ id, status: 'READ' }, { id }]);
    expect(toasts).toEqual([READ_DONE, DELETED]);
  });

  it('a mark without a connection is kept, and made once back online', async () => {
    const network = downNetwork();
    const check = async () => network.check();
    const { actor, toasts, calls } = start(check, check, network);
    actor.send({ type: 'message.markReplied' });
    const offline = await waitFor(actor, (s) => stateKey(s.value) === 'UNREAD.offlineReplied');
    expect(offline.context.status).toBe('REPLIED');
    // The list's rolled-back status (graphcache undoes its optimistic answer) does not undo the mark kept.
    actor.send({ type: 'message.synced', status: 'UNREAD' });
    actor.send({ type: 'message.retry' });
    await waitFor(actor, (s) => stateKey(s.value) === 'UNREAD.offlineReplied');
    expect(calls).toEqual([
      { id, status: 'REPLIED' },
      { id, status: 'REPLIED' },
    ]);
    network.goOnline();
    await waitFor(actor, (s) => s.matches({ REPLIED: 'idle' }));
    expect(toasts).toEqual([CONNECTION_TOAST, CONNECTION_TOAST, REPLIED_DONE]);
  });

  it.each([
    ['UNREAD', 'READ', 'REPLIED'],
    ['UNREAD', 'REPLIED', 'READ'],
    ['READ', 'REPLIED', 'READ'],
    ['REPLIED', 'READ', 'REPLIED'],
  ] as const)(
    '%s, marked %s, refused as stale (412) and its read finding no connection: the mark is kept offline, and meets the conflict again once back online (theirs %s)',
    async (from, mark, theirs) => {
      const network = downNetwork();
      const toasts: ToastParams[] = [];
      const marks: MarkInput[] = [];
      const stale = { _tag: 'HttpError', status: 412, message: STALE };
      const actor = createActor(
        messageMachine.provide({
          actions: { toast: (_, p) => void toasts.push(p) },
          actors: {
            // Someone else saved since version 5: every mark naming it is refused, nothing written.
            setStatus: fromPromise<MarkOutput, MarkInput>(async ({ input }) => {
              marks.push(input);
              throw stale;
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
      actor.send({ type: 'message.synced', status: from, version: LISTED_VERSION });
      actor.send({ type: mark === 'READ' ? 'message.markRead' : 'message.markReplied' });
      const kept = `${from}.offline${mark === 'READ' ? 'Read' : 'Replied'}`;
      const offline = await waitFor(actor, (s) => stateKey(s.value) === kept);
      expect(offline.context).toMatchObject({
        status: mark,
        version: LISTED_VERSION,
        asked: null,
        theirs: null,
      });
      expect(toasts).toEqual([CONFLICT, CONNECTION_TOAST]);
      // Try again while still offline: the mark again (refused again), its read again without a connection.
      actor.send({ type: 'message.retry' });
      await waitFor(actor, (s) => marks.length === 2 && stateKey(s.value) === kept);
      network.goOnline();
      const review = await waitFor(actor, (s) => s.matches({ conflict: 'review' }));
      // Every mark named the card's version (If-Match): nothing of theirs was overwritten.
      expect(marks).toEqual([1, 2, 3].map(() => ({ id, status: mark, version: LISTED_VERSION })));
      expect(review.context.status).toBe(from);
      expect(review.context.changes).toEqual(
        theirs === from ? [] : [{ field: 'status', label: 'Status', before: from, theirs, mine: mark }],
      );
      expect(toasts).toEqual([CONFLICT, CONNECTION_TOAST, CONFLICT, CONNECTION_TOAST, CONFLICT]);
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
    expect(toasts).toEqual([CONNECTION_TOAST, DELETED]);
  });
});
