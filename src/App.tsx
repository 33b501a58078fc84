import type { ComponentType, ReactNode } from 'react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DataProvider } from './api/lazyClient';
import { paths } from './routes';
import { StorefrontLayout } from './storefront/layout/StorefrontLayout';
import { NotFoundPage } from './storefront/NotFoundPage';
import { CollectionPage, FrameDetailPage, HomePage } from './storefront/pages';
import { lazyChunk } from './ui/chunk';
import { ErrorBoundary } from './ui/ErrorBoundary';
// Before the router listens: Back can be held by a screen with unsaved work.
import './ui/popGuard';
import { RouteBoundary } from './ui/RouteBoundary';
import { ToastHost } from './ui/ToastHost';

const AdminApp = lazyChunk(() => import('./admin/AdminApp'));
const ShopToaster = lazyChunk(() => import('./ui/ShopToaster'));

/**
 * A page whose code is its own chunk: nothing in its place while the chunk loads; a chunk that does not
 * load (after its retries) is a message with Retry in the page's place, the shell kept (src/ui/RouteBoundary.tsx).
 */
const lazyPage = (page: ReactNode) => (
  <RouteBoundary>
    <Suspense fallback={null}>{page}</Suspense>
  </RouteBoundary>
);

/**
 * The router around the app: BrowserRouter in the browser (src/main.tsx), StaticRouter at the address being
 * rendered on the server (src/entry-server.tsx), so the browser's scripts do not carry the server's router.
 */
export type AppRouter = ComponentType<{ children: ReactNode }>;

export function App({ router: Router }: { router: AppRouter }) {
  return (
    <ErrorBoundary>
      <Router>
        <Routes>
          <Route
            path={paths.admin}
            element={
              <RouteBoundary>
                <DataProvider>{lazyPage(<AdminApp />)}</DataProvider>
              </RouteBoundary>
            }
          />
          <Route
            element={
              <>
                <StorefrontLayout />
                <ToastHost toaster={ShopToaster} />
              </>
            }
          >
            <Route index element={lazyPage(<HomePage />)} />
            {/* `/frame` without an id is the frame page too: it says "No frame ID provided". */}
            {[paths.frame, paths.frameWithoutId].map((path) => (
              <Route key={path} path={path} element={lazyPage(<FrameDetailPage />)} />
            ))}
            <Route path={paths.frames} element={lazyPage(<CollectionPage />)} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Router>
    </ErrorBoundary>
  );
}
