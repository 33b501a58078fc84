/**
 * Bulk actions on the frames list (docs/api.md, "Bulk changes"): rows are selected (one by one, or all on
 * the page), an action is chosen from the bar ("N selected"), confirmed in its dialog (with its inputs),
 * then run on the server in one call. The selection is cleared when the page or the filters change.
 *
 *   idle --select--> selecting --choose--> confirming --confirm--> running --done--> idle (toast, Undo offered)
 *     ^                 |  ^                    |                     |  \--refused--> failed (dialog stays)
 *     +--last one off---+  +------cancel--------+                     \--no connection--> offline
 *   failed/offline --confirm--> running; offline --back online--> running; --cancel--> selecting
 *
 * While offline the selection and the chosen action are kept and sent again once back online. Tags for the
 * view: `dialogOpen` (the action's dialog shows), `busy` (the call runs), `tryAgain` (refused or offline).
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { connectionLost, connectionToast, type OnlineEvent } from './connection';
import type { FrameStatus } from './frameFormRules';
import { errorToast, toastPlaceholder } from './toast';

/** The bulk actions, as the server names them. */
export type BulkKind =
  | 'status'
  | 'publish'
  | 'unpublish'
  | 'category'
  | 'addLabel'
  | 'removeLabel'
  | 'price'
  | 'delete';

/** One action with its inputs (the body's `action`). */
export interface BulkActionInput {
  type: BulkKind;
  status?: FrameStatus;
  category?: string | null;
  labelId?: number;
  by?: 'percent' | 'amount';
  value?: number;
}

/** What the server answered: how many changed, and the change set that undoes it. */
export interface BulkOutcome {
  changed: number;
  changeSetId: string | null;
  action: BulkKind;
}

export interface BulkContext {
  /** The selected frames' ids (all on the current page). */
  selected: number[];
  /** The action being confirmed, run, or kept while offline. */
  action: BulkActionInput | null;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
}

export type BulkEvent =
  | { type: 'select.toggle'; id: number }
  | { type: 'select.page'; ids: number[] }
  | { type: 'select.clear' }
  | { type: 'action.choose'; action: BulkActionInput }
  | { type: 'action.confirm'; action: BulkActionInput }
  | { type: 'action.cancel' }
  | OnlineEvent;

export const BULK_TEXTS = { failed: 'The change could not be made.' };

/** The result toast's text: "3 frames updated." / "1 frame deleted." */
export const bulkResultText = (changed: number, kind: BulkKind) =>
  `${changed === 1 ? '1 frame' : `${changed} frames`} ${kind === 'delete' ? 'deleted' : 'updated'}.`;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.trim() ? error.message : BULK_TEXTS.failed;

export const bulkActionMachine = setup({
  types: { context: {} as BulkContext, events: {} as BulkEvent },
  actors: {
    /** The call (POST /frames/bulk), provided at the app's edge. */
    perform: fromPromise<BulkOutcome, { ids: number[]; action: BulkActionInput }>(async ({ input }) => ({
      changed: input.ids.length,
      changeSetId: null,
      action: input.action.type,
    })),
    awaitOnline: fromCallback(() => undefined),
  },
  guards: {
    connectionLost,
    /** The toggle takes off the last selected row. */
    lastOneOff: ({ context, event }) =>
      event.type === 'select.toggle' && context.selected.length === 1 && context.selected[0] === event.id,
    /** "All on this page" with no rows to select. */
    nothingOnPage: ({ event }) => event.type === 'select.page' && event.ids.length === 0,
  },
  actions: {
    toast: toastPlaceholder,
    /** Offers "Undo" for the change (the undo actor: machines/undo.machine.ts); the app provides it. */
    offerUndo: (_: unknown, _outcome: BulkOutcome) => {},
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'select.toggle');
      const on = context.selected.includes(event.id);
      return {
        selected: on ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id],
      };
    }),
    selectPage: assign(({ event }) => {
      assertEvent(event, 'select.page');
      return { selected: [...event.ids] };
    }),
    clear: assign({ selected: [], action: null, error: null }),
    choose: assign(({ event }) => {
      assertEvent(event, ['action.choose', 'action.confirm']);
      return { action: event.action, error: null };
    }),
    dropAction: assign({ action: null, error: null }),
    refused: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'bulkAction',
  context: { selected: [], action: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description:
        'No frame selected: no bar; each row has its checkbox, the header "select all on this page".',
      on: {
        'select.toggle': { target: 'selecting', actions: 'toggle' },
        'select.page': [{ guard: 'nothingOnPage' }, { target: 'selecting', actions: 'selectPage' }],
      },
    },
    selecting: {
      description: 'The bar shows "N selected" with the actions.',
      on: {
        'select.toggle': [{ guard: 'lastOneOff', target: 'idle', actions: 'clear' }, { actions: 'toggle' }],
        'select.page': [
          { guard: 'nothingOnPage', target: 'idle', actions: 'clear' },
          { actions: 'selectPage' },
        ],
        'select.clear': { target: 'idle', actions: 'clear' },
        'action.choose': { target: 'confirming', actions: 'choose' },
      },
    },
    confirming: {
      description: "The action's dialog: its inputs, Cancel and Confirm.",
      tags: 'dialogOpen',
      on: {
        'action.confirm': { target: 'running', actions: 'choose' },
        'action.cancel': { target: 'selecting', actions: 'dropAction' },
        'select.clear': { target: 'idle', actions: 'clear' },
      },
    },
    running: {
      description: 'The call runs: Confirm shows it and cannot be pressed again; Cancel is inert.',
      tags: ['dialogOpen', 'busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => ({ ids: context.selected, action: context.action as BulkActionInput }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'offerUndo', params: ({ event }) => event.output }, 'clear'],
        },
        onError: [
          { guard: 'connectionLost', target: 'offline' },
          {
            target: 'failed',
            actions: [
              'refused',
              { type: 'toast', params: ({ event }) => errorToast(messageOf(event.error)) },
            ],
          },
        ],
      },
    },
    failed: {
      description:
        'The server refused (e.g. a price would be 0): the dialog stays with its reason; nothing changed.',
      tags: ['dialogOpen', 'tryAgain'],
      on: {
        'action.confirm': { target: 'running', actions: 'choose' },
        'action.cancel': { target: 'selecting', actions: 'dropAction' },
      },
    },
    offline: {
      description:
        'No connection: the dialog stays with the connection message, the selection and action kept; sent again once back online or on Try again.',
      tags: ['dialogOpen', 'tryAgain'],
      entry: { type: 'toast', params: connectionToast() },
      invoke: { id: 'awaitOnline', src: 'awaitOnline' },
      on: {
        'connection.online': 'running',
        'action.confirm': { target: 'running', actions: 'choose' },
        'action.cancel': { target: 'selecting', actions: 'dropAction' },
      },
    },
  },
});
