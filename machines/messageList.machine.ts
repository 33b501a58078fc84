/**
 * The Messages screen's message actors (docs/product.md §2, §4): one message machine
 * (machines/message.machine.ts) per message the screen shows — a card of the list, the View dialog's
 * message, the Delete dialog's — spawned by this machine, which owns them: they live in its
 * `context.actors` (and its snapshot's `children`, as `message-<id>`).
 *
 *   showing ──messages.shown(ids)──▶ showing
 *     · a message not seen before: its actor spawned
 *     · an actor whose message is no longer shown (deleted, another page or filter, a dialog closed, the
 *       screen closed): stopped, once at rest (idle, or deleted); one with a call, a confirmation, a conflict
 *       or an offline wait on is kept until a later `messages.shown` finds it at rest, so its call ends with
 *       its toast.
 *
 * This machine outlives the screen (src/admin/messages/message.actors.ts makes one for the admin's client):
 * closing the screen shows no message, so a mark or a delete in flight finishes and toasts. The actors hold
 * the interaction only; the messages' statuses are graphcache's. Cards and dialogs read their message's actor
 * from `context.actors` (`actorOf`). The child machine is provided at the app's edge with its actors and toasts.
 */
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate';
import { messageMachine } from './message.machine';

export type MessageActor = ActorRefFrom<typeof messageMachine>;

export interface MessageListContext {
  /** Each shown message's actor (and those kept until at rest), by message id. */
  actors: Record<string, MessageActor>;
}

/** The ids of the messages the screen shows now (none: the screen closed). */
export type MessageListEvent = { type: 'messages.shown'; ids: number[] };

/** At rest: no call, confirmation, conflict or offline wait on (idle), or deleted. */
const atRest = (actor: MessageActor) => {
  const s = actor.getSnapshot();
  return s.status !== 'active' || s.value === 'idle';
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
        for (const id of event.ids) actors[id] ??= spawn('message', { id: `message-${id}`, input: { id } });
        return actors;
      },
    }),
    /** The actors of messages no longer shown, stopped when at rest. */
    stopLeft: enqueueActions(({ context, event, enqueue }) => {
      const shown = new Set(event.ids.map(String));
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
        "The screen's messages, each with its actor: new ones spawned, those that left stopped once at rest.",
      on: {
        'messages.shown': {
          description:
            'The list (or a dialog) changed, or the screen closed: new messages get an actor, those gone are stopped once at rest.',
          actions: ['spawnNew', 'stopLeft'],
        },
      },
    },
  },
});

/** The actor of a message the screen shows (undefined until the machine has heard of it). */
export const actorOf = (context: MessageListContext, id: number): MessageActor | undefined =>
  context.actors[id];
