/**
 * The back office's quick search (Ctrl+K / Cmd+K, or the header's Search button) and its shortcuts list
 * (`?`). Typing waits for a pause (debounce) before it searches frames, messages, users and labels at once;
 * the results come grouped by kind; arrow keys move the highlight, Enter opens the highlighted item, Esc
 * closes. A failed search or one that finds no connection says so and keeps the text; Try again (or the
 * browser coming back online) searches again. Tags for the view: `busy` (waiting for the pause, searching),
 * `tryAgain` (failed or offline).
 *
 *   closed ──search.open──▶ open.idle ──search.type──▶ open.debouncing ──debounce──▶ open.searching
 *   open.searching ──done──▶ open.results | open.empty;  ──error──▶ open.failed | open.offline
 *   open.results ──search.choose──▶ closed (the item opens);  open ──search.close──▶ closed
 *   closed ──shortcuts.open──▶ shortcuts ──shortcuts.close──▶ closed
 *
 * `search` and `awaitOnline` are provided at the app's edge (src/admin/quickSearch/quickSearch.actors.ts),
 * and `openItem` (navigation) by the screen.
 */
import { assertEvent, assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { isConnectionLost } from './connection';

export type QuickKind = 'frame' | 'message' | 'user' | 'label';

/** One item found: what the dialog lists and where Enter goes. */
export interface QuickItem {
  kind: QuickKind;
  id: number;
  title: string;
  subtitle?: string;
}

export interface QuickSearchContext {
  /** The text typed, kept through failures. */
  query: string;
  /** The items found for `searched`, grouped by kind in the order the dialog lists them. */
  results: QuickItem[];
  /** The text the shown results (or failure) are for. */
  searched: string;
  /** The highlighted result's index. */
  active: number;
}

export type QuickSearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.type'; query: string }
  | { type: 'search.move'; by: number }
  | { type: 'search.choose'; index?: number }
  | { type: 'search.retry' }
  | { type: 'shortcuts.open' }
  | { type: 'shortcuts.close' }
  | { type: 'connection.online' };

/** The pause after the last key before a search starts, in ms. */
export const QUICK_SEARCH_DEBOUNCE = 250;
/** The order of the groups in the dialog. */
export const QUICK_KINDS: QuickKind[] = ['frame', 'message', 'user', 'label'];

const fresh: QuickSearchContext = { query: '', results: [], searched: '', active: 0 };

export const quickSearchMachine = setup({
  types: {
    context: {} as QuickSearchContext,
    events: {} as QuickSearchEvent,
  },
  actors: {
    /** Frames, messages, users (super admins only) and labels matching the text, grouped in QUICK_KINDS order. */
    search: fromPromise<QuickItem[], { query: string }>(async () => {
      throw new Error('not provided');
    }),
    awaitOnline: fromCallback<EventObject>(() => undefined),
  },
  delays: { debounce: QUICK_SEARCH_DEBOUNCE },
  guards: {
    blank: ({ event }) => event.type === 'search.type' && event.query.trim() === '',
    found: ({ event }) => {
      const output = (event as unknown as { output?: unknown }).output;
      return Array.isArray(output) && output.length > 0;
    },
    noConnection: ({ event }) => isConnectionLost((event as { error?: unknown }).error),
    chosen: ({ context, event }) => {
      assertEvent(event, 'search.choose');
      return (event.index ?? context.active) < context.results.length;
    },
  },
  actions: {
    clear: assign(fresh),
    setQuery: assign(({ event }) => {
      assertEvent(event, 'search.type');
      return { query: event.query };
    }),
    searched: assign(({ context }) => ({ searched: context.query.trim(), results: [], active: 0 })),
    setResults: assign(({ event }) => ({
      results: (event as { output?: QuickItem[] }).output ?? [],
      active: 0,
    })),
    move: assign(({ context, event }) => {
      assertEvent(event, 'search.move');
      const n = context.results.length;
      return { active: (((context.active + event.by) % n) + n) % n };
    }),
    /** Opens the chosen item (the screen navigates to it). */
    openItem: (_: unknown, _item: QuickItem) => {},
  },
}).createMachine({
  id: 'quickSearch',
  context: fresh,
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog. Ctrl+K / Cmd+K or the Search button opens the search; ? the shortcuts.',
      on: {
        'search.open': { target: 'open', actions: 'clear' },
        'shortcuts.open': { target: 'shortcuts' },
      },
    },
    shortcuts: {
      description: 'The Keyboard shortcuts dialog.',
      on: {
        'shortcuts.close': { target: 'closed' },
        'search.open': { target: 'open', actions: 'clear' },
      },
    },
    open: {
      initial: 'idle',
      on: {
        'search.close': { target: 'closed', actions: 'clear' },
        'search.type': [
          { guard: 'blank', target: '.idle', actions: 'setQuery' },
          { target: '.debouncing', actions: 'setQuery' },
        ],
      },
      states: {
        idle: {
          description: 'The search dialog with nothing typed: it says what can be found.',
        },
        debouncing: {
          description: 'Text typed: the search waits for a pause in the typing.',
          tags: 'busy',
          after: { debounce: { target: 'searching' } },
        },
        searching: {
          description: 'Searching frames, messages, users and labels.',
          tags: 'busy',
          entry: 'searched',
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: [
              { guard: 'found', target: 'results', actions: 'setResults' },
              { target: 'empty', actions: 'setResults' },
            ],
            onError: [{ guard: 'noConnection', target: 'offline' }, { target: 'failed' }],
          },
        },
        results: {
          description: 'The items found, grouped by kind, one highlighted: arrows move it, Enter opens it.',
          on: {
            'search.move': { actions: 'move' },
            'search.choose': {
              guard: 'chosen',
              target: '#quickSearch.closed',
              actions: [
                {
                  type: 'openItem',
                  params: ({ context, event }) => context.results[event.index ?? context.active] as QuickItem,
                },
                'clear',
              ],
            },
          },
        },
        empty: {
          description: 'Nothing found: "No results for …".',
        },
        failed: {
          description: 'The search failed: it says so, keeps the text, and offers Try again.',
          tags: 'tryAgain',
          on: { 'search.retry': { target: 'searching' } },
        },
        offline: {
          description:
            'No connection: it says so, keeps the text; searches again once back online or on Try again.',
          tags: 'tryAgain',
          invoke: { id: 'awaitOnline', src: 'awaitOnline' },
          on: {
            'search.retry': { target: 'searching' },
            'connection.online': { target: 'searching' },
          },
        },
      },
    },
  },
});
