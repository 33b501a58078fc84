import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { navigationOverlayMachine } from '../../../machines/navigationOverlay.machine';
import { overlaysMachine } from '../../../machines/overlays.machine';
import { splashMachine } from '../../../machines/splash.machine';
import { loadShopClient, useDataLayer } from '../../api/lazyClient';
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

const overlays = overlaysMachine.provide({
  actions: {
    rememberPromo: () => writeFlag(PROMO_SEEN_KEY),
    rememberWelcome: () => writeFlag(WELCOME_SEEN_KEY),
  },
});

/**
 * The public pages' frame: marquee, navigation, page, footer, and the overlays (splash, navigation
 * overlay, promo, first-visit modal), each flow a machine. The page is laid out and painted under the
 * splash as soon as its code and data are there; the splash lifts when its time is up and they are.
 */
export function StorefrontLayout() {
  const { pathname } = useLocation();
  const go = useGoToSection();
  const [splash, sendSplash] = useMachine(splashMachine, { input: { elapsed: staticSplashElapsed } });
  const [dialogs, sendDialogs] = useMachine(overlays);
  const [navigation, sendNavigation] = useMachine(navigationOverlayMachine);
  const loading = splash.status !== 'done';
  const data = useDataLayer();
  useLiveCatalogue(data?.client, !loading);
  useScrollKeeper();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page's code and the stored flags, once
  useEffect(() => {
    let live = true;
    void Promise.all([loadShopClient(), preloadPage(pathname)]).then(
      () => live && sendSplash({ type: 'splash.contentReady' }),
      // A data client that does not load is thrown to the error boundary by useDataLayer.
      () => undefined,
    );
    sendDialogs({
      type: 'overlays.start',
      path: pathname,
      promoSeen: readFlag(PROMO_SEEN_KEY),
      firstVisitSeen: readFlag(WELCOME_SEEN_KEY),
    });
    return () => {
      live = false;
    };
  }, []);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    sendDialogs({ type: 'overlays.route', path: pathname });
    sendNavigation({ type: 'navigation.route', path: pathname });
  }, [pathname, sendDialogs, sendNavigation]);

  useEffect(() => {
    if (!loading) sendDialogs({ type: 'overlays.ready' });
  }, [loading, sendDialogs]);

  const dialog = dialogs.matches({ promo: 'open' })
    ? 'promo'
    : dialogs.matches({ welcome: 'open' })
      ? 'welcome'
      : null;

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {data && (
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
      )}
      {navigation.matches('showing') && (
        <NavigationOverlay contentReady={navigation.matches({ showing: 'ready' })} />
      )}
      {loading && <Splash />}
      {dialog && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <OverlayDialog
              key={dialog}
              kind={dialog}
              onClose={() => sendDialogs({ type: dialog === 'promo' ? 'promo.close' : 'welcome.close' })}
              onShop={() => go(sections.frames)}
            />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
