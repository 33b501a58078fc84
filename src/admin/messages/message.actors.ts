/**
 * The Messages screen's machines wired to the graph client and the app's toaster: the status marks
 * (PUT /messages/{id}/status, optimistic in graphcache), the delete (DELETE /messages/{id}) and the View
 * dialog's read (GET /messages/{id}, from the server every time).
 */
import { fromPromise } from 'xstate';
import { messageMachine } from '../../../machines/message.machine';
import { type MessageDetails, messageDetailsMachine } from '../../../machines/messageDetails.machine';
import { type MarkedStatus, MESSAGE_TEXTS } from '../../../machines/messageTexts';
import type { ShopClient } from '../../api/client';
import { adminActions, awaitOnline } from '../edge';
import { DeleteMessageMutation, MarkMessageMutation, MessageQuery } from './documents';

export async function markMessage(client: ShopClient, id: number, status: MarkedStatus): Promise<void> {
  const result = await client.mutation(MarkMessageMutation, { id, status }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(MESSAGE_TEXTS.markFailed);
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
      setStatus: fromPromise<unknown, { id: number; status: MarkedStatus }>(({ input }) =>
        markMessage(client, input.id, input.status),
      ),
      deleteMessage: fromPromise<unknown, { id: number }>(({ input }) => deleteMessage(client, input.id)),
      awaitOnline,
    },
  });

/** The View dialog's machine over the client. */
export const messageDetailsMachineFor = (client: ShopClient) =>
  messageDetailsMachine.provide({
    actions: adminActions,
    actors: {
      loadMessage: fromPromise<MessageDetails, { id: number }>(({ input }) => loadMessage(client, input.id)),
    },
  });
