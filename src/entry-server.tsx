/**
 * The storefront rendered on the server (built by `vite build` into `<outDir>/.ssr/`, used by
 * server/plugins/spa.ts): the page's HTML is painted with the first frame under the splash and hydrated
 * by main.tsx, instead of being created after the JS arrives.
 *
 * The page's data is fetched first, through the app's own client (graphcache, rest exchange, http) over
 * the server's routes (`fetch` is given by the server: in-process requests), and recorded by urql's
 * ssrExchange; the answers travel in the page (src/api/hydration.ts) so the client's first render has
 * them too. Then one synchronous render.
 */
import { ssrExchange } from '@urql/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'urql';
import { App } from './App';
import { createShopClient, memoryStorage, type ShopClient } from './api/client';
import {
  PublicCategoriesQuery,
  PublicFrameQuery,
  PublicFramesQuery,
  PublicMarqueeQuery,
} from './api/documents/storefront';
import { ssrDataScript } from './api/hydration';
import { provideDataLayer } from './api/lazyClient';
import { paths } from './routes';
import { pagesShown, pageVariables, readCollection } from './storefront/collection/filters';
import { HOME_FRAMES_LIMIT } from './storefront/frames/FramesGrid';
import { loadCollectionPage, loadFrameDetailPage, loadHomePage, loadMarquee } from './storefront/pages';
import { storefrontCss } from './storefront/styles';

/** The storefront's stylesheet (main.tsx adds it in the browser); the server puts it in the page's head. */
export const globalCss = storefrontCss;

export interface Rendered {
  /** The root's HTML. */
  html: string;
  /** The `<script type="application/json">` with the answers the page was rendered with. */
  data: string;
}

/** What a path's first screen asks the server for (its queries and variables, exactly as its components ask). */
function queriesOf(client: ShopClient, url: URL): Promise<unknown>[] {
  const path = url.pathname;
  const marquee = client.query(PublicMarqueeQuery, {}).toPromise();
  if (path === '/')
    return [marquee, client.query(PublicFramesQuery, { limit: HOME_FRAMES_LIMIT }).toPromise()];
  if (path === paths.frames) {
    const { filters, page } = readCollection(url.searchParams);
    return [
      marquee,
      client.query(PublicCategoriesQuery, {}).toPromise(),
      ...pagesShown(page).map((p) => client.query(PublicFramesQuery, pageVariables(filters, p)).toPromise()),
    ];
  }
  const frame = /^\/frame\/([^/]+)$/.exec(path)?.[1];
  if (frame) return [marquee, client.query(PublicFrameQuery, { id: decodeURIComponent(frame) }).toPromise()];
  return [marquee];
}

/**
 * Renders the storefront at `url` (path and query). `origin` is the page's address (asset URLs are made
 * absolute with it, as in the browser); `fetch` answers the API's requests.
 */
export async function render(url: string, origin: string, fetch: typeof globalThis.fetch): Promise<Rendered> {
  await Promise.all([loadMarquee(), loadHomePage(), loadFrameDetailPage(), loadCollectionPage()]);
  const ssr = ssrExchange({ isClient: false });
  const client = createShopClient({ baseUrl: `${origin}/api`, fetch, storage: memoryStorage(), ssr });
  await Promise.all(queriesOf(client, new URL(url, origin)));
  // One synchronous render: the data layer and the address are the page's only for its duration.
  const g = globalThis as { location?: unknown };
  const hadLocation = 'location' in g;
  if (!hadLocation) g.location = { origin };
  provideDataLayer({ client, Provider });
  try {
    const router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    return { html: renderToString(<App router={router} />), data: ssrDataScript(ssr.extractData()) };
  } finally {
    provideDataLayer(undefined);
    if (!hadLocation) delete g.location;
  }
}
