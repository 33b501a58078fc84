/**
 * The label dialog's effect over the graph client (the app's edge): POST /labels for a new label (create
 * or duplicate), PUT /labels/{id} for an edit. A failure rejects with the server's message (a 409 names
 * the duplicate), so the machine's `failed` state shows it. An edit sends If-Match with the version the
 * dialog opened (a 412 is the machine's `conflict`, which reads the label as saved now: GET /labels/{id}).
 */
import { fromPromise } from 'xstate';
import { labelDialogMachine, type SaveLabelInput } from '../../../machines/labelDialog.machine';
import type { LabelDraftSource } from '../../../machines/labelRules';
import type { ShopClient } from '../../api/client';
import { ifMatchOf } from '../../api/http';
import { adminActions, awaitOnline } from '../edge';
import { CreateLabelMutation, LabelQuery, UpdateLabelMutation } from './documents';

type Result = { error?: { networkError?: Error; message: string } | undefined };

/** The failure of a graph result: the http layer's error (its message is the server's), else the result's. */
export function failureOf(result: Result): Error | null {
  if (!result.error) return null;
  return result.error.networkError ?? new Error(result.error.message);
}

export async function saveLabel(client: ShopClient, input: SaveLabelInput): Promise<LabelDraftSource> {
  const body = { name: input.name, color: input.color };
  if (input.id === null) {
    const result = await client.mutation(CreateLabelMutation, { input: body }).toPromise();
    const failure = failureOf(result);
    if (failure || !result.data) throw failure ?? new Error('');
    return result.data.createLabel;
  }
  const result = await client
    .mutation(UpdateLabelMutation, { id: input.id, input: body, ifMatch: ifMatchOf(input.version) })
    .toPromise();
  const failure = failureOf(result);
  if (failure || !result.data) throw failure ?? new Error('');
  return result.data.updateLabel;
}

export async function loadLabel(client: ShopClient, id: number): Promise<LabelDraftSource> {
  const result = await client.query(LabelQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const failure = failureOf(result);
  if (failure || !result.data?.label) throw failure ?? new Error('');
  return result.data.label;
}

export const labelDialogMachineFor = (client: ShopClient) =>
  labelDialogMachine.provide({
    actions: adminActions,
    actors: {
      saveLabel: fromPromise<LabelDraftSource, SaveLabelInput>(({ input }) => saveLabel(client, input)),
      loadLabel: fromPromise<LabelDraftSource, { id: number }>(({ input }) => loadLabel(client, input.id)),
      awaitOnline,
    },
  });
