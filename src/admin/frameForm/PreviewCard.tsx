import { Box, Card, Text } from '@chakra-ui/react';
import type { FrameValues, LabelOption } from '../../../machines/frameFormRules';
import { discountOf, priceOf } from '../../../machines/frameFormRules';
import type { QueuedImage, SavedImage } from '../../../machines/imageList.machine';
import type { Frame } from '../../api/types';
import { FrameCard } from '../../storefront/frames/FrameCard';

interface Props {
  frameId: number | null;
  values: FrameValues;
  labelOptions: LabelOption[];
  rating: number;
  saved: SavedImage[];
  queued: QueuedImage[];
  /** Alt texts typed for saved pictures, by key. */
  alts: Readonly<Record<string, string>>;
  urls: ReadonlyMap<string, string>;
}

const price = (text: string) => {
  const n = priceOf(text);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The frame as the form has it now, shaped as the storefront's Frame (queued images by object URL). */
export function previewFrame({
  frameId,
  values,
  labelOptions,
  rating,
  saved,
  queued,
  alts,
  urls,
}: Props): Frame {
  const discount = discountOf(values.originalPrice, values.currentPrice);
  const images = [
    ...saved.map((s) => ({ imageUrl: s.imageUrl, srcset: s.srcset, alt: alts[s.key] ?? s.alt })),
    ...queued.flatMap((q) => {
      const url = urls.get(q.key);
      return url ? [{ imageUrl: url, srcset: '', alt: '' }] : [];
    }),
  ].map((img, order) => ({
    __typename: 'FrameImage' as const,
    id: -(order + 1),
    order,
    width: 0,
    height: 0,
    ...img,
  }));
  return {
    __typename: 'Frame',
    id: frameId ?? 0,
    name: values.name.trim() || 'Frame name',
    description: values.description.trim(),
    status: values.status,
    inStock: values.status === 'IN_STOCK',
    originalPrice: price(values.originalPrice),
    currentPrice: price(values.currentPrice),
    discountAmount: discount.amount,
    discountPercentage: discount.percentage,
    dimensions: values.dimensions.trim() || null,
    category: values.category || null,
    rating,
    displayOrder: 0,
    published: true,
    createdAt: '',
    updatedAt: '',
    version: 0,
    imageUrl: null,
    labels: labelOptions.filter((l) => values.labels.includes(l.id)),
    images,
  };
}

/** Preview: the storefront's own card, fed the form (not interactive: it only shows the customer view). */
export function PreviewCard(props: Props) {
  const frame = previewFrame(props);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Preview</Card.Title>
        <Text fontSize="sm" color="fg.muted">
          How customers will see this frame.
        </Text>
      </Card.Header>
      <Card.Body>
        <Box maxW="320px" mx="auto" w="100%" inert data-testid="frame-preview">
          {/* A new gallery when the pictures change (its machine counts them once). */}
          <FrameCard key={frame.images.map((i) => i.imageUrl).join('|')} frame={frame} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
