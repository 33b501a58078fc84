/** The quick search machine's graph: events by label and transitions, from the brief (issue 24 item 6). */
import { type QuickItem, quickSearchMachine } from '../../machines/quickSearch.machine';
import type { GraphModel } from './explore';
import { NETWORK_ERROR } from './offline';

export const FOUND: QuickItem[] = [
  { kind: 'frame', id: 3, title: 'Oak Classic', subtitle: 'Classic' },
  { kind: 'label', id: 9, title: 'Oak sale' },
];

const OPEN_STATES = ['idle', 'debouncing', 'searching', 'results', 'empty', 'failed', 'offline'] as const;

export const quickSearchGraph = {
  machine: quickSearchMachine,
  events: {
    open: { type: 'search.open' },
    close: { type: 'search.close' },
    type: { type: 'search.type', query: 'oak' },
    'clear text': { type: 'search.type', query: '  ' },
    pause: { type: 'xstate.after.debounce.quickSearch.open.debouncing' },
    found: { type: 'xstate.done.actor.search', output: FOUND },
    'nothing found': { type: 'xstate.done.actor.search', output: [] },
    failed: { type: 'xstate.error.actor.search', error: new Error('HTTP error! status: 500') },
    'no connection': { type: 'xstate.error.actor.search', error: NETWORK_ERROR },
    down: { type: 'search.move', by: 1 },
    up: { type: 'search.move', by: -1 },
    enter: { type: 'search.choose' },
    'try again': { type: 'search.retry' },
    'back online': { type: 'connection.online' },
    shortcuts: { type: 'shortcuts.open' },
    'close shortcuts': { type: 'shortcuts.close' },
  },
  transitions: [
    ['closed', 'open', 'open.idle'],
    ['closed', 'shortcuts', 'shortcuts'],
    ['shortcuts', 'close shortcuts', 'closed'],
    ['shortcuts', 'open', 'open.idle'],
    // Wherever the dialog is: Esc closes it; typing waits for a pause; clearing the text shows the start.
    ...OPEN_STATES.flatMap((s) => [
      [`open.${s}`, 'close', 'closed'] as const,
      [`open.${s}`, 'type', 'open.debouncing'] as const,
      [`open.${s}`, 'clear text', 'open.idle'] as const,
    ]),
    ['open.debouncing', 'pause', 'open.searching'],
    ['open.searching', 'found', 'open.results'],
    ['open.searching', 'nothing found', 'open.empty'],
    ['open.searching', 'failed', 'open.failed'],
    ['open.searching', 'no connection', 'open.offline'],
    ['open.results', 'down', 'open.results'],
    ['open.results', 'up', 'open.results'],
    ['open.results', 'enter', 'closed'],
    ['open.failed', 'try again', 'open.searching'],
    ['open.offline', 'try again', 'open.searching'],
    ['open.offline', 'back online', 'open.searching'],
  ],
} satisfies GraphModel<typeof quickSearchMachine>;
