import { Box, Button, Flex, Group, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { frameDetailsUrl } from '../paths';
import { loadErrorMessage } from '../ui/loadError';
import { Section } from '../ui/Section';
import { ErrorState } from '../ui/states';
import { EnquiryTopQuery } from './documents';
import { EnquirySplit } from './EnquiryFigures';
import {
  daysLabel,
  ENQUIRIES_HELP,
  ENQUIRIES_LOAD_FAILED,
  ENQUIRY_WINDOWS,
  type EnquiryWindow,
  noEnquiries,
  plural,
  TOP_ENQUIRED,
} from './texts';

/**
 * The dashboard's "Enquiries" card: the most-asked-for frames over the last 7 or 30 days, split chat /
 * e-mail, each linking to the frame's admin details. Refetched when the server announces new enquiries
 * (graphcache: `enquiries.changed`).
 */
export function EnquiriesCard() {
  const [days, setDays] = useState<EnquiryWindow>(7);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: EnquiryTopQuery,
    variables: { days, limit: TOP_ENQUIRED },
  });
  const top = data?.enquiryTop;
  // An answer for another window is not shown as this one's.
  const current = top && top.days === days ? top : undefined;

  const switcher = (
    <Group attached role="group" aria-label="Enquiries period">
      {ENQUIRY_WINDOWS.map((d) => (
        <Button
          key={d}
          size="xs"
          variant={d === days ? 'solid' : 'outline'}
          aria-pressed={d === days}
          onClick={() => setDays(d)}
        >
          {daysLabel(d)}
        </Button>
      ))}
    </Group>
  );

  let body: React.ReactNode;
  if (error && !current)
    body = (
      <ErrorState
        message={loadErrorMessage(error, ENQUIRIES_LOAD_FAILED)}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  else if (!current)
    body = (
      <Flex justify="center" py="6" role="status" aria-label="Loading enquiries">
        <Spinner color="blue.500" />
      </Flex>
    );
  else
    body = (
      <Stack gap="3">
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Text fontSize="sm" data-testid="enquiry-total">
            <Text as="span" fontWeight="bold" fontSize="lg">
              {current.totals.total}
            </Text>{' '}
            {current.totals.total === 1 ? 'enquiry' : 'enquiries'} in the last {days} days
          </Text>
          <EnquirySplit counts={current.totals} />
        </Flex>
        {current.frames.length === 0 ? (
          <Text color="fg.muted" py="3" textAlign="center" data-testid="section-empty">
            {noEnquiries(days)}
          </Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="0" aria-label={`Most asked-for frames, last ${days} days`}>
            {current.frames.map((f, i) => (
              <Flex
                as="li"
                key={f.frameId}
                gap="3"
                py="2"
                align="center"
                borderTopWidth={i ? '1px' : '0'}
                data-testid="enquiry-frame"
                data-frame-id={f.frameId}
              >
                <Text as="span" fontSize="sm" color="fg.muted" w="5" flexShrink={0} aria-hidden="true">
                  {i + 1}.
                </Text>
                <Box flex="1" minW="0">
                  <Link asChild fontWeight="medium" fontSize="sm" color="fg" display="block" truncate>
                    <RouterLink to={frameDetailsUrl(f.frameId)}>{f.name}</RouterLink>
                  </Link>
                  <EnquirySplit counts={f} />
                </Box>
                <Text fontWeight="bold" whiteSpace="nowrap" data-testid="enquiry-frame-total">
                  {plural(f.total, 'enquiry', 'enquiries')}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted">
          {ENQUIRIES_HELP}
        </Text>
      </Stack>
    );

  return (
    <Section title="Enquiries" action={switcher} testId="enquiries">
      <Box aria-busy={fetching} aria-live="polite">
        {body}
      </Box>
    </Section>
  );
}
