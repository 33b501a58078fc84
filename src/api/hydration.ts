/**
 * The answers a server-rendered page was rendered with (src/entry-server.tsx), carried in the page as JSON
 * (`<script type="application/json" id="ssr-data">`: data, not a script, so the CSP allows it). On the
 * client, urql's ssrExchange answers those queries synchronously, so the first render (the hydration)
 * matches the server's HTML; later requests go to the server as usual.
 */
import { type Exchange, makeOperation, mapExchange, type SSRData, ssrExchange } from '@urql/core';

export const SSR_DATA_ID = 'ssr-data';

/** The JSON as a `<script>` element's text: `<` escaped so no `</script>` can end it early. */
export const ssrDataScript = (data: SSRData) =>
  `<script type="application/json" id="${SSR_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

function readSsrData(): SSRData | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SSRData;
  } catch {
    return undefined;
  }
}

/**
 * The client's exchanges for a server-rendered page (none otherwise): `ssr`, urql's ssrExchange primed with
 * the page's answers, and `hydrated`, which has those queries read from the cache first. Their answers were
 * read when the page was served (its render is dropped on any catalogue change) and the live socket fetches
 * every watched query again when it opens, then applies each change: asking again at hydration would only
 * send the same request twice.
 */
export function hydrationExchanges(): { ssr: Exchange; hydrated: Exchange } | undefined {
  const initialState = readSsrData();
  if (!initialState) return undefined;
  const keys = new Set(Object.keys(initialState).map(Number));
  return {
    ssr: ssrExchange({ isClient: true, initialState }),
    hydrated: mapExchange({
      onOperation: (op) =>
        op.kind === 'query' && keys.has(op.key) && op.context.requestPolicy === 'cache-and-network'
          ? makeOperation(op.kind, op, { ...op.context, requestPolicy: 'cache-first' })
          : op,
    }),
  };
}
