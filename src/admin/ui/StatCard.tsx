import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One figure of a screen's summary (stat cards of docs/product.md §2). `busy`: its figure has not arrived yet
 * (it shows '—' meanwhile), told to assistive technology and to tests that wait for a screen to settle.
 */
export function StatCard({
  label,
  value,
  hint,
  accent = 'blue.500',
  busy,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  accent?: string;
  busy?: boolean;
}) {
  return (
    <Box
      as="section"
      aria-label={label}
      aria-busy={busy || undefined}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      borderTopWidth="3px"
      borderTopColor={accent}
      data-testid="stat-card"
    >
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" mt="1" data-testid="stat-value">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/** The row of stat cards: 2 across on a phone, 4 on a laptop. */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" mb="6">
      {children}
    </SimpleGrid>
  );
}
