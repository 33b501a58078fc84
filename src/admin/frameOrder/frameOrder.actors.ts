/**
 * The Frame Display Order machine's effects over the graph client: the order's ETag (GET
 * /frames/display-order), every frame (GET /frames, limit 1000, straight from the server) and the new order
 * (PUT /frames/display-order with If-Match: that ETag).
 */
import { fromPromise } from 'xstate';
import {
  type FrameOrderEntry,
  frameOrderMachine,
  type LoadedOrder,
  type OrderFrame,
} from '../../../machines/frameOrder.machine';
import type { ShopClient } from '../../api/client';
import { FrameOrderQuery, FramesQuery, SetFrameOrderMutation } from '../../api/documents/admin';
import { adminActions, awaitOnline } from '../edge';
import { mainImageOf } from '../ui/FrameThumb';

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

/**
 * The order's ETag, then the frames: read in that order, a reorder between the two makes the ETag stale
 * (a save is refused and shows the conflict), never the frames (a save would undo the reorder unseen).
 */
export async function loadOrder(client: ShopClient): Promise<LoadedOrder> {
  const order = await client.query(FrameOrderQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  if (order.error || !order.data) throw order.error?.networkError ?? order.error ?? new Error('No data');
  return { etag: order.data.frameOrder.etag ?? null, frames: await loadOrderFrames(client) };
}

export async function saveFrameOrder(
  client: ShopClient,
  frameOrders: FrameOrderEntry[],
  ifMatch: string | null,
): Promise<{ etag: string | null }> {
  const result = await client.mutation(SetFrameOrderMutation, { frameOrders, ifMatch }).toPromise();
  if (result.error) throw result.error.networkError ?? result.error;
  return { etag: result.data?.setFrameOrder.etag ?? null };
}

/** The machine wired to a client and the app's toaster. */
export const frameOrderMachineFor = (client: ShopClient) =>
  frameOrderMachine.provide({
    actions: adminActions,
    actors: {
      loadFrames: fromPromise(() => loadOrder(client)),
      saveOrder: fromPromise<
        { etag: string | null },
        { frameOrders: FrameOrderEntry[]; ifMatch: string | null }
      >(({ input }) => saveFrameOrder(client, input.frameOrders, input.ifMatch)),
      awaitOnline,
    },
  });
