/**
 * The message machine's types, actors, actions and guards (machines/message.machine.ts writes out its states).
 * The machine holds the interaction only: the message's status is graphcache's (the list's data, the View
 * dialog's read), which a mark event carries as the card shows it. A mark names the version the card showed
 * (If-Match, docs/api.md "Concurrent changes"); a 412 is the machine's `conflict`: the message as saved now is
 * read (`loadMessage`) to show what changed.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { conflictToast, type FieldChange, reloadedToast, staleChange, staleMessage } from './concurrency';
import { connectionLost, type OnlineEvent, offlineActors } from './connection';
import { type MarkedStatus, MESSAGE_TEXTS, type MessageStatus } from './messageTexts';
import { errorToast, successToast, type ToastParams, toastPlaceholder } from './toast';

export interface MessageInput {
  /** The message's id (the server's integer, an ID on the graph). */
  id: number;
}

/** A message as the card shows it (graphcache's), or as saved now (read after a 412). */
export interface SavedMessage {
  status: MessageStatus;
  version?: number | null;
}

export interface MessageContext {
  id: number;
  /** The mark asked for (marking, offline, conflict); null at rest. */
  asked: MarkedStatus | null;
  /** The status the card showed when the mark was asked (the conflict's "as shown"). */
  before: MessageStatus | null;
  /** The version the mark names (If-Match; null: no check): the card's when asked, theirs after Overwrite. */
  version: number | null;
  /** In `conflict`: the server's sentence, the message as saved now and what changed. */
  error: string | null;
  theirs: SavedMessage | null;
  changes: FieldChange[];
}

export type MessageEvent =
  /** Mark as Read or Mark as Replied, pressed on a card (or the View dialog) showing `message`. */
  | { type: 'message.mark'; status: MarkedStatus; message: SavedMessage }
  /** Asks to delete: opens the confirmation. */
  | { type: 'message.delete' }
  | { type: 'message.confirm' }
  | { type: 'message.cancel' }
  /** Try a mark again after it found no connection. */
  | { type: 'message.retry' }
  /** The conflict's choices: their status (Reload) or the mark again from their version (Overwrite). */
  | { type: 'message.reload' }
  | { type: 'message.overwrite' }
  | OnlineEvent;

/** What a mark's call answers: the message's new status and version (graphcache writes them). */
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

const atRest = {
  asked: null,
  before: null,
  version: null,
  error: null,
  theirs: null,
  changes: [] as FieldChange[],
};

/** A message's actor as it is made: at rest, nothing asked. */
export const initialContext = ({ input }: { input: MessageInput }): MessageContext => ({
  id: input.id,
  ...atRest,
});

/** The toast on entering `conflict`: the server's sentence about the refused mark. */
export const conflictFound = ({ context }: { context: MessageContext }): ToastParams =>
  conflictToast({ message: context.error }, 'message');

/** A mark's call: the mark asked for, from the version the card showed (or theirs, after Overwrite). */
export const markInput = ({ context }: { context: MessageContext }): MarkInput => ({
  id: context.id,
  status: context.asked as MarkedStatus,
  version: context.version,
});

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
    /** The mark asked for, and the status and version the card showed. */
    ask: assign(({ event }) => {
      assertEvent(event, 'message.mark');
      return { asked: event.status, before: event.message.status, version: event.message.version ?? null };
    }),
    /** At rest again: nothing asked, no conflict. */
    forget: assign(atRest),
    /** A 412: the server's sentence kept (the mark asked for too). */
    holdConflict: assign(({ event }) => ({
      error: staleMessage((event as { error?: unknown }).error, 'message'),
    })),
    /** The message as saved now, and the status row when someone else changed it. */
    holdTheirs: assign(({ context }, theirs: SavedMessage) => ({
      theirs,
      changes:
        theirs.status === context.before
          ? []
          : [
              {
                field: 'status',
                label: 'Status',
                before: context.before as MessageStatus,
                theirs: theirs.status,
                mine: context.asked as MarkedStatus,
              },
            ],
    })),
    /** The read after a 412 found no connection: the conflict dropped, the mark asked for kept. */
    dropConflict: assign({ error: null, theirs: null, changes: [] }),
    /** Overwrite: the mark asked for again, made from the version saved now. */
    overwriteTheirs: assign(({ context }) => ({
      version: context.theirs?.version ?? context.version,
      error: null,
      theirs: null,
      changes: [],
    })),
  },
  guards: {
    connectionLost,
    staleChange,
    /** The mark is offered (docs/product.md §4): the card does not show that status already. */
    offered: ({ event }) => {
      assertEvent(event, 'message.mark');
      return event.status !== event.message.status;
    },
    /** The mark asked for is `status`. */
    asked: ({ context }, status: MarkedStatus) => context.asked === status,
    /** Their status (saved now) is the mark asked for: nothing to write. */
    theirsAsked: ({ context }) => context.theirs !== null && context.theirs.status === context.asked,
  },
});
