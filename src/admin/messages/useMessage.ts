/**
 * A message's actor and what its buttons and badge show. The actors belong to the owner of the messages'
 * actors (machines/messageList.machine.ts, src/admin/messages/message.actors.ts), which spawns one per message
 * shown (a card, the View dialog's, the Delete dialog's) when the screen tells it what it shows
 * (`useShownMessages`), and stops the ones no longer shown once at rest. The status is the message's as
 * graphcache has it (the list's data, the View dialog's read), optimistic while a mark runs; the actor adds the
 * interaction: the mark asked for, kept on the badge while it waits for a connection, and the status as shown
 * while a conflict is reviewed. Until the owner has heard of the message (the render before the screen's
 * effect), the view is the message at rest.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FieldChange } from '../../../machines/concurrency';
import type { messageMachine } from '../../../machines/message.machine';
import { actorOf, type MessageActor, type messageListMachine } from '../../../machines/messageList.machine';
import type { SavedMessage } from '../../../machines/messageSetup';
import { type MarkedStatus, type MessageStatus, marksOffered } from '../../../machines/messageTexts';

export type { MessageActor };
export type MessageList = ActorRefFrom<typeof messageListMachine>;
type Snapshot = SnapshotFrom<typeof messageMachine>;

/** A message as a card or dialog shows it: graphcache's. */
export interface ShownMessage extends SavedMessage {
  id: number;
}

/** What a message's buttons and badge show. */
export interface MessageView {
  /** The badge: graphcache's status (optimistic while a mark runs), the mark kept offline, the status as shown in a conflict. */
  status: MessageStatus;
  /** The marks offered (docs/product.md §4), from the status at rest (the one the mark was asked from while it runs). */
  offered: MarkedStatus[];
  /** The mark whose call runs. */
  marking: MarkedStatus | null;
  /** The mark whose call found no connection (kept on the badge with the connection message). */
  offline: MarkedStatus | null;
  confirming: boolean;
  deleting: boolean;
  /** The delete found no connection: the dialog stays with the connection message and Try again. */
  deleteOffline: boolean;
  deleted: boolean;
  /** Someone else changed the message first (412): reading it (`checking`) or showing what changed. */
  conflict: 'checking' | 'review' | null;
  /** In `conflict`: the server's message and what changed. */
  error: string;
  changes: FieldChange[];
  /** A call runs (or a conflict waits for a choice): every other action waits. */
  busy: boolean;
}

export function viewOf(s: Snapshot, message: SavedMessage): MessageView {
  const { asked, before } = s.context;
  const marking = s.matches('marking') ? asked : null;
  const offline = s.matches('offline') ? asked : null;
  const conflict = s.matches({ conflict: 'checking' })
    ? 'checking'
    : s.matches({ conflict: 'review' })
      ? 'review'
      : null;
  const asShown = before ?? message.status;
  return {
    status: offline ?? (conflict ? asShown : message.status),
    offered: s.matches('idle')
      ? marksOffered(message.status)
      : marking || offline
        ? marksOffered(asShown)
        : [],
    marking,
    offline,
    confirming: s.matches('confirming'),
    deleting: s.matches('deleting'),
    deleteOffline: s.matches('deleteOffline'),
    deleted: s.status === 'done',
    conflict,
    error: conflict ? (s.context.error ?? '') : '',
    changes: conflict ? s.context.changes : [],
    busy: s.hasTag('busy'),
  };
}

/** The view of a message whose actor is not there yet: at rest, as graphcache has it. */
const restingView = (status: MessageStatus): MessageView => ({
  status,
  offered: marksOffered(status),
  marking: null,
  offline: null,
  confirming: false,
  deleting: false,
  deleteOffline: false,
  deleted: false,
  conflict: null,
  error: '',
  changes: [],
  busy: false,
});

const sameView = (a: MessageView, b: MessageView) => JSON.stringify(a) === JSON.stringify(b);

/** A message's actor (a child of the owner of the messages' actors), its view, and its marks. */
export function useMessage(list: MessageList, message: ShownMessage) {
  const actor = useSelector(list, (s) => actorOf(s.context, message.id));
  const view = useSelector(actor, (s) => (s ? viewOf(s, message) : restingView(message.status)), sameView);
  /** Mark as Read or Mark as Replied, from the message as the card shows it. */
  const mark = (status: MarkedStatus) =>
    actor?.send({
      type: 'message.mark',
      status,
      message: { status: message.status, version: message.version ?? null },
    });
  return { actor, view, mark };
}

/**
 * Tells the owner of the messages' actors which messages the screen shows, whenever one comes or goes, and
 * that it shows none when the screen closes (actors at rest are then stopped; one with a call in flight ends
 * it, with its toast).
 */
export function useShownMessages(list: MessageList, messages: ({ id: number } | null | undefined)[]) {
  const ids = JSON.stringify([...new Set(messages.flatMap((m) => (m ? [m.id] : [])))]);
  useEffect(() => {
    list.send({ type: 'messages.shown', ids: JSON.parse(ids) as number[] });
  }, [list, ids]);
  useEffect(() => () => list.send({ type: 'messages.shown', ids: [] }), [list]);
}
