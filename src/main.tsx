import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadShopClient } from './api/lazyClient';
import { preloadPage } from './storefront/pages';
import './ui/global.css';

// The data layer and the page are their own chunks: request them before the first render, so they load
// while the splash shows.
void loadShopClient().catch(() => undefined);
void preloadPage(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
