import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { DataProvider } from './api/lazyClient';
import { paths } from './routes';
import { StorefrontLayout } from './storefront/layout/StorefrontLayout';
import { NotFoundPage } from './storefront/NotFoundPage';
import { FrameDetailPage, HomePage } from './storefront/pages';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { ToastHost } from './ui/ToastHost';

const AdminApp = lazy(() => import('./admin/AdminApp'));
const ShopToaster = lazy(() => import('./ui/ShopToaster'));

/** The router: the browser's address, or on the server (src/entry-server.tsx) the one being rendered. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

export function App({ location }: { location?: string }) {
  return (
    <ErrorBoundary>
      <Router location={location}>
        <Routes>
          <Route
            path={paths.admin}
            element={
              <DataProvider>
                <Suspense fallback={null}>
                  <AdminApp />
                </Suspense>
              </DataProvider>
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
            <Route
              index
              element={
                <Suspense fallback={null}>
                  <HomePage />
                </Suspense>
              }
            />
            <Route
              path={paths.frame}
              element={
                <Suspense fallback={null}>
                  <FrameDetailPage />
                </Suspense>
              }
            />
            <Route
              path={paths.frameWithoutId}
              element={
                <Suspense fallback={null}>
                  <FrameDetailPage />
                </Suspense>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Router>
    </ErrorBoundary>
  );
}
