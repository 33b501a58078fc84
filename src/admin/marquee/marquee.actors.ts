/**
 * The marquee machines' effects over the graph client (docs/product.md §7): create (POST /marquee), update
 * (PUT /marquee/{id}), Hide/Show (PATCH /marquee/{id}/toggle, with graphcache's optimistic answer) and
 * delete (DELETE /marquee/{id}, through the confirmed-action machine). Each rejects with the server's
 * message, so the machines show it. An update sends If-Match with the version the dialog opened; a 412 is
 * the dialog machine's `conflict`, which reads the item as saved now (GET /marquee/{id}).
 */
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import { type MarqueeSaveInput, marqueeDialogMachine } from '../../../machines/marqueeDialog.machine';
import type { MarqueeItemValues } from '../../../machines/marqueeRules';
import { MARQUEE_TEXTS } from '../../../machines/marqueeRules';
import {
  type MarqueeToggleInput,
  type MarqueeToggleOutput,
  marqueeToggleMachine,
} from '../../../machines/marqueeToggle.machine';
import type { ShopClient } from '../../api/client';
import { ToggleMarqueeMutation } from '../../api/documents/admin';
import { ifMatchOf } from '../../api/http';
import { adminActions, awaitOnline } from '../edge';
import {
  CreateMarqueeMutation,
  DeleteMarqueeMutation,
  MarqueeItemQuery,
  UpdateMarqueeMutation,
} from './documents';

type Result = { error?: { networkError?: Error; message: string } | undefined };
/** An error result's failure: the http layer's (the server's message), else `fallback`. */
const failed = (result: Result, fallback: string) => {
  if (result.error) throw result.error.networkError ?? new Error(fallback);
};

export async function saveMarquee(client: ShopClient, { id, input, version }: MarqueeSaveInput) {
  if (id === null) {
    const result = await client.mutation(CreateMarqueeMutation, { input }).toPromise();
    failed(result, MARQUEE_TEXTS.createFailed);
    return result.data?.createMarquee;
  }
  const result = await client
    .mutation(UpdateMarqueeMutation, { id, input, ifMatch: ifMatchOf(version) })
    .toPromise();
  failed(result, MARQUEE_TEXTS.updateFailed);
  return result.data?.updateMarquee;
}

/** The item as saved now (network-only: the cache holds what the screen showed). */
export async function loadMarqueeItem(client: ShopClient, id: number): Promise<MarqueeItemValues> {
  const result = await client.query(MarqueeItemQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  failed(result, MARQUEE_TEXTS.fetchFailed);
  if (!result.data?.marqueeItem) throw new Error(MARQUEE_TEXTS.fetchFailed);
  return { ...result.data.marqueeItem, id: Number(result.data.marqueeItem.id) };
}

/** Hide/Show with If-Match the version the card showed; a 412 is the toggle machine's `conflict`. */
export async function toggleMarquee(
  client: ShopClient,
  { id, version }: MarqueeToggleInput,
): Promise<MarqueeToggleOutput> {
  const result = await client
    .mutation(ToggleMarqueeMutation, { id, ifMatch: ifMatchOf(version) })
    .toPromise();
  failed(result, MARQUEE_TEXTS.statusFailed);
  return {
    isActive: result.data?.toggleMarquee.isActive ?? null,
    version: result.data?.toggleMarquee.version ?? null,
  };
}

export async function deleteMarquee(client: ShopClient, id: ActionSubject['id']) {
  const result = await client.mutation(DeleteMarqueeMutation, { id: Number(id) }).toPromise();
  failed(result, MARQUEE_TEXTS.deleteFailed);
}

export const marqueeDialogMachineFor = (client: ShopClient) =>
  marqueeDialogMachine.provide({
    actions: adminActions,
    actors: {
      save: fromPromise<unknown, MarqueeSaveInput>(({ input }) => saveMarquee(client, input)),
      loadItem: fromPromise<MarqueeItemValues, { id: number }>(({ input }) =>
        loadMarqueeItem(client, input.id),
      ),
      awaitOnline,
    },
  });

export const marqueeToggleMachineFor = (client: ShopClient) =>
  marqueeToggleMachine.provide({
    actions: adminActions,
    actors: {
      toggle: fromPromise<MarqueeToggleOutput, MarqueeToggleInput>(({ input }) =>
        toggleMarquee(client, input),
      ),
      loadItem: fromPromise<MarqueeItemValues, { id: number }>(({ input }) =>
        loadMarqueeItem(client, input.id),
      ),
      awaitOnline,
    },
  });

export const DELETE_MARQUEE_TEXTS = {
  successText: MARQUEE_TEXTS.deleted,
  failureText: MARQUEE_TEXTS.deleteFailed,
};

export const deleteMarqueeMachineFor = (client: ShopClient) =>
  confirmedActionMachine.provide({
    actions: adminActions,
    actors: {
      perform: fromPromise<unknown, ActionSubject>(({ input }) => deleteMarquee(client, input.id)),
      awaitOnline,
    },
  });
