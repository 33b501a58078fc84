/**
 * One customer message on the Messages screen (docs/product.md §2, §4, §8): marking it Read or Replied, the
 * conflict when someone else changed it first, and deleting it (asked, confirmed, then called).
 *
 *   idle ──mark (one the card's status offers)──▶ marking ──done──▶ idle (its toast)
 *                                                         ──error──▶ idle (the error toast)
 *   marking ──no connection──▶ offline (the badge keeps the mark asked for with the connection message)
 *                                 ──back online | retry──▶ marking
 *   marking ──412 (someone else changed it)──▶ conflict.checking ──read──▶ conflict.review
 *              (the read found no connection: offline, the mark kept; it failed: idle, the error toast)
 *   conflict.review ──reload──▶ idle (theirs shown)   ──overwrite──▶ marking from their version (or idle,
 *                                                                  when theirs is the mark asked for)
 *   idle ──delete──▶ confirming ──confirm──▶ deleting ──done──▶ deleted (final)
 *                       └──cancel──▶ idle                 └──error──▶ confirming
 *   deleting ──no connection──▶ deleteOffline (the dialog stays with the connection message)
 *                                  ──back online | confirm (Try again)──▶ deleting   ──cancel──▶ idle
 *
 * The machine holds the interaction only. The status on the badge and the marks offered are the message's
 * as graphcache has it (the list's data, kept live by the admin socket; the View dialog's read): a mark event
 * carries it, and the `offered` guard reads it (nothing leads back to UNREAD, docs/product.md §4). While a
 * mark runs, graphcache's optimistic answer to it shows the new status (src/api/cacheOptimistic.ts), dropped
 * with the call's answer, so a failure shows the server's status again. A mark sends If-Match with the
 * version the card showed (docs/api.md, "Concurrent changes"). Written out whole for the visualizer; types,
 * actions and guards: machines/messageSetup.ts; the longer descriptions: machines/messageTexts.ts. Effects
 * are named actors provided at the app's edge (src/admin/messages/message.actors.ts). Tag `busy`: a call
 * runs or a conflict waits for a choice, and every other action on the message waits.
 */
import { CONNECTION_LOST } from './connection';
import { conflictFound, initialContext, markInput, messageSetup, TOASTS } from './messageSetup';
import { MESSAGE_STATES } from './messageTexts';

export type { MessageContext, MessageEvent, MessageInput } from './messageSetup';

export const messageMachine = messageSetup.createMachine({
  id: 'message',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      description: MESSAGE_STATES.idle,
      on: {
        'message.mark': { guard: 'offered', target: 'marking', actions: 'ask' },
        'message.delete': 'confirming',
      },
    },
    marking: {
      description: MESSAGE_STATES.marking,
      tags: ['busy'],
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: markInput,
        onDone: [
          {
            guard: { type: 'asked', params: 'READ' },
            target: 'idle',
            actions: [{ type: 'toast', params: TOASTS.markedRead }, 'forget'],
          },
          { target: 'idle', actions: [{ type: 'toast', params: TOASTS.markedReplied }, 'forget'] },
        ],
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          { guard: 'staleChange', target: 'conflict', actions: 'holdConflict' },
          { target: 'idle', actions: [{ type: 'toast', params: TOASTS.markFailed }, 'forget'] },
        ],
      },
    },
    offline: {
      description: MESSAGE_STATES.offline,
      tags: ['busy'],
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'marking',
        'message.retry': 'marking',
      },
    },
    conflict: {
      description: MESSAGE_STATES.conflict,
      tags: ['busy'],
      entry: { type: 'toast', params: conflictFound },
      initial: 'checking',
      states: {
        checking: {
          description: 'The message as saved now is being read, to show what changed.',
          invoke: {
            id: 'loadMessage',
            src: 'loadMessage',
            input: ({ context }) => ({ id: context.id }),
            onDone: {
              target: 'review',
              actions: { type: 'holdTheirs', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'connectionLost', target: '#message.offline', actions: 'dropConflict' },
              {
                target: '#message.idle',
                actions: [{ type: 'toast', params: TOASTS.markFailed }, 'forget'],
              },
            ],
          },
        },
        review: {
          description: MESSAGE_STATES.review,
          on: {
            'message.reload': {
              target: '#message.idle',
              actions: [{ type: 'toast', params: TOASTS.reloaded }, 'forget'],
            },
            'message.overwrite': [
              { guard: 'theirsAsked', target: '#message.idle', actions: 'forget' },
              { target: '#message.marking', actions: 'overwriteTheirs' },
            ],
          },
        },
      },
    },
    confirming: {
      description: 'The delete confirmation (from, subject, date); the badge keeps its status.',
      on: {
        'message.confirm': 'deleting',
        'message.cancel': 'idle',
      },
    },
    deleting: {
      description: 'The message is being deleted.',
      tags: ['busy'],
      invoke: {
        id: 'deleteMessage',
        src: 'deleteMessage',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'deleted',
          actions: { type: 'toast', params: TOASTS.deleted },
        },
        onError: [
          { guard: 'connectionLost', target: 'deleteOffline' },
          {
            target: 'confirming',
            actions: { type: 'toast', params: TOASTS.actionFailed },
          },
        ],
      },
    },
    deleteOffline: {
      description: MESSAGE_STATES.deleteOffline,
      entry: { type: 'toast', params: CONNECTION_LOST },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'deleting',
        'message.confirm': 'deleting',
        'message.cancel': 'idle',
      },
    },
    deleted: {
      description: "The message is gone from the list (toast 'Message deleted successfully.').",
      type: 'final',
    },
  },
});
