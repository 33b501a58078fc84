import { Box, Button, Center, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A list or screen still loading. */
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <Center py="12" role="status" aria-live="polite">
      <Flex direction="column" align="center" gap="3">
        <Spinner size="lg" color="blue.500" />
        <Text color="fg.muted">{text}</Text>
      </Flex>
    </Center>
  );
}

/** A load that failed: the message and a Retry button. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="red.300"
      bg="red.50"
      color="red.800"
      borderRadius="lg"
      p="5"
    >
      <Text fontWeight="medium">{message}</Text>
      {onRetry && (
        <Button mt="3" size="sm" colorPalette="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}

/** Nothing to show: a title, a line of help and an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Center py="12" borderWidth="1px" borderStyle="dashed" borderRadius="lg" data-testid="empty-state">
      <Flex direction="column" align="center" gap="2" textAlign="center" px="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
        {action}
      </Flex>
    </Center>
  );
}

/** Reloads the page (the spec's Retry on list errors). */
export const reloadPage = () => window.location.reload();
