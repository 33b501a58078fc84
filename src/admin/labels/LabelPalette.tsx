import { Badge, Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ColorSwatch, LabelPreview } from './LabelBits';
import type { PaletteColor } from './useAllLabels';

/** Labels named under a colour; the rest are counted. */
const SHOWN = 8;

/** 'Label Color Palette' (docs/product.md §2): every colour in use, with the labels that wear it. */
export function LabelPalette({ palette }: { palette: readonly PaletteColor[] }) {
  if (palette.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="label-palette" mt="8" data-testid="label-palette">
      <Heading as="h2" size="md" id="label-palette" mb="3">
        Label Color Palette
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="3">
        {palette.map(({ color, labels }) => (
          <Box
            as="li"
            key={color}
            borderWidth="1px"
            borderRadius="lg"
            p="3"
            bg="bg"
            data-testid="palette-color"
            data-color={color}
          >
            <Flex align="center" gap="3" mb="2">
              <ColorSwatch color={color} size="8" />
              <Box>
                <Text fontFamily="mono" fontSize="sm" fontWeight="medium">
                  {color}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {labels.length} {labels.length === 1 ? 'label' : 'labels'}
                </Text>
              </Box>
            </Flex>
            <Flex gap="1" wrap="wrap">
              {labels.slice(0, SHOWN).map((l) => (
                <LabelPreview key={l.id} name={l.name} color={l.color} />
              ))}
              {labels.length > SHOWN && (
                <Badge size="sm" variant="outline">
                  +{labels.length - SHOWN} more
                </Badge>
              )}
            </Flex>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
