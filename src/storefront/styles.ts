/**
 * The storefront's one stylesheet: the typeface and motion rules (src/ui/global.css), the base with its
 * tokens (shop.css) and each room's rules. Plain CSS, no CSS-in-JS: nothing is computed while a page renders
 * or hydrates. The server puts it in the rendered page's head (server/plugins/spa.ts); main.tsx adds it to a
 * page that has no server render (the back-office shows the storefront's card in its preview).
 */
import globalCss from '../ui/global.css?inline';
import collectionCss from './collection/collection.css?inline';
import detailCss from './detail/detail.css?inline';
import framesCss from './frames/frames.css?inline';
import homeCss from './home/home.css?inline';
import layoutCss from './layout/layout.css?inline';
import overlaysCss from './overlays/overlays.css?inline';
import shopCss from './shop.css?inline';

export const storefrontCss = [
  shopCss,
  globalCss,
  layoutCss,
  framesCss,
  homeCss,
  detailCss,
  collectionCss,
  overlaysCss,
].join('\n');
