import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  SPLASH_DURATION_MS,
  SPLASH_STEP,
  SPLASH_TICK_MS,
  splashMachine,
} from '../../machines/splash.machine';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => vi.useRealTimers());

describe('splash machine', () => {
  it('advances 0.4% every 16 ms and completes, ring full, at 2.5 s', () => {
    const actor = createActor(splashMachine).start();
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
    const actor = createActor(splashMachine).start();
    vi.setSystemTime(Date.now() + 1000);
    vi.advanceTimersByTime(SPLASH_TICK_MS);
    expect(actor.getSnapshot().context.progress).toBeCloseTo(25.2, 5);
  });

  it('can be skipped straight to done', () => {
    const actor = createActor(splashMachine).start();
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
