/** Small pieces of the Messages screen: the status badge and names, the date and time. */
import { Badge } from '@chakra-ui/react';
import type { MarkedStatus, MessageStatus } from '../../../machines/messageTexts';

export const STATUS_LABELS: Record<MessageStatus, string> = {
  UNREAD: 'Unread',
  READ: 'Read',
  REPLIED: 'Replied',
};

const STATUS_COLORS: Record<MessageStatus, string> = { UNREAD: 'blue', READ: 'gray', REPLIED: 'green' };

/** The buttons' and menu items' names for each mark. */
export const MARK_LABELS: Record<MarkedStatus, string> = {
  READ: 'Mark as Read',
  REPLIED: 'Mark as Replied',
};

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-testid="message-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** '24 Nov 2026, 14:05': the date and time a message arrived. */
export const formatReceived = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
