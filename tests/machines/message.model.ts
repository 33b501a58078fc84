/** The message machine's graph (a message's status and its deletion): events by label and transitions, from the spec. */
import { messageMachine } from '../../machines/message.machine';
import type { GraphModel } from './explore';
import { NETWORK_ERROR } from './offline';

export const id = 7;

export const messageGraph = {
  machine: messageMachine,
  input: { id },
  events: {
    'mark read': { type: 'message.markRead' },
    'mark replied': { type: 'message.markReplied' },
    delete: { type: 'message.delete' },
    confirm: { type: 'message.confirm' },
    cancel: { type: 'message.cancel' },
    'synced UNREAD': { type: 'message.synced', status: 'UNREAD' },
    'synced READ': { type: 'message.synced', status: 'READ' },
    'synced REPLIED': { type: 'message.synced', status: 'REPLIED' },
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
  // Spec section 4: Mark as Read when not READ, Mark as Replied when not REPLIED, from any state; nothing
  // back to UNREAD (not even a synced UNREAD); deletable from any status, after a confirmation.
  transitions: [
    ['UNREAD.idle', 'mark read', 'UNREAD.markingRead'],
    ['UNREAD.idle', 'mark replied', 'UNREAD.markingReplied'],
    ['UNREAD.idle', 'delete', 'confirming'],
    ['UNREAD.idle', 'synced READ', 'READ.idle'],
    ['UNREAD.idle', 'synced REPLIED', 'REPLIED.idle'],
    ['UNREAD.markingRead', 'mark done', 'READ.idle'],
    ['UNREAD.markingRead', 'mark failed', 'UNREAD.idle'],
    ['UNREAD.markingReplied', 'mark done', 'REPLIED.idle'],
    ['UNREAD.markingReplied', 'mark failed', 'UNREAD.idle'],
    ['READ.idle', 'mark replied', 'READ.markingReplied'],
    ['READ.idle', 'delete', 'confirming'],
    ['READ.idle', 'synced REPLIED', 'REPLIED.idle'],
    ['READ.markingReplied', 'mark done', 'REPLIED.idle'],
    ['READ.markingReplied', 'mark failed', 'READ.idle'],
    ['REPLIED.idle', 'mark read', 'REPLIED.markingRead'],
    ['REPLIED.idle', 'delete', 'confirming'],
    ['REPLIED.idle', 'synced READ', 'READ.idle'],
    ['REPLIED.markingRead', 'mark done', 'READ.idle'],
    ['REPLIED.markingRead', 'mark failed', 'REPLIED.idle'],
    ['confirming', 'confirm', 'deleting'],
    ['confirming', 'cancel', 'UNREAD.idle'],
    ['confirming', 'cancel', 'READ.idle'],
    ['confirming', 'cancel', 'REPLIED.idle'],
    ['deleting', 'delete done', 'deleted'],
    ['deleting', 'delete failed', 'confirming'],
    // No connection: the mark asked for stays on the badge; marked again once back online or by Try again;
    // the server's status equal to the one asked for means it has it.
    ...(
      [
        ['UNREAD', 'Read', 'READ'],
        ['UNREAD', 'Replied', 'REPLIED'],
        ['READ', 'Replied', 'REPLIED'],
        ['REPLIED', 'Read', 'READ'],
      ] as const
    ).flatMap(([from, name, to]) => [
      [`${from}.marking${name}`, 'mark no connection', `${from}.offline${name}`] as const,
      [`${from}.offline${name}`, 'back online', `${from}.marking${name}`] as const,
      [`${from}.offline${name}`, 'try again', `${from}.marking${name}`] as const,
      [`${from}.offline${name}`, `synced ${to}`, `${to}.idle`] as const,
    ]),
    // The delete dialog stays: deleted again once back online or by Try again (Confirm), or cancelled.
    ['deleting', 'delete no connection', 'deleteOffline'],
    ['deleteOffline', 'back online', 'deleting'],
    ['deleteOffline', 'confirm', 'deleting'],
    ['deleteOffline', 'cancel', 'UNREAD.idle'],
    ['deleteOffline', 'cancel', 'READ.idle'],
    ['deleteOffline', 'cancel', 'REPLIED.idle'],
  ],
} satisfies GraphModel<typeof messageMachine>;

// The server's sentence of docs/api.md, written here again on purpose (not imported).
export const STALE =
  'This message was changed by someone else since you loaded it. Reload it to see the changes, then save again.';
/** The version someone else's change left (what Reload and Overwrite go on from). */
export const THEIR_VERSION = 9;
/** The version the list gives when it first shows the message. */
export const LISTED_VERSION = 5;

/**
 * Someone else changed the message first (412): the machine's `conflict`, walked with two admins in
 * tests/e2e/admin-conflict-messages.e2e.test.ts and on the generated browser paths
 * (tests/e2e/paths-message.e2e.test.ts). The list's version ('synced v5') is what a mark's If-Match names.
 */
export const messageConflictGraph = {
  ...messageGraph,
  // The version (none, the list's, theirs) and the conflict's context multiply the vertices.
  limit: 20_000,
  events: {
    ...messageGraph.events,
    'synced v5': { type: 'message.synced', status: 'UNREAD', version: LISTED_VERSION },
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
    // A newer version from the list is kept (the status moves only forward, as before).
    ['UNREAD.idle', 'synced v5', 'UNREAD.idle'],
    ['READ.idle', 'synced v5', 'READ.idle'],
    ['REPLIED.idle', 'synced v5', 'REPLIED.idle'],
    ['UNREAD.markingRead', 'mark stale', 'conflict.checking'],
    ['UNREAD.markingReplied', 'mark stale', 'conflict.checking'],
    ['READ.markingReplied', 'mark stale', 'conflict.checking'],
    ['REPLIED.markingRead', 'mark stale', 'conflict.checking'],
    ['conflict.checking', 'read theirs UNREAD', 'conflict.review'],
    ['conflict.checking', 'read theirs READ', 'conflict.review'],
    ['conflict.checking', 'read theirs REPLIED', 'conflict.review'],
    // The read failed: the status before the mark, with the toast.
    ['conflict.checking', 'read failed', 'UNREAD.idle'],
    ['conflict.checking', 'read failed', 'READ.idle'],
    ['conflict.checking', 'read failed', 'REPLIED.idle'],
    // The read found no connection: the mark asked for is kept in its offline state, as when the mark itself
    // found none (made again once back online or by Try again; a second 412 reads their version again).
    ['conflict.checking', 'read: no connection', 'UNREAD.offlineRead'],
    ['conflict.checking', 'read: no connection', 'UNREAD.offlineReplied'],
    ['conflict.checking', 'read: no connection', 'READ.offlineReplied'],
    ['conflict.checking', 'read: no connection', 'REPLIED.offlineRead'],
    // Reload: their status. Overwrite: the mark asked for again from their status, or nothing to write.
    ['conflict.review', 'reload', 'UNREAD.idle'],
    ['conflict.review', 'reload', 'READ.idle'],
    ['conflict.review', 'reload', 'REPLIED.idle'],
    ['conflict.review', 'overwrite', 'READ.idle'],
    ['conflict.review', 'overwrite', 'REPLIED.idle'],
    ['conflict.review', 'overwrite', 'UNREAD.markingRead'],
    ['conflict.review', 'overwrite', 'UNREAD.markingReplied'],
    ['conflict.review', 'overwrite', 'READ.markingReplied'],
    ['conflict.review', 'overwrite', 'REPLIED.markingRead'],
  ],
} satisfies GraphModel<typeof messageMachine>;
