/**
 * The Messages screen's message actors (docs/product.md §2, §4): one message machine
 * (machines/message.machine.ts) per message the screen shows — a card of the list, the View dialog's
 * message, the Delete dialog's — spawned by this machine, which owns them: they live in its
 * `context.actors` (and its snapshot's `children`, as `message-<id>`) and stop with it when the screen
 * closes.
 *
 *   showing ──messages.shown(messages)──▶ showing
 *     · a message not seen before: its actor spawned and told the status it has (`message.synced`)
 *     · every message shown: told the status and version it has now (the list's data, live)
 *     · an actor whose message is no longer shown (deleted, another page or filter, a dialog closed):
 *       stopped, once at rest (a status's idle, or deleted); one with a call, a confirmation, a conflict or an
 *       offline wait on is kept until a later `messages.shown` finds it at rest, so its call ends with its
 *       toast.
 *
 * Cards and dialogs read their message's actor from `context.actors` (`actorOf`). The child machine is
 * provided at the app's edge (src/admin/messages/message.actors.ts) with its actors and toasts.
 */
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate';
import { messageMachine } from './message.machine';
import type { MessageStatus } from './messageTexts';

export type MessageActor = ActorRefFrom<typeof messageMachine>;

/** A message the screen shows, as the list (or the dialog's read) has it. */
export interface ShownMessage {
  id: number;
  status: MessageStatus;
  /** The version shown (a mark's If-Match). */
  version?: number | null;
}

export interface MessageListContext {
  /** Each shown message's actor (and those kept until at rest), by message id. */
  actors: Record<string, MessageActor>;
}

export type MessageListEvent = { type: 'messages.shown'; messages: ShownMessage[] };

/** At rest: no call, confirmation, conflict or offline wait on (a status's idle), or deleted. */
const atRest = (actor: MessageActor) => {
  const s = actor.getSnapshot();
  return s.status !== 'active' || (typeof s.value === 'object' && Object.values(s.value)[0] === 'idle');
};

export const messageListMachine = setup({
  types: {
    context: {} as MessageListContext,
    events: {} as MessageListEvent,
  },
  actors: { message: messageMachine },
  actions: {
    /** An actor for each shown message that has none. */
    spawnNew: assign({
      actors: ({ context, event, spawn }) => {
        const actors = { ...context.actors };
        for (const m of event.messages)
          actors[m.id] ??= spawn('message', { id: `message-${m.id}`, input: { id: m.id } });
        return actors;
      },
    }),
    /** Each shown message's actor told the status (and version) shown now; it only ever moves forward. */
    syncShown: enqueueActions(({ context, event, enqueue }) => {
      for (const m of event.messages) {
        const actor = context.actors[m.id];
        if (actor)
          enqueue.sendTo(actor, { type: 'message.synced', status: m.status, version: m.version ?? null });
      }
    }),
    /** The actors of messages no longer shown, stopped when at rest. */
    stopLeft: enqueueActions(({ context, event, enqueue }) => {
      const shown = new Set(event.messages.map((m) => String(m.id)));
      const kept: Record<string, MessageActor> = {};
      for (const [id, actor] of Object.entries(context.actors)) {
        if (shown.has(id) || !atRest(actor)) kept[id] = actor;
        else enqueue.stopChild(actor);
      }
      enqueue.assign({ actors: kept });
    }),
  },
}).createMachine({
  id: 'messageList',
  context: { actors: {} },
  initial: 'showing',
  states: {
    showing: {
      description:
        "The screen's messages, each with its actor: new ones spawned and told their status, all told the status shown, those that left stopped once at rest.",
      on: {
        'messages.shown': {
          description:
            'The list (or a dialog) changed: new messages get an actor, all are told their status, those gone are stopped once at rest.',
          actions: ['spawnNew', 'syncShown', 'stopLeft'],
        },
      },
    },
  },
});

/** The actor of a message the screen shows (undefined until the machine has heard of it). */
export const actorOf = (context: MessageListContext, id: number): MessageActor | undefined =>
  context.actors[id];
