import { Box } from '@chakra-ui/react';

/** The marquee's place while its items load: same band, same height, so nothing below moves. */
export function MarqueeSpace() {
  return (
    <Box bg="gray.900" fontSize="sm" py="2" aria-hidden="true" data-testid="marquee-space">
      &nbsp;
    </Box>
  );
}
