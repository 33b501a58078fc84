import { Box, Flex, Text } from '@chakra-ui/react';

export interface BarItem {
  label: string;
  value: number;
  color: string;
}

/** The share of `value` in `of`, as a whole percent (0 when `of` is 0). */
export const percentOf = (value: number, of: number) => (of > 0 ? Math.round((value / of) * 100) : 0);

/**
 * Labelled horizontal bars (a CSS chart): the label, the figure and its share are text; the bar only
 * draws it (hidden from screen readers).
 */
export function Bars({ items, of, testId }: { items: BarItem[]; of: number; testId?: string }) {
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="3" data-testid={testId}>
      {items.map((item) => {
        const share = percentOf(item.value, of);
        return (
          <Box as="li" key={item.label} data-testid="bar">
            <Flex justify="space-between" gap="2" fontSize="sm" mb="1">
              <Text fontWeight="medium" truncate>
                {item.label}
              </Text>
              <Text color="fg.muted" whiteSpace="nowrap">
                <Text as="span" fontWeight="semibold" color="fg" data-testid="bar-value">
                  {item.value}
                </Text>{' '}
                ({share}%)
              </Text>
            </Flex>
            <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
              <Box h="full" w={`${share}%`} bg={item.color} borderRadius="full" transition="width 0.3s" />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
