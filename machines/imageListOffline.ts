/**
 * The image list's offline states (machines/connection.ts): a reorder or a delete that found no connection.
 * The work stays on screen with the connection message, and the call is made again once when the browser is
 * back online (`connection.online`) or when the user asks (`images.retry`, Try again); `images.cancel` gives
 * it up (the previous order comes back; the picture marked for delete is kept).
 *
 *   persisting ──no connection──▶ reorderOffline ──connection.online | images.retry──▶ persisting
 *                                                └─images.cancel (the previous order back)──▶ ready.idle
 *   deleting   ──no connection──▶ deleteOffline  ──connection.online | images.retry──▶ deleting
 *                                                └─images.cancel (the picture kept)──▶ ready.idle
 */
import { whileOffline } from './connection';

/** The events of the offline states: Try again. (`connection.online` and `images.cancel` are shared.) */
export type ImageListOfflineEvent = { type: 'images.retry' };

/** What a call's `onError` tries first: no connection goes to `target` (an offline state). */
export const offlineFirst = (target: 'reorderOffline' | 'deleteOffline') =>
  ({ guard: 'connectionLost', target }) as const;

/** The new order found no connection: it stays shown (and `previous` kept) until it is saved or given up. */
export const reorderOffline = {
  description:
    'The new order found no connection: it stays with the connection message; saved again once back online or on Try again.',
  ...whileOffline,
  on: {
    'connection.online': 'persisting',
    'images.retry': 'persisting',
    'images.cancel': { target: 'ready.idle', actions: 'restore' },
  },
} as const;

/** The delete found no connection: the picture stays, marked for delete (`pending`), until deleted or kept. */
export const deleteOffline = {
  description:
    'The delete found no connection: the picture stays marked for delete with the connection message; deleted again once back online or on Try again.',
  ...whileOffline,
  on: {
    'connection.online': 'deleting',
    'images.retry': 'deleting',
    'images.cancel': { target: 'ready.idle', actions: 'forgetPending' },
  },
} as const;
