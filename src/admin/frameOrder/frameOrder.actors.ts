/**
 * The Frame Display Order machine's effects over the graph client: every frame (GET /frames, limit 1000,
 * straight from the server) and the new order (PUT /frames/display-order).
 */
import { fromPromise } from 'xstate';
import {
  type FrameOrderEntry,
  frameOrderMachine,
  type OrderFrame,
} from '../../../machines/frameOrder.machine';
import type { ShopClient } from '../../api/client';
import { FramesQuery, SetFrameOrderMutation } from '../../api/documents/admin';
import { adminActions, awaitOnline } from '../edge';
import { mainImageOf } from '../frames/FrameThumb';

/** The order screen loads up to 1000 frames (docs/product.md §9). */
export const ORDER_LIMIT = 1000;

export async function loadOrderFrames(client: ShopClient): Promise<OrderFrame[]> {
  const result = await client
    .query(FramesQuery, { page: 1, limit: ORDER_LIMIT }, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error || !result.data) throw result.error?.networkError ?? result.error ?? new Error('No data');
  return result.data.frames.data.map((f) => ({
    id: f.id,
    name: f.name,
    displayOrder: f.displayOrder,
    imageUrl: mainImageOf(f),
    category: f.category,
    inStock: f.inStock,
  }));
}

export async function saveFrameOrder(client: ShopClient, frameOrders: FrameOrderEntry[]): Promise<void> {
  const result = await client.mutation(SetFrameOrderMutation, { frameOrders }).toPromise();
  if (result.error) throw result.error.networkError ?? result.error;
}

/** The machine wired to a client and the app's toaster. */
export const frameOrderMachineFor = (client: ShopClient) =>
  frameOrderMachine.provide({
    actions: adminActions,
    actors: {
      loadFrames: fromPromise(() => loadOrderFrames(client)),
      saveOrder: fromPromise<void, { frameOrders: FrameOrderEntry[] }>(({ input }) =>
        saveFrameOrder(client, input.frameOrders),
      ),
      awaitOnline,
    },
  });
