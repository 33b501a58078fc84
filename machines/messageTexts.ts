/** The Messages screen's statuses and texts (docs/product.md §3, §4 and §8), word for word. */

export type MessageStatus = 'UNREAD' | 'READ' | 'REPLIED';
/** The statuses a message can be marked with (there is no way back to UNREAD). */
export type MarkedStatus = Exclude<MessageStatus, 'UNREAD'>;

export const MESSAGE_TEXTS = {
  markedRead: 'Message marked as read.',
  markedReplied: 'Message marked as replied.',
  deleted: 'Message deleted successfully.',
  markFailed: 'Failed to update message status. Please try again.',
  actionFailed: 'Failed to perform action. Please try again.',
  loadFailed: 'Failed to load message. Please try again.',
  listFailed: 'Failed to load messages. Please try again.',
} as const;

/** The marks offered in a status (docs/product.md §4): Read when not READ, Replied when not REPLIED. */
export const marksOffered = (status: MessageStatus): MarkedStatus[] =>
  (['READ', 'REPLIED'] as const).filter((s) => s !== status);
