/**
 * The frames list's bulk actions at the app's edge: the machine (machines/bulkAction.machine.ts) with its call
 * (POST /frames/bulk over the graph client), the toaster, and the result's toast with Undo for 10 s (the
 * back office's one undo actor, given the change set).
 */
import { fromPromise } from 'xstate';
import {
  type BulkActionInput,
  type BulkOutcome,
  bulkActionMachine,
  bulkResultText,
} from '../../../machines/bulkAction.machine';
import type { ShopClient } from '../../api/client';
import { BulkFramesMutation } from '../../api/documents/frameChanges';
import { adminActions, awaitOnline } from '../edge';
import { undoActorFor } from '../ui/undo';

async function runBulk(client: ShopClient, ids: number[], action: BulkActionInput): Promise<BulkOutcome> {
  const result = await client.mutation(BulkFramesMutation, { ids, action }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(result.error.message);
  const data = result.data!.bulkFrames;
  return { changed: data.changed, changeSetId: data.changeSetId ?? null, action: action.type };
}

export const bulkMachineFor = (client: ShopClient) =>
  bulkActionMachine.provide({
    actions: {
      ...adminActions,
      offerUndo: (_, outcome) => {
        const text = bulkResultText(outcome.changed, outcome.action);
        if (!outcome.changeSetId) {
          adminActions.toast(undefined, { type: 'success', title: 'Success', description: text });
          return;
        }
        undoActorFor(client).send({
          type: 'undo.offer',
          subject: {
            ids: [],
            changeSetId: outcome.changeSetId,
            title: outcome.action === 'delete' ? 'In the trash' : 'Done',
            description: text,
            doneText: 'Change undone.',
          },
        });
      },
    },
    actors: {
      perform: fromPromise<BulkOutcome, { ids: number[]; action: BulkActionInput }>(({ input }) =>
        runBulk(client, input.ids, input.action),
      ),
      awaitOnline,
    },
  });
