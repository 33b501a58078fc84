import { Box } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { overlaysMachine } from '../../../machines/overlays.machine';
import { useDataLayer } from '../../api/lazyClient';
import { sections } from '../../routes';
import { PROMO_SEEN_KEY, readFlag, WELCOME_SEEN_KEY, writeFlag } from '../../ui/storage';
import { ChatButton } from '../overlays/ChatButton';
import { NavigationOverlay } from '../overlays/NavigationOverlay';
import { Splash } from '../overlays/Splash';
import { Marquee, preloadPage } from '../pages';
import { Footer } from './Footer';
import { MarqueeSpace } from './MarqueeSpace';
import { NavBar } from './NavBar';
import { useGoToSection } from './sections';
import { useLiveCatalogue } from './useLiveCatalogue';

const OverlayDialog = lazy(() => import('../overlays/OverlayDialogs'));

const overlays = overlaysMachine.provide({
  actions: {
    rememberPromo: () => writeFlag(PROMO_SEEN_KEY),
    rememberWelcome: () => writeFlag(WELCOME_SEEN_KEY),
  },
});

/**
 * The public pages' frame: marquee, navigation, page, footer, and the overlays (splash, navigation
 * overlay, promo, first-visit modal). The page renders under the splash, so its data loads meanwhile.
 */
export function StorefrontLayout() {
  const { pathname } = useLocation();
  const go = useGoToSection();
  // The splash owns its machine: its 16 ms ticks re-render the ring only, not this layout and the page.
  const [splashDone, setSplashDone] = useState(false);
  const onSplashDone = useCallback(() => setSplashDone(true), []);
  const [state, send] = useMachine(overlays, {
    input: {
      path: pathname,
      promoSeen: readFlag(PROMO_SEEN_KEY),
      firstVisitSeen: readFlag(WELCOME_SEEN_KEY),
    },
  });
  // The data client loads in its own chunk while the splash shows; the splash stays until it is there.
  // So does the first page's chunk (started by main.tsx; preloadPage returns the same promise): the page
  // renders once both are there, in one go.
  const data = useDataLayer();
  const [pageReady, setPageReady] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page waits under the splash
  useEffect(() => {
    let live = true;
    void preloadPage(pathname).then(() => live && setPageReady(true));
    return () => {
      live = false;
    };
  }, []);
  const loading = !splashDone || !data || !pageReady;
  useLiveCatalogue(data?.client, !loading);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    send({ type: 'overlays.route', path: pathname });
  }, [pathname, send]);

  useEffect(() => {
    if (!loading) send({ type: 'overlays.ready' });
  }, [loading, send]);

  const dialog = state.matches({ promo: 'open' })
    ? 'promo'
    : state.matches({ welcome: 'open' })
      ? 'welcome'
      : null;

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {data && pageReady && (
        <data.Provider value={data.client}>
          {/* Under the splash the page is laid out but not painted: its data arriving moves things
              (layout shifts) nobody sees, so they must not count either. */}
          <Box
            display="contents"
            visibility={loading ? 'hidden' : undefined}
            aria-hidden={loading || undefined}
          >
            <Suspense fallback={<MarqueeSpace />}>
              <Marquee />
            </Suspense>
            <NavBar />
            {/* At least a screen tall: the footer starts below the fold, so the page's content arriving
                (a spinner, then the frame) does not push a visible footer down. */}
            <Box as="main" id="main" bg="gray.50" minH="100vh">
              <Outlet />
            </Box>
            <Footer />
          </Box>
        </data.Provider>
      )}
      {state.matches({ navigation: 'showing' }) && (
        <NavigationOverlay contentReady={state.context.contentReady} />
      )}
      {!loading && <ChatButton />}
      {loading && <Splash onDone={onSplashDone} />}
      {dialog && (
        <Suspense fallback={null}>
          <OverlayDialog
            key={dialog}
            kind={dialog}
            onClose={() => send({ type: dialog === 'promo' ? 'promo.close' : 'welcome.close' })}
            onShop={() => go(sections.frames)}
          />
        </Suspense>
      )}
    </>
  );
}
