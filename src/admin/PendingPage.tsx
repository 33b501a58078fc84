import { AdminPage } from './ui/AdminPage';
import { EmptyState } from './ui/states';

/** A screen of docs/product.md §2 whose build is still to come: its heading, and a clear word about it. */
export default function PendingPage({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <EmptyState title="Coming soon" description="This screen is not available yet." />
    </AdminPage>
  );
}
