import { Box } from '@chakra-ui/react';

/** The marquee's place while its items load: same band, same height, so nothing below moves. */
export function MarqueeSpace() {
  return (
    <Box
      bg="shop.ink"
      fontSize="xs"
      letterSpacing="0.04em"
      py="2"
      aria-hidden="true"
      data-testid="marquee-space"
    >
      &nbsp;
    </Box>
  );
}
