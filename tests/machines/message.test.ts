/**
 * The message machine's graph walked (tests/machines/message.model.ts): every arrival checked against what the
 * spec says of its state, written independently of the path (the toast of the step that led there, the call
 * made and with what, what the machine keeps). The machine holds the interaction only: no status of its own.
 * Live, stubbed actors: tests/machines/message.live.test.ts.
 */
import { expect } from 'vitest';
import type { MessageContext } from '../../machines/message.machine';
import type { MarkedStatus, MessageStatus } from '../../machines/messageTexts';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import {
  id,
  LISTED_VERSION,
  messageConflictGraph,
  OFFERED_MARKS,
  STALE,
  THEIR_VERSION,
} from './message.model';
import { messageQa } from './message.qa';
import { TOASTS } from './message.toasts';
import { CONNECTION_TOAST, expectOffline } from './offline';
import { withTags } from './tags';

const ctx = (a: Arrival) => a.snapshot.context as MessageContext;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
const AT_REST = { asked: null, before: null, version: null, error: null, theirs: null, changes: [] };
const NO_CONFLICT = { error: null, theirs: null, changes: [] };

/**
 * What the path's earlier arrivals left (arrivals along a path are checked in order): the mark asked for and
 * the status it was asked from, and the status their version read after a 412 has.
 */
let mark: { asked: MarkedStatus; before: MessageStatus; version: number | null } | null = null;
let theirs: MessageStatus | null = null;
const track = (check: (a: Arrival) => void) => (a: Arrival) => {
  if (a.event === '') [mark, theirs] = [null, null];
  check(a);
  const { asked, before, version } = ctx(a);
  mark = asked && before ? { asked, before, version } : null;
  if (!a.snapshot.matches('conflict')) theirs = null;
};

/** The label's mark, when the step was a mark pressed on a card ('mark read (replied)'). */
const pressed = (a: Arrival) => OFFERED_MARKS[a.event as keyof typeof OFFERED_MARKS];

const states = withTags(
  {
    marking: ['busy'],
    offline: ['busy'],
    'conflict.checking': ['busy'],
    'conflict.review': ['busy'],
    deleting: ['busy'],
  },
  {
    // At rest: nothing kept, no call; the toast of the step that led here.
    idle: (a) => {
      noCall(a);
      expect(ctx(a)).toMatchObject(AT_REST);
      const done = mark?.asked === 'READ' ? TOASTS.readDone : TOASTS.repliedDone;
      const toast: Record<string, ToastParams> = {
        'mark done': done,
        'mark failed': TOASTS.markFailed,
        'read failed': TOASTS.markFailed,
        reload: TOASTS.reloaded,
      };
      expect(a.toasts).toEqual(toast[a.event] ? [toast[a.event]] : []);
      // Overwrite settles without a call only when their status is the mark asked for.
      if (a.event === 'overwrite') expect(theirs).toBe(mark?.asked);
    },
    // The mark's call: the mark asked for, from the version the card showed (theirs after an Overwrite).
    marking: (a) => {
      noToast(a);
      const press = pressed(a);
      if (press)
        expect(ctx(a)).toMatchObject({
          asked: press.status,
          before: press.message.status,
          version: LISTED_VERSION,
        });
      else if (a.event === 'overwrite') {
        expect(theirs).not.toBe(mark?.asked);
        expect(ctx(a)).toMatchObject({ asked: mark?.asked, before: mark?.before, version: THEIR_VERSION });
      } else {
        expect(['back online', 'try again']).toContain(a.event);
        expect(ctx(a)).toMatchObject({ ...mark });
      }
      expect(ctx(a)).toMatchObject(NO_CONFLICT);
      expect(a.invoked).toEqual({ setStatus: { id, status: ctx(a).asked, version: ctx(a).version } });
    },
    // No connection (for the mark, or the read after its 412): the mark kept, the conflict dropped.
    offline: (a) => {
      if (a.from === 'conflict.checking') {
        expect(a.event).toBe('read: no connection');
        expect(a.toasts).toEqual([CONNECTION_TOAST]);
        expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
      } else expectOffline(a, 'marking');
      expect(mark).not.toBeNull();
      expect(ctx(a)).toMatchObject({ ...mark, ...NO_CONFLICT });
    },
    // Refused as stale: the server's sentence, their message read; the mark and the status as shown kept.
    'conflict.checking': (a) => {
      expect(a.from).toBe('marking');
      expect(a.event).toBe('mark stale');
      expect(a.toasts).toEqual([TOASTS.conflict]);
      expect(a.invoked).toEqual({ loadMessage: { id } });
      expect(ctx(a)).toMatchObject({ ...mark, error: STALE, theirs: null, changes: [] });
    },
    // What changed: the status row when theirs differs from the one shown (as shown, theirs, mine).
    'conflict.review': (a) => {
      noCall(a);
      noToast(a);
      theirs = a.event.replace('read theirs ', '') as MessageStatus;
      const { before, asked } = mark ?? {};
      expect(ctx(a).theirs).toEqual({ status: theirs, version: THEIR_VERSION });
      expect(ctx(a).changes).toEqual(
        theirs === before ? [] : [{ field: 'status', label: 'Status', before, theirs, mine: asked }],
      );
    },
    deleteOffline: (a) => expectOffline(a, 'deleting'),
    confirming: (a) => {
      noCall(a);
      expect(ctx(a)).toMatchObject(AT_REST);
      expect(a.toasts).toEqual(a.event === 'delete failed' ? [TOASTS.actionFailed] : []);
    },
    deleting: (a) => {
      noToast(a);
      expect(a.invoked).toEqual({ deleteMessage: { id } });
    },
    deleted: (a) => {
      noCall(a);
      expect(a.toasts).toEqual([TOASTS.deleted]);
      expect(a.snapshot.status).toBe('done');
    },
  },
);

describeModel('message', {
  ...messageConflictGraph,
  qa: messageQa,
  states: Object.fromEntries(Object.entries(states).map(([k, check]) => [k, track(check)])),
});
