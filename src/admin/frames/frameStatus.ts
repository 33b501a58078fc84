/**
 * The quick status change of a frame from the list (docs/product.md §4: IN_STOCK or OUT_OF_STOCK, set freely
 * through the status call). Confirmed, then called, through the lead's confirmed-action machine;
 * setFrameStatus has an optimistic answer in graphcache, so the row changes at once (and back on failure).
 * The call names the version the row shows (If-Match); a 412 is the machine's `conflict`, which reads the
 * frame as saved now (GET /frames/{id}) to show whether its status changed.
 */
import { fromPromise } from 'xstate';
import {
  type ActionSubject,
  type CurrentVersion,
  confirmedActionMachine,
} from '../../../machines/confirmedAction.machine';
import type { ShopClient } from '../../api/client';
import { FrameQuery, SetFrameStatusMutation } from '../../api/documents/admin';
import { ifMatchOf } from '../../api/http';
import type { FrameStatus } from '../../api/types';
import { adminActions, awaitOnline } from '../edge';

export type { FrameStatus };

export const FRAME_STATUS_TEXTS = {
  successText: 'Frame status updated successfully.',
  failureText: 'Failed to update frame status',
};

const NAMES: Record<FrameStatus, string> = { IN_STOCK: 'In Stock', OUT_OF_STOCK: 'Out of Stock' };
const opposite = (status: FrameStatus): FrameStatus => (status === 'IN_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK');

/** The frame as saved now, and its status beside the one shown and the one asked for when it changed. */
async function currentFrame(client: ShopClient, id: number, target: FrameStatus): Promise<CurrentVersion> {
  const result = await client.query(FrameQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  const frame = result.data?.frame;
  if (result.error || !frame) throw result.error?.networkError ?? new Error(FRAME_STATUS_TEXTS.failureText);
  const theirs: FrameStatus = frame.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK';
  const shown = opposite(target);
  return {
    version: frame.version ?? null,
    changes:
      theirs === shown
        ? []
        : [
            {
              field: 'status',
              label: 'Status',
              before: NAMES[shown],
              theirs: NAMES[theirs],
              mine: NAMES[target],
            },
          ],
  };
}

/** The status a frame is being changed to: the subject's `target` (the opposite of the one shown). */
const targetOf = (subject: ActionSubject): FrameStatus =>
  subject.target === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK';

export const frameStatusMachineFor = (client: ShopClient) =>
  confirmedActionMachine.provide({
    actions: adminActions,
    actors: {
      perform: fromPromise<unknown, ActionSubject>(async ({ input }) => {
        const result = await client
          .mutation(SetFrameStatusMutation, {
            id: Number(input.id),
            status: targetOf(input),
            ifMatch: ifMatchOf(input.version),
          })
          .toPromise();
        if (result.error) throw result.error.networkError ?? new Error(FRAME_STATUS_TEXTS.failureText);
      }),
      loadCurrent: fromPromise<CurrentVersion, ActionSubject>(({ input }) =>
        currentFrame(client, Number(input.id), targetOf(input)),
      ),
      awaitOnline,
    },
  });
