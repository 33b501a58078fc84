/**
 * The data layer (urql, graphcache, the rest exchange, the Effect http client, the introspection and the
 * REST table) loads in its own chunk: the server-rendered page is painted, under the splash, before it arrives.
 * `loadShopClient` is called at the top of main.tsx: the chunk's request starts as soon as the entry
 * runs, and the data loads while the splash shows.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadChunk } from '../ui/chunk';
import type { ShopClient } from './client';

export interface DataLayer {
  client: ShopClient;
  Provider: ComponentType<{ value: ShopClient; children?: ReactNode }>;
}

let pending: Promise<DataLayer> | undefined;
let loaded: DataLayer | undefined;

/** Starts loading the data layer (once) and resolves to the client and urql's Provider. */
export function loadShopClient(): Promise<DataLayer> {
  // Tried again while it fails (src/ui/chunk.ts); a load that failed even so is started anew next time.
  pending ??= loadChunk(() => import('./dataLayer')).then(
    ({ createBrowserClient, Provider }) => {
      loaded = { client: createBrowserClient(), Provider: Provider as DataLayer['Provider'] };
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The server's renderer (src/entry-server.tsx) gives the data layer of the page it renders, for one synchronous render. */
export function provideDataLayer(layer: DataLayer | undefined) {
  loaded = layer;
}

/** The data layer once loaded (null until then); a failed load is thrown to the error boundary. */
export function useDataLayer(): DataLayer | null {
  const [layer, setLayer] = useState<DataLayer | undefined>(loaded);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (layer) return;
    let live = true;
    loadShopClient().then(
      (l) => live && setLayer(l),
      (e) => live && setFailure(e ?? new Error('The data client did not load')),
    );
    return () => {
      live = false;
    };
  }, [layer]);
  if (failure) throw failure;
  return layer ?? null;
}

/** urql's Provider around `children` once the client has loaded; `fallback` until then. */
export function DataProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const layer = useDataLayer();
  return layer ? <layer.Provider value={layer.client}>{children}</layer.Provider> : fallback;
}
