import PendingPage from '../PendingPage';

/** Performance: still to be built. */
export default function Page() {
  return <PendingPage title="Performance" />;
}
