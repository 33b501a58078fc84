import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAdminPath } from '../machines/paths';
import { App } from './App';
import { loadShopClient } from './api/lazyClient';
import { preloadPage } from './storefront/pages';
import { storefrontCss } from './storefront/styles';

const GLOBAL_CSS_ID = 'global-css';

// The storefront's stylesheet (src/storefront/styles.ts) is in the server-rendered page's head; on a page
// without it the script adds it (a <link rel="stylesheet"> would block the first paint for a round trip).
if (!document.getElementById(GLOBAL_CSS_ID)) {
  const style = document.createElement('style');
  style.id = GLOBAL_CSS_ID;
  style.textContent = storefrontCss;
  document.head.append(style);
}

const root = document.getElementById('root') as HTMLElement;
const path = window.location.pathname;
// The back-office has no splash.
if (isAdminPath(path)) document.getElementById('static-splash')?.remove();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // Server-rendered (server/plugins/spa.ts): the page is already painted under the splash. Hydrate it once
  // the data layer and the page's chunk are there (the first render must match the HTML), as a transition
  // so the work is cut into short tasks instead of one long one.
  void Promise.all([loadShopClient(), preloadPage(path)]).then(
    () => startTransition(() => void hydrateRoot(root, app)),
    () => createRoot(root).render(app),
  );
} else {
  // The data layer and the page are their own chunks: request them before the first render, so they load
  // while the splash shows.
  void loadShopClient().catch(() => undefined);
  void preloadPage(path);
  createRoot(root).render(app);
}
