import type { FastifyInstance } from 'fastify';
import { COLLECTION_PATH, collectionUrl, readCollection } from '../../src/storefront/collection/filters';

/**
 * What a storefront page is rendered from, and cached by: its path, and the query parameters that page reads,
 * in their canonical form. Only the collection reads any (its filters and page, docs/product.md); every other
 * parameter (`?bust=<unique>`, `utm_source`) is dropped, so it cannot force a render.
 */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  if (parsed.pathname !== COLLECTION_PATH) return parsed.pathname;
  const { filters, page } = readCollection(parsed.searchParams);
  return collectionUrl(filters, page);
}

/** `fetch` for the renderer: the API's answers from this server itself, in process (no socket). */
export function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * The modules a storefront page imports as soon as its entry runs (src/main.tsx: the data layer, the
 * marquee, the page at this path), whose chunks its head preloads.
 */
export function pageSources(path: string): string[] {
  const page =
    path === '/'
      ? ['src/storefront/home/HomePage.tsx']
      : path.startsWith('/frame/')
        ? ['src/storefront/detail/FrameDetailPage.tsx']
        : path === COLLECTION_PATH
          ? ['src/storefront/collection/CollectionPage.tsx']
          : [];
  return ['src/api/dataLayer.ts', 'src/storefront/layout/Marquee.tsx', ...page];
}
