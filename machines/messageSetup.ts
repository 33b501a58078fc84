/**
 * The message machine's types, actors, actions and guards (machines/message.machine.ts writes out its states).
 * A mark names the version the card showed (If-Match, docs/api.md "Concurrent changes"); a 412 is the
 * machine's `conflict`: the message as saved now is read (`loadMessage`) to show what changed.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  conflictToast,
  type FieldChange,
  reloadedToast,
  settledConflict,
  staleChange,
  staleMessage,
} from './concurrency';
import { connectionLost, type OnlineEvent, offlineActors } from './connection';
import { type MarkedStatus, MESSAGE_TEXTS, type MessageStatus } from './messageTexts';
import { errorToast, successToast, type ToastParams, toastPlaceholder } from './toast';

export interface MessageInput {
  /** The message's id (the server's integer, an ID on the graph). */
  id: number;
}

/** The message as saved now (read after a 412). */
export interface SavedMessage {
  status: MessageStatus;
  version?: number | null;
}

export interface MessageContext {
  id: number;
  /** The status the badge shows (optimistic while a mark runs). */
  status: MessageStatus;
  /** The version the card shows (If-Match; null: no check). */
  version: number | null;
  /** In `conflict`: the mark asked for, the server's message, the message as saved now and what changed. */
  asked: MarkedStatus | null;
  error: string | null;
  theirs: SavedMessage | null;
  changes: FieldChange[];
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
  /** The conflict's choices: their status (Reload) or the mark again from their version (Overwrite). */
  | { type: 'message.reload' }
  | { type: 'message.overwrite' }
  /** The status (and version, when the list has one) the server has (the list's data). */
  | { type: 'message.synced'; status: MessageStatus; version?: number | null }
  | OnlineEvent;

/** What a mark's call answers: the message's new status and version (anything else: kept as shown). */
export interface MarkOutput {
  status?: MessageStatus | null;
  version?: number | null;
}

export interface MarkInput {
  id: number;
  status: MarkedStatus;
  version: number | null;
}

/** The toasts the machine shows (docs/product.md §8), named once. */
export const TOASTS = {
  markedRead: successToast(MESSAGE_TEXTS.markedRead),
  markedReplied: successToast(MESSAGE_TEXTS.markedReplied),
  markFailed: errorToast(MESSAGE_TEXTS.markFailed),
  deleted: successToast(MESSAGE_TEXTS.deleted),
  actionFailed: errorToast(MESSAGE_TEXTS.actionFailed),
  reloaded: reloadedToast(),
} satisfies Record<string, ToastParams>;

/** A message's actor as it is made: UNREAD until the list says otherwise, no version yet, no conflict. */
export const initialContext = ({ input }: { input: MessageInput }): MessageContext => ({
  id: input.id,
  status: 'UNREAD',
  version: null,
  asked: null,
  error: null,
  theirs: null,
  changes: [],
});

/** The toast on entering `conflict`: the server's sentence about the refused mark. */
export const conflictFound = ({ context }: { context: MessageContext }): ToastParams =>
  conflictToast({ message: context.error }, 'message');

/** A mark's call: the status the badge shows (its target, shown on entry) from the version the card shows. */
export const markInput = ({ context }: { context: MessageContext }): MarkInput => ({
  id: context.id,
  status: context.status as MarkedStatus,
  version: context.version,
});

const theirStatus = (c: MessageContext): MessageStatus => c.theirs?.status ?? c.status;

export const messageSetup = setup({
  types: {
    context: {} as MessageContext,
    events: {} as MessageEvent,
    input: {} as MessageInput,
  },
  actors: {
    /** PUT /messages/{id}/status with READ or REPLIED and If-Match; rejects on failure. */
    setStatus: fromPromise<MarkOutput, MarkInput>(async ({ input }) => ({ status: input.status })),
    /** GET /messages/{id}: the message as saved now, read after a 412 to show what changed. */
    loadMessage: fromPromise<SavedMessage, { id: number }>(async () => {
      throw new Error('loadMessage not provided');
    }),
    /** DELETE /messages/{id}; rejects on failure. */
    deleteMessage: fromPromise<unknown, { id: number }>(async () => undefined),
    ...offlineActors,
  },
  actions: {
    toast: toastPlaceholder,
    /** The badge shows `status`. */
    show: assign((_, params: { status: MessageStatus }) => ({ status: params.status })),
    /** The list's version, when newer than the one the card has (the status is the state's). */
    sync: assign(({ context, event }) => {
      assertEvent(event, 'message.synced');
      const v = event.version;
      return { version: typeof v === 'number' && v > (context.version ?? 0) ? v : context.version };
    }),
    /** The call's answer: the version now saved. */
    settle: assign(({ context, event }) => ({
      version: (event as { output?: MarkOutput | null }).output?.version ?? context.version,
    })),
    /** A 412: the badge back to the status before the mark; the mark asked for and the server's message kept. */
    holdConflict: assign(({ event }, params: { before: MessageStatus; asked: MarkedStatus }) => ({
      status: params.before,
      asked: params.asked,
      error: staleMessage((event as { error?: unknown }).error, 'message'),
    })),
    /** The message as saved now, and the status row when someone else changed it. */
    holdTheirs: assign(({ context }, theirs: SavedMessage) => ({
      theirs,
      changes:
        theirs.status === context.status
          ? []
          : [
              {
                field: 'status',
                label: 'Status',
                before: context.status,
                theirs: theirs.status,
                mine: context.asked ?? context.status,
              },
            ],
    })),
    /** Leaving `conflict` (Reload, Overwrite, a failed read): their version (once read); nothing asked any more. */
    takeTheirs: assign(({ context }) => ({ ...settledConflict(context), asked: null })),
  },
  guards: {
    connectionLost,
    staleChange,
    /** The list's version is newer than the card's. */
    newerVersion: ({ context, event }) => {
      assertEvent(event, 'message.synced');
      return typeof event.version === 'number' && event.version > (context.version ?? 0);
    },
    syncedTo: ({ event }, status: MessageStatus) => {
      assertEvent(event, 'message.synced');
      return event.status === status;
    },
    was: ({ context }, status: MessageStatus) => context.status === status,
    /**
     * The read after a 412 found no connection, in a conflict over the mark `asked` from the status `was`: that
     * mark's offline state (the mark kept; made again once back online, when a second 412 reads it again).
     */
    readOffline: ({ context, event }, params: { was: MessageStatus; asked: MarkedStatus }) =>
      connectionLost({ event }) && context.status === params.was && context.asked === params.asked,
    /** Their status is `theirs` (the one saved now). */
    theirsAre: ({ context }, status: MessageStatus) => theirStatus(context) === status,
    /** Their status is `theirs` and the mark asked for is `asked`. */
    theirsThenAsked: ({ context }, params: { theirs: MessageStatus; asked: MarkedStatus }) =>
      theirStatus(context) === params.theirs && context.asked === params.asked,
  },
});
