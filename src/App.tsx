import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { createShopClient } from './api/client';
import { paths } from './routes';
import { HomePage } from './storefront/home/HomePage';
import { StorefrontLayout } from './storefront/layout/StorefrontLayout';
import { NotFoundPage } from './storefront/NotFoundPage';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { system } from './ui/system';
import { ToastHost } from './ui/ToastHost';

const FrameDetailPage = lazy(() => import('./storefront/detail/FrameDetailPage'));
const AdminApp = lazy(() => import('./admin/AdminPlaceholder'));

const client = createShopClient();

export function App() {
  return (
    <ErrorBoundary>
      <ChakraProvider value={system}>
        <UrqlProvider value={client}>
          <BrowserRouter>
            <Routes>
              <Route
                path={paths.admin}
                element={
                  <Suspense fallback={null}>
                    <AdminApp />
                  </Suspense>
                }
              />
              <Route element={<StorefrontLayout />}>
                <Route index element={<HomePage />} />
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
          </BrowserRouter>
          <ToastHost />
        </UrqlProvider>
      </ChakraProvider>
    </ErrorBoundary>
  );
}
