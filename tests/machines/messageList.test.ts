/**
 * The Messages screen's machine owns the messages' actors (machines/messageList.machine.ts): one per message
 * shown, spawned when it appears and told the status shown, stopped once it has left and is at rest, all
 * stopped with the screen. The graph walk checks what each step leaves (the pure walk's children never run,
 * so each is at rest); the live part runs real message actors with stubbed calls.
 */
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { messageMachine } from '../../machines/message.machine';
import {
  type MessageListContext,
  messageListMachine,
  type ShownMessage,
} from '../../machines/messageList.machine';
import type { MarkInput, MarkOutput } from '../../machines/messageSetup';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';

/** The messages each event says the screen shows, by the event's label ('' : the screen just opened). */
const SHOWN: Record<string, ShownMessage[]> = {
  '': [],
  'show 7': [{ id: 7, status: 'UNREAD', version: 1 }],
  'show 7 read and 8': [
    { id: 7, status: 'READ', version: 2 },
    { id: 8, status: 'REPLIED', version: 4 },
  ],
  'show 8': [{ id: 8, status: 'REPLIED', version: 4 }],
  'show none': [],
};
const shownEvent = (label: string) => ({ type: 'messages.shown', messages: SHOWN[label] });

const ctx = (a: Arrival) => a.snapshot.context as MessageListContext;
const ids = (a: Arrival) => (SHOWN[a.event] ?? []).map((m) => String(m.id)).sort();
type Sent = { to: AnyActorRef; event: { type: string } };

describeModel('messageList', {
  machine: messageListMachine,
  events: {
    'show 7': shownEvent('show 7'),
    'show 7 read and 8': shownEvent('show 7 read and 8'),
    'show 8': shownEvent('show 8'),
    'show none': shownEvent('show none'),
  },
  serializeState: (s) => JSON.stringify({ v: s.value, ids: Object.keys(s.context.actors).sort() }),
  transitions: [
    ['showing', 'show 7', 'showing'],
    ['showing', 'show 7 read and 8', 'showing'],
    ['showing', 'show 8', 'showing'],
    ['showing', 'show none', 'showing'],
  ],
  states: {
    showing: (a) => {
      // Exactly the shown messages have an actor (every other one, at rest, was stopped), each a child.
      expect(Object.keys(ctx(a).actors).sort()).toEqual(ids(a));
      expect(Object.keys(a.snapshot.children).sort()).toEqual(ids(a).map((id) => `message-${id}`));
      for (const id of ids(a)) expect(a.snapshot.children[`message-${id}`]).toBe(ctx(a).actors[id]);
      // Each shown message's actor is told the status and version shown, in the list's order.
      const sent = a.did('xstate.sendTo') as Sent[];
      expect(sent.map((s) => s.event)).toEqual(
        (SHOWN[a.event] ?? []).map((m) => ({ type: 'message.synced', status: m.status, version: m.version })),
      );
      expect(sent.map((s) => s.to)).toEqual((SHOWN[a.event] ?? []).map((m) => ctx(a).actors[m.id]));
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
      'show 7 read and 8':
        'in a second tab, mark "Walnut frames" as read and send a contact message: both show here, live',
      'show 8': 'filter by Replied (only the second message is listed)',
      'show none': 'search for a subject no message has ("No messages found")',
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
  const show = (messages: ShownMessage[]) => list.send({ type: 'messages.shown', messages });
  const actor = (id: number) => list.getSnapshot().context.actors[id];
  return { list, show, actor, toasts, release: (out: MarkOutput) => release(out) };
}

describe('messageList with live message actors', () => {
  it('a shown message gets an actor told its status and version; shown again, the same actor', () => {
    const t = liveList();
    t.show([{ id: 7, status: 'READ', version: 3 }]);
    const seven = t.actor(7);
    expect(seven?.getSnapshot().value).toEqual({ READ: 'idle' });
    expect(seven?.getSnapshot().context.version).toBe(3);
    t.show([{ id: 7, status: 'REPLIED', version: 5 }]);
    expect(t.actor(7)).toBe(seven);
    expect(seven?.getSnapshot().value).toEqual({ REPLIED: 'idle' });
    expect(seven?.getSnapshot().context.version).toBe(5);
  });

  it('a message that leaves while its mark runs keeps its actor until at rest: the toast, then stopped', async () => {
    const t = liveList();
    t.show([{ id: 7, status: 'UNREAD', version: 1 }]);
    const seven = t.actor(7);
    seven?.send({ type: 'message.markRead' });
    t.show([]); // another filter or page while the call is out
    expect(t.actor(7)).toBe(seven);
    expect(seven?.getSnapshot().status).toBe('active');
    t.release({ status: 'READ', version: 2 });
    await waitFor(seven as NonNullable<typeof seven>, (s) => s.matches({ READ: 'idle' }));
    expect(t.toasts).toEqual(['Message marked as read.']);
    t.show([]);
    expect(t.actor(7)).toBeUndefined();
    expect(seven?.getSnapshot().status).toBe('stopped');
    expect(t.list.getSnapshot().children).toEqual({});
  });

  it('a confirmation open keeps the actor of a message no longer listed; cancelled, the next change stops it', () => {
    const t = liveList();
    t.show([{ id: 7, status: 'READ', version: 1 }]);
    const seven = t.actor(7);
    seven?.send({ type: 'message.delete' });
    t.show([{ id: 8, status: 'UNREAD', version: 1 }]);
    expect(t.actor(7)).toBe(seven);
    seven?.send({ type: 'message.cancel' });
    t.show([{ id: 8, status: 'UNREAD', version: 1 }]);
    expect(Object.keys(t.list.getSnapshot().context.actors)).toEqual(['8']);
    expect(seven?.getSnapshot().status).toBe('stopped');
  });

  it('closing the screen stops every message actor', () => {
    const t = liveList();
    t.show([
      { id: 7, status: 'UNREAD', version: 1 },
      { id: 8, status: 'READ', version: 1 },
    ]);
    const actors = [t.actor(7), t.actor(8)];
    t.list.stop();
    for (const a of actors) expect(a?.getSnapshot().status).toBe('stopped');
  });
});
