import { Box, Button, Flex, Heading, Link, Menu, Portal, Text } from '@chakra-ui/react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { mailto } from '../../ui/mailto';
import { formatDateTime } from '../ui/dates';
import { OfflineNotice } from '../ui/OfflineNotice';
import type { MessageItem } from './documents';
import { MARK_LABELS, MessageConflict, MessageStatusBadge } from './MessageBits';
import { type MessageList, useMessage } from './useMessage';

export interface MessageActions {
  onView: (message: MessageItem) => void;
  onDelete: (message: MessageItem) => void;
}

/**
 * One message in the list: subject, sender, status badge, e-mail, phone when given, a two-line preview, the
 * date and time; View, and a menu with the marks its status offers and Delete. An unread message stands out.
 * A mark that found no connection keeps its badge with the connection message and 'Try again'; a mark someone
 * else's change made stale (412) shows what changed with Reload and Overwrite.
 */
export function MessageCard({
  message,
  list,
  viewing,
  refreshing = false,
  onView,
  onDelete,
}: {
  message: MessageItem;
  list: MessageList;
  viewing: boolean;
  /** The list is being read again (src/admin/ui/useAdminList.tsx): the marks, which send the version, wait. */
  refreshing?: boolean;
} & MessageActions) {
  const { actor, view, mark } = useMessage(list, message);
  const unread = view.status === 'UNREAD';
  const headingId = `message-${message.id}-subject`;
  const select = (value: string) => {
    if (value === 'view') onView(message);
    else if (value === 'READ' || value === 'REPLIED') mark(value);
    else if (value === 'delete') onDelete(message);
  };
  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderLeftWidth="4px"
      borderLeftColor={unread ? 'blue.500' : 'border'}
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      bg={unread ? 'blue.50' : 'bg'}
      data-testid="message-card"
      data-message-id={message.id}
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <Heading
            as="h2"
            id={headingId}
            size="md"
            fontWeight={unread ? 'bold' : 'semibold'}
            wordBreak="break-word"
          >
            {message.subject}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap" mt="1">
            <Text fontWeight="medium" data-testid="message-from">
              {message.name}
            </Text>
            <MessageStatusBadge status={view.status} />
          </Flex>
        </Box>
        <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          <time dateTime={message.createdAt} data-testid="message-date">
            {formatDateTime(message.createdAt)}
          </time>
        </Text>
      </Flex>
      <Flex gap={{ base: '1', md: '4' }} mt="1" fontSize="sm" direction={{ base: 'column', sm: 'row' }}>
        <Link href={mailto(message.email)} color="blue.700" wordBreak="break-all" data-testid="message-email">
          {message.email}
        </Link>
        {message.phone && (
          <Link
            href={`tel:${message.phone.replace(/\s+/g, '')}`}
            color="blue.700"
            data-testid="message-phone"
          >
            {message.phone}
          </Link>
        )}
      </Flex>
      <Text mt="2" color="fg.muted" lineClamp={2} wordBreak="break-word" data-testid="message-preview">
        {message.message}
      </Text>
      <MessageConflict view={view} actor={actor} />
      {view.offline && (
        <OfflineNotice
          message={CONNECTION_TEXTS.lost}
          onRetry={() => actor?.send({ type: 'message.retry' })}
          retryLabel="Try again"
        />
      )}
      <Flex mt="3" gap="2" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(message)}
          loading={viewing}
          disabled={viewing}
          loadingText="View"
          aria-label={`View ${message.subject} from ${message.name}`}
        >
          View
        </Button>
        <Menu.Root onSelect={(d) => select(d.value)} positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button
              size="sm"
              variant="outline"
              loading={view.busy && !view.conflict}
              loadingText="Actions"
              aria-label={`Actions for ${message.subject} from ${message.name}`}
            >
              Actions <span aria-hidden>▾</span>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="44">
                <Menu.Item value="view">View</Menu.Item>
                {view.offered.map((status) => (
                  <Menu.Item key={status} value={status} disabled={view.busy || refreshing}>
                    {MARK_LABELS[status]}
                  </Menu.Item>
                ))}
                <Menu.Separator />
                <Menu.Item
                  value="delete"
                  disabled={view.busy}
                  color="fg.error"
                  _hover={{ bg: 'bg.error', color: 'fg.error' }}
                >
                  Delete
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
    </Box>
  );
}
