import { assertEvent, setup, stateIn } from 'xstate';
import { isAdminPath, isHomePath } from './paths';

/**
 * The storefront shell's overlays (docs/product.md §2 Storefront, §9 Numbers), one machine with four parallel regions:
 * - splash: the loading splash, about 2.5 s (its "0.4 percent every 16 ms" would take 4 s; the duration a
 *   shopper waits is the one kept). Its ring is a CSS animation of index.html's static splash, painted with the
 *   HTML; the region decides when it lifts: once its time is up and the storefront's code is there (data client
 *   and first page), whichever comes last;
 * - promo: the 'new arrivals' promo, once (remembered by the injected `rememberPromo`), when the splash lifts:
 *   it waits for the splash region's `done` here, in the machine;
 * - welcome: the first-visit modal, on home only, 7 s after arrival there, once (`rememberWelcome`), never over
 *   the promo: due while the promo is open, it opens when the promo closes;
 * - navigation: the loading overlay about 5 s after each client-side navigation, its content flag at 4 s; never
 *   on admin paths (the first load is the splash's).
 * The view reads the tags: `splash`, `promo`, `welcome`, `navigating`, `navigationContentReady`.
 */
export const SPLASH_DURATION_MS = 2500;
/** The first-visit modal shows 7 s after arrival on home. */
export const FIRST_VISIT_MS = 7000;
export const NAV_CONTENT_MS = 4000;
export const NAV_OVERLAY_MS = 5000;

export interface StorefrontShellInput {
  /** How long the static splash has already shown (ms): the app starts after the HTML, the ring does not restart. */
  elapsed?: number;
}

export type StorefrontShellEvent =
  /** The data client and the first page's code are there. */
  | { type: 'splash.contentReady' }
  /**
   * The storefront opened at `path`; the two flags are what local storage remembers. Sent on mount, before the
   * content can be ready (that is a promise), so the promo is waiting when the splash lifts.
   */
  | { type: 'shell.start'; path: string; promoSeen: boolean; firstVisitSeen: boolean }
  /** A client-side navigation to `path`. */
  | { type: 'shell.route'; path: string }
  | { type: 'promo.close' }
  | { type: 'welcome.close' };

export const storefrontShellMachine = setup({
  types: {
    context: {} as { remaining: number },
    events: {} as StorefrontShellEvent,
    input: {} as StorefrontShellInput,
  },
  actions: {
    // Injected by the app (local storage); no-ops here so the machine runs anywhere.
    rememberPromo: () => {},
    rememberWelcome: () => {},
  },
  delays: {
    remaining: ({ context }) => context.remaining,
    firstVisit: FIRST_VISIT_MS,
    navigationOverlay: NAV_OVERLAY_MS,
    navigationContent: NAV_CONTENT_MS,
  },
  guards: {
    contentReady: stateIn({ splash: { showing: 'ready' } }),
    splashLifted: stateIn({ splash: 'done' }),
    promoOpen: stateIn({ promo: 'open' }),
    promoSeen: ({ event }) => {
      assertEvent(event, 'shell.start');
      return event.promoSeen;
    },
    welcomeSeen: ({ event }) => {
      assertEvent(event, 'shell.start');
      return event.firstVisitSeen;
    },
    startedHome: ({ event }) => {
      assertEvent(event, 'shell.start');
      return isHomePath(event.path);
    },
    toHome: ({ event }) => {
      assertEvent(event, 'shell.route');
      return isHomePath(event.path);
    },
    awayFromHome: ({ event }) => {
      assertEvent(event, 'shell.route');
      return !isHomePath(event.path);
    },
    toAdmin: ({ event }) => {
      assertEvent(event, 'shell.route');
      return isAdminPath(event.path);
    },
    notToAdmin: ({ event }) => {
      assertEvent(event, 'shell.route');
      return !isAdminPath(event.path);
    },
  },
}).createMachine({
  id: 'storefrontShell',
  context: ({ input }) => ({
    remaining: Math.min(SPLASH_DURATION_MS, Math.max(0, SPLASH_DURATION_MS - (input?.elapsed ?? 0))),
  }),
  type: 'parallel',
  states: {
    splash: {
      initial: 'showing',
      states: {
        showing: {
          description: 'The ring runs (CSS) over the page being laid out underneath.',
          tags: ['splash'],
          // One timer for the whole showing state: the content arriving (a child transition) does not restart it.
          after: {
            remaining: [{ guard: 'contentReady', target: 'done' }, { target: 'holding' }],
          },
          initial: 'loading',
          states: {
            loading: {
              description: 'The data client or the first page is still loading.',
              on: { 'splash.contentReady': 'ready' },
            },
            ready: { description: 'Everything is there; the ring finishes its 2.5 s.' },
          },
        },
        holding: {
          description: 'The ring is full but the code is still loading (a slow phone): the splash stays.',
          tags: ['splash'],
          on: { 'splash.contentReady': 'done' },
        },
        done: { type: 'final', description: 'The splash has lifted.' },
      },
    },
    promo: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Before the storefront has read its flags.',
          on: { 'shell.start': [{ guard: 'promoSeen', target: 'done' }, { target: 'waiting' }] },
        },
        waiting: {
          description: 'Not seen yet; waits for the splash to lift.',
          always: { guard: 'splashLifted', target: 'open' },
        },
        open: {
          description: "The 'New Arrivals' dialog.",
          tags: ['promo'],
          on: { 'promo.close': { target: 'done', actions: 'rememberPromo' } },
        },
        done: { description: 'Seen: never again.' },
      },
    },
    welcome: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Before the storefront has read its flags.',
          on: {
            'shell.start': [
              { guard: 'welcomeSeen', target: 'done' },
              { guard: 'startedHome', target: 'counting' },
              { target: 'away' },
            ],
          },
        },
        away: {
          description: 'Not on home: no count.',
          on: { 'shell.route': { guard: 'toHome', target: 'counting' } },
        },
        counting: {
          description: 'On home: 7 s from arrival.',
          after: { firstVisit: [{ guard: 'promoOpen', target: 'due' }, { target: 'open' }] },
          on: { 'shell.route': { guard: 'awayFromHome', target: 'away' } },
        },
        due: {
          description: 'Time is up but the promo is open: waits for it to close.',
          on: { 'promo.close': 'open', 'shell.route': { guard: 'awayFromHome', target: 'away' } },
        },
        open: {
          description: "The 'Welcome to Frame Shop' first-visit modal.",
          tags: ['welcome'],
          on: { 'welcome.close': { target: 'done', actions: 'rememberWelcome' } },
        },
        done: { description: 'Shown once: never again.' },
      },
    },
    navigation: {
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No overlay.',
          on: { 'shell.route': { guard: 'notToAdmin', target: 'showing' } },
        },
        showing: {
          description: 'The thin bar runs over the new page, which stays usable.',
          tags: ['navigating'],
          after: { navigationOverlay: 'hidden' },
          on: {
            'shell.route': [
              { guard: 'toAdmin', target: 'hidden' },
              { target: 'showing', reenter: true },
            ],
          },
          initial: 'loading',
          states: {
            loading: { description: 'Content flag off.', after: { navigationContent: 'ready' } },
            ready: { description: 'Content flag on (from 4 s).', tags: ['navigationContentReady'] },
          },
        },
      },
    },
  },
});
