/**
 * Frame details (/admin/frames/{id}, docs/product.md §2): read-only; Edit, Upload Image and Delete as visible
 * buttons (docs/product.md §10.6), and a link to the frame on the storefront (a new tab). Delete asks with the browser's confirm, word for word, then goes back to the
 * list. 'Frame not found' for an unknown id, 'Failed to fetch frame details' otherwise; refetch when the
 * tab becomes visible.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { FrameQuery } from '../../api/documents/admin';
import { frameUrl } from '../../routes';
import { formatRating, relativeTime } from '../../ui/format';
import { inspect } from '../devInspect';
import { FrameEnquiries } from '../enquiries/FrameEnquiries';
import { adminPaths, frameEditUrl, frameUploadUrl } from '../paths';
import { actionDialog } from '../ui/ActionFailure';
import { AdminPage } from '../ui/AdminPage';
import { formatDateTime } from '../ui/dates';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { useShopClient } from '../useShopClient';
import { DELETE_FRAME_CONFIRM, DELETE_FRAME_TEXTS, deleteFrameMachineFor } from './deleteFrame';
import { useDuplicateFrame } from './duplicateFrame';
import { formatKshAdmin, isDiscounted, LabelList, StatusBadge } from './FrameBits';
import { FrameHistory } from './FrameHistory';
import { FrameImages } from './FrameImages';

const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

export default function FrameDetailsPage() {
  const { id = '' } = useParams();
  const client = useShopClient();
  const navigate = useNavigate();
  const validId = /^\d+$/.test(id);
  const [result, refetch] = useQuery({ query: FrameQuery, variables: { id }, pause: !validId });
  useRefetchOnVisible(useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]));

  const leaving = useRef(false);
  const machine = useMemo(
    () =>
      deleteFrameMachineFor(client, () => {
        leaving.current = true;
        navigate(adminPaths.frames, { replace: true });
      }),
    [client, navigate],
  );
  const [deleting, send] = useMachine(machine, { input: DELETE_FRAME_TEXTS, inspect });
  const duplicate = useDuplicateFrame();
  const working = deleting.matches('working');

  // While the delete runs, the cache drops the frame: keep showing it until the page leaves.
  const lastFrame = useRef(result.data?.frame);
  if (result.data?.frame) lastFrame.current = result.data.frame;
  const frame = result.data?.frame ?? (working || leaving.current ? lastFrame.current : undefined);
  const notFound =
    !validId || (!frame && (statusOf(result.error?.networkError) === 404 || (result.data && !result.error)));

  const backLink = (
    <Button asChild variant="outline">
      <RouterLink to={adminPaths.frames}>Back to Frames</RouterLink>
    </Button>
  );

  if (notFound)
    return (
      <AdminPage title="Frame not found">
        <EmptyState
          title="Frame not found"
          description={`No frame has the id ${id}. It may have been deleted.`}
          action={backLink}
        />
      </AdminPage>
    );
  if (!frame && result.error)
    return (
      <AdminPage title="Frame Details" actions={backLink}>
        <ErrorState
          message="Failed to fetch frame details"
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        />
      </AdminPage>
    );
  if (!frame)
    return (
      <AdminPage title="Frame Details">
        <LoadingState text="Loading frame..." />
      </AdminPage>
    );

  const onDelete = () => {
    send({ type: 'action.request', subject: { id: frame.id, label: frame.name } });
    const confirmed = window.confirm(DELETE_FRAME_CONFIRM);
    leaving.current = confirmed;
    send({ type: confirmed ? 'action.confirm' : 'action.cancel' });
  };

  return (
    <AdminPage
      title={frame.name}
      tabTitle={`${frame.name} · Frame Details`}
      subtitle={
        <Flex as="span" gap="4" wrap="wrap">
          <Link asChild color="fg.muted">
            <RouterLink to={adminPaths.frames}>← Frame Management</RouterLink>
          </Link>
          {/* The frame as shoppers see it, in a tab of its own (the storefront has no admin chrome). */}
          <Link href={frameUrl(frame.id)} target="_blank" rel="noopener" color="blue.700">
            View on storefront <span aria-hidden>↗</span>
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Link>
        </Flex>
      }
      actions={
        <>
          <Button asChild colorPalette="blue">
            <RouterLink to={frameEditUrl(frame.id)}>Edit</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={frameUploadUrl(frame.id)}>Upload Image</RouterLink>
          </Button>
          <Button
            variant="outline"
            onClick={() => duplicate.request(frame)}
            loading={duplicate.working}
            disabled={duplicate.working}
          >
            Duplicate
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            onClick={onDelete}
            loading={working}
            disabled={working}
          >
            Delete
          </Button>
        </>
      }
    >
      {duplicate.dialog}
      {actionDialog(deleting).again && (
        <Box role="alert" mb="4" p="3" borderRadius="md" bg="bg.error" color="fg.error">
          {deleting.matches('offline') ? CONNECTION_TEXTS.lost : deleting.context.error}{' '}
          <Button size="xs" ml="2" variant="outline" onClick={() => send({ type: 'action.confirm' })}>
            Try again
          </Button>
          <Button size="xs" ml="2" variant="ghost" onClick={() => send({ type: 'action.cancel' })}>
            Dismiss
          </Button>
        </Box>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Images
              </Heading>
            </Card.Header>
            <Card.Body>
              <FrameImages frame={frame} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Description
              </Heading>
            </Card.Header>
            <Card.Body>
              <Text whiteSpace="pre-wrap" data-testid="frame-description">
                {frame.description}
              </Text>
            </Card.Body>
          </Card.Root>
        </Stack>

        <Stack gap="6">
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Details
              </Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid as="dl" columns={2} gapX="4" gapY="3" data-testid="frame-fields">
                <Field term="Status">
                  <StatusBadge inStock={frame.inStock} published={frame.published} />
                </Field>
                <Field term="Category">{frame.category || 'Not set'}</Field>
                <Field term="Dimensions">{frame.dimensions || 'Standard size'}</Field>
                <Field term="Rating">{formatRating(frame.rating)} / 5</Field>
                <Field term="Display Order">{frame.displayOrder}</Field>
                <Field term="Frame ID">{frame.id}</Field>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Pricing
              </Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid as="dl" columns={2} gapX="4" gapY="3" data-testid="frame-pricing">
                <Field term="Current Price">
                  <Text fontWeight="semibold">{formatKshAdmin(frame.currentPrice)}</Text>
                </Field>
                <Field term="Original Price">{formatKshAdmin(frame.originalPrice)}</Field>
                <Field term="Discount">
                  {isDiscounted(frame) ? (
                    <Flex gap="2" align="center" wrap="wrap">
                      {formatKshAdmin(frame.discountAmount)}
                      <Badge colorPalette="orange">-{frame.discountPercentage}% OFF</Badge>
                    </Flex>
                  ) : (
                    'No discount'
                  )}
                </Field>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Labels
              </Heading>
            </Card.Header>
            <Card.Body>
              <LabelList labels={frame.labels} />
            </Card.Body>
          </Card.Root>

          <FrameEnquiries frameId={frame.id} />
          <FrameHistory frameId={frame.id} />

          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Dates
              </Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gapX="4" gapY="3" data-testid="frame-dates">
                <Field term="Created">
                  {formatDateTime(frame.createdAt)}
                  <Text fontSize="xs" color="fg.muted">
                    {relativeTime(frame.createdAt)}
                  </Text>
                </Field>
                <Field term="Last Updated">
                  {formatDateTime(frame.updatedAt)}
                  <Text fontSize="xs" color="fg.muted">
                    {relativeTime(frame.updatedAt)}
                  </Text>
                </Field>
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </AdminPage>
  );
}

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {term}
      </Text>
      <Box as="dd" mt="0.5">
        {children}
      </Box>
    </Box>
  );
}
