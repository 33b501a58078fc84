import { Box, Button, Flex, Grid, Spinner, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from 'urql';
import { PublicFramesQuery } from '../../api/documents/storefront';
import { FrameCard } from './FrameCard';

/** Spec section 9: home loads 50 frames. */
export const HOME_FRAMES_LIMIT = 50;
const variables = { limit: HOME_FRAMES_LIMIT };

/**
 * The first cards render at once, the rest a batch at a time (each its own short task), so a phone's
 * main thread is never blocked for the whole grid in one go. Opened on a section (#about, #contact) the
 * grid renders whole, so what the page scrolled to does not move.
 */
export const FIRST_CARDS = 4;
const CARD_BATCH = 4;

function useCardsShown(total: number) {
  const { hash } = useLocation();
  const [shown, setShown] = useState(hash ? Number.POSITIVE_INFINITY : FIRST_CARDS);
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
        <Spinner size="lg" color="gray.700" />
        <Text color="gray.700">Loading frames...</Text>
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
      <Text textAlign="center" py="16" color="gray.700">
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
      gap={{ base: '4', md: '5' }}
      data-testid="frames-grid"
    >
      {frames.slice(0, shown).map((frame) => (
        <Box key={frame.id} minW="0">
          <FrameCard frame={frame} />
        </Box>
      ))}
    </Grid>
  );
}
