/**
 * The owner of the messages' actors (machines/messageList.machine.ts): one per message shown, spawned when it
 * appears, stopped once it has left and is at rest; it outlives the screen, so a call in flight when the screen
 * closes (it then shows nothing) ends with its toast. The graph walk checks what each step leaves (the pure
 * walk's children never run, so each is at rest); the live part runs real message actors with stubbed calls.
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { messageMachine } from '../../machines/message.machine';
import { type MessageListContext, messageListMachine } from '../../machines/messageList.machine';
import type { MarkInput, MarkOutput } from '../../machines/messageSetup';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import { markOn } from './message.model';

/** The ids each event says the screen shows, by the event's label ('' : the screen just opened). */
const SHOWN: Record<string, number[]> = {
  '': [],
  'show 7': [7],
  'show 7 and 8': [7, 8],
  'show 8': [8],
  'show none': [],
};
const shownEvent = (label: string) => ({ type: 'messages.shown', ids: SHOWN[label] });

const ctx = (a: Arrival) => a.snapshot.context as MessageListContext;
const ids = (a: Arrival) => (SHOWN[a.event] ?? []).map(String).sort();

describeModel('messageList', {
  machine: messageListMachine,
  events: {
    'show 7': shownEvent('show 7'),
    'show 7 and 8': shownEvent('show 7 and 8'),
    'show 8': shownEvent('show 8'),
    'show none': shownEvent('show none'),
  },
  serializeState: (s) => JSON.stringify({ v: s.value, ids: Object.keys(s.context.actors).sort() }),
  transitions: [
    ['showing', 'show 7', 'showing'],
    ['showing', 'show 7 and 8', 'showing'],
    ['showing', 'show 8', 'showing'],
    ['showing', 'show none', 'showing'],
  ],
  states: {
    showing: (a) => {
      // Exactly the shown messages have an actor (every other one, at rest, was stopped), each a child.
      expect(Object.keys(ctx(a).actors).sort()).toEqual(ids(a));
      expect(Object.keys(a.snapshot.children).sort()).toEqual(ids(a).map((id) => `message-${id}`));
      for (const id of ids(a)) expect(a.snapshot.children[`message-${id}`]).toBe(ctx(a).actors[id]);
      // Nothing is sent to the actors (the statuses are graphcache's, not theirs).
      expect(a.did('xstate.sendTo')).toEqual([]);
      // What is stopped is a message's actor, never one of the shown.
      for (const stopped of a.did('xstate.stopChild') as AnyActorRef[]) {
        expect(stopped.id).toMatch(/^message-\d+$/);
        expect(Object.values(ctx(a).actors)).not.toContain(stopped);
      }
      expect(a.toasts).toEqual([]);
    },
  },
  qa: {
    causes: {
      'show 7': 'open Admin > Messages with the message "Walnut frames" (7, unread) on the page',
      'show 7 and 8': 'in a second tab, send a contact message: it shows here too, live',
      'show 8': 'filter by Replied (only the second message is listed)',
      'show none': 'search for a subject no message has ("No messages found"), or open another screen',
    },
  },
});

/** A message machine with stubbed calls; `release` answers the mark on its way. */
function liveList() {
  const toasts: string[] = [];
  let release: (out: MarkOutput) => void = () => {};
  const message = messageMachine.provide({
    actions: { toast: (_: unknown, p: ToastParams) => void toasts.push(p.description ?? '') },
    actors: {
      setStatus: fromPromise<MarkOutput, MarkInput>(
        () =>
          new Promise((resolve) => {
            release = resolve;
          }),
      ),
    },
  });
  const list = createActor(messageListMachine.provide({ actors: { message } })).start();
  const show = (ids: number[]) => list.send({ type: 'messages.shown', ids });
  const actor = (id: number) => list.getSnapshot().context.actors[id];
  return { list, show, actor, toasts, release: (out: MarkOutput) => release(out) };
}

describe('messageList with live message actors', () => {
  it('a shown message gets an actor at rest; shown again, the same actor', () => {
    const t = liveList();
    t.show([7]);
    const seven = t.actor(7);
    expect(seven?.getSnapshot().value).toBe('idle');
    t.show([7, 8]);
    expect(t.actor(7)).toBe(seven);
    expect(t.actor(8)?.getSnapshot().value).toBe('idle');
  });

  it('the screen closed (nothing shown) while a mark runs: the actor ends it with its toast, then is stopped', async () => {
    const t = liveList();
    t.show([7, 8]);
    const [seven, eight] = [t.actor(7), t.actor(8)];
    seven?.send(markOn('READ', 'UNREAD'));
    t.show([]); // the screen closed while the call is out
    expect(eight?.getSnapshot().status).toBe('stopped');
    expect(t.actor(7)).toBe(seven);
    expect(seven?.getSnapshot().status).toBe('active');
    t.release({ status: 'READ', version: 2 });
    await waitFor(seven as NonNullable<typeof seven>, (s) => s.matches('idle'));
    expect(t.toasts).toEqual(['Message marked as read.']);
    t.show([]);
    expect(t.actor(7)).toBeUndefined();
    expect(seven?.getSnapshot().status).toBe('stopped');
    expect(t.list.getSnapshot().children).toEqual({});
  });

  it('a confirmation open keeps the actor of a message no longer listed; cancelled, the next change stops it', () => {
    const t = liveList();
    t.show([7]);
    const seven = t.actor(7);
    seven?.send({ type: 'message.delete' });
    t.show([8]);
    expect(t.actor(7)).toBe(seven);
    seven?.send({ type: 'message.cancel' });
    t.show([8]);
    expect(Object.keys(t.list.getSnapshot().context.actors)).toEqual(['8']);
    expect(seven?.getSnapshot().status).toBe('stopped');
  });
});
