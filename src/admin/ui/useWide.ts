/**
 * Whether the screen is wide enough for tables (Chakra's `md` breakpoint, 48em), followed as the window
 * resizes or a phone turns (Chakra's useMediaQuery, read at the first render: no first frame in the other
 * layout). A list draws its table or its cards, not both with one hidden: at 1280 px the frames list drew 24
 * hidden cards too, each with its Chakra styles (docs/bench.md).
 */
import { useMediaQuery } from '@chakra-ui/react';

/** The media query of the back office's two layouts (the toaster's placement follows it too). */
export const WIDE_QUERY = '(min-width: 48em)';

/** Whether the screen is wide now (for code outside React: the toaster picks its placement). */
export const isWide = () => window.matchMedia(WIDE_QUERY).matches;

export const useWide = () => useMediaQuery([WIDE_QUERY], { ssr: false })[0] === true;
