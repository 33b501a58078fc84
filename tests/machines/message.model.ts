/**
 * The message machine's graph (a message's marks, their conflict and its deletion): events by label and
 * transitions, from the spec. The machine holds the interaction only; a mark event carries the message as the
 * card shows it (graphcache's status and version), so its label names that status: 'mark read (replied)' is
 * Mark as Read pressed on a card showing Replied.
 */
import { type MessageEvent, messageMachine } from '../../machines/message.machine';
import type { MarkedStatus, MessageStatus } from '../../machines/messageTexts';
import type { GraphModel } from './explore';
import { NETWORK_ERROR } from './offline';

export const id = 7;

// The server's sentence of docs/api.md, written here again on purpose (not imported).
export const STALE =
  'This message was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
/** The version someone else's change left (what Overwrite goes on from). */
export const THEIR_VERSION = 9;
/** The version the card shows (what a mark's If-Match names). */
export const LISTED_VERSION = 5;

/** A mark pressed on a card showing `shown`. */
export const markOn = (status: MarkedStatus, shown: MessageStatus): MarkEvent => ({
  type: 'message.mark',
  status,
  message: { status: shown, version: LISTED_VERSION },
});
type MarkEvent = Extract<MessageEvent, { type: 'message.mark' }>;

/** The marks a card offers (docs/product.md §4: Read when not READ, Replied when not REPLIED; none back to UNREAD). */
export const OFFERED_MARKS = {
  'mark read (unread)': markOn('READ', 'UNREAD'),
  'mark replied (unread)': markOn('REPLIED', 'UNREAD'),
  'mark replied (read)': markOn('REPLIED', 'READ'),
  'mark read (replied)': markOn('READ', 'REPLIED'),
};

export const messageGraph = {
  machine: messageMachine,
  input: { id },
  events: {
    ...OFFERED_MARKS,
    // Not offered: the mark of the status the card already shows (a stale menu): nothing happens.
    'mark read (read)': markOn('READ', 'READ'),
    'mark replied (replied)': markOn('REPLIED', 'REPLIED'),
    delete: { type: 'message.delete' },
    confirm: { type: 'message.confirm' },
    cancel: { type: 'message.cancel' },
    'mark done': { type: 'xstate.done.actor.setStatus', output: null },
    'mark failed': { type: 'xstate.error.actor.setStatus', error: new Error('HTTP error! status: 500') },
    'delete done': { type: 'xstate.done.actor.deleteMessage', output: null },
    'delete failed': { type: 'xstate.error.actor.deleteMessage', error: new Error('Message not found') },
    // No answer at all (the http layer's NetworkError), not a server's refusal.
    'mark no connection': { type: 'xstate.error.actor.setStatus', error: NETWORK_ERROR },
    'delete no connection': { type: 'xstate.error.actor.deleteMessage', error: NETWORK_ERROR },
    'back online': { type: 'connection.online' },
    'try again': { type: 'message.retry' },
  },
  transitions: [
    ['idle', 'mark read (unread)', 'marking'],
    ['idle', 'mark replied (unread)', 'marking'],
    ['idle', 'mark replied (read)', 'marking'],
    ['idle', 'mark read (replied)', 'marking'],
    ['idle', 'delete', 'confirming'],
    ['marking', 'mark done', 'idle'],
    ['marking', 'mark failed', 'idle'],
    // No connection: the mark asked for stays on the badge; marked again once back online or by Try again.
    ['marking', 'mark no connection', 'offline'],
    ['offline', 'back online', 'marking'],
    ['offline', 'try again', 'marking'],
    ['confirming', 'confirm', 'deleting'],
    ['confirming', 'cancel', 'idle'],
    ['deleting', 'delete done', 'deleted'],
    ['deleting', 'delete failed', 'confirming'],
    // The delete dialog stays: deleted again once back online or by Try again (Confirm), or cancelled.
    ['deleting', 'delete no connection', 'deleteOffline'],
    ['deleteOffline', 'back online', 'deleting'],
    ['deleteOffline', 'confirm', 'deleting'],
    ['deleteOffline', 'cancel', 'idle'],
  ],
} satisfies GraphModel<typeof messageMachine>;

/**
 * Someone else changed the message first (412): the machine's `conflict`, walked with two admins in
 * tests/e2e/admin-conflict-messages.e2e.test.ts and on the generated browser paths
 * (tests/e2e/paths-message.e2e.test.ts).
 */
export const messageConflictGraph = {
  ...messageGraph,
  events: {
    ...messageGraph.events,
    'mark stale': {
      type: 'xstate.error.actor.setStatus',
      error: { _tag: 'HttpError', status: 412, message: STALE },
    },
    'read theirs UNREAD': {
      type: 'xstate.done.actor.loadMessage',
      output: { status: 'UNREAD', version: THEIR_VERSION },
    },
    'read theirs READ': {
      type: 'xstate.done.actor.loadMessage',
      output: { status: 'READ', version: THEIR_VERSION },
    },
    'read theirs REPLIED': {
      type: 'xstate.done.actor.loadMessage',
      output: { status: 'REPLIED', version: THEIR_VERSION },
    },
    'read failed': { type: 'xstate.error.actor.loadMessage', error: new Error('HTTP error! status: 500') },
    'read: no connection': { type: 'xstate.error.actor.loadMessage', error: NETWORK_ERROR },
    reload: { type: 'message.reload' },
    overwrite: { type: 'message.overwrite' },
  },
  transitions: [
    ...messageGraph.transitions,
    ['marking', 'mark stale', 'conflict.checking'],
    ['conflict.checking', 'read theirs UNREAD', 'conflict.review'],
    ['conflict.checking', 'read theirs READ', 'conflict.review'],
    ['conflict.checking', 'read theirs REPLIED', 'conflict.review'],
    // The read failed: at rest, with the toast.
    ['conflict.checking', 'read failed', 'idle'],
    // The read found no connection: the mark asked for is kept offline, as when the mark itself found none
    // (made again once back online or by Try again; a second 412 reads their version again).
    ['conflict.checking', 'read: no connection', 'offline'],
    // Reload: theirs. Overwrite: the mark asked for again from their version, or nothing to write when theirs
    // is the mark asked for.
    ['conflict.review', 'reload', 'idle'],
    ['conflict.review', 'overwrite', 'idle'],
    ['conflict.review', 'overwrite', 'marking'],
  ],
} satisfies GraphModel<typeof messageMachine>;
