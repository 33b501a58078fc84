/** What the lazily loaded data chunk holds: the client factory and urql's Provider (src/api/lazyClient.tsx). */
export { Provider } from 'urql';
export { createShopClient } from './client';
