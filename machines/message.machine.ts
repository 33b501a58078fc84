/**
 * One customer message on the Messages screen (docs/product.md §2, §4, §8): its status is the machine's state,
 * each offering only the spec's allowed next marks, and deleting it is asked, confirmed, then called.
 *
 *   UNREAD.idle ──mark read──▶ UNREAD.markingRead ──done──▶ READ.idle      (error: back, with the toast)
 *               ──mark replied─▶ UNREAD.markingReplied ─done─▶ REPLIED.idle
 *   READ.idle ──mark replied──▶ READ.markingReplied ──done──▶ REPLIED.idle
 *   REPLIED.idle ──mark read──▶ REPLIED.markingRead ──done──▶ READ.idle
 *   any marking ──412 (someone else changed it)──▶ conflict.checking ──read──▶ conflict.review
 *                 (the read found no connection: that mark's offline, below; it failed: the status before)
 *   conflict.review ──reload──▶ their status   ──overwrite──▶ the mark again from their version (or their
 *                                                             status, when it is the one asked for)
 *   any idle ──delete──▶ confirming ──confirm──▶ deleting ──done──▶ deleted (final)
 *                          └──cancel──▶ the status it came from     └──error──▶ confirming
 *   any marking ──no connection──▶ its offline (offlineRead | offlineReplied: the badge keeps the mark asked
 *                                  for with the connection message) ──back online | retry──▶ the marking again
 *   deleting ──no connection──▶ deleteOffline (the dialog stays with the connection message)
 *                                  ──back online | confirm (Try again)──▶ deleting   ──cancel──▶ the status
 *
 * Nothing leads back to UNREAD (docs/product.md §4) but a Reload of a message still unread. `context.status`
 * is what the badge shows: the target of a running mark at once (optimistic), the state's own status
 * otherwise, so a failure rolls it back. A mark sends If-Match with the version the card shows (docs/api.md,
 * "Concurrent changes"). `message.synced` follows the server (the list's data, updated live by the admin
 * socket): the screen sends it when a message's actor is made and whenever its status or version changes
 * there; it only ever moves forward. Written out whole for the visualizer; types, actions and guards:
 * machines/messageSetup.ts; the longer descriptions: machines/messageTexts.ts. Effects are named actors
 * provided at the app's edge (src/admin/messages/message.actors.ts).
 */
import { CONNECTION_LOST } from './connection';
import { conflictFound, initialContext, markInput, messageSetup, TOASTS } from './messageSetup';
import { MESSAGE_STATES } from './messageTexts';

export type { MessageContext, MessageEvent, MessageInput } from './messageSetup';

export const messageMachine = messageSetup.createMachine({
  id: 'message',
  context: initialContext,
  initial: 'UNREAD',
  states: {
    UNREAD: {
      description: 'The message is unread (badge UNREAD).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Badge UNREAD; Mark as Read, Mark as Replied and Delete offered.',
          entry: { type: 'show', params: { status: 'UNREAD' } },
          on: {
            'message.markRead': 'markingRead',
            'message.markReplied': 'markingReplied',
            'message.delete': '#message.confirming',
            'message.synced': [
              { guard: { type: 'syncedTo', params: 'READ' }, target: '#message.READ', actions: 'sync' },
              { guard: { type: 'syncedTo', params: 'REPLIED' }, target: '#message.REPLIED', actions: 'sync' },
              { guard: 'newerVersion', actions: 'sync' },
            ],
          },
        },
        markingRead: {
          description: 'Mark as Read is running: the badge shows READ at once.',
          entry: { type: 'show', params: { status: 'READ' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: markInput,
            onDone: {
              target: '#message.READ',
              actions: ['settle', { type: 'toast', params: TOASTS.markedRead }],
            },
            onError: [
              { guard: 'connectionLost', target: 'offlineRead' },
              {
                guard: 'staleChange',
                target: '#message.conflict',
                actions: { type: 'holdConflict', params: { before: 'UNREAD', asked: 'READ' } },
              },
              { target: 'idle', actions: { type: 'toast', params: TOASTS.markFailed } },
            ],
          },
        },
        markingReplied: {
          description: 'Mark as Replied is running: the badge shows REPLIED at once.',
          entry: { type: 'show', params: { status: 'REPLIED' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: markInput,
            onDone: {
              target: '#message.REPLIED',
              actions: ['settle', { type: 'toast', params: TOASTS.markedReplied }],
            },
            onError: [
              { guard: 'connectionLost', target: 'offlineReplied' },
              {
                guard: 'staleChange',
                target: '#message.conflict',
                actions: { type: 'holdConflict', params: { before: 'UNREAD', asked: 'REPLIED' } },
              },
              { target: 'idle', actions: { type: 'toast', params: TOASTS.markFailed } },
            ],
          },
        },
        offlineRead: {
          description: MESSAGE_STATES.offlineRead,
          entry: { type: 'toast', params: CONNECTION_LOST },
          invoke: { id: 'awaitOnline', src: 'awaitOnline' },
          on: {
            'connection.online': 'markingRead',
            'message.retry': 'markingRead',
            'message.synced': { guard: { type: 'syncedTo', params: 'READ' }, target: '#message.READ' },
          },
        },
        offlineReplied: {
          description: MESSAGE_STATES.offlineReplied,
          entry: { type: 'toast', params: CONNECTION_LOST },
          invoke: { id: 'awaitOnline', src: 'awaitOnline' },
          on: {
            'connection.online': 'markingReplied',
            'message.retry': 'markingReplied',
            'message.synced': { guard: { type: 'syncedTo', params: 'REPLIED' }, target: '#message.REPLIED' },
          },
        },
      },
    },
    READ: {
      description: 'The message is read (badge READ).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Badge READ; Mark as Replied and Delete offered (nothing leads back to UNREAD).',
          entry: { type: 'show', params: { status: 'READ' } },
          on: {
            'message.markReplied': 'markingReplied',
            'message.delete': '#message.confirming',
            'message.synced': [
              { guard: { type: 'syncedTo', params: 'REPLIED' }, target: '#message.REPLIED', actions: 'sync' },
              { guard: 'newerVersion', actions: 'sync' },
            ],
          },
        },
        markingReplied: {
          description: 'Mark as Replied is running: the badge shows REPLIED at once.',
          entry: { type: 'show', params: { status: 'REPLIED' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: markInput,
            onDone: {
              target: '#message.REPLIED',
              actions: ['settle', { type: 'toast', params: TOASTS.markedReplied }],
            },
            onError: [
              { guard: 'connectionLost', target: 'offlineReplied' },
              {
                guard: 'staleChange',
                target: '#message.conflict',
                actions: { type: 'holdConflict', params: { before: 'READ', asked: 'REPLIED' } },
              },
              { target: 'idle', actions: { type: 'toast', params: TOASTS.markFailed } },
            ],
          },
        },
        offlineReplied: {
          description: MESSAGE_STATES.offlineReplied,
          entry: { type: 'toast', params: CONNECTION_LOST },
          invoke: { id: 'awaitOnline', src: 'awaitOnline' },
          on: {
            'connection.online': 'markingReplied',
            'message.retry': 'markingReplied',
            'message.synced': { guard: { type: 'syncedTo', params: 'REPLIED' }, target: '#message.REPLIED' },
          },
        },
      },
    },
    REPLIED: {
      description: 'The message is replied (badge REPLIED).',
      initial: 'idle',
      states: {
        idle: {
          description: 'Badge REPLIED; Mark as Read and Delete offered.',
          entry: { type: 'show', params: { status: 'REPLIED' } },
          on: {
            'message.markRead': 'markingRead',
            'message.delete': '#message.confirming',
            'message.synced': [
              { guard: { type: 'syncedTo', params: 'READ' }, target: '#message.READ', actions: 'sync' },
              { guard: 'newerVersion', actions: 'sync' },
            ],
          },
        },
        markingRead: {
          description: 'Mark as Read is running: the badge shows READ at once.',
          entry: { type: 'show', params: { status: 'READ' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: markInput,
            onDone: {
              target: '#message.READ',
              actions: ['settle', { type: 'toast', params: TOASTS.markedRead }],
            },
            onError: [
              { guard: 'connectionLost', target: 'offlineRead' },
              {
                guard: 'staleChange',
                target: '#message.conflict',
                actions: { type: 'holdConflict', params: { before: 'REPLIED', asked: 'READ' } },
              },
              { target: 'idle', actions: { type: 'toast', params: TOASTS.markFailed } },
            ],
          },
        },
        offlineRead: {
          description: MESSAGE_STATES.offlineRead,
          entry: { type: 'toast', params: CONNECTION_LOST },
          invoke: { id: 'awaitOnline', src: 'awaitOnline' },
          on: {
            'connection.online': 'markingRead',
            'message.retry': 'markingRead',
            'message.synced': { guard: { type: 'syncedTo', params: 'READ' }, target: '#message.READ' },
          },
        },
      },
    },
    conflict: {
      description: MESSAGE_STATES.conflict,
      entry: { type: 'toast', params: conflictFound },
      exit: 'takeTheirs',
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
              {
                guard: { type: 'readOffline', params: { was: 'UNREAD', asked: 'READ' } },
                target: '#message.UNREAD.offlineRead',
                actions: { type: 'show', params: { status: 'READ' } },
              },
              {
                guard: { type: 'readOffline', params: { was: 'UNREAD', asked: 'REPLIED' } },
                target: '#message.UNREAD.offlineReplied',
                actions: { type: 'show', params: { status: 'REPLIED' } },
              },
              {
                guard: { type: 'readOffline', params: { was: 'READ', asked: 'REPLIED' } },
                target: '#message.READ.offlineReplied',
                actions: { type: 'show', params: { status: 'REPLIED' } },
              },
              {
                guard: { type: 'readOffline', params: { was: 'REPLIED', asked: 'READ' } },
                target: '#message.REPLIED.offlineRead',
                actions: { type: 'show', params: { status: 'READ' } },
              },
              {
                guard: { type: 'was', params: 'READ' },
                target: '#message.READ',
                actions: { type: 'toast', params: TOASTS.markFailed },
              },
              {
                guard: { type: 'was', params: 'REPLIED' },
                target: '#message.REPLIED',
                actions: { type: 'toast', params: TOASTS.markFailed },
              },
              { target: '#message.UNREAD', actions: { type: 'toast', params: TOASTS.markFailed } },
            ],
          },
        },
        review: {
          description: MESSAGE_STATES.review,
          on: {
            'message.reload': [
              {
                guard: { type: 'theirsAre', params: 'READ' },
                target: '#message.READ',
                actions: { type: 'toast', params: TOASTS.reloaded },
              },
              {
                guard: { type: 'theirsAre', params: 'REPLIED' },
                target: '#message.REPLIED',
                actions: { type: 'toast', params: TOASTS.reloaded },
              },
              { target: '#message.UNREAD', actions: { type: 'toast', params: TOASTS.reloaded } },
            ],
            'message.overwrite': [
              {
                guard: { type: 'theirsThenAsked', params: { theirs: 'READ', asked: 'READ' } },
                target: '#message.READ',
              },
              {
                guard: { type: 'theirsThenAsked', params: { theirs: 'REPLIED', asked: 'REPLIED' } },
                target: '#message.REPLIED',
              },
              {
                guard: { type: 'theirsThenAsked', params: { theirs: 'UNREAD', asked: 'READ' } },
                target: '#message.UNREAD.markingRead',
              },
              {
                guard: { type: 'theirsThenAsked', params: { theirs: 'UNREAD', asked: 'REPLIED' } },
                target: '#message.UNREAD.markingReplied',
              },
              {
                guard: { type: 'theirsThenAsked', params: { theirs: 'READ', asked: 'REPLIED' } },
                target: '#message.READ.markingReplied',
              },
              { target: '#message.REPLIED.markingRead' },
            ],
          },
        },
      },
    },
    confirming: {
      description: 'The delete confirmation (from, subject, date); the badge keeps its status.',
      on: {
        'message.confirm': 'deleting',
        'message.cancel': [
          { guard: { type: 'was', params: 'READ' }, target: 'READ' },
          { guard: { type: 'was', params: 'REPLIED' }, target: 'REPLIED' },
          { target: 'UNREAD' },
        ],
      },
    },
    deleting: {
      description: 'The message is being deleted.',
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
        'message.cancel': [
          { guard: { type: 'was', params: 'READ' }, target: 'READ' },
          { guard: { type: 'was', params: 'REPLIED' }, target: 'REPLIED' },
          { target: 'UNREAD' },
        ],
      },
    },
    deleted: {
      description: "The message is gone from the list (toast 'Message deleted successfully.').",
      type: 'final',
    },
  },
});
