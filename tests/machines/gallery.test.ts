import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  AUTO_ADVANCE_MS,
  galleryMachine,
  MANUAL_PAUSE_MS,
  toggleTitle,
} from '../../machines/gallery.machine';
import { delayed, replayPath } from './replay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = (total: number) => createActor(galleryMachine, { input: { total } }).start();

const events = [
  { type: 'gallery.next' },
  { type: 'gallery.prev' },
  { type: 'gallery.goto', index: 2 },
  { type: 'gallery.toggle' },
  delayed(AUTO_ADVANCE_MS, 'gallery.playing'),
  delayed(MANUAL_PAUSE_MS, 'gallery.resting'),
] as const;

describe('gallery machine: every shortest path', () => {
  const paths = getShortestPaths(galleryMachine, {
    input: { total: 3 },
    events: events as never,
    serializeState: (s) => JSON.stringify([s.value, s.context.index]),
  });

  it('reaches every state with several images', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['playing', 'resting', 'stopped']));
    expect(paths.length).toBeGreaterThanOrEqual(9);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(start)', p] as const))(
    'replays %s with real timers',
    (_name, path) => {
      const actor = start(3);
      expect(replayPath(actor, path.steps as never)).toBe(true);
      actor.stop();
    },
  );

  it('a single image never moves and has no auto-advance', () => {
    for (const total of [0, 1]) {
      const actor = start(total);
      expect(actor.getSnapshot().value).toBe('single');
      vi.advanceTimersByTime(60_000);
      actor.send({ type: 'gallery.next' });
      expect(actor.getSnapshot().value).toBe('single');
      expect(actor.getSnapshot().context.index).toBe(0);
    }
  });
});

describe('gallery machine: key transitions by hand', () => {
  it('auto-advances every 4 s and loops', () => {
    const actor = start(3);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('a manual move pauses auto-advance for 5 s, then it resumes', () => {
    const actor = start(3);
    actor.send({ type: 'gallery.next' });
    expect(actor.getSnapshot().matches('resting')).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(MANUAL_PAUSE_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('another manual move restarts the 5 s pause', () => {
    const actor = start(4);
    actor.send({ type: 'gallery.goto', index: 3 });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'gallery.prev' });
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(4000);
    expect(actor.getSnapshot().value).toBe('resting');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('playing');
  });

  it('previous from the first image wraps to the last', () => {
    const actor = start(3);
    actor.send({ type: 'gallery.prev' });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('the toggle stops and starts auto-advance; its title follows', () => {
    const actor = start(2);
    expect(toggleTitle(actor.getSnapshot().matches('playing'))).toBe('Pause auto-fade');
    actor.send({ type: 'gallery.toggle' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(toggleTitle(actor.getSnapshot().matches('playing'))).toBe('Start auto-fade');
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'gallery.next' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { index: 1 } });
    actor.send({ type: 'gallery.toggle' });
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('the toggle during the manual pause starts auto-advance at once', () => {
    const actor = start(3);
    actor.send({ type: 'gallery.next' });
    actor.send({ type: 'gallery.toggle' });
    expect(actor.getSnapshot().value).toBe('playing');
  });
});
