/**
 * The bulk action machine's graph: events by label and transitions, from the brief (issue 24 item 3), for
 * its browser paths (tests/e2e/paths-bulkAction.e2e.test.ts); tests/machines/bulkAction.test.ts walks it
 * with each state's expectations.
 */
import { type BulkActionInput, bulkActionMachine } from '../../machines/bulkAction.machine';
import type { GraphModel } from './explore';

/** The action confirmed (prices up 10 %), and the server's answer to it. */
export const BULK_PRICE: BulkActionInput = { type: 'price', by: 'percent', value: 10 };
export const BULK_OUTCOME = { changed: 2, changeSetId: 'c1', action: 'price' };

export const bulkActionGraph = {
  machine: bulkActionMachine,
  input: undefined,
  events: {
    'tick 1': { type: 'select.toggle', id: 1 },
    'all on page': { type: 'select.page', ids: [1, 2] },
    'none on page': { type: 'select.page', ids: [] },
    'page changes': { type: 'select.clear' },
    choose: { type: 'action.choose', action: { type: 'price' } },
    confirm: { type: 'action.confirm', action: BULK_PRICE },
    cancel: { type: 'action.cancel' },
    'call done': { type: 'xstate.done.actor.perform', output: BULK_OUTCOME },
    'call refused': {
      type: 'xstate.error.actor.perform',
      error: new Error('"Oak" would cost 0 KSh. Prices must be greater than 0.'),
    },
    'no connection': {
      type: 'xstate.error.actor.perform',
      error: { _tag: 'NetworkError', message: 'Network error' },
    },
    'back online': { type: 'connection.online' },
  },
  transitions: [
    ['idle', 'tick 1', 'selecting'],
    ['idle', 'all on page', 'selecting'],
    ['selecting', 'tick 1', 'selecting'],
    // Ticking off the last selected row.
    ['selecting', 'tick 1', 'idle'],
    ['selecting', 'all on page', 'selecting'],
    ['selecting', 'none on page', 'idle'],
    ['selecting', 'page changes', 'idle'],
    ['selecting', 'choose', 'confirming'],
    ['confirming', 'confirm', 'running'],
    ['confirming', 'cancel', 'selecting'],
    ['confirming', 'page changes', 'idle'],
    ['running', 'call done', 'idle'],
    ['running', 'call refused', 'failed'],
    ['running', 'no connection', 'offline'],
    ['failed', 'confirm', 'running'],
    ['failed', 'cancel', 'selecting'],
    ['offline', 'back online', 'running'],
    ['offline', 'confirm', 'running'],
    ['offline', 'cancel', 'selecting'],
  ],
} satisfies GraphModel<typeof bulkActionMachine>;
