import { expect } from 'vitest';
import {
  FIRST_VISIT_MS,
  NAV_CONTENT_MS,
  NAV_OVERLAY_MS,
  SPLASH_DURATION_MS,
  storefrontShellMachine,
} from '../../machines/storefrontShell.machine';
import { type Arrival, describeModel, leafStates } from './graph';
import { expectedTransitions, labelsIn, type Walk } from './storefrontShell.model';
import { NO_ADMIN_LINK, storefrontShellQa } from './storefrontShell.qa';
import { timersStarted } from './timers';

export const SPLASH_TIMER = 'xstate.after.remaining.storefrontShell.splash.showing';
export const WELCOME_TIMER = 'xstate.after.firstVisit.storefrontShell.welcome.counting';
export const CONTENT_TIMER = 'xstate.after.navigationContent.storefrontShell.navigation.showing.loading';
export const OVERLAY_TIMER = 'xstate.after.navigationOverlay.storefrontShell.navigation.showing';
/** The static splash of index.html has already shown for 1 s when the app starts. */
export const ELAPSED = 1000;

export const start = (path: string, seen: boolean) =>
  ({ type: 'shell.start', path, promoSeen: seen, firstVisitSeen: seen }) as const;
const route = (path: string) => ({ type: 'shell.route', path }) as const;

type Region = 'splash' | 'promo' | 'welcome' | 'navigation';
/** The region's state before the step ('' at the start). */
const before = (a: Arrival, region: Region) =>
  a.from
    .split(' + ')
    .find((part) => part.startsWith(`${region}.`))
    ?.slice(region.length + 1) ?? '';
/** The timers of one region the step started (the other regions' timers are theirs to check). */
const timers = (a: Arrival, ids: string[]) =>
  Object.fromEntries(Object.entries(timersStarted(a)).filter(([id]) => ids.includes(id)));
const NAV_TIMERS = [CONTENT_TIMER, OVERLAY_TIMER];
const ROUTES = ['to home', 'to a frame'];

/** What each region's state means and the tags it gives the view, written once; a combined state checks all. */
const regions: Record<Region, Record<string, { tags: string[]; check: (a: Arrival) => void }>> = {
  splash: {
    'showing.loading': {
      tags: ['splash'],
      check: (a) => {
        // The ring carries on from the static splash: what is left of 2.5 s, started once.
        expect(timers(a, [SPLASH_TIMER])).toEqual(
          a.event === '' ? { [SPLASH_TIMER]: SPLASH_DURATION_MS - ELAPSED } : {},
        );
      },
    },
    'showing.ready': {
      tags: ['splash'],
      check: (a) => {
        if (before(a, 'splash') !== 'showing.ready') expect(a.event).toBe('content ready');
        // The content arriving does not restart the splash's time.
        expect(timers(a, [SPLASH_TIMER])).toEqual({});
      },
    },
    holding: {
      tags: ['splash'],
      check: (a) => {
        if (before(a, 'splash') !== 'holding') expect(a.event).toBe('time up');
      },
    },
    done: {
      tags: [],
      check: (a) => {
        if (before(a, 'splash') !== 'done') expect(['time up', 'content ready']).toContain(a.event);
        // A region done is not the shell done: the dialogs and the navigation overlay go on.
        expect(a.snapshot.status).toBe('active');
      },
    },
  },
  promo: {
    idle: { tags: [], check: (a) => expect(a.event).toBe('') },
    waiting: {
      tags: [],
      check: (a) => {
        expect(a.snapshot.matches({ splash: 'done' })).toBe(false);
        expect(a.did('rememberPromo')).toEqual([]);
      },
    },
    open: {
      tags: ['promo'],
      check: (a) => {
        // It opens when the splash lifts, and only then.
        if (before(a, 'promo') !== 'open') {
          expect(before(a, 'splash')).not.toBe('done');
          expect(a.snapshot.matches({ splash: 'done' })).toBe(true);
        }
      },
    },
    done: {
      tags: [],
      check: (a) => {
        // Remembered when the shopper closes it; a remembered promo is not remembered again.
        if (before(a, 'promo') === 'open') expect(a.did('rememberPromo')).toHaveLength(1);
        else expect(a.did('rememberPromo')).toEqual([]);
      },
    },
  },
  welcome: {
    idle: { tags: [], check: (a) => expect(a.event).toBe('') },
    away: { tags: [], check: (a) => expect(timers(a, [WELCOME_TIMER])).toEqual({}) },
    counting: {
      tags: [],
      check: (a) => {
        // Arriving on home starts the 7 s; staying there does not restart it.
        if (before(a, 'welcome') !== 'counting')
          expect(timers(a, [WELCOME_TIMER])).toEqual({ [WELCOME_TIMER]: FIRST_VISIT_MS });
        else expect(timers(a, [WELCOME_TIMER])).toEqual({});
      },
    },
    due: { tags: [], check: (a) => expect(a.snapshot.matches({ promo: 'open' })).toBe(true) },
    open: {
      tags: ['welcome'],
      check: (a) => {
        // Never over the promo: it opens at 7 s with no promo open, or when the promo closes.
        if (before(a, 'welcome') !== 'open') {
          expect(['7 s', 'promo close']).toContain(a.event);
          expect(a.snapshot.matches({ promo: 'open' })).toBe(false);
        }
      },
    },
    done: {
      tags: [],
      check: (a) => {
        if (before(a, 'welcome') === 'open') expect(a.did('rememberWelcome')).toHaveLength(1);
        else expect(a.did('rememberWelcome')).toEqual([]);
      },
    },
  },
  navigation: {
    hidden: {
      tags: [],
      check: (a) => {
        if (before(a, 'navigation').startsWith('showing')) expect(['to admin', '5 s']).toContain(a.event);
        expect(timers(a, NAV_TIMERS)).toEqual({});
      },
    },
    'showing.loading': {
      tags: ['navigating'],
      check: (a) => {
        // Every storefront navigation (again) starts the 5 s overlay with its content flag off for 4 s.
        if (ROUTES.includes(a.event))
          expect(timers(a, NAV_TIMERS)).toEqual({
            [CONTENT_TIMER]: NAV_CONTENT_MS,
            [OVERLAY_TIMER]: NAV_OVERLAY_MS,
          });
        else {
          expect(before(a, 'navigation')).toBe('showing.loading');
          expect(timers(a, NAV_TIMERS)).toEqual({});
        }
      },
    },
    'showing.ready': {
      tags: ['navigating', 'navigationContentReady'],
      check: (a) => {
        if (before(a, 'navigation') !== 'showing.ready') expect(a.event).toBe('4 s');
        expect(timers(a, NAV_TIMERS)).toEqual({});
      },
    },
  },
};

/** Each state's expectation: a region's own leaf, or a combined state checking its tags and all its regions. */
function statesOf(keys: string[]): Record<string, (a: Arrival) => void> {
  const parts = (key: string) =>
    key.split(' + ').map((part) => {
      const region = part.slice(0, part.indexOf('.')) as Region;
      return regions[region][part.slice(region.length + 1)];
    });
  const out: Record<string, (a: Arrival) => void> = {};
  for (const leaf of leafStates(storefrontShellMachine)) out[leaf] = (a) => parts(leaf)[0]?.check(a);
  for (const key of keys)
    out[key] = (a) => {
      const meanings = parts(key);
      expect([...a.snapshot.tags].sort(), `tags in ${key}`).toEqual(
        meanings.flatMap((m) => m?.tags ?? []).sort(),
      );
      for (const m of meanings) m?.check(a);
    };
  return out;
}

const EVENTS = {
  'start on home': start('/', false),
  'start on a frame': start('/frame/1', false),
  'start, both seen': start('/', true),
  'content ready': { type: 'splash.contentReady' },
  'time up': { type: SPLASH_TIMER },
  'to home': route('/'),
  'to a frame': route('/frame/1'),
  'to admin': route('/admin/frames'),
  'promo close': { type: 'promo.close' },
  'welcome close': { type: 'welcome.close' },
  '7 s': { type: WELCOME_TIMER },
  '4 s': { type: CONTENT_TIMER },
  '5 s': { type: OVERLAY_TIMER },
} as const;

function describeWalk(walk: Walk) {
  const transitions = expectedTransitions(walk);
  const pick = (list: readonly string[]) =>
    Object.fromEntries(list.map((label) => [label, EVENTS[label as keyof typeof EVENTS]]));
  describeModel(`storefrontShell (${walk})`, {
    machine: storefrontShellMachine,
    input: { elapsed: ELAPSED },
    events: (snapshot) =>
      pick(labelsIn(walk, !snapshot.matches({ promo: 'idle' }), snapshot.matches({ splash: 'done' }))),
    transitions,
    states: statesOf([...new Set(transitions.flatMap(([from, , to]) => [from, to]))]),
    qa: {
      ...storefrontShellQa,
      notByHand: Object.fromEntries(
        transitions
          .filter(([, label]) => label === 'to admin')
          .map(([from, label]) => [`${from}: ${label}`, NO_ADMIN_LINK]),
      ),
    },
  });
}

describeWalk('dialogs');
describeWalk('navigation');
