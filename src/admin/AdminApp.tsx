/**
 * The back-office (docs/product.md §2), its own lazy chunk: the storefront never downloads it. One session
 * actor for every screen; every page but /admin/login needs a signed-in session (RequireSession). Its screens
 * read through the back office's own client (src/api/adminClient.ts), which sign-out empties.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { type ComponentType, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Provider } from 'urql';
import { adminClient } from '../api/adminClient';
import { lazyChunk } from '../ui/chunk';
import { RouteBoundary } from '../ui/RouteBoundary';
import { ToastHost } from '../ui/ToastHost';
import { LeaveGuardProvider } from './leaveGuard';
import LoginPage from './login/LoginPage';
import { RequireSession } from './session/RequireSession';
import { SessionProvider } from './session/SessionProvider';
import { adminSystem } from './ui/adminSystem';
import { LoadingState } from './ui/states';

/**
 * A screen, its own chunk: a spinner while it loads; a chunk that does not load (after its retries) is a
 * message with Retry in the screen's place, the side menu and header kept (src/ui/RouteBoundary.tsx).
 */
const page = (Page: ComponentType) => (
  <RouteBoundary>
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  </RouteBoundary>
);

const AdminToaster = lazyChunk(() => import('./ui/AdminToaster'));

const Dashboard = lazyChunk(() => import('./dashboard/DashboardPage'));
const FramesPage = lazyChunk(() => import('./frames/FramesPage'));
const FrameFormPage = lazyChunk(() => import('./frameForm/FrameFormPage'));
const FrameDetailsPage = lazyChunk(() => import('./frames/FrameDetailsPage'));
const FrameOrderPage = lazyChunk(() => import('./frameOrder/FrameOrderPage'));
const UsersPage = lazyChunk(() => import('./users/UsersPage'));
const MessagesPage = lazyChunk(() => import('./messages/MessagesPage'));
const LabelsPage = lazyChunk(() => import('./labels/LabelsPage'));
const MarqueePage = lazyChunk(() => import('./marquee/MarqueePage'));
const PerformancePage = lazyChunk(() => import('./performance/PerformancePage'));
const PerformanceAltPage = lazyChunk(() => import('./performance/PerformanceAltPage'));
const AdminNotFound = lazyChunk(() => import('./AdminNotFound'));

export default function AdminApp() {
  return (
    <ChakraProvider value={adminSystem}>
      <Provider value={adminClient()}>
        <SessionProvider>
          <LeaveGuardProvider>
            <Routes>
              <Route path="login" element={<LoginPage />} />
              <Route element={<RequireSession />}>
                <Route index element={page(Dashboard)} />
                <Route path="dashboard" element={page(Dashboard)} />
                <Route path="frames" element={page(FramesPage)} />
                <Route path="frames/new" element={page(FrameFormPage)} />
                <Route path="frames/:id" element={page(FrameDetailsPage)} />
                <Route path="frames/:id/edit" element={page(FrameFormPage)} />
                <Route path="frame-sorting" element={page(FrameOrderPage)} />
                <Route path="users" element={page(UsersPage)} />
                <Route path="messages" element={page(MessagesPage)} />
                <Route path="labels" element={page(LabelsPage)} />
                <Route path="marquee" element={page(MarqueePage)} />
                <Route path="performance" element={page(PerformancePage)} />
                <Route path="performance-alt" element={page(PerformanceAltPage)} />
                <Route path="*" element={page(AdminNotFound)} />
              </Route>
            </Routes>
          </LeaveGuardProvider>
        </SessionProvider>
      </Provider>
      {/* Loaded with the shell, not on the first toast: offline, its chunk could not load. */}
      <ToastHost toaster={AdminToaster} eager />
    </ChakraProvider>
  );
}
