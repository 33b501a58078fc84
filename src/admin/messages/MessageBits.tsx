/** Small pieces of the Messages screen: the status badge and names, a mark's conflict. */
import { Badge } from '@chakra-ui/react';
import type { FieldChange } from '../../../machines/concurrency';
import type { MarkedStatus, MessageStatus } from '../../../machines/messageTexts';
import { ConflictCard } from '../ui/ConflictCard';
import type { MessageActor, MessageView } from './useMessage';

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

/** A status change as the conflict card shows it: each side's status by its name ('Replied'). */
export const namedStatuses = (changes: FieldChange[]): FieldChange[] =>
  changes.map((c) => ({ ...c, before: named(c.before), theirs: named(c.theirs), mine: named(c.mine) }));
const named = (status: string) => STATUS_LABELS[status as MessageStatus] ?? status;

/** The message machine's `conflict` (someone else changed its status first): what changed, Reload or Overwrite. */
export function MessageConflict({ view, actor }: { view: MessageView; actor: MessageActor | undefined }) {
  if (!view.conflict) return null;
  return (
    <ConflictCard
      what="message"
      checking={view.conflict === 'checking'}
      message={view.error}
      changes={namedStatuses(view.changes)}
      onReload={() => actor?.send({ type: 'message.reload' })}
      onOverwrite={() => actor?.send({ type: 'message.overwrite' })}
    />
  );
}
