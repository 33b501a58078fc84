import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type MessageDetails, messageDetailsMachine } from '../../machines/messageDetails.machine';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import { messageDetailsQa } from './messageDetails.qa';

const message: MessageDetails = {
  id: 7,
  subject: 'Walnut frames',
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '+254 700 000 000',
  message: 'Do you have this in walnut?',
  status: 'UNREAD',
  createdAt: '2026-11-24T04:00:00.000Z',
};
const LOAD_FAILED = {
  type: 'error',
  title: 'Error',
  description: 'Failed to load message. Please try again.',
};

type Ctx = { id: number | null; message: MessageDetails | null };
const ctx = (a: Arrival) => a.snapshot.context as Ctx;

describeModel('messageDetails', {
  machine: messageDetailsMachine,
  qa: messageDetailsQa,
  events: {
    open: { type: 'details.open', id: 7 },
    close: { type: 'details.close' },
    'load done': { type: 'xstate.done.actor.loadMessage', output: message },
    'load failed': { type: 'xstate.error.actor.loadMessage', error: new Error('Message not found') },
  },
  transitions: [
    ['closed', 'open', 'loading'],
    ['loading', 'load done', 'open'],
    ['loading', 'load failed', 'closed'],
    ['loading', 'close', 'closed'],
    ['open', 'close', 'closed'],
  ],
  states: {
    closed: (a) => {
      expect(ctx(a)).toEqual({ id: null, message: null });
      expect(a.invoked).toEqual({});
      // A message deleted meanwhile (or any failed read): the dialog stays closed, with the toast.
      expect(a.toasts).toEqual(a.event === 'load failed' ? [LOAD_FAILED] : []);
    },
    loading: (a) => {
      expect(a.toasts).toEqual([]);
      expect(ctx(a)).toEqual({ id: 7, message: null });
      expect(a.invoked).toEqual({ loadMessage: { id: 7 } });
    },
    open: (a) => {
      expect(a.toasts).toEqual([]);
      expect(ctx(a).message).toEqual(message);
    },
  },
});

describe('messageDetails with live (stubbed) actors', () => {
  it('a message deleted meanwhile: the toast, no dialog; another opens; a second View press is ignored', async () => {
    const toasts: ToastParams[] = [];
    const asked: number[] = [];
    const actor = createActor(
      messageDetailsMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          loadMessage: fromPromise<MessageDetails, { id: number }>(async ({ input }) => {
            asked.push(input.id);
            if (input.id === 404) throw new Error('Message not found');
            return message;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'details.open', id: 404 });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(toasts).toEqual([LOAD_FAILED]);
    actor.send({ type: 'details.open', id: 7 });
    actor.send({ type: 'details.open', id: 8 });
    const s = await waitFor(actor, (x) => x.matches('open'));
    expect(s.context.message).toEqual(message);
    expect(asked).toEqual([404, 7]);
  });

  it('closed while loading: the late answer opens nothing and the next View reads afresh', async () => {
    let release: (m: MessageDetails) => void = () => {};
    const asked: number[] = [];
    const actor = createActor(
      messageDetailsMachine.provide({
        actors: {
          loadMessage: fromPromise<MessageDetails, { id: number }>(({ input }) => {
            asked.push(input.id);
            return new Promise((resolve) => {
              release = resolve;
            });
          }),
        },
      }),
    ).start();
    actor.send({ type: 'details.open', id: 7 });
    const first = release;
    actor.send({ type: 'details.close' });
    first(message);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ id: null, message: null });
    actor.send({ type: 'details.open', id: 7 });
    release({ ...message, subject: 'Read again' });
    const s = await waitFor(actor, (x) => x.matches('open'));
    expect(s.context.message?.subject).toBe('Read again');
    expect(asked).toEqual([7, 7]);
  });

  it('Close from the open dialog clears what it showed', async () => {
    const actor = createActor(
      messageDetailsMachine.provide({
        actors: { loadMessage: fromPromise<MessageDetails, { id: number }>(async () => message) },
      }),
    ).start();
    actor.send({ type: 'details.open', id: 7 });
    await waitFor(actor, (x) => x.matches('open'));
    actor.send({ type: 'details.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ id: null, message: null });
  });
});
