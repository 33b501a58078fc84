/**
 * Deleting a label: the shared confirmed-action machine (idle → confirming → working → idle | failed) with
 * the spec's texts and its call over the graph client. A label in use is refused by the server with a 409
 * (someone attached it to a frame after the list was read): the spec's sentence is shown.
 */
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import { LABEL_IN_USE, LABEL_TEXTS } from '../../../machines/labelRules';
import type { ShopClient } from '../../api/client';
import { adminActions, awaitOnline } from '../edge';
import { DeleteLabelMutation } from './documents';
import { failureOf } from './labelDialog.actors';

export const DELETE_LABEL_TEXTS = {
  successText: LABEL_TEXTS.deleted,
  failureText: LABEL_TEXTS.deleteFailed,
};

export async function deleteLabel(client: ShopClient, id: ActionSubject['id']): Promise<void> {
  const result = await client.mutation(DeleteLabelMutation, { id: Number(id) }).toPromise();
  const failure = failureOf(result);
  if (!failure) return;
  if ((failure as { status?: unknown }).status === 409) throw new Error(LABEL_IN_USE);
  throw failure;
}

export const deleteLabelMachineFor = (client: ShopClient) =>
  confirmedActionMachine.provide({
    actions: adminActions,
    actors: {
      perform: fromPromise<unknown, ActionSubject>(({ input }) => deleteLabel(client, input.id)),
      awaitOnline,
    },
  });
