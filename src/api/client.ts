/**
 * The graph client every screen uses: graphcache first (synchronous, normalized), the rest exchange
 * last (docs/architecture.md, "The way data flows"). Storage and fetch are injectable so tests run in Node. The
 * realtime socket (src/api/realtimeSocket.ts) opens only when a page subscribes to `shopEvents`.
 */
import { Client, type Exchange } from '@urql/core';
import { apiBase } from './assets';
import { createCache } from './cache';
import { type EventRequest, eventsBack } from './eventResults';
import { createHttp, type Http, type HttpConfig } from './http';
import { eventSource, type SocketOptions } from './realtimeSocket';
import { restExchange } from './restExchange';

/** Where the admin token lives (docs/product.md §3: local storage). */
export const TOKEN_KEY = 'adminToken';

export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): TokenStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const browserStorage = (): TokenStorage => {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage blocked (private mode, sandboxed frame): keep the token in memory.
  }
  return memoryStorage();
};

export interface ShopClientOptions extends Omit<HttpConfig, 'getToken'> {
  storage?: TokenStorage;
  http?: Http;
  /** urql's ssrExchange, between the cache and the rest exchange: the server-rendered page's answers (src/api/hydration.ts). */
  ssr?: Exchange;
  /** Before the cache: the server-rendered page's queries read from the cache first (src/api/hydration.ts). */
  hydrated?: Exchange;
  /**
   * The cache exchange and how to empty it. The default, graphcache alone, is the storefront's: a shopper never
   * signs out. The back office's client (src/api/adminClient.ts) gives one that can start over empty.
   */
  cache?: { exchange: Exchange; reset: () => void };
}

export type ShopClient = Client & {
  http: Http;
  storage: TokenStorage;
  /** Forgets every answer (graphcache and the http layer's ETag cache): sign-out. */
  reset: () => void;
};

/**
 * The socket's events for a `shopEvents` subscription: `admin: true` sends the stored token; the
 * operation's context may carry `realtime` socket options (tests give a WebSocket and short delays).
 */
const socketEvents =
  (storage: TokenStorage, baseUrl: string | undefined) =>
  ({ args, context, onLive }: EventRequest) =>
    eventSource({
      baseUrl,
      ...(context.realtime as SocketOptions | undefined),
      token: args.admin === true ? () => storage.getItem(TOKEN_KEY) : undefined,
      onLive,
    });

export function createShopClient(options: ShopClientOptions = {}): ShopClient {
  const storage = options.storage ?? browserStorage();
  const http =
    options.http ??
    createHttp({
      ...options,
      baseUrl: options.baseUrl ?? apiBase(),
      getToken: () => storage.getItem(TOKEN_KEY),
    });
  const cache = options.cache ?? { exchange: createCache(), reset: () => undefined };
  const client = new Client({
    url: `${options.baseUrl ?? apiBase()}/graph`,
    requestPolicy: 'cache-and-network',
    exchanges: [
      ...(options.hydrated ? [options.hydrated] : []),
      eventsBack,
      cache.exchange,
      ...(options.ssr ? [options.ssr] : []),
      // The http layer's cache needs no clearing after a change: every GET it keeps is revalidated by its
      // ETag (a 304 only when the server's answer is the same), so it saves bytes, never shows old data.
      restExchange({ http, events: socketEvents(storage, options.baseUrl) }),
    ],
  });
  const reset = () => {
    cache.reset();
    http.clearCache();
  };
  return Object.assign(client, { http, storage, reset });
}
