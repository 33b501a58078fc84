import { Box, Button, Flex, Grid, Spinner, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { PublicFramesQuery } from '../../api/documents/storefront';
import { FrameCard } from './FrameCard';

/** Spec section 9: home loads 50 frames. */
export const HOME_FRAMES_LIMIT = 50;
const variables = { limit: HOME_FRAMES_LIMIT };

/** The widest row (6 columns): its pictures load at once, at high priority (the first screen's largest). */
const FIRST_ROW = 6;

/**
 * The first cards render at once (and on the server), the rest a batch at a time (each its own short
 * task), so a phone's main thread is never blocked for the whole grid in one go. A section below the
 * grid (#contact) or the place Back returns to is held on screen while the grid grows (scrollKeeper).
 */
export const FIRST_CARDS = 6;
const CARD_BATCH = 6;

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
      <Flex direction="column" align="center" gap="3" py="16" role="status">
        <Spinner size="lg" color="shop.muted" />
        <Text color="shop.muted">Loading frames...</Text>
      </Flex>
    );
  if (!frames && error)
    return (
      <Flex direction="column" align="center" gap="4" py="16" role="alert">
        <Text color="red.700" fontWeight="medium">
          Failed to fetch frames
        </Text>
        <Button onClick={() => window.location.reload()} variant="outline">
          Retry
        </Button>
      </Flex>
    );
  if (!frames?.length)
    return (
      <Text textAlign="center" py="16" color="shop.muted">
        No frames available at the moment.
      </Text>
    );
  return (
    <Grid
      templateColumns={{
        base: '1fr',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(4, minmax(0, 1fr))',
        xl: 'repeat(5, minmax(0, 1fr))',
        '2xl': 'repeat(6, minmax(0, 1fr))',
      }}
      gap={{ base: '5', md: '6' }}
      data-testid="frames-grid"
    >
      {frames.slice(0, shown).map((frame, i) => (
        <Box key={frame.id} minW="0">
          <FrameCard frame={frame} position={i} priority={i < FIRST_ROW ? 'lcp' : 'lazy'} />
        </Box>
      ))}
    </Grid>
  );
}
