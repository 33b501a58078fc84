/**
 * A message's actor and what its buttons and badge show. The actors belong to the screen's machine
 * (machines/messageList.machine.ts), which spawns one per message shown (a card, the View dialog's, the
 * Delete dialog's) when the screen tells it what it shows (`useShownMessages`), keeps each told of the status
 * the list has (the admin socket, another admin's mark), and stops the ones no longer shown once at rest.
 * A card or dialog reads its message's actor from that machine's context; until the machine has heard of the
 * message (the render before the screen's effect), the view is the list's status at rest.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FieldChange } from '../../../machines/concurrency';
import type { messageMachine } from '../../../machines/message.machine';
import {
  actorOf,
  type MessageActor,
  type messageListMachine,
  type ShownMessage,
} from '../../../machines/messageList.machine';
import { type MarkedStatus, type MessageStatus, marksOffered } from '../../../machines/messageTexts';

export type { MessageActor, ShownMessage };
export type MessageList = ActorRefFrom<typeof messageListMachine>;
type Snapshot = SnapshotFrom<typeof messageMachine>;

/** What a message's buttons and badge show, read from its machine's state. */
export interface MessageView {
  /** The badge (the target of a running mark: optimistic). */
  status: MessageStatus;
  /** The marks offered (docs/product.md §4), from the status at rest. */
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

const RESTING: MessageStatus[] = ['UNREAD', 'READ', 'REPLIED'];

export function viewOf(s: Snapshot): MessageView {
  const [top, sub]: [string?, string?] =
    typeof s.value === 'string' ? [s.value] : (Object.entries(s.value)[0] ?? []);
  const resting = RESTING.find((r) => r === top);
  const mark = (prefix: string) =>
    sub === `${prefix}Read` ? 'READ' : sub === `${prefix}Replied` ? 'REPLIED' : null;
  const marking = mark('marking');
  const offline = mark('offline');
  const deleting = s.matches('deleting');
  const conflict = top === 'conflict' ? (sub === 'checking' ? 'checking' : 'review') : null;
  return {
    status: s.context.status,
    offered: resting ? marksOffered(resting) : [],
    marking,
    offline,
    confirming: s.matches('confirming'),
    deleting,
    deleteOffline: s.matches('deleteOffline'),
    deleted: s.status === 'done',
    conflict,
    error: conflict ? (s.context.error ?? '') : '',
    changes: conflict ? s.context.changes : [],
    busy: marking !== null || offline !== null || deleting || conflict !== null,
  };
}

/** The view of a message whose actor is not there yet: its status at rest, as the list has it. */
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

/** A message's actor (the screen's machine's child) and its view. */
export function useMessage(list: MessageList, message: { id: number; status: MessageStatus }) {
  const actor = useSelector(list, (s) => actorOf(s.context, message.id));
  const view = useSelector(actor, (s) => (s ? viewOf(s) : restingView(message.status)), sameView);
  return { actor, view };
}

/**
 * Tells the screen's machine the messages it shows, whenever one comes or goes or its status or version
 * changes: the first of each id wins (the list's data, live, before a dialog's read).
 */
export function useShownMessages(list: MessageList, messages: (ShownMessage | null | undefined)[]) {
  const byId = new Map<number, ShownMessage>();
  for (const m of messages) if (m && !byId.has(m.id)) byId.set(m.id, m);
  const shown = JSON.stringify(
    [...byId.values()].map(({ id, status, version }) => ({ id, status, version })),
  );
  useEffect(() => {
    list.send({ type: 'messages.shown', messages: JSON.parse(shown) as ShownMessage[] });
  }, [list, shown]);
}
