/**
 * The back office's graph client: the shop's client (src/api/client.ts) over a graphcache that sign-out empties
 * (src/api/resettableCache.ts). It lives in the back office's chunks only, so the storefront's scripts never
 * carry the reset; both clients read the same stored token.
 */
import { createCache } from './cache';
import { createShopClient, type ShopClient, type ShopClientOptions } from './client';
import { resettableCache } from './resettableCache';

export const createAdminClient = (options: Omit<ShopClientOptions, 'cache'> = {}): ShopClient =>
  createShopClient({ ...options, cache: resettableCache(createCache) });

let client: ShopClient | undefined;

/** The browser's one back-office client, made when the back office first renders. */
export const adminClient = (): ShopClient => {
  client ??= createAdminClient();
  return client;
};
