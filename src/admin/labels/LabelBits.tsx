/** Small pieces of Label Management: the colour swatch with its hex, the preview badge, 'N frames'. */
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { textOn } from '../../storefront/frames/bits';

/** Spec section 2: usage count 'N frames'. */
export const usageText = (n: number) => `${n} ${n === 1 ? 'frame' : 'frames'}`;

export function ColorSwatch({ color, size = '6' }: { color: string; size?: string }) {
  return (
    <Box
      w={size}
      h={size}
      flexShrink={0}
      borderRadius="md"
      borderWidth="1px"
      borderColor="blackAlpha.300"
      style={{ backgroundColor: color }}
      aria-hidden
      data-testid="color-swatch"
    />
  );
}

/** The swatch and its hex (e.g. '#3B82F6'). */
export function ColorValue({ color }: { color: string }) {
  return (
    <Flex align="center" gap="2">
      <ColorSwatch color={color} />
      <Text fontFamily="mono" fontSize="sm" data-testid="label-hex">
        {color.toUpperCase()}
      </Text>
    </Flex>
  );
}

/** The label as frames show it (the storefront's chip: its colour, black or white text). */
export function LabelPreview({ name, color }: { name: string; color: string }) {
  return (
    <Badge
      size="sm"
      variant="solid"
      maxW="full"
      whiteSpace="normal"
      wordBreak="break-word"
      style={{ backgroundColor: color, color: textOn(color) }}
      data-testid="label-preview"
    >
      {name}
    </Badge>
  );
}
