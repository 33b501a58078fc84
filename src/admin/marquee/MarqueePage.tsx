import PendingPage from '../PendingPage';

/** Marquee Content Management: still to be built. */
export default function Page() {
  return <PendingPage title="Marquee Content Management" />;
}
