import PendingPage from '../PendingPage';

/** Messages: still to be built. */
export default function Page() {
  return <PendingPage title="Messages" />;
}
