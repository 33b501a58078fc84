import { useEffect, useRef } from 'react';

/** Calls `refetch` when the browser tab becomes visible again (spec: lists and details refetch then). */
export function useRefetchOnVisible(refetch: () => void) {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
