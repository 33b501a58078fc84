/**
 * The answers a server-rendered page was rendered with (src/entry-server.tsx), carried in the page as JSON
 * (`<script type="application/json" id="ssr-data">`: data, not a script, so the CSP allows it). On the
 * client, urql's ssrExchange answers those queries synchronously, so the first render (the hydration)
 * matches the server's HTML; later requests go to the server as usual.
 */
import { type SSRData, ssrExchange } from '@urql/core';

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

/** The client's ssrExchange, primed with the page's answers (none when the page was not server-rendered). */
export function hydrationExchange() {
  const initialState = readSsrData();
  return initialState ? ssrExchange({ isClient: true, initialState }) : undefined;
}
