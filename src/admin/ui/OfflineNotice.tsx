import { Alert, Button } from '@chakra-ui/react';

/**
 * A save that found no connection (a machine's `offline` state, machines/connection.ts): the connection
 * message and Retry, shown beside the work it keeps. The machine tries again itself once back online.
 */
export function OfflineNotice({
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert.Root status="error" data-testid="offline">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
        <Button size="sm" mt="2" alignSelf="start" colorPalette="red" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
