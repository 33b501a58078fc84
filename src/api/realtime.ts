/**
 * Live updates: a `shopEvents` subscription kept open until `close()`. The rest exchange streams the
 * socket's events (src/api/realtimeSocket.ts, loaded then) and graphcache applies them, so open views
 * update without a reload; every time the socket is (re)connected, the watched queries are fetched again.
 * A visitor's subscription gets the catalogue events; `admin: true` authenticates with the stored token so
 * admin events arrive too. Imports no admin code: the storefront loads it lazily (useLiveCatalogue).
 */
import type { Client } from '@urql/core';
import { ShopEventsSubscription } from './documents/events';
import type { ServerEvent, SocketOptions } from './realtimeSocket';

export interface RealtimeOptions extends SocketOptions {
  /** Authenticate as admin with the stored token. */
  admin?: boolean;
  /** Each event, once graphcache has applied it. */
  onEvent?: (event: ServerEvent) => void;
}

export function connectRealtime(client: Client, options: RealtimeOptions = {}) {
  const { admin = false, onEvent, ...realtime } = options;
  const { unsubscribe } = client
    .subscription(ShopEventsSubscription, { admin }, { realtime })
    .subscribe((result) => {
      const event = result.data?.shopEvents;
      if (event) onEvent?.({ type: event.type, id: event.id ?? undefined, data: event.data ?? undefined });
    });
  return { close: unsubscribe };
}
