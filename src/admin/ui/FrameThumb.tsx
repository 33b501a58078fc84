import { Box, Center, Image } from '@chakra-ui/react';
import { assetUrl } from '../../api/assets';

/** A frame's main picture as a small square, or a placeholder when it has none. */
export function FrameThumb({
  src,
  name,
  size = '12',
}: {
  src: string | null | undefined;
  name: string;
  size?: string;
}) {
  if (!src)
    return (
      <Center
        boxSize={size}
        flexShrink={0}
        borderRadius="md"
        bg="bg.muted"
        color="fg.muted"
        fontSize="2xs"
        textAlign="center"
        lineHeight="short"
      >
        No image
      </Center>
    );
  return (
    <Box boxSize={size} flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted">
      <Image src={assetUrl(src)} alt={name} loading="lazy" boxSize="full" objectFit="cover" />
    </Box>
  );
}

/** The main image: the one with the lowest order, else the legacy imageUrl (docs/product.md §3). */
export function mainImageOf(frame: {
  images: readonly { imageUrl: string; order: number }[];
  imageUrl: string | null;
}): string | null {
  const first = [...frame.images].sort((a, b) => a.order - b.order)[0];
  return first?.imageUrl ?? frame.imageUrl;
}
