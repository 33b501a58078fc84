import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type QuickItem, quickSearchMachine } from '../../machines/quickSearch.machine';
import { type Arrival, describeModel } from './graph';
import { NETWORK_ERROR } from './offline';
import { FOUND, quickSearchGraph } from './quickSearch.model';
import { quickSearchQa } from './quickSearch.qa';
import { withTags } from './tags';

type Ctx = { query: string; results: QuickItem[]; searched: string; active: number };
const ctx = (a: Arrival) => a.snapshot.context as Ctx;
const START = { query: '', results: [], searched: '', active: 0 };
/** The highlight after the moves since the results came: down +1, up -1, wrapping over the two items. */
const noToasts = (a: Arrival) => expect(a.toasts).toEqual([]);
/** What src/admin/quickSearch/QuickSearch.tsx reads: the spinner while it waits or searches, Try again. */
const TAGS: Record<string, string[]> = {
  'open.debouncing': ['busy'],
  'open.searching': ['busy'],
  'open.failed': ['tryAgain'],
  'open.offline': ['tryAgain'],
};

describeModel('quickSearch', {
  ...quickSearchGraph,
  qa: quickSearchQa,
  states: withTags(TAGS, {
    closed: (a) => {
      noToasts(a);
      expect(ctx(a)).toEqual(START);
      // Enter opened the highlighted item (the first unless moved), and only then.
      if (a.event === 'enter') expect(a.did('openItem')).toHaveLength(1);
      else expect(a.did('openItem')).toEqual([]);
    },
    shortcuts: (a) => {
      noToasts(a);
      expect(ctx(a)).toEqual(START);
    },
    'open.idle': (a) => {
      noToasts(a);
      expect(a.invoked).toEqual({});
      if (a.event === 'open') expect(ctx(a)).toEqual(START);
      else expect(ctx(a).query.trim()).toBe('');
    },
    'open.debouncing': (a) => {
      expect(ctx(a).query).toBe('oak');
      expect(a.invoked).toEqual({});
    },
    'open.searching': (a) => {
      expect(ctx(a).query).toBe('oak');
      expect(ctx(a).searched).toBe('oak');
      expect(a.invoked).toEqual({ search: { query: 'oak' } });
    },
    'open.results': (a) => {
      expect(ctx(a).results).toEqual(FOUND);
      expect(ctx(a).active).toBeGreaterThanOrEqual(0);
      expect(ctx(a).active).toBeLessThan(FOUND.length);
      if (a.event === 'found') expect(ctx(a).active).toBe(0);
    },
    'open.empty': (a) => {
      expect(ctx(a)).toMatchObject({ query: 'oak', searched: 'oak', results: [] });
    },
    'open.failed': (a) => {
      // The text is kept.
      expect(ctx(a)).toMatchObject({ query: 'oak', searched: 'oak', results: [] });
    },
    'open.offline': (a) => {
      expect(ctx(a)).toMatchObject({ query: 'oak', searched: 'oak', results: [] });
      expect(a.invoked).toEqual({ awaitOnline: undefined });
    },
  }),
});

describe('quickSearch with live (stubbed) actors', () => {
  it('arrows move the highlight (wrapping), Enter opens that item with the text it was found by', async () => {
    const opened: QuickItem[] = [];
    const asked: string[] = [];
    const actor = createActor(
      quickSearchMachine.provide({
        delays: { debounce: 0 },
        actions: { openItem: (_, item) => void opened.push(item) },
        actors: {
          search: fromPromise<QuickItem[], { query: string }>(async ({ input }) => {
            asked.push(input.query);
            return FOUND;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', query: 'o' });
    actor.send({ type: 'search.type', query: 'oa' });
    actor.send({ type: 'search.type', query: ' oak ' });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches({ open: 'results' }) && resolve()));
    expect(asked).toEqual(['oak']);
    actor.send({ type: 'search.move', by: 1 });
    actor.send({ type: 'search.move', by: 1 });
    actor.send({ type: 'search.move', by: -1 });
    actor.send({ type: 'search.choose' });
    expect(opened).toEqual([FOUND[1]]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a search that finds no connection keeps the text and searches again once back online', async () => {
    let down = true;
    const actor = createActor(
      quickSearchMachine.provide({
        delays: { debounce: 0 },
        actors: {
          search: fromPromise<QuickItem[], { query: string }>(async () => {
            if (down) throw NETWORK_ERROR;
            return [];
          }),
        },
      }),
    ).start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', query: 'walnut' });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches({ open: 'offline' }) && resolve()));
    expect(actor.getSnapshot().context.query).toBe('walnut');
    down = false;
    actor.send({ type: 'connection.online' });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches({ open: 'empty' }) && resolve()));
    expect(actor.getSnapshot().context.searched).toBe('walnut');
  });
});
