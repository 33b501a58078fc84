/** What the lazily loaded data chunk holds: the client factory and urql's Provider (src/api/lazyClient.tsx). */
import { createShopClient, type ShopClient } from './client';
import { hydrationExchanges } from './hydration';

export { Provider } from 'urql';
export { createShopClient } from './client';

/** The browser's client: it answers the server-rendered page's queries from the page itself (no request). */
export const createBrowserClient = (): ShopClient => createShopClient({ ...hydrationExchanges() });
