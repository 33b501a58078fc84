import PendingPage from '../PendingPage';

/** Label Management: still to be built. */
export default function Page() {
  return <PendingPage title="Label Management" />;
}
