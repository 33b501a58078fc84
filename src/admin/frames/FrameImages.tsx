import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { assetSrcset, assetUrl } from '../../api/assets';
import type { AdminFrame } from './FrameBits';

/** The frame's pictures by order: the chosen one large, all of them as buttons with their order. */
export function FrameImages({ frame }: { frame: Pick<AdminFrame, 'images' | 'imageUrl' | 'name'> }) {
  const images = [...frame.images].sort((a, b) => a.order - b.order);
  const pictures = images.length
    ? images.map((i) => ({ key: String(i.id), url: i.imageUrl, srcset: i.srcset, order: i.order }))
    : frame.imageUrl
      ? [{ key: 'legacy', url: frame.imageUrl, srcset: '', order: 0 }]
      : [];
  const [chosen, setChosen] = useState(0);
  if (pictures.length === 0)
    return (
      <Flex
        h="48"
        align="center"
        justify="center"
        bg="bg.muted"
        borderRadius="md"
        color="fg.muted"
        data-testid="no-images"
      >
        No image available
      </Flex>
    );
  const current = pictures[Math.min(chosen, pictures.length - 1)] ?? pictures[0];
  return (
    <Box>
      {current && (
        <Box borderRadius="md" overflow="hidden" bg="bg.muted" aspectRatio={4 / 3}>
          <Image
            src={assetUrl(current.url)}
            srcSet={assetSrcset(current.srcset) || undefined}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={`${frame.name}, image ${pictures.indexOf(current) + 1} of ${pictures.length}`}
            w="full"
            h="full"
            objectFit="contain"
          />
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted" mt="2">
        {pictures.length} image{pictures.length === 1 ? '' : 's'} (at most 5)
      </Text>
      {pictures.length > 1 && (
        <Flex gap="2" mt="2" wrap="wrap">
          {pictures.map((p, i) => (
            <Box
              as="button"
              key={p.key}
              onClick={() => setChosen(i)}
              aria-label={`Show image ${i + 1}`}
              aria-pressed={p === current}
              boxSize="16"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={p === current ? 'blue.500' : 'transparent'}
              position="relative"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
            >
              <Image src={assetUrl(p.url)} alt="" boxSize="full" objectFit="cover" />
              <Text
                position="absolute"
                bottom="0"
                right="0"
                fontSize="2xs"
                bg="blackAlpha.700"
                color="white"
                px="1"
                borderTopLeftRadius="sm"
              >
                {i + 1}
              </Text>
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
