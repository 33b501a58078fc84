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

/** The longer descriptions of the message machine's states (machines/message.machine.ts), for its docs. */
export const MESSAGE_STATES = {
  idle: "At rest: the badge shows the message's status as graphcache has it; the marks it offers and Delete.",
  marking:
    "Mark as Read or Mark as Replied is running: graphcache's optimistic answer shows the new status at once; the other actions wait.",
  offline:
    'The mark (or the read after its 412) found no connection: the badge keeps the mark asked for with the connection message; marked again once back online or on Try again.',
  conflict:
    'Someone else changed the message since the card showed it: the mark was refused (412), nothing written; the badge shows the status as it was shown.',
  review:
    'What changed (the status as shown, saved now, yours) with Reload (theirs) or Overwrite (the mark again).',
  deleteOffline:
    'The delete found no connection: the dialog stays with the connection message; deleted again once back online or on Try again.',
} as const;
