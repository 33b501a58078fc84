import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FIRST_VISIT_MS, overlaysMachine } from '../../machines/overlays.machine';
import { type Arrival, describeModel, type Transition } from './graph';
import { overlaysQa } from './overlays.qa';
import { timersStarted } from './timers';

const TIMER = 'xstate.after.firstVisit.overlays.welcome.counting';
const start = (path: string, seen: boolean) =>
  ({ type: 'overlays.start', path, promoSeen: seen, firstVisitSeen: seen }) as const;
/** The region's state before the step ('' at the start). */
const before = (a: Arrival, region: 'promo' | 'welcome') =>
  a.from.split(' + ').find((part) => part.startsWith(`${region}.`)) ?? '';

/** What each region's state means, written once; a combined state checks both of its regions. */
const promo: Record<string, (a: Arrival) => void> = {
  idle: (a) => expect(a.event).toBe(''),
  waiting: (a) => expect(a.did('rememberPromo')).toEqual([]),
  open: (a) => {
    // It opens when the splash lifts, and only then.
    if (before(a, 'promo') !== 'promo.open') expect(a.event).toBe('ready');
  },
  done: (a) => {
    // Remembered when the shopper closes it; a remembered promo is not remembered again.
    if (before(a, 'promo') === 'promo.open') expect(a.did('rememberPromo')).toHaveLength(1);
    else expect(a.did('rememberPromo')).toEqual([]);
  },
};
const welcome: Record<string, (a: Arrival) => void> = {
  idle: (a) => expect(a.event).toBe(''),
  away: (a) => expect(timersStarted(a)).toEqual({}),
  counting: (a) => {
    // Arriving on home starts the 7 s; staying there does not restart it.
    if (before(a, 'welcome') !== 'welcome.counting')
      expect(timersStarted(a)).toEqual({ [TIMER]: FIRST_VISIT_MS });
    else expect(timersStarted(a)).toEqual({});
  },
  due: (a) => expect(a.snapshot.matches({ promo: 'open' })).toBe(true),
  open: (a) => {
    // Never over the promo: it opens at 7 s with no promo open, or when the promo closes.
    if (before(a, 'welcome') !== 'welcome.open') {
      expect(['7 s', 'promo close']).toContain(a.event);
      expect(a.snapshot.matches({ promo: 'open' })).toBe(false);
    }
  },
  done: (a) => {
    if (before(a, 'welcome') === 'welcome.open') expect(a.did('rememberWelcome')).toHaveLength(1);
    else expect(a.did('rememberWelcome')).toEqual([]);
  },
};
const regionChecks = { promo, welcome };
/** Each state's expectation: a region's own leaf, or a combined state checking both of its regions. */
function statesOf(keys: string[]): Record<string, (a: Arrival) => void> {
  const out: Record<string, (a: Arrival) => void> = {};
  for (const [region, checks] of Object.entries(regionChecks))
    for (const [leaf, check] of Object.entries(checks)) out[`${region}.${leaf}`] = check;
  for (const key of keys)
    out[key] = (a) => {
      for (const part of key.split(' + ')) {
        const [region, leaf] = part.split('.') as [keyof typeof regionChecks, string];
        regionChecks[region][leaf]?.(a);
      }
    };
  return out;
}

const transitions: Transition[] = [
  ['promo.idle + welcome.idle', 'start on home', 'promo.waiting + welcome.counting'],
  ['promo.idle + welcome.idle', 'start on a frame', 'promo.waiting + welcome.away'],
  ['promo.idle + welcome.idle', 'start, both seen', 'promo.done + welcome.done'],
  // The splash lifts: the promo opens, whatever the first-visit modal does.
  ['promo.waiting + welcome.away', 'ready', 'promo.open + welcome.away'],
  ['promo.waiting + welcome.counting', 'ready', 'promo.open + welcome.counting'],
  ['promo.waiting + welcome.open', 'ready', 'promo.open + welcome.open'],
  ['promo.waiting + welcome.done', 'ready', 'promo.open + welcome.done'],
  // Closing the promo; a due first-visit modal opens then.
  ['promo.open + welcome.away', 'promo close', 'promo.done + welcome.away'],
  ['promo.open + welcome.counting', 'promo close', 'promo.done + welcome.counting'],
  ['promo.open + welcome.due', 'promo close', 'promo.done + welcome.open'],
  ['promo.open + welcome.open', 'promo close', 'promo.done + welcome.open'],
  ['promo.open + welcome.done', 'promo close', 'promo.done + welcome.done'],
  // Closing the first-visit modal.
  ['promo.waiting + welcome.open', 'welcome close', 'promo.waiting + welcome.done'],
  ['promo.open + welcome.open', 'welcome close', 'promo.open + welcome.done'],
  ['promo.done + welcome.open', 'welcome close', 'promo.done + welcome.done'],
  // Arriving on home starts the count; leaving it stops the count (and a due modal).
  ['promo.waiting + welcome.away', 'to home', 'promo.waiting + welcome.counting'],
  ['promo.open + welcome.away', 'to home', 'promo.open + welcome.counting'],
  ['promo.done + welcome.away', 'to home', 'promo.done + welcome.counting'],
  ['promo.waiting + welcome.counting', 'to a frame', 'promo.waiting + welcome.away'],
  ['promo.open + welcome.counting', 'to a frame', 'promo.open + welcome.away'],
  ['promo.done + welcome.counting', 'to a frame', 'promo.done + welcome.away'],
  ['promo.open + welcome.due', 'to a frame', 'promo.open + welcome.away'],
  // 7 s on home: the modal opens, or is due while the promo is open.
  ['promo.waiting + welcome.counting', '7 s', 'promo.waiting + welcome.open'],
  ['promo.open + welcome.counting', '7 s', 'promo.open + welcome.due'],
  ['promo.done + welcome.counting', '7 s', 'promo.done + welcome.open'],
];

describeModel('overlays', {
  machine: overlaysMachine,
  qa: overlaysQa,
  events: {
    'start on home': start('/', false),
    'start on a frame': start('/frame/1', false),
    'start, both seen': start('/', true),
    'to home': { type: 'overlays.route', path: '/' },
    'to a frame': { type: 'overlays.route', path: '/frame/1' },
    ready: { type: 'overlays.ready' },
    'promo close': { type: 'promo.close' },
    'welcome close': { type: 'welcome.close' },
    '7 s': { type: TIMER },
  },
  transitions,
  states: statesOf([...new Set(transitions.flatMap(([from, , to]) => [from, to]))]),
});

describe('overlays machine by hand', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run() {
    const rememberPromo = vi.fn();
    const rememberWelcome = vi.fn();
    const actor = createActor(
      overlaysMachine.provide({ actions: { rememberPromo, rememberWelcome } }),
    ).start();
    return { actor, rememberPromo, rememberWelcome };
  }

  it('the first-visit modal shows 7 s after arrival on home, waits for the promo, and is remembered', () => {
    const { actor, rememberPromo, rememberWelcome } = run();
    actor.send(start('/', false));
    actor.send({ type: 'overlays.ready' });
    vi.advanceTimersByTime(FIRST_VISIT_MS - 1);
    expect(actor.getSnapshot().matches({ welcome: 'counting' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ welcome: 'due' })).toBe(true);
    actor.send({ type: 'promo.close' });
    expect(actor.getSnapshot().matches({ welcome: 'open', promo: 'done' })).toBe(true);
    actor.send({ type: 'welcome.close' });
    expect(rememberPromo).toHaveBeenCalledTimes(1);
    expect(rememberWelcome).toHaveBeenCalledTimes(1);
  });

  it('leaving home stops the count; coming back starts a full 7 s again', () => {
    const { actor } = run();
    actor.send(start('/frame/1', true));
    expect(actor.getSnapshot().matches({ welcome: 'done' })).toBe(true);
    const fresh = run().actor;
    fresh.send(start('/', false));
    vi.advanceTimersByTime(5000);
    fresh.send({ type: 'overlays.route', path: '/frame/1' });
    fresh.send({ type: 'overlays.route', path: '/' });
    vi.advanceTimersByTime(FIRST_VISIT_MS - 1);
    expect(fresh.getSnapshot().matches({ welcome: 'counting' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fresh.getSnapshot().matches({ welcome: 'open' })).toBe(true);
  });
});
