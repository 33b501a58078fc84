/**
 * One customer message on the Messages screen (docs/product.md §2, §4, §8): its status is the machine's state,
 * each offering only the spec's allowed next marks, and deleting it is asked, confirmed, then called.
 *
 *   UNREAD.idle ──mark read──▶ UNREAD.markingRead ──done──▶ READ.idle      (error: back, with the toast)
 *               ──mark replied─▶ UNREAD.markingReplied ─done─▶ REPLIED.idle
 *   READ.idle ──mark replied──▶ READ.markingReplied ──done──▶ REPLIED.idle
 *   REPLIED.idle ──mark read──▶ REPLIED.markingRead ──done──▶ READ.idle
 *   any idle ──delete──▶ confirming ──confirm──▶ deleting ──done──▶ deleted (final)
 *                          └──cancel──▶ the status it came from     └──error──▶ confirming
 *
 * Nothing leads back to UNREAD (docs/product.md §4). `context.status` is what the badge shows: the target of a
 * running mark at once (optimistic), the state's own status otherwise, so a failure rolls it back.
 * `message.synced` follows the server (the list's data, updated live by the admin socket): the screen sends
 * it when a message's actor is made and whenever its status changes there; it only ever moves forward.
 * Effects are named actors provided at the app's edge (src/admin/messages/message.actors.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type MarkedStatus, MESSAGE_TEXTS, type MessageStatus } from './messageTexts';
import { errorToast, successToast, type ToastParams } from './toast';

export interface MessageInput {
  /** The message's id (the server's integer, an ID on the graph). */
  id: number;
}

export interface MessageContext {
  id: number;
  /** The status the badge shows (optimistic while a mark runs). */
  status: MessageStatus;
}

export type MessageEvent =
  | { type: 'message.markRead' }
  | { type: 'message.markReplied' }
  /** Asks to delete: opens the confirmation. */
  | { type: 'message.delete' }
  | { type: 'message.confirm' }
  | { type: 'message.cancel' }
  /** The status the server has (the list's data). */
  | { type: 'message.synced'; status: MessageStatus };

export const messageMachine = setup({
  types: {
    context: {} as MessageContext,
    events: {} as MessageEvent,
    input: {} as MessageInput,
  },
  actors: {
    /** PUT /messages/{id}/status with READ or REPLIED; rejects on failure. */
    setStatus: fromPromise<unknown, { id: number; status: MarkedStatus }>(async () => undefined),
    /** DELETE /messages/{id}; rejects on failure. */
    deleteMessage: fromPromise<unknown, { id: number }>(async () => undefined),
  },
  actions: {
    toast: (_: unknown, _params: ToastParams) => {},
    /** The badge shows `status`. */
    show: assign((_, params: { status: MessageStatus }) => ({ status: params.status })),
  },
  guards: {
    syncedTo: ({ event }, status: MessageStatus) => {
      assertEvent(event, 'message.synced');
      return event.status === status;
    },
    was: ({ context }, status: MessageStatus) => context.status === status,
  },
}).createMachine({
  id: 'message',
  context: ({ input }) => ({ id: input.id, status: 'UNREAD' }),
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
              { guard: { type: 'syncedTo', params: 'READ' }, target: '#message.READ' },
              { guard: { type: 'syncedTo', params: 'REPLIED' }, target: '#message.REPLIED' },
            ],
          },
        },
        markingRead: {
          description: 'Mark as Read is running: the badge shows READ at once.',
          entry: { type: 'show', params: { status: 'READ' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: ({ context }) => ({ id: context.id, status: 'READ' as const }),
            onDone: {
              target: '#message.READ',
              actions: { type: 'toast', params: successToast(MESSAGE_TEXTS.markedRead) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.markFailed) },
            },
          },
        },
        markingReplied: {
          description: 'Mark as Replied is running: the badge shows REPLIED at once.',
          entry: { type: 'show', params: { status: 'REPLIED' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: ({ context }) => ({ id: context.id, status: 'REPLIED' as const }),
            onDone: {
              target: '#message.REPLIED',
              actions: { type: 'toast', params: successToast(MESSAGE_TEXTS.markedReplied) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.markFailed) },
            },
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
            'message.synced': {
              guard: { type: 'syncedTo', params: 'REPLIED' },
              target: '#message.REPLIED',
            },
          },
        },
        markingReplied: {
          description: 'Mark as Replied is running: the badge shows REPLIED at once.',
          entry: { type: 'show', params: { status: 'REPLIED' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: ({ context }) => ({ id: context.id, status: 'REPLIED' as const }),
            onDone: {
              target: '#message.REPLIED',
              actions: { type: 'toast', params: successToast(MESSAGE_TEXTS.markedReplied) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.markFailed) },
            },
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
            'message.synced': { guard: { type: 'syncedTo', params: 'READ' }, target: '#message.READ' },
          },
        },
        markingRead: {
          description: 'Mark as Read is running: the badge shows READ at once.',
          entry: { type: 'show', params: { status: 'READ' } },
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: ({ context }) => ({ id: context.id, status: 'READ' as const }),
            onDone: {
              target: '#message.READ',
              actions: { type: 'toast', params: successToast(MESSAGE_TEXTS.markedRead) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.markFailed) },
            },
          },
        },
      },
    },
    /** The delete confirmation (from, subject, date); the badge keeps its status. */
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
          actions: { type: 'toast', params: successToast(MESSAGE_TEXTS.deleted) },
        },
        onError: {
          target: 'confirming',
          actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.actionFailed) },
        },
      },
    },
    deleted: {
      description: "The message is gone from the list (toast 'Message deleted successfully.').",
      type: 'final',
    },
  },
});
