import { memo, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { storefrontShellMachine } from '../../../machines/storefrontShell.machine';
import { type DataLayer, loadShopClient, useDataLayer } from '../../api/lazyClient';
import { sections } from '../../routes';
import { lazyChunk } from '../../ui/chunk';
import { QuietBoundary } from '../../ui/RouteBoundary';
import { PROMO_SEEN_KEY, readFlag, WELCOME_SEEN_KEY, writeFlag } from '../../ui/storage';
import { useMachine } from '../../ui/useMachine';
import { NavigationOverlay } from '../overlays/NavigationOverlay';
import { Splash, staticSplashElapsed } from '../overlays/Splash';
import { Marquee, preloadPage } from '../pages';
import { Footer } from './Footer';
import { MarqueeSpace } from './MarqueeSpace';
import { NavBar } from './NavBar';
import { useScrollKeeper } from './scrollKeeper';
import { useGoToSection } from './sections';
import { useLiveCatalogue } from './useLiveCatalogue';

const OverlayDialog = lazyChunk(() => import('../overlays/OverlayDialogs'));

const shellMachine = storefrontShellMachine.provide({
  actions: {
    rememberPromo: () => writeFlag(PROMO_SEEN_KEY),
    rememberWelcome: () => writeFlag(WELCOME_SEEN_KEY),
  },
});

/**
 * Marquee, navigation, the page at the address and the footer. Memoized: the overlays' machine changing
 * (the splash lifting, a dialog opening or closing, the navigation overlay) renders the layout, never the
 * page under it (50 cards on home); the address changing reaches it through the router's context.
 */
const ShopPage = memo(function ShopPage({ data }: { data: DataLayer }) {
  return (
    <data.Provider value={data.client}>
      <Suspense fallback={<MarqueeSpace />}>
        <Marquee />
      </Suspense>
      <NavBar />
      {/* At least a screen tall: the footer starts below the fold, so the page's content arriving
          (a spinner, then the frame) does not push a visible footer down. */}
      <main id="main" className="shop-main">
        <Outlet />
      </main>
      <Footer />
    </data.Provider>
  );
});

/**
 * The public pages' frame: marquee, navigation, page, footer, and the overlays (splash, navigation
 * overlay, promo, first-visit modal), one machine with a region each (machines/storefrontShell.machine.ts,
 * which also holds the promo until the splash lifts); the view reads its tags. The page is laid out and
 * painted under the splash as soon as its code and data are there; the splash lifts when its time is up and
 * they are.
 */
export function StorefrontLayout() {
  const { pathname } = useLocation();
  const go = useGoToSection();
  const [shell, send] = useMachine(shellMachine, { input: { elapsed: staticSplashElapsed } });
  const loading = shell.hasTag('splash');
  const data = useDataLayer();
  useLiveCatalogue(data?.client, !loading);
  useScrollKeeper();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored flags and the first page's code, once
  useEffect(() => {
    let live = true;
    // The start first: the content arriving is a promise, so the promo is waiting when the splash lifts.
    send({
      type: 'shell.start',
      path: pathname,
      promoSeen: readFlag(PROMO_SEEN_KEY),
      firstVisitSeen: readFlag(WELCOME_SEEN_KEY),
    });
    void Promise.all([loadShopClient(), preloadPage(pathname)]).then(
      () => live && send({ type: 'splash.contentReady' }),
      // A data client that does not load is thrown to the error boundary by useDataLayer.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    send({ type: 'shell.route', path: pathname });
  }, [pathname, send]);

  // Both can be open (the first-visit modal opened under a slow splash): the promo first, then the welcome.
  const dialog = shell.hasTag('promo') ? 'promo' : shell.hasTag('welcome') ? 'welcome' : null;

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {data && <ShopPage data={data} />}
      {shell.hasTag('navigating') && (
        <NavigationOverlay contentReady={shell.hasTag('navigationContentReady')} />
      )}
      {loading && <Splash />}
      {dialog && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <OverlayDialog
              key={dialog}
              kind={dialog}
              onClose={() => send({ type: dialog === 'promo' ? 'promo.close' : 'welcome.close' })}
              onShop={() => go(sections.frames)}
            />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
