/**
 * The storefront shell on the clock (fake timers, a running actor): the splash's 2.5 s counted from the static
 * splash's first paint, the promo opening as the splash lifts, the first-visit modal's 7 s and the navigation
 * overlay's 4 s and 5 s. The graph walk (storefrontShell.test.ts) checks every transition; these check the times.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  FIRST_VISIT_MS,
  NAV_CONTENT_MS,
  NAV_OVERLAY_MS,
  SPLASH_DURATION_MS,
  storefrontShellMachine,
} from '../../machines/storefrontShell.machine';

const ELAPSED = 1000;
const start = (path: string, seen: boolean) =>
  ({ type: 'shell.start', path, promoSeen: seen, firstVisitSeen: seen }) as const;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function run(elapsed?: number) {
  const rememberPromo = vi.fn();
  const rememberWelcome = vi.fn();
  const actor = createActor(storefrontShellMachine.provide({ actions: { rememberPromo, rememberWelcome } }), {
    input: { elapsed },
  }).start();
  return { actor, rememberPromo, rememberWelcome, tags: () => [...actor.getSnapshot().tags].sort() };
}

describe('splash', () => {
  it('lifts 2.5 s after the static splash first showed, once the content is there; the promo opens then', () => {
    const { actor, tags } = run(ELAPSED);
    actor.send(start('/frame/1', false));
    actor.send({ type: 'splash.contentReady' });
    vi.advanceTimersByTime(SPLASH_DURATION_MS - ELAPSED - 1);
    expect(tags()).toEqual(['splash']);
    vi.advanceTimersByTime(1);
    expect(tags()).toEqual(['promo']);
  });

  it('stays up past its time until the content is there (a slow phone), and the promo waits for it', () => {
    const { actor, tags } = run();
    actor.send(start('/frame/1', false));
    vi.advanceTimersByTime(SPLASH_DURATION_MS * 3);
    expect(actor.getSnapshot().matches({ splash: 'holding', promo: 'waiting' })).toBe(true);
    expect(tags()).toEqual(['splash']);
    actor.send({ type: 'splash.contentReady' });
    expect(tags()).toEqual(['promo']);
  });

  it('has no time left when the static splash already ran 2.5 s, and never more than 2.5 s', () => {
    expect(run(4000).actor.getSnapshot().context.remaining).toBe(0);
    expect(run(-500).actor.getSnapshot().context.remaining).toBe(SPLASH_DURATION_MS);
  });
});

describe('dialogs', () => {
  it('the first-visit modal shows 7 s after arrival on home, waits for the promo, and both are remembered', () => {
    const { actor, rememberPromo, rememberWelcome, tags } = run(SPLASH_DURATION_MS);
    actor.send(start('/', false));
    actor.send({ type: 'splash.contentReady' });
    vi.advanceTimersByTime(0);
    expect(tags()).toEqual(['promo']);
    vi.advanceTimersByTime(FIRST_VISIT_MS - 1);
    expect(actor.getSnapshot().matches({ welcome: 'counting' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ welcome: 'due' })).toBe(true);
    actor.send({ type: 'promo.close' });
    expect(tags()).toEqual(['welcome']);
    actor.send({ type: 'welcome.close' });
    expect(tags()).toEqual([]);
    expect(rememberPromo).toHaveBeenCalledTimes(1);
    expect(rememberWelcome).toHaveBeenCalledTimes(1);
  });

  it('leaving home stops the count; coming back starts a full 7 s again', () => {
    const seen = run().actor;
    seen.send(start('/frame/1', true));
    expect(seen.getSnapshot().matches({ welcome: 'done', promo: 'done' })).toBe(true);
    const { actor, tags } = run();
    actor.send(start('/', false));
    vi.advanceTimersByTime(5000);
    actor.send({ type: 'shell.route', path: '/frame/1' });
    actor.send({ type: 'shell.route', path: '/' });
    vi.advanceTimersByTime(FIRST_VISIT_MS - 1);
    expect(actor.getSnapshot().matches({ welcome: 'counting' })).toBe(true);
    vi.advanceTimersByTime(1);
    // The splash still holds (no content yet): the modal opens, the promo still waits for the splash.
    expect(tags()).toEqual(['splash', 'welcome']);
  });
});

describe('navigation overlay', () => {
  it('shows 5 s after a navigation with the content flag from 4 s; a new navigation starts it again', () => {
    const { actor, tags } = run();
    actor.send(start('/', true));
    actor.send({ type: 'shell.route', path: '/frame/3' });
    vi.advanceTimersByTime(NAV_CONTENT_MS - 1);
    expect(actor.getSnapshot().hasTag('navigationContentReady')).toBe(false);
    expect(actor.getSnapshot().hasTag('navigating')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag('navigationContentReady')).toBe(true);
    actor.send({ type: 'shell.route', path: '/' });
    vi.advanceTimersByTime(NAV_OVERLAY_MS - 1);
    expect(actor.getSnapshot().hasTag('navigating')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag('navigating')).toBe(false);
    actor.send({ type: 'shell.route', path: '/admin/frames' });
    expect(tags()).toEqual(['splash']);
  });
});
