/**
 * The admin's realtime client: the shared socket (src/api/realtimeSocket.ts) with every event the server
 * sends it; `admin: true` authenticates with the stored token (`{type:'auth', token}`) so admin events
 * arrive too. The storefront uses src/api/publicRealtime.ts instead.
 */
import { type ShopClient, TOKEN_KEY } from './client';
import { type EventSocket, openEventSocket, type SocketOptions } from './realtimeSocket';

export { type ServerEvent, socketUrl } from './realtimeSocket';

export interface RealtimeOptions extends SocketOptions {
  /** Authenticate as admin with the stored token. */
  admin?: boolean;
}

export function connectRealtime(client: ShopClient, options: RealtimeOptions = {}): EventSocket {
  const { admin, ...rest } = options;
  return openEventSocket(client, {
    ...rest,
    token: admin ? () => client.storage.getItem(TOKEN_KEY) : undefined,
  });
}
