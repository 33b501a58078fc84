import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadShopClient } from './api/lazyClient';
import { preloadPage } from './storefront/pages';
import globalCss from './ui/global.css?inline';

// The few plain CSS rules (marquee, skip link, overlays) are added by the script, not linked from
// index.html: a <link rel="stylesheet"> would block the first paint (the static splash) for a round trip.
const style = document.createElement('style');
style.textContent = globalCss;
document.head.append(style);

// The data layer and the page are their own chunks: request them before the first render, so they load
// while the splash shows.
void loadShopClient().catch(() => undefined);
void preloadPage(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
