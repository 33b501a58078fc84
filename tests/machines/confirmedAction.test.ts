import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../machines/confirmedAction.machine';
import type { ToastParams } from '../../machines/toast';
import { confirmedActionQa } from './confirmedAction.qa';
import { type Arrival, describeModel } from './graph';

const input = { successText: 'Frame deleted successfully.', failureText: 'Failed to delete frame' };
const subject: ActionSubject = { id: 7, label: 'Oak Classic' };

const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);

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
  ],
  states: {
    idle: (a) => {
      expect(a.snapshot.context.subject).toBeNull();
      if (a.event === 'call done') {
        expect(a.toasts).toEqual([{ type: 'success', title: 'Success', description: input.successText }]);
        expect(a.did('finished')).toEqual([subject]);
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
      expect(a.invoked).toEqual({ perform: subject });
    },
    failed: (a) => {
      expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: 'Frame is locked' }]);
      expect(a.snapshot.context.error).toBe('Frame is locked');
    },
    offline: (a) => {
      expect(a.from).toBe('working');
      expect(a.toasts).toEqual([
        {
          type: 'error',
          title: 'Connection failed',
          description:
            'Connection failed: your changes are kept and will be saved again when you are back online.',
        },
      ]);
      expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
      // The action is kept for the retry; no server message (the server did not answer).
      expect(a.snapshot.context.subject).toEqual(subject);
      expect(a.snapshot.context.error).toBeNull();
      expect(a.did('finished')).toEqual([]);
    },
  },
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
    expect(toasts).toEqual([{ type: 'error', title: 'Error', description: 'Failed to delete frame' }]);
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
