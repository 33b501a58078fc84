import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  SPLASH_DURATION_MS,
  SPLASH_STEP,
  SPLASH_TICK_MS,
  splashMachine,
  splashProgressAt,
} from '../../machines/splash.machine';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => vi.useRealTimers());

describe('splash machine', () => {
  it('advances 0.4% every 16 ms and completes, ring full, at 2.5 s', () => {
    const actor = createActor(splashMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.progress).toBe(0);
    vi.advanceTimersByTime(SPLASH_TICK_MS);
    expect(actor.getSnapshot().context.progress).toBe(SPLASH_STEP);
    vi.advanceTimersByTime(SPLASH_TICK_MS * 124);
    expect(actor.getSnapshot().context.progress).toBe(50);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    vi.advanceTimersByTime(SPLASH_DURATION_MS - SPLASH_TICK_MS * 125 - 1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', status: 'done', context: { progress: 100 } });
  });

  it('follows the clock when timers fire late (a busy phone)', () => {
    const actor = createActor(splashMachine, { input: {} }).start();
    vi.setSystemTime(Date.now() + 1000);
    vi.advanceTimersByTime(SPLASH_TICK_MS);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(25.2, 5);
  });

  it('can be skipped straight to done', () => {
    const actor = createActor(splashMachine, { input: {} }).start();
    actor.send({ type: 'splash.skip' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', context: { progress: 100 } });
  });

  it('its graph reaches done by a tick path and by skip', () => {
    const paths = getShortestPaths(splashMachine, {
      events: [
        { type: 'splash.skip' },
        { type: `xstate.after.${SPLASH_TICK_MS}.splash.loading.ticking` } as never,
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.progress]),
      limit: 1000,
    });
    expect(paths.some((p) => p.state.matches('done') && p.steps.at(-1)?.event.type === 'splash.skip')).toBe(
      true,
    );
    const ticked = paths.filter(
      (p) => p.state.matches('done') && p.steps.at(-1)?.event.type !== 'splash.skip',
    );
    expect(ticked.length).toBe(0); // skip from the start is shorter than any tick path to done
    expect(paths.filter((p) => p.state.matches('loading')).length).toBeGreaterThan(1);
  });
});

describe('splash machine carrying on from the static splash in index.html', () => {
  it('starts where the static ring is and completes 2.5 s after it first showed', () => {
    const actor = createActor(splashMachine, { input: { startedAt: Date.now() - 1000 } }).start();
    expect(actor.getSnapshot().context.progress).toBe(splashProgressAt(1000));
    expect(actor.getSnapshot().context.progress).toBeCloseTo(24.8, 5);
    vi.advanceTimersByTime(SPLASH_TICK_MS);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(25.2, 5);
    vi.advanceTimersByTime(SPLASH_DURATION_MS - 1000 - SPLASH_TICK_MS - 1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', context: { progress: 100 } });
  });

  it('is done at once when the static splash has already run 2.5 s (a slow phone)', () => {
    const actor = createActor(splashMachine, { input: { startedAt: Date.now() - 4000 } }).start();
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', context: { progress: 100 } });
  });

  it('ignores a start in the future', () => {
    const actor = createActor(splashMachine, { input: { startedAt: Date.now() + 5000 } }).start();
    expect(actor.getSnapshot().context.progress).toBe(0);
  });
});
