/**
 * The storefront shell's expected graph, written from docs/product.md (§2 Storefront, §9 Numbers) without the
 * machine: each region's own transitions, by event label, and the two rules that join them (the promo opens
 * when the splash lifts; the first-visit modal never opens over the promo). The table of every transition
 * tests/machines/storefrontShell.test.ts compares with the machine's graph is the walk of this model from the
 * start, so a wrong target, a missing transition or an undeclared one in the machine fails there.
 */
import type { Transition } from './explore';

export interface Shell {
  splash: string;
  promo: string;
  welcome: string;
  navigation: string;
}

type Table = Record<string, Record<string, string>>;

/** The splash lifts when its 2.5 s are up and the content is there, whichever comes last. */
const splash: Table = {
  'showing.loading': { 'content ready': 'showing.ready', 'time up': 'holding' },
  'showing.ready': { 'time up': 'done' },
  holding: { 'content ready': 'done' },
};
/** Once, unless seen; it opens when the splash lifts (the join below). */
const promo: Table = {
  idle: { 'start on home': 'waiting', 'start on a frame': 'waiting', 'start, both seen': 'done' },
  open: { 'promo close': 'done' },
};
/** On home only, 7 s after arriving there, once; leaving home stops the count. ('7 s': the join below.) */
const welcome: Table = {
  idle: { 'start on home': 'counting', 'start on a frame': 'away', 'start, both seen': 'done' },
  away: { 'to home': 'counting' },
  counting: { 'to a frame': 'away', 'to admin': 'away' },
  due: { 'promo close': 'open', 'to a frame': 'away', 'to admin': 'away' },
  open: { 'welcome close': 'done' },
};
/** About 5 s after each navigation (again from the start on the next one), its content flag at 4 s; never on admin. */
const navigation: Table = {
  hidden: { 'to home': 'showing.loading', 'to a frame': 'showing.loading' },
  'showing.loading': {
    'to home': 'showing.loading',
    'to a frame': 'showing.loading',
    'to admin': 'hidden',
    '4 s': 'showing.ready',
    '5 s': 'hidden',
  },
  'showing.ready': {
    'to home': 'showing.loading',
    'to a frame': 'showing.loading',
    'to admin': 'hidden',
    '5 s': 'hidden',
  },
};

export const START_LABELS = ['start on home', 'start on a frame', 'start, both seen'];
export const LABELS = [
  'content ready',
  'time up',
  'to home',
  'to a frame',
  'to admin',
  'promo close',
  'welcome close',
  '7 s',
  '4 s',
  '5 s',
];

/** The shell after `label`, or null when no region takes it. */
export function step(s: Shell, label: string): Shell | null {
  const next = {
    splash: splash[s.splash]?.[label],
    promo: promo[s.promo]?.[label],
    // 7 s on home: the first-visit modal opens, or is due while the promo is open.
    welcome:
      label === '7 s' && s.welcome === 'counting'
        ? s.promo === 'open'
          ? 'due'
          : 'open'
        : welcome[s.welcome]?.[label],
    navigation: navigation[s.navigation]?.[label],
  };
  if (Object.values(next).every((v) => v === undefined)) return null;
  const out: Shell = {
    splash: next.splash ?? s.splash,
    promo: next.promo ?? s.promo,
    welcome: next.welcome ?? s.welcome,
    navigation: next.navigation ?? s.navigation,
  };
  // The promo waits for the splash: it opens as the splash lifts (or at once if it has lifted).
  if (out.promo === 'waiting' && out.splash === 'done') out.promo = 'open';
  return out;
}

export const INITIAL: Shell = {
  splash: 'showing.loading',
  promo: 'idle',
  welcome: 'idle',
  navigation: 'hidden',
};

/** 'navigation.hidden + promo.idle + splash.showing.loading + welcome.idle', as the graph names it. */
export const keyOf = (s: Shell) =>
  Object.entries(s)
    .map(([region, leaf]) => `${region}.${leaf}`)
    .sort()
    .join(' + ');

/**
 * Two walks of the same machine, small enough to read, that together take every transition: the splash and
 * the dialogs (the navigation overlay shown or not, its timers left out), and the navigation overlay in a
 * browser that has seen both dialogs.
 */
export const WALKS = {
  dialogs: {
    starts: START_LABELS,
    labels: LABELS.filter((l) => !['to admin', '4 s', '5 s'].includes(l)),
  },
  navigation: {
    starts: ['start, both seen'],
    labels: ['content ready', 'time up', 'to home', 'to a frame', 'to admin', '4 s', '5 s'],
  },
};
export type Walk = keyof typeof WALKS;
const ROUTES = ['to home', 'to a frame', 'to admin'];

/**
 * Before the start (sent on mount) only the start; after it the walk's events, the routes once the splash has
 * lifted (no link can be pressed under it).
 */
export const labelsIn = (walk: Walk, started: boolean, splashLifted: boolean) =>
  started ? WALKS[walk].labels.filter((l) => splashLifted || !ROUTES.includes(l)) : WALKS[walk].starts;

/** Every transition the model reaches from the start with the walk's events. */
export function expectedTransitions(walk: Walk): Transition[] {
  const out: Transition[] = [];
  const seen = new Set([keyOf(INITIAL)]);
  const queue = [INITIAL];
  for (let s = queue.shift(); s; s = queue.shift()) {
    for (const label of labelsIn(walk, s.promo !== 'idle', s.splash === 'done')) {
      const next = step(s, label);
      if (!next) continue;
      out.push([keyOf(s), label, keyOf(next)]);
      if (!seen.has(keyOf(next))) {
        seen.add(keyOf(next));
        queue.push(next);
      }
    }
  }
  return out;
}
