import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  FIRST_VISIT_MS,
  NAV_CONTENT_MS,
  NAV_OVERLAY_MS,
  type OverlaysInput,
  overlaysMachine,
} from '../../machines/overlays.machine';
import { delayed, replayPath } from './replay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input: Partial<OverlaysInput> = {}) {
  const rememberPromo = vi.fn();
  const rememberWelcome = vi.fn();
  const actor = createActor(overlaysMachine.provide({ actions: { rememberPromo, rememberWelcome } }), {
    input: { path: '/', promoSeen: false, firstVisitSeen: false, ...input },
  }).start();
  return { actor, rememberPromo, rememberWelcome };
}
const route = (path: string) => ({ type: 'overlays.route', path }) as const;

describe('overlays machine: every shortest path', () => {
  const events = [
    route('/'),
    route('/frame/1'),
    route('/admin/frames'),
    { type: 'overlays.ready' },
    { type: 'promo.close' },
    { type: 'welcome.close' },
    delayed(NAV_CONTENT_MS, 'overlays.navigation.showing'),
    delayed(NAV_OVERLAY_MS, 'overlays.navigation.showing'),
    delayed(FIRST_VISIT_MS, 'overlays.welcome.counting'),
  ];
  for (const input of [
    { path: '/', promoSeen: false, firstVisitSeen: false },
    { path: '/frame/2', promoSeen: true, firstVisitSeen: false },
  ]) {
    const paths = getShortestPaths(overlaysMachine, { input, events: events as never });
    const feasible = new Set<string>();
    it(`from ${JSON.stringify(input)} reaches every state of every region`, () => {
      const seen = { navigation: new Set(), promo: new Set(), welcome: new Set() };
      for (const p of paths) {
        const v = p.state.value as Record<keyof typeof seen, unknown>;
        for (const k of Object.keys(seen) as (keyof typeof seen)[]) seen[k].add(JSON.stringify(v[k]));
      }
      expect(seen.navigation).toEqual(new Set(['"hidden"', '"showing"']));
      expect([...seen.welcome]).toEqual(expect.arrayContaining(['"counting"', '"away"', '"open"', '"done"']));
      if (!input.promoSeen)
        expect([...seen.promo]).toEqual(expect.arrayContaining(['"waiting"', '"open"', '"done"']));
    });
    it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(start)', p] as const))(
      `replays %s from ${input.path}`,
      (_n, path) => {
        const { actor } = start(input);
        if (replayPath(actor, path.steps as never)) feasible.add(JSON.stringify(path.state));
        actor.stop();
      },
    );
    it(`from ${input.path}: many reachable states are replayed in real time`, () => {
      console.info(`${input.path}: ${feasible.size} of ${paths.length} shortest paths replayed in real time`);
      expect(feasible.size).toBeGreaterThan(paths.length / 3);
    });
  }
});

describe('overlays machine: key transitions by hand', () => {
  it('the navigation overlay shows 5 s after a navigation, with the content flag at 4 s', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ navigation: 'hidden' })).toBe(true);
    actor.send(route('/frame/3'));
    expect(actor.getSnapshot().matches({ navigation: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.contentReady).toBe(false);
    vi.advanceTimersByTime(NAV_CONTENT_MS - 1);
    expect(actor.getSnapshot().context.contentReady).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.contentReady).toBe(true);
    expect(actor.getSnapshot().matches({ navigation: 'showing' })).toBe(true);
    vi.advanceTimersByTime(NAV_OVERLAY_MS - NAV_CONTENT_MS);
    expect(actor.getSnapshot().matches({ navigation: 'hidden' })).toBe(true);
  });

  it('a new navigation restarts the overlay; an admin path hides it', () => {
    const { actor } = start();
    actor.send(route('/frame/3'));
    vi.advanceTimersByTime(4500);
    actor.send(route('/'));
    expect(actor.getSnapshot().context.contentReady).toBe(false);
    vi.advanceTimersByTime(4500);
    expect(actor.getSnapshot().matches({ navigation: 'showing' })).toBe(true);
    actor.send(route('/admin/login'));
    expect(actor.getSnapshot().matches({ navigation: 'hidden' })).toBe(true);
    actor.send(route('/admin'));
    expect(actor.getSnapshot().matches({ navigation: 'hidden' })).toBe(true);
  });

  it('the promo opens once after the splash and is remembered when closed', () => {
    const { actor, rememberPromo } = start();
    expect(actor.getSnapshot().matches({ promo: 'waiting' })).toBe(true);
    actor.send({ type: 'overlays.ready' });
    expect(actor.getSnapshot().matches({ promo: 'open' })).toBe(true);
    actor.send({ type: 'promo.close' });
    expect(actor.getSnapshot().matches({ promo: 'done' })).toBe(true);
    expect(rememberPromo).toHaveBeenCalledTimes(1);
    actor.send({ type: 'overlays.ready' });
    expect(actor.getSnapshot().matches({ promo: 'done' })).toBe(true);
  });

  it('a remembered promo never opens; nor on an admin path', () => {
    expect(start({ promoSeen: true }).actor.getSnapshot().matches({ promo: 'done' })).toBe(true);
    const { actor } = start({ path: '/admin/login' });
    actor.send({ type: 'overlays.ready' });
    expect(actor.getSnapshot().matches({ promo: 'waiting' })).toBe(true);
  });

  it('the first-visit modal opens 7 s after arriving on home, and closing remembers it', () => {
    const { actor, rememberWelcome } = start({ promoSeen: true });
    vi.advanceTimersByTime(FIRST_VISIT_MS - 1);
    expect(actor.getSnapshot().matches({ welcome: 'counting' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ welcome: 'open' })).toBe(true);
    actor.send({ type: 'welcome.close' });
    expect(actor.getSnapshot().matches({ welcome: 'done' })).toBe(true);
    expect(rememberWelcome).toHaveBeenCalledTimes(1);
  });

  it('the first-visit modal is for home only: leaving home stops the count, returning restarts it', () => {
    const { actor } = start({ path: '/frame/1', promoSeen: true });
    expect(actor.getSnapshot().matches({ welcome: 'away' })).toBe(true);
    vi.advanceTimersByTime(FIRST_VISIT_MS * 2);
    expect(actor.getSnapshot().matches({ welcome: 'away' })).toBe(true);
    actor.send(route('/'));
    vi.advanceTimersByTime(5000);
    actor.send(route('/frame/1'));
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().matches({ welcome: 'away' })).toBe(true);
    actor.send(route('/'));
    vi.advanceTimersByTime(FIRST_VISIT_MS);
    expect(actor.getSnapshot().matches({ welcome: 'open' })).toBe(true);
  });

  it('the first-visit modal waits for the promo to close, and never shows once remembered', () => {
    const { actor } = start();
    actor.send({ type: 'overlays.ready' });
    vi.advanceTimersByTime(FIRST_VISIT_MS);
    expect(actor.getSnapshot().matches({ welcome: 'due' })).toBe(true);
    actor.send({ type: 'promo.close' });
    expect(actor.getSnapshot().matches({ welcome: 'open' })).toBe(true);
    const seen = start({ firstVisitSeen: true }).actor;
    vi.advanceTimersByTime(FIRST_VISIT_MS * 2);
    expect(seen.getSnapshot().matches({ welcome: 'done' })).toBe(true);
  });
});
