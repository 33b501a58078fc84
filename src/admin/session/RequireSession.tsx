import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { AdminLayout } from '../layout/AdminLayout';
import { adminPaths } from '../paths';
import { Session } from './SessionProvider';

/**
 * Every admin page but the login screen (docs/product.md §6): a spinner while the stored token is checked,
 * the login screen when signed out (the page asked for is remembered), the layout when signed in.
 */
export function RequireSession() {
  const state = Session.useSelector((s) =>
    s.hasTag('checking') ? 'checking' : s.matches('signedIn') ? 'in' : 'out',
  );
  const location = useLocation();
  if (state === 'checking')
    return (
      <Center minH="100dvh" role="status" aria-label="Checking your session">
        <Spinner size="xl" color="blue.500" />
      </Center>
    );
  if (state === 'out')
    return (
      <Navigate to={adminPaths.login} replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  return <AdminLayout />;
}
