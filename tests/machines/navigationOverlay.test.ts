import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  NAV_CONTENT_MS,
  NAV_OVERLAY_MS,
  navigationOverlayMachine,
} from '../../machines/navigationOverlay.machine';
import { describeModel } from './graph';
import { navigationOverlayQa } from './navigationOverlay.qa';
import { timersStarted } from './timers';

const CONTENT = 'xstate.after.content.navigationOverlay.showing.loading';
const OVER = 'xstate.after.overlay.navigationOverlay.showing';

describeModel('navigationOverlay', {
  machine: navigationOverlayMachine,
  qa: navigationOverlayQa,
  events: {
    'to a frame': { type: 'navigation.route', path: '/frame/1' },
    'to admin': { type: 'navigation.route', path: '/admin/frames' },
    '4 s': { type: CONTENT },
    '5 s': { type: OVER },
  },
  transitions: [
    ['hidden', 'to a frame', 'showing.loading'],
    ['showing.loading', 'to a frame', 'showing.loading'],
    ['showing.loading', 'to admin', 'hidden'],
    ['showing.loading', '4 s', 'showing.ready'],
    ['showing.loading', '5 s', 'hidden'],
    ['showing.ready', 'to a frame', 'showing.loading'],
    ['showing.ready', 'to admin', 'hidden'],
    ['showing.ready', '5 s', 'hidden'],
  ],
  states: {
    hidden: (a) => {
      expect(['', 'to admin', '5 s']).toContain(a.event);
      expect(timersStarted(a)).toEqual({});
    },
    // Every navigation (again) starts the 5 s overlay with its content flag off for 4 s.
    'showing.loading': (a) => {
      expect(a.event).toBe('to a frame');
      expect(timersStarted(a)).toEqual({ [CONTENT]: NAV_CONTENT_MS, [OVER]: NAV_OVERLAY_MS });
    },
    'showing.ready': (a) => {
      expect(a.event).toBe('4 s');
      expect(timersStarted(a)).toEqual({});
    },
  },
});

describe('navigation overlay by hand', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 5 s after a navigation with the content flag from 4 s; a new navigation starts it again', () => {
    const actor = createActor(navigationOverlayMachine).start();
    actor.send({ type: 'navigation.route', path: '/frame/3' });
    vi.advanceTimersByTime(NAV_CONTENT_MS - 1);
    expect(actor.getSnapshot().matches({ showing: 'loading' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ showing: 'ready' })).toBe(true);
    actor.send({ type: 'navigation.route', path: '/' });
    vi.advanceTimersByTime(NAV_OVERLAY_MS - 1);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
