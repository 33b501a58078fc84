import { Badge, Flex } from '@chakra-ui/react';
import type { FrameLabel } from '../../api/types';

/** 'In Stock' (green) or 'Sold Out' (red). */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <Badge variant="solid" size="sm" bg={inStock ? 'green.700' : 'red.700'} color="white">
      {inStock ? 'In Stock' : 'Sold Out'}
    </Badge>
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

/** The frame's labels as chips in their colours. */
export function LabelChips({ labels }: { labels: FrameLabel[] }) {
  if (!labels.length) return null;
  return (
    <Flex gap="1" wrap="wrap">
      {labels.map((l) => (
        <Badge key={l.id} size="sm" style={{ background: l.color, color: textOn(l.color) }}>
          {l.name}
        </Badge>
      ))}
    </Flex>
  );
}
