/**
 * The quick status change of a frame from the list (docs/product.md §4: IN_STOCK or OUT_OF_STOCK, set freely
 * through the status call). Confirmed, then called, through the lead's confirmed-action machine;
 * setFrameStatus has an optimistic answer in graphcache, so the row changes at once.
 */
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import type { ShopClient } from '../../api/client';
import { SetFrameStatusMutation } from '../../api/documents/admin';
import { adminActions, awaitOnline } from '../edge';

export type FrameStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export const FRAME_STATUS_TEXTS = {
  successText: 'Frame status updated successfully.',
  failureText: 'Failed to update frame status',
};

/** `targetOf` answers the status a frame is being changed to (the opposite of the one shown). */
export const frameStatusMachineFor = (
  client: ShopClient,
  targetOf: (id: ActionSubject['id']) => FrameStatus,
) =>
  confirmedActionMachine.provide({
    actions: adminActions,
    actors: {
      perform: fromPromise<unknown, ActionSubject>(async ({ input }) => {
        const result = await client
          .mutation(SetFrameStatusMutation, { id: Number(input.id), status: targetOf(input.id) })
          .toPromise();
        if (result.error) throw result.error.networkError ?? new Error(FRAME_STATUS_TEXTS.failureText);
      }),
      awaitOnline,
    },
  });
