import { Box, Card, Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from 'urql';
import { loadErrorMessage } from '../ui/loadError';
import { ErrorState } from '../ui/states';
import type { EnquiryCounts } from './documents';
import { FrameEnquiriesQuery } from './documents';
import { EnquirySplit } from './EnquiryFigures';
import { ENQUIRIES_HELP, ENQUIRIES_LOAD_FAILED } from './texts';

function Window({ label, counts }: { label: string; counts: EnquiryCounts }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="frame-enquiry-window">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text data-testid="frame-enquiry-total">
        <Text as="span" fontSize="2xl" fontWeight="bold">
          {counts.total}
        </Text>{' '}
        <Text as="span" fontSize="sm">
          {counts.total === 1 ? 'enquiry' : 'enquiries'}
        </Text>
      </Text>
      <EnquirySplit counts={counts} />
    </Box>
  );
}

/** One frame's enquiry counts over the last 7 and 30 days (for the frame details page). */
export function FrameEnquiries({ frameId }: { frameId: number | string }) {
  const [{ data, error }, refetch] = useQuery({ query: FrameEnquiriesQuery, variables: { id: frameId } });
  const counts = data?.frameEnquiries;

  let body: React.ReactNode;
  if (error && !counts)
    body = (
      <ErrorState
        message={loadErrorMessage(error, ENQUIRIES_LOAD_FAILED)}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  else if (!counts)
    body = (
      <Flex justify="center" py="4" role="status" aria-label="Loading enquiries">
        <Spinner color="blue.500" />
      </Flex>
    );
  else
    body = (
      <SimpleGrid columns={2} gap="3">
        <Window label="Last 7 days" counts={counts.last7} />
        <Window label="Last 30 days" counts={counts.last30} />
      </SimpleGrid>
    );

  return (
    <Card.Root as="section" size="sm" aria-labelledby="frame-enquiries-title" data-testid="frame-enquiries">
      <Card.Header>
        <Heading as="h2" size="md" id="frame-enquiries-title">
          Enquiries
        </Heading>
      </Card.Header>
      <Card.Body>
        {body}
        <Text fontSize="xs" color="fg.muted" mt="3">
          {ENQUIRIES_HELP}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
