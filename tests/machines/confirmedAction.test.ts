import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../machines/confirmedAction.machine';
import type { ToastParams } from '../../machines/toast';
import { confirmedActionQa } from './confirmedAction.qa';
import { type Arrival, describeModel } from './graph';
import { withTags } from './tags';

const input = {
  successText: 'Frame status updated successfully.',
  failureText: 'Failed to update frame status',
};
const subject: ActionSubject = { id: 7, label: 'Oak Classic', version: 3 };
// The server's sentence of docs/api.md, written here again on purpose (not imported).
const STALE =
  'This frame was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
/** The frame as saved now: version 5, its status changed by someone else. */
const CHANGES = [
  { field: 'status', label: 'Status', before: 'In Stock', theirs: 'Out of Stock', mine: 'Out of Stock' },
];
const current = { version: 5, changes: CHANGES };

const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
/** Each state's tags, written from what the dialog shows there. */
const TAGS: Record<string, string[]> = {
  confirming: ['dialogOpen'],
  working: ['dialogOpen', 'busy'],
  failed: ['dialogOpen', 'tryAgain'],
  'conflict.checking': ['dialogOpen'],
  'conflict.review': ['dialogOpen'],
  offline: ['dialogOpen', 'tryAgain'],
};
const RELOADED = {
  type: 'info',
  title: 'Reloaded',
  description: 'The latest saved version is loaded. Your changes were discarded.',
};

describeModel('confirmedAction', {
  machine: confirmedActionMachine,
  qa: confirmedActionQa,
  input,
  events: {
    request: { type: 'action.request', subject },
    confirm: { type: 'action.confirm' },
    cancel: { type: 'action.cancel' },
    'call done': { type: 'xstate.done.actor.perform', output: null },
    'call failed': { type: 'xstate.error.actor.perform', error: new Error('Frame is locked') },
    // No answer at all (the http layer's NetworkError), not a server's refusal.
    'no connection': {
      type: 'xstate.error.actor.perform',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    'back online': { type: 'connection.online' },
    'call stale': {
      type: 'xstate.error.actor.perform',
      error: { _tag: 'HttpError', status: 412, message: STALE },
    },
    'read theirs': { type: 'xstate.done.actor.loadCurrent', output: current },
    'read failed': { type: 'xstate.error.actor.loadCurrent', error: new Error('HTTP error! status: 500') },
    'read: no connection': {
      type: 'xstate.error.actor.loadCurrent',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    reload: { type: 'action.reload' },
    overwrite: { type: 'action.overwrite' },
  },
  transitions: [
    ['idle', 'request', 'confirming'],
    ['confirming', 'confirm', 'working'],
    ['confirming', 'cancel', 'idle'],
    ['working', 'call done', 'idle'],
    ['working', 'call failed', 'failed'],
    ['failed', 'confirm', 'working'],
    ['failed', 'cancel', 'idle'],
    // No connection: the dialog stays; called again once back online, or on Try again; or cancelled.
    ['working', 'no connection', 'offline'],
    ['offline', 'back online', 'working'],
    ['offline', 'confirm', 'working'],
    ['offline', 'cancel', 'idle'],
    // Someone else saved it first (412): what changed is read, then Reload, Overwrite or Cancel.
    ['working', 'call stale', 'conflict.checking'],
    ['conflict.checking', 'read theirs', 'conflict.review'],
    ['conflict.checking', 'read failed', 'failed'],
    ['conflict.checking', 'read: no connection', 'offline'],
    ['conflict.checking', 'cancel', 'idle'],
    ['conflict.review', 'reload', 'idle'],
    ['conflict.review', 'overwrite', 'working'],
    ['conflict.review', 'cancel', 'idle'],
  ],
  // What the views read (src/admin/ui/ActionFailure.tsx `actionDialog`): the dialog open, the call running,
  // 'Try again' offered.
  states: withTags(TAGS, {
    idle: (a) => {
      expect(a.snapshot.context.subject).toBeNull();
      expect(a.snapshot.context.changes).toEqual([]);
      if (a.event === 'call done') {
        expect(a.toasts).toEqual([{ type: 'success', title: 'Success', description: input.successText }]);
        // The subject as called: naming the version shown, or theirs after an Overwrite.
        const [done] = a.did('finished') as ActionSubject[];
        expect([3, 5]).toContain(done?.version);
        expect(a.did('finished')).toEqual([{ ...subject, version: done?.version }]);
      } else if (a.event === 'reload') {
        expect(a.toasts).toEqual([RELOADED]);
        expect(a.did('finished')).toEqual([]);
      } else {
        noToast(a);
        expect(a.did('finished')).toEqual([]);
      }
    },
    confirming: (a) => {
      noToast(a);
      expect(a.snapshot.context.subject).toEqual(subject);
    },
    working: (a) => {
      noToast(a);
      // Overwrite calls again naming the version saved now; otherwise the one the screen showed.
      const version = a.event === 'overwrite' ? 5 : (a.snapshot.context.subject?.version ?? null);
      expect([3, 5]).toContain(version);
      expect(a.invoked).toEqual({ perform: { ...subject, version } });
    },
    failed: (a) => {
      const error = a.event === 'read failed' ? input.failureText : 'Frame is locked';
      expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: error }]);
      expect(a.snapshot.context.error).toBe(error);
    },
    'conflict.checking': (a) => {
      expect(a.from).toBe('working');
      // The dialog stays open and its conflict card says it: no toast repeats it.
      noToast(a);
      expect(a.snapshot.context.error).toBe(STALE);
      expect(a.invoked).toEqual({ loadCurrent: a.snapshot.context.subject });
      expect(a.did('finished')).toEqual([]);
    },
    'conflict.review': (a) => {
      noToast(a);
      expect(a.invoked).toEqual({});
      expect(a.snapshot.context.changes).toEqual(CHANGES);
      expect(a.snapshot.context.theirs).toBe(5);
    },
    offline: (a) => {
      expect(['working', 'conflict.checking']).toContain(a.from);
      expect(a.toasts).toEqual([
        {
          type: 'error',
          title: 'Connection failed',
          description: 'Your changes are kept and will be saved again when you are back online.',
        },
      ]);
      expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
      // The action is kept for the retry; no server message (the server did not answer), or the 412's.
      expect(a.snapshot.context.subject?.id).toBe(subject.id);
      expect(a.snapshot.context.error).toBe(a.from === 'working' ? null : STALE);
      expect(a.did('finished')).toEqual([]);
    },
  }),
});

describe('confirmedAction with live actors', () => {
  it('a failure without a message shows the default text; a retry that succeeds finishes', async () => {
    const toasts: ToastParams[] = [];
    const finished: unknown[] = [];
    let attempt = 0;
    const actor = createActor(
      confirmedActionMachine.provide({
        actors: {
          perform: fromPromise<unknown, ActionSubject>(async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('');
          }),
        },
        actions: {
          toast: (_, p) => void toasts.push(p),
          finished: (_, s) => void finished.push(s),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'action.request', subject });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toasts).toEqual([{ type: 'error', title: 'Error', description: input.failureText }]);
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(finished).toEqual([subject]);
    expect(attempt).toBe(2);
  });

  it('ignores a second confirm while the call runs (no double call)', async () => {
    let calls = 0;
    let release = () => {};
    const actor = createActor(
      confirmedActionMachine.provide({
        actors: {
          perform: fromPromise<unknown, ActionSubject>(() => {
            calls += 1;
            return new Promise<void>((r) => {
              release = r;
            });
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'action.request', subject });
    actor.send({ type: 'action.confirm' });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('working');
    release();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toBe(1);
  });
});
