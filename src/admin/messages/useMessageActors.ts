/**
 * One message machine per message shown, kept by the screen (not by its card): a card may leave the list
 * (a status filter after a mark, another page) while its View dialog or a call is still open. Each actor is
 * made on first use, told the message's status at once (`message.synced`, before anything renders it),
 * then again whenever the list's data changes it or its version (the admin socket, another admin's mark).
 * Actors are not stopped when the screen closes: a call already sent still ends with its toast.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, createActor, type SnapshotFrom } from 'xstate';
import type { FieldChange } from '../../../machines/concurrency';
import type { messageMachine } from '../../../machines/message.machine';
import { type MarkedStatus, type MessageStatus, marksOffered } from '../../../machines/messageTexts';
import { inspect } from '../devInspect';
import { useShopClient } from '../useShopClient';
import { messageMachineFor } from './message.actors';

export type MessageActor = ActorRefFrom<typeof messageMachine>;
type Snapshot = SnapshotFrom<typeof messageMachine>;

export interface MessageRef {
  id: number;
  status: MessageStatus;
  /** The version the list shows (a mark's If-Match). */
  version?: number | null;
}

/** `actorFor(message)`: the message's actor, made on first use. */
export function useMessageActors() {
  const client = useShopClient();
  const machine = useMemo(() => messageMachineFor(client), [client]);
  const actors = useRef<{ machine: typeof machine; byId: Map<number, MessageActor> } | null>(null);
  if (actors.current?.machine !== machine) actors.current = { machine, byId: new Map() };
  const byId = actors.current.byId;
  return useCallback(
    (message: MessageRef) => {
      let actor = byId.get(message.id);
      if (!actor) {
        actor = createActor(machine, { input: { id: message.id }, inspect }).start();
        actor.send({ type: 'message.synced', status: message.status, version: message.version });
        byId.set(message.id, actor);
      }
      return actor;
    },
    [machine, byId],
  );
}

export type ActorFor = ReturnType<typeof useMessageActors>;

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

const sameView = (a: MessageView, b: MessageView) => JSON.stringify(a) === JSON.stringify(b);

/** A message's actor and view; keeps the actor told of the status the list shows. */
export function useMessage(actorFor: ActorFor, message: MessageRef) {
  const actor = actorFor(message);
  useEffect(() => {
    actor.send({ type: 'message.synced', status: message.status, version: message.version });
  }, [actor, message.status, message.version]);
  const view = useSelector(actor, viewOf, sameView);
  return { actor, view };
}
