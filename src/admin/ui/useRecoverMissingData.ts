import { useEffect } from 'react';

/** How long a list may have neither data nor an error before it is asked for again: nothing fetching, or a fetch that never answers. */
const IDLE_GRACE_MS = 2_000;
const FETCHING_GRACE_MS = 15_000;

/**
 * A list that had its answer and lost it without an error asks the server again. urql drops a query's
 * re-execution while an earlier request for it is still in flight, so a cache invalidation that lands
 * just after that request was sent (a mutation's answer and the server's own event about the same change
 * arriving together) can leave the list with its data invalidated and nothing on the way: 'Loading...'
 * for ever. After a short grace, a network-only refetch (which urql never drops) brings it back.
 */
export function useRecoverMissingData(
  result: { data?: unknown; error?: unknown; fetching: boolean },
  refetch: () => void,
): void {
  const missing = result.data === undefined && !result.error;
  const { fetching } = result;
  useEffect(() => {
    if (!missing) return;
    const timer = setInterval(refetch, fetching ? FETCHING_GRACE_MS : IDLE_GRACE_MS);
    return () => clearInterval(timer);
  }, [missing, fetching, refetch]);
}
