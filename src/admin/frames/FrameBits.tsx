/** Small pieces shared by the frames list (table and cards) and the details page. */
import { Badge, Flex, Text } from '@chakra-ui/react';
import type { FramesQuery } from '../../api/documents/admin';
import type { ResultOf } from '../../api/graphql';
import { textOn } from '../../storefront/frames/bits';
import { formatAmount } from '../../ui/format';

export type AdminFrame = ResultOf<typeof FramesQuery>['frames']['data'][number];
type Label = AdminFrame['labels'][number];

/** 'KSH 12,500' (the admin's currency label, docs/product.md §9). */
export const formatKshAdmin = (value: number) => `KSH ${formatAmount(value)}`;

export const isDiscounted = (f: Pick<AdminFrame, 'originalPrice' | 'currentPrice'>) =>
  f.originalPrice > f.currentPrice;

/** In or out of stock; a draft says so beside it. */
export function StatusBadge({ inStock, published = true }: { inStock: boolean; published?: boolean }) {
  return (
    <Flex gap="1" wrap="wrap">
      <Badge colorPalette={inStock ? 'green' : 'red'} variant="subtle">
        {inStock ? 'In Stock' : 'Out of Stock'}
      </Badge>
      {!published && (
        <Badge colorPalette="gray" variant="solid" data-testid="draft-badge">
          Draft
        </Badge>
      )}
    </Flex>
  );
}

/** Current price; when discounted, the struck original and the percentage off. */
export function Pricing({ frame }: { frame: AdminFrame }) {
  return (
    <Flex direction="column" gap="0.5">
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {formatKshAdmin(frame.currentPrice)}
      </Text>
      {isDiscounted(frame) && (
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="s" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {formatKshAdmin(frame.originalPrice)}
          </Text>
          <Badge colorPalette="orange" size="sm">
            -{frame.discountPercentage}% OFF
          </Badge>
        </Flex>
      )}
    </Flex>
  );
}

export function LabelChip({ label }: { label: Label }) {
  return (
    <Badge
      size="sm"
      variant="solid"
      style={{ backgroundColor: label.color, color: textOn(label.color) }}
      data-testid="frame-label"
    >
      {label.name}
    </Badge>
  );
}

/** Labels as chips; with `max`, the first `max` then '+N more' (mobile cards, docs/product.md §9). */
export function LabelList({ labels, max }: { labels: readonly Label[]; max?: number }) {
  if (labels.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No labels
      </Text>
    );
  const shown = max === undefined ? labels : labels.slice(0, max);
  const more = labels.length - shown.length;
  return (
    <Flex gap="1" wrap="wrap" align="center">
      {shown.map((l) => (
        <LabelChip key={l.id} label={l} />
      ))}
      {more > 0 && (
        <Badge size="sm" variant="outline" data-testid="labels-more">
          +{more} more
        </Badge>
      )}
    </Flex>
  );
}
