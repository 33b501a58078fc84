import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SPLASH_DURATION_MS, splashMachine } from '../../machines/splash.machine';
import { describeModel } from './graph';
import { splashQa } from './splash.qa';
import { timersStarted } from './timers';

const TIMER = 'xstate.after.remaining.splash.showing';
/** The static splash of index.html has already shown for 1 s when the app starts. */
const ELAPSED = 1000;

describeModel('splash', {
  machine: splashMachine,
  qa: splashQa,
  input: { elapsed: ELAPSED },
  events: {
    'content ready': { type: 'splash.contentReady' },
    'time up': { type: TIMER },
  },
  transitions: [
    ['showing.loading', 'content ready', 'showing.ready'],
    ['showing.loading', 'time up', 'holding'],
    ['showing.ready', 'time up', 'done'],
    ['holding', 'content ready', 'done'],
  ],
  states: {
    'showing.loading': (a) => {
      expect(a.event).toBe('');
      // The ring carries on from the static splash: what is left of 2.5 s.
      expect(timersStarted(a)).toEqual({ [TIMER]: SPLASH_DURATION_MS - ELAPSED });
    },
    'showing.ready': (a) => {
      expect(a.event).toBe('content ready');
      // The content arriving does not restart the splash's time.
      expect(timersStarted(a)).toEqual({});
      expect(a.snapshot.status).toBe('active');
    },
    holding: (a) => {
      expect(a.event).toBe('time up');
      expect(a.snapshot.status).toBe('active');
    },
    done: (a) => {
      expect(['time up', 'content ready']).toContain(a.event);
      expect(a.snapshot.status).toBe('done');
    },
  },
});

describe('splash machine by hand', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lifts 2.5 s after the static splash first showed, once the content is there', () => {
    const actor = createActor(splashMachine, { input: { elapsed: ELAPSED } }).start();
    actor.send({ type: 'splash.contentReady' });
    vi.advanceTimersByTime(SPLASH_DURATION_MS - ELAPSED - 1);
    expect(actor.getSnapshot().matches({ showing: 'ready' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stays up past its time until the content is there (a slow phone)', () => {
    const actor = createActor(splashMachine, { input: {} }).start();
    vi.advanceTimersByTime(SPLASH_DURATION_MS * 3);
    expect(actor.getSnapshot().value).toBe('holding');
    actor.send({ type: 'splash.contentReady' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('has no time left when the static splash already ran 2.5 s, and never more than 2.5 s', () => {
    expect(createActor(splashMachine, { input: { elapsed: 4000 } }).getSnapshot().context.remaining).toBe(0);
    expect(createActor(splashMachine, { input: { elapsed: -500 } }).getSnapshot().context.remaining).toBe(
      SPLASH_DURATION_MS,
    );
  });
});
