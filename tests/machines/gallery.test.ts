import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  AUTO_ADVANCE_MS,
  type GalleryContext,
  type GalleryInput,
  galleryMachine,
  MANUAL_PAUSE_MS,
  toggleTitle,
} from '../../machines/gallery.machine';
import { galleryQa } from './gallery.qa';
import { type Arrival, describeModel } from './graph';

const LEAD = 700;
const ctx = (a: Arrival) => a.snapshot.context as GalleryContext;
/** The timers a step started: delay by timer id. */
const timers = (a: Arrival) =>
  Object.fromEntries(
    (a.did('xstate.raise') as { id: string; delay?: number }[])
      .filter((p) => p.delay !== undefined)
      .map((p) => [p.id, p.delay]),
  );
const ADVANCE = 'xstate.after.advance.gallery.playing';
const PAUSE = 'xstate.after.pause.gallery.resting';

// The index shown before the step, and whether a move happened yet (replay checks the arrivals of one
// path in order, from the initial state).
let before = 0;
let moved = false;
/** Where each event moves the picture, from the one shown before (3 pictures, looping). */
function expectMoved(a: Arrival) {
  const { index } = ctx(a);
  const expected: Record<string, number> = {
    '': 0,
    next: (before + 1) % 3,
    'advance timer': (before + 1) % 3,
    prev: (before + 2) % 3,
    'goto 2': 2,
    toggle: before,
    'pause over': before,
  };
  expect(index).toBe(expected[a.event]);
  // The lead delays the first advance only: any move (by hand or by the timer) uses it up.
  moved = a.event !== '' && (moved || !['toggle', 'pause over'].includes(a.event));
  expect(ctx(a).lead).toBe(moved ? 0 : LEAD);
  before = index;
}

describeModel('gallery', {
  machine: galleryMachine,
  qa: galleryQa,
  input: { total: 3, lead: LEAD } satisfies GalleryInput,
  events: {
    next: { type: 'gallery.next' },
    prev: { type: 'gallery.prev' },
    'goto 2': { type: 'gallery.goto', index: 2 },
    toggle: { type: 'gallery.toggle' },
    'advance timer': { type: ADVANCE },
    'pause over': { type: PAUSE },
  },
  // Only the state and index make a vertex: the lead is used up by the first move anyway.
  serializeState: (s) => JSON.stringify([s.value, (s.context as GalleryContext).index]),
  transitions: [
    ['playing', 'advance timer', 'playing'],
    ['playing', 'next', 'resting'],
    ['playing', 'prev', 'resting'],
    ['playing', 'goto 2', 'resting'],
    ['playing', 'toggle', 'stopped'],
    ['resting', 'next', 'resting'],
    ['resting', 'prev', 'resting'],
    ['resting', 'goto 2', 'resting'],
    ['resting', 'pause over', 'playing'],
    ['resting', 'toggle', 'playing'],
    ['stopped', 'next', 'stopped'],
    ['stopped', 'prev', 'stopped'],
    ['stopped', 'goto 2', 'stopped'],
    ['stopped', 'toggle', 'playing'],
  ],
  states: {
    playing: (a) => {
      expectMoved(a);
      expect(ctx(a).autoplay).toBe(true);
      expect(toggleTitle(a.snapshot.matches('playing'))).toBe('Pause auto-fade');
      // Every arrival starts the next advance: 4 s, plus the lead before the very first one.
      expect(timers(a)).toEqual({ [ADVANCE]: AUTO_ADVANCE_MS + ctx(a).lead });
    },
    resting: (a) => {
      expectMoved(a);
      expect(['next', 'prev', 'goto 2']).toContain(a.event);
      // Each manual move starts the 5 s pause again; auto-advance waits.
      expect(timers(a)).toEqual({ [PAUSE]: MANUAL_PAUSE_MS });
      expect(toggleTitle(a.snapshot.matches('playing'))).toBe('Start auto-fade');
    },
    stopped: (a) => {
      expectMoved(a);
      expect(ctx(a).autoplay).toBe(false);
      expect(timers(a)).toEqual({});
      expect(toggleTitle(a.snapshot.matches('playing'))).toBe('Start auto-fade');
    },
  },
});

describe('gallery with a running actor (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const start = (input: GalleryInput) => createActor(galleryMachine, { input }).start();

  it('auto-advances every 4 s after its lead, and loops', () => {
    const actor = start({ total: 3, lead: 1500 });
    vi.advanceTimersByTime(AUTO_ADVANCE_MS + 1499);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('toggled off (as the app does at once under reduced motion) nothing moves by itself until toggled on', () => {
    const actor = start({ total: 3 });
    actor.send({ type: 'gallery.toggle' });
    expect(actor.getSnapshot().value).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'gallery.next' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { index: 1 } });
    actor.send({ type: 'gallery.toggle' });
    vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    expect(actor.getSnapshot()).toMatchObject({ value: 'playing', context: { index: 2 } });
  });

  it('one picture (or none) never moves, whatever is pressed', () => {
    for (const total of [0, 1]) {
      const actor = start({ total });
      expect(actor.getSnapshot().value).toBe('stopped');
      for (const type of ['gallery.next', 'gallery.prev', 'gallery.toggle'] as const) actor.send({ type });
      actor.send({ type: 'gallery.goto', index: 3 });
      vi.advanceTimersByTime(60_000);
      expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { index: 0 } });
    }
  });

  it('a manual move pauses 5 s, another move restarts the pause, then it plays again', () => {
    const actor = start({ total: 4 });
    actor.send({ type: 'gallery.goto', index: 3 });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'gallery.prev' });
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(MANUAL_PAUSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('goto wraps out-of-range indices and previous from the first wraps to the last', () => {
    const actor = start({ total: 3 });
    actor.send({ type: 'gallery.prev' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'gallery.goto', index: 4 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});
