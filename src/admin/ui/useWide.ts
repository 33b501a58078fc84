/**
 * Whether the screen is wide enough for tables (Chakra's `md` breakpoint, 48em), followed as the window
 * resizes or a phone turns. A list draws its table or its cards, not both with one hidden: at 1280 px the
 * frames list drew 24 hidden cards too, each with its Chakra styles (docs/bench.md).
 */
import { useSyncExternalStore } from 'react';

/** The media query of the back office's two layouts (the toaster's placement follows it too). */
export const WIDE_QUERY = '(min-width: 48em)';

let query: MediaQueryList | undefined;
const wideQuery = () => {
  query ??= window.matchMedia(WIDE_QUERY);
  return query;
};

const subscribe = (onChange: () => void) => {
  const q = wideQuery();
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
};

export const isWide = () => wideQuery().matches;

export const useWide = () => useSyncExternalStore(subscribe, isWide);
