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
 *   any marking ──no connection──▶ its offline (offlineRead | offlineReplied: the badge keeps the mark asked
 *                                  for with the connection message) ──back online | retry──▶ the marking again
 *   deleting ──no connection──▶ deleteOffline (the dialog stays with the connection message)
 *                                  ──back online | confirm (Try again)──▶ deleting   ──cancel──▶ the status
 *
 * Nothing leads back to UNREAD (docs/product.md §4). `context.status` is what the badge shows: the target of a
 * running mark at once (optimistic), the state's own status otherwise, so a failure rolls it back.
 * `message.synced` follows the server (the list's data, updated live by the admin socket): the screen sends
 * it when a message's actor is made and whenever its status changes there; it only ever moves forward.
 * Effects are named actors provided at the app's edge (src/admin/messages/message.actors.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { connectionLost, type OnlineEvent, offlineActors, whileOffline } from './connection';
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
  /** Try a mark again after it found no connection. */
  | { type: 'message.retry' }
  /** The status the server has (the list's data). */
  | { type: 'message.synced'; status: MessageStatus }
  | OnlineEvent;

/** Each mark's name in its states and its success toast. */
const MARKS = {
  READ: { name: 'Read', done: MESSAGE_TEXTS.markedRead },
  REPLIED: { name: 'Replied', done: MESSAGE_TEXTS.markedReplied },
} as const;

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
    ...offlineActors,
  },
  actions: {
    toast: (_: unknown, _params: ToastParams) => {},
    /** The badge shows `status`. */
    show: assign((_, params: { status: MessageStatus }) => ({ status: params.status })),
  },
  guards: {
    connectionLost,
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
        ...markStates('READ'),
        ...markStates('REPLIED'),
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
        ...markStates('REPLIED'),
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
        ...markStates('READ'),
      },
    },
    /** The delete confirmation (from, subject, date); the badge keeps its status. */
    confirming: {
      description: 'The delete confirmation (from, subject, date); the badge keeps its status.',
      on: {
        'message.confirm': 'deleting',
        'message.cancel': cancelDelete(),
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
        onError: [
          { guard: 'connectionLost', target: 'deleteOffline' },
          {
            target: 'confirming',
            actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.actionFailed) },
          },
        ],
      },
    },
    deleteOffline: {
      description:
        'The delete found no connection: the dialog stays with the connection message; deleted again once back online or on Try again.',
      ...whileOffline,
      on: {
        'connection.online': 'deleting',
        'message.confirm': 'deleting',
        'message.cancel': cancelDelete(),
      },
    },
    deleted: {
      description: "The message is gone from the list (toast 'Message deleted successfully.').",
      type: 'final',
    },
  },
});

/** Cancel in the delete dialog: back to the status the delete was asked from. */
function cancelDelete() {
  return [
    { guard: { type: 'was', params: 'READ' }, target: 'READ' },
    { guard: { type: 'was', params: 'REPLIED' }, target: 'REPLIED' },
    { target: 'UNREAD' },
  ] as const;
}

/**
 * A mark to `to` inside a status: `marking<Name>` (the badge shows `to` at once; done: that status; a
 * failure: back to the status's idle with the toast) and `offline<Name>` (the call found no connection:
 * the badge keeps `to` with the connection message; marked again once back online or on Try again; the
 * server's `to` arriving meanwhile means it has it).
 */
function markStates(to: MarkedStatus) {
  const { name, done } = MARKS[to];
  const marking = `marking${name}` as const;
  return {
    [marking]: {
      description: `Mark as ${name} is running: the badge shows ${to} at once.`,
      entry: { type: 'show', params: { status: to } },
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: ({ context }: { context: MessageContext }) => ({ id: context.id, status: to }),
        onDone: { target: `#message.${to}`, actions: { type: 'toast', params: successToast(done) } },
        onError: [
          { guard: 'connectionLost', target: `offline${name}` },
          { target: 'idle', actions: { type: 'toast', params: errorToast(MESSAGE_TEXTS.markFailed) } },
        ],
      },
    },
    [`offline${name}`]: {
      description: `Mark as ${name} found no connection: the badge keeps ${to} with the connection message; marked again once back online or on Try again.`,
      ...whileOffline,
      on: {
        'connection.online': marking,
        'message.retry': marking,
        'message.synced': { guard: { type: 'syncedTo', params: to }, target: `#message.${to}` },
      },
    },
  } as const;
}
