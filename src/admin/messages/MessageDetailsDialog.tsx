import { Box, Button, Dialog, Flex, Heading, Link, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import type { MessageDetails } from '../../../machines/messageDetails.machine';
import { mailto } from '../../ui/mailto';
import { formatDateTime } from '../ui/dates';
import { MessageQuery } from './documents';
import { MARK_LABELS, MessageConflict, MessageStatusBadge } from './MessageBits';
import { type MessageList, useMessage } from './useMessage';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Box as="dd" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

/** The dialog's content for a loaded message: its fields, then the marks its status offers and Delete. */
function Details({
  message,
  list,
  onDelete,
  onClose,
}: {
  message: MessageDetails;
  list: MessageList;
  onDelete: () => void;
  onClose: () => void;
}) {
  // The status as graphcache has it now (the read that opened the dialog wrote it; a mark changes it).
  const [cached] = useQuery({
    query: MessageQuery,
    variables: { id: message.id },
    requestPolicy: 'cache-only',
  });
  const { actor, view, mark } = useMessage(list, cached.data?.message ?? message);
  return (
    <>
      <Dialog.Body>
        <Flex gap="2" align="flex-start" justify="space-between" mb="4">
          <Heading as="h3" size="md" wordBreak="break-word" data-testid="details-subject">
            {message.subject}
          </Heading>
          <MessageStatusBadge status={view.status} />
        </Flex>
        <Box as="dl" display="grid" gap="3" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}>
          <Field label="From">{message.name}</Field>
          <Field label="Email">
            <Link href={mailto(message.email)} color="blue.700">
              {message.email}
            </Link>
          </Field>
          <Field label="Phone">
            {message.phone ? (
              <Link href={`tel:${message.phone.replace(/\s+/g, '')}`} color="blue.700">
                {message.phone}
              </Link>
            ) : (
              <Text color="fg.muted">Not provided</Text>
            )}
          </Field>
          <Field label="Date">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </Field>
        </Box>
        <Box as="dl" mt="4">
          <Field label="Message">
            <Text
              whiteSpace="pre-wrap"
              mt="1"
              p="3"
              bg="bg.muted"
              borderRadius="md"
              maxH="50vh"
              overflowY="auto"
              data-testid="details-message"
            >
              {message.message}
            </Text>
          </Field>
        </Box>
        <MessageConflict view={view} actor={actor} />
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="2">
        {view.offered.map((status) => (
          <Button
            key={status}
            colorPalette={status === 'READ' ? 'blue' : 'green'}
            variant="outline"
            onClick={() => mark(status)}
            loading={view.marking === status}
            disabled={view.busy}
            loadingText={MARK_LABELS[status]}
          >
            {MARK_LABELS[status]}
          </Button>
        ))}
        <Button colorPalette="red" variant="outline" onClick={onDelete} disabled={view.busy}>
          Delete
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Dialog.Footer>
    </>
  );
}

/** 'Message Details' (docs/product.md §2): subject, from, e-mail, phone, date and the full message. */
export function MessageDetailsDialog({
  message,
  list,
  onDelete,
  onClose,
}: {
  message: MessageDetails | null;
  list: MessageList;
  onDelete: (message: MessageDetails) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Message Details</Dialog.Title>
            </Dialog.Header>
            {message && (
              <Details message={message} list={list} onDelete={() => onDelete(message)} onClose={onClose} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
