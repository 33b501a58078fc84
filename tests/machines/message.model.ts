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
