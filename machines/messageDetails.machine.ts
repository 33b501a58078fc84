/**
 * The Messages screen's View dialog, 'Message Details' (docs/product.md §2, §7, §8): opening it reads the
 * message afresh (GET /messages/{id}); the dialog opens with it, or, when it cannot be read (deleted
 * meanwhile, a failed call), stays closed with 'Failed to load message. Please try again.'.
 *
 *   closed ──details.open(id)──▶ loading ──done──▶ open ──details.close──▶ closed
 *                                   │ └──error──▶ closed (error toast)
 *                                   └──details.close──▶ closed
 *
 * While loading, the View button that asked shows it and cannot be pressed again. `loadMessage` is provided
 * at the app's edge (src/admin/messages/message.actors.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MESSAGE_TEXTS, type MessageStatus } from './messageTexts';
import { errorToast, type ToastParams } from './toast';

/** A message as the dialog shows it (docs/product.md §3). */
export interface MessageDetails {
  id: number;
  subject: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

export interface MessageDetailsContext {
  /** The message asked for (loading) or shown (open). */
  id: number | null;
  message: MessageDetails | null;
}

export type MessageDetailsEvent = { type: 'details.open'; id: number } | { type: 'details.close' };

const cleared = { id: null, message: null };

export const messageDetailsMachine = setup({
  types: {
    context: {} as MessageDetailsContext,
    events: {} as MessageDetailsEvent,
  },
  actors: {
    /** GET /messages/{id}; rejects when the message cannot be read. */
    loadMessage: fromPromise<MessageDetails, { id: number }>(async () => {
      throw new Error('not provided');
    }),
  },
  actions: {
    toast: (_: unknown, _params: ToastParams) => {},
  },
}).createMachine({
  id: 'messageDetails',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      description: 'No Message Details dialog.',
      on: {
        'details.open': {
          target: 'loading',
          actions: assign(({ event }) => {
            assertEvent(event, 'details.open');
            return { id: event.id, message: null };
          }),
        },
      },
    },
    loading: {
      description: 'The message is read afresh: the View button that asked shows it.',
      invoke: {
        id: 'loadMessage',
        src: 'loadMessage',
        input: ({ context }) => ({ id: context.id as number }),
        onDone: { target: 'open', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          target: 'closed',
          actions: [assign(cleared), { type: 'toast', params: errorToast(MESSAGE_TEXTS.loadFailed) }],
        },
      },
      on: { 'details.close': { target: 'closed', actions: assign(cleared) } },
    },
    open: {
      description: 'The Message Details dialog with the message.',
      on: { 'details.close': { target: 'closed', actions: assign(cleared) } },
    },
  },
});
