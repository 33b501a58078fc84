import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useQuery } from 'urql';
import { relativeTime } from '../../ui/format';
import { formatDateTime } from '../ui/dates';
import { loadErrorMessage } from '../ui/loadError';
import { ErrorState } from '../ui/states';
import { type FrameActivityEntry, FrameActivityQuery } from './frameActivity';

/** How many entries the card shows first, and how many more each 'Show more' adds (the server's limit caps it). */
export const HISTORY_FIRST = 5;
const HISTORY_MORE = 10;
const HISTORY_MAX = 100;
export const HISTORY_LOAD_FAILED = 'Failed to load the history';

function Entry({ e }: { e: FrameActivityEntry }) {
  return (
    <Box as="li" py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} data-testid="history-entry">
      <Flex justify="space-between" gap="3" align="baseline">
        <Text fontSize="sm" fontWeight="medium">
          {e.action}
        </Text>
        <Text asChild fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          <time dateTime={e.time} title={formatDateTime(e.time)}>
            {relativeTime(e.time)}
          </time>
        </Text>
      </Flex>
      {e.detail && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          Changed: {e.detail}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" data-testid="history-actor">
        {e.actor ? `by ${e.actor}` : 'by the shop'}
      </Text>
    </Box>
  );
}

/** The frame's own history from the activity log, newest first, with 'Show more' (frame details page). */
export function FrameHistory({ frameId }: { frameId: number | string }) {
  const [limit, setLimit] = useState(HISTORY_FIRST);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: FrameActivityQuery,
    variables: { id: frameId, limit },
  });
  const page = data?.frameActivity;

  let body: React.ReactNode;
  if (error && !page)
    body = (
      <ErrorState
        message={loadErrorMessage(error, HISTORY_LOAD_FAILED)}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  else if (!page)
    body = (
      <Flex justify="center" py="4" role="status" aria-label="Loading history">
        <Spinner color="blue.500" />
      </Flex>
    );
  else if (page.data.length === 0) body = <Text color="fg.muted">No changes recorded yet.</Text>;
  else
    body = (
      <>
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Frame history">
          {page.data.map((e) => (
            <Entry key={e.id} e={e} />
          ))}
        </Stack>
        {page.pagination.total > page.data.length && limit < HISTORY_MAX && (
          <Button
            size="sm"
            variant="outline"
            mt="2"
            loading={fetching}
            onClick={() => setLimit(Math.min(limit + HISTORY_MORE, HISTORY_MAX))}
          >
            Show more ({page.pagination.total - page.data.length})
          </Button>
        )}
      </>
    );

  return (
    <Card.Root data-testid="frame-history">
      <Card.Header>
        <Heading as="h2" size="md">
          History
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
