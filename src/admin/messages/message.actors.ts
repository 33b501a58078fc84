/**
 * The Messages screen's machines wired to the graph client and the app's toaster: the owner of the messages'
 * actors (machines/messageList.machine.ts, one for the admin's client, outliving the screen) spawning each
 * message's machine with these actors, the status marks (PUT /messages/{id}/status with If-Match the version
 * the card shows, optimistic in graphcache; a 412 is the machine's `conflict`, which reads the message as
 * saved now), the delete (DELETE /messages/{id}) and the View dialog's read (GET /messages/{id}, from the
 * server every time).
 */
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { messageMachine } from '../../../machines/message.machine';
import { type MessageDetails, messageDetailsMachine } from '../../../machines/messageDetails.machine';
import { messageListMachine } from '../../../machines/messageList.machine';
import type { MarkInput, MarkOutput, SavedMessage } from '../../../machines/messageSetup';
import { MESSAGE_TEXTS } from '../../../machines/messageTexts';
import type { ShopClient } from '../../api/client';
import { ifMatchOf } from '../../api/http';
import { inspect } from '../devInspect';
import { adminActions, awaitOnline } from '../edge';
import { DeleteMessageMutation, MarkMessageMutation, MessageQuery } from './documents';

export async function markMessage(
  client: ShopClient,
  { id, status, version }: MarkInput,
): Promise<MarkOutput> {
  const result = await client
    .mutation(MarkMessageMutation, { id, status, ifMatch: ifMatchOf(version) })
    .toPromise();
  if (result.error) throw result.error.networkError ?? new Error(MESSAGE_TEXTS.markFailed);
  const saved = result.data?.setMessageStatus;
  return { status: saved?.status ?? null, version: saved?.version ?? null };
}

export async function deleteMessage(client: ShopClient, id: number): Promise<void> {
  const result = await client.mutation(DeleteMessageMutation, { id }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(MESSAGE_TEXTS.actionFailed);
}

export async function loadMessage(client: ShopClient, id: number): Promise<MessageDetails> {
  const result = await client.query(MessageQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const message = result.data?.message;
  if (result.error || !message) throw result.error?.networkError ?? new Error(MESSAGE_TEXTS.loadFailed);
  return message;
}

/** One message's machine (status and delete) over the client. */
export const messageMachineFor = (client: ShopClient) =>
  messageMachine.provide({
    actions: adminActions,
    actors: {
      setStatus: fromPromise<MarkOutput, MarkInput>(({ input }) => markMessage(client, input)),
      loadMessage: fromPromise<SavedMessage, { id: number }>(({ input }) => loadMessage(client, input.id)),
      deleteMessage: fromPromise<unknown, { id: number }>(({ input }) => deleteMessage(client, input.id)),
      awaitOnline,
    },
  });

/** The owner of the messages' machines over the client. */
export const messageListMachineFor = (client: ShopClient) =>
  messageListMachine.provide({ actors: { message: messageMachineFor(client) } });

export type MessageActors = ActorRefFrom<ReturnType<typeof messageListMachineFor>>;
const running = new WeakMap<ShopClient, MessageActors>();

/**
 * The owner of the messages' actors for `client`, made when the Messages screen first opens and kept while
 * the client lives: it outlives the screen, so a mark or a delete in flight when the screen closes ends with
 * its toast (the screen tells it it shows nothing; actors at rest are stopped, the others once at rest).
 */
export function messageActorsOf(client: ShopClient): MessageActors {
  let actors = running.get(client);
  if (!actors) {
    actors = createActor(messageListMachineFor(client), { inspect }).start();
    running.set(client, actors);
  }
  return actors;
}

/** The View dialog's machine over the client. */
export const messageDetailsMachineFor = (client: ShopClient) =>
  messageDetailsMachine.provide({
    actions: adminActions,
    actors: {
      loadMessage: fromPromise<MessageDetails, { id: number }>(({ input }) => loadMessage(client, input.id)),
    },
  });
