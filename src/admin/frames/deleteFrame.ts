/**
 * Deleting a frame: the lead's confirmed-action machine (idle → confirming → working → idle | failed) with
 * the spec's texts, its call over the graph client and the app's toaster.
 */
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import type { ShopClient } from '../../api/client';
import { DeleteFrameMutation } from '../../api/documents/admin';
import { adminActions, awaitOnline } from '../edge';
import { offerUndoDelete } from '../ui/undo';

export const DELETE_FRAME_TEXTS = {
  successText: 'Frame deleted successfully.',
  failureText: 'Failed to delete frame',
};

/** The details page's browser confirm (docs/product.md §2), word for word. */
export const DELETE_FRAME_CONFIRM =
  'Are you sure you want to delete this frame? This action cannot be undone.';

export async function deleteFrame(client: ShopClient, id: ActionSubject['id']): Promise<void> {
  const result = await client.mutation(DeleteFrameMutation, { id: Number(id) }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(DELETE_FRAME_TEXTS.failureText);
}

/** `finished` runs after a successful delete (the details page goes back to the list). */
export const deleteFrameMachineFor = (client: ShopClient, finished: () => void = () => {}) =>
  confirmedActionMachine.provide({
    actions: {
      ...adminActions,
      // The deleted frame is in the trash: its toast offers Undo for 10 s.
      finished: (_, subject) => {
        if (subject) offerUndoDelete(client, Number(subject.id), subject.label);
        finished();
      },
    },
    actors: {
      perform: fromPromise<unknown, ActionSubject>(({ input }) => deleteFrame(client, input.id)),
      awaitOnline,
    },
  });
