import PendingPage from '../PendingPage';

/** User Management: still to be built. */
export default function Page() {
  return <PendingPage title="User Management" />;
}
