import { Box, Flex, Text } from '@chakra-ui/react';
import type { FrameLabel } from '../../api/types';

const Dot = ({ color }: { color: string }) => (
  <Box as="span" w="1.5" h="1.5" borderRadius="full" flexShrink="0" style={{ background: color }} />
);

/** 'In Stock' (green) or 'Sold Out' (red): a quiet status line, not a chip. */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <Flex
      as="span"
      align="center"
      gap="1.5"
      flexShrink="0"
      fontSize="xs"
      fontWeight="medium"
      color={inStock ? 'shop.order' : 'shop.sale'}
    >
      <Dot color={inStock ? '#2F855A' : '#C53030'} />
      {inStock ? 'In Stock' : 'Sold Out'}
    </Flex>
  );
}

/** Black or white text, whichever contrasts more with the label's colour (WCAG luminance). */
export function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return '#fff';
  const n = Number.parseInt(m[1], 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
}

/** Cards show this many labels, then '+N more' (spec section 9). */
export const CARD_LABELS = 2;

/**
 * The frame's labels as small chips, each with a dot of its colour; two, then '+N more'. The row keeps
 * its height when empty, so the prices and buttons of a row of cards line up.
 */
export function LabelChips({ labels }: { labels: FrameLabel[] }) {
  const more = labels.length - CARD_LABELS;
  return (
    <Flex gap="1.5" minH="6" align="center" overflow="hidden" wrap="nowrap">
      {labels.slice(0, CARD_LABELS).map((l) => (
        <Flex
          key={l.id}
          as="span"
          align="center"
          gap="1.5"
          px="2"
          h="6"
          minW="0"
          borderRadius="full"
          borderWidth="1px"
          borderColor="shop.line"
          bg="shop.canvas"
          fontSize="xs"
          color="shop.ink"
          whiteSpace="nowrap"
        >
          <Dot color={l.color} />
          <Text as="span" truncate>
            {l.name}
          </Text>
        </Flex>
      ))}
      {more > 0 && (
        <Text as="span" fontSize="xs" color="shop.muted" whiteSpace="nowrap">
          +{more} more
        </Text>
      )}
    </Flex>
  );
}
