import { startTransition, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { PublicFramesQuery } from '../../api/documents/storefront';
import { FrameCard } from './FrameCard';

/** Spec section 9: home loads 50 frames. */
export const HOME_FRAMES_LIMIT = 50;
const variables = { limit: HOME_FRAMES_LIMIT };

/**
 * The first cards render at once (and on the server), the rest a batch at a time (each its own short
 * task), so a phone's main thread is never blocked for the whole grid in one go. A section below the
 * grid (#contact) or the place Back returns to is held on screen while the grid grows (scrollKeeper).
 */
export const FIRST_CARDS = 6;
const CARD_BATCH = 2;

function useCardsShown(total: number) {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + CARD_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/** The frames grid: loading, 'Failed to fetch frames' with Retry, empty text, columns 1, 2, 4, 5, 6. */
export function FramesGrid() {
  const [{ data, fetching, error }] = useQuery({ query: PublicFramesQuery, variables });
  const frames = data?.publicFrames.data;
  const shown = useCardsShown(frames?.length ?? 0);

  if (!frames && fetching)
    return (
      <div className="frames-state" role="status">
        <span className="spinner frames-spinner" />
        <p className="muted">Loading frames...</p>
      </div>
    );
  if (!frames && error)
    return (
      <div className="frames-state frames-error" role="alert">
        <p className="frames-error-text">Failed to fetch frames</p>
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  if (!frames?.length) return <p className="frames-empty muted">No frames available at the moment.</p>;
  return (
    <div className="frames-grid" data-testid="frames-grid">
      {frames.slice(0, shown).map((frame, i) => (
        // The hero is the first screen (its picture the page's largest): the grid's pictures load as they
        // come near the screen, not competing with it and the scripts on a slow network.
        <FrameCard key={frame.id} frame={frame} position={i} />
      ))}
    </div>
  );
}
