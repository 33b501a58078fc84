/**
 * The back-office (spec section 2), its own lazy chunk: the storefront never downloads it. One session
 * actor for every screen; every page but /admin/login needs a signed-in session (RequireSession).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ToastHost } from '../ui/ToastHost';
import LoginPage from './login/LoginPage';
import { RequireSession } from './session/RequireSession';
import { SessionProvider } from './session/SessionProvider';
import { adminSystem } from './ui/adminSystem';
import { LoadingState } from './ui/states';

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
};

const AdminToaster = lazy(() => import('./ui/AdminToaster'));

const dashboard = () => import('./dashboard/DashboardPage');

export default function AdminApp() {
  return (
    <ChakraProvider value={adminSystem}>
      <SessionProvider>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route element={<RequireSession />}>
            <Route index element={page(dashboard)} />
            <Route path="dashboard" element={page(dashboard)} />
            <Route path="frames" element={page(() => import('./frames/FramesPage'))} />
            <Route path="frames/new" element={page(() => import('./frameForm/FrameFormPage'))} />
            <Route path="frames/:id" element={page(() => import('./frames/FrameDetailsPage'))} />
            <Route path="frames/:id/edit" element={page(() => import('./frameForm/FrameFormPage'))} />
            <Route path="frame-sorting" element={page(() => import('./frameOrder/FrameOrderPage'))} />
            <Route path="users" element={page(() => import('./users/UsersPage'))} />
            <Route path="messages" element={page(() => import('./messages/MessagesPage'))} />
            <Route path="labels" element={page(() => import('./labels/LabelsPage'))} />
            <Route path="marquee" element={page(() => import('./marquee/MarqueePage'))} />
            <Route path="performance" element={page(() => import('./performance/PerformancePage'))} />
            <Route path="performance-alt" element={page(() => import('./performance/PerformanceAltPage'))} />
            <Route path="*" element={page(() => import('./AdminNotFound'))} />
          </Route>
        </Routes>
      </SessionProvider>
      <ToastHost toaster={AdminToaster} />
    </ChakraProvider>
  );
}
