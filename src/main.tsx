import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isAdminPath } from '../machines/paths';
import { App } from './App';
import { loadShopClient } from './api/lazyClient';
import { preloadPage } from './storefront/pages';

const GLOBAL_CSS_ID = 'global-css';

/**
 * The storefront's stylesheet (src/storefront/styles.ts) is in the server-rendered page's head. A page
 * without it (the back-office, which shows the storefront's card; a page the server could not render) loads
 * it as a chunk of its own and adds it before the first render: a server-rendered page never downloads it,
 * and a <link rel="stylesheet"> would block the first paint for a round trip.
 */
const stylesheet = document.getElementById(GLOBAL_CSS_ID)
  ? Promise.resolve()
  : import('./storefront/styles')
      .then(({ storefrontCss }) => {
        const style = document.createElement('style');
        style.id = GLOBAL_CSS_ID;
        style.textContent = storefrontCss;
        document.head.append(style);
      })
      // Without its styles the page still renders (and the error boundary speaks if the app's code is missing too).
      .catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;
const path = window.location.pathname;
// The back-office has no splash.
if (isAdminPath(path)) document.getElementById('static-splash')?.remove();

const app = (
  <StrictMode>
    <App router={BrowserRouter} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // Server-rendered (server/plugins/spa.ts): the page is already painted under the splash. Hydrate it once
  // the data layer and the page's chunk are there (the first render must match the HTML), as a transition
  // so the work is cut into short tasks instead of one long one.
  void Promise.all([loadShopClient(), preloadPage(path)]).then(
    () => startTransition(() => void hydrateRoot(root, app)),
    () => void stylesheet.then(() => createRoot(root).render(app)),
  );
} else {
  // The data layer and the page are their own chunks: request them before the first render, so they load
  // while the splash shows.
  void loadShopClient().catch(() => undefined);
  void preloadPage(path);
  void stylesheet.then(() => createRoot(root).render(app));
}
