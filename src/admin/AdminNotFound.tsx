import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { adminPaths } from './paths';
import { AdminPage } from './ui/AdminPage';
import { EmptyState } from './ui/states';

/** An /admin path that is no screen. */
export default function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <EmptyState
        title="Oops! Page not found"
        description="This admin page does not exist."
        action={
          <Button asChild colorPalette="blue" mt="2">
            <Link to={adminPaths.dashboard}>Go to the dashboard</Link>
          </Button>
        }
      />
    </AdminPage>
  );
}
