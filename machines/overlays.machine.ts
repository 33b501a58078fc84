import { assertEvent, setup, stateIn } from 'xstate';
import { isHomePath } from './paths';

/** Spec section 9: the first-visit modal shows 7 s after arrival on home. */
export const FIRST_VISIT_MS = 7000;

export type OverlaysEvent =
  /** The storefront opened at `path`; the two flags are what local storage remembers. */
  | { type: 'overlays.start'; path: string; promoSeen: boolean; firstVisitSeen: boolean }
  | { type: 'overlays.route'; path: string }
  /** The splash has lifted. */
  | { type: 'overlays.ready' }
  | { type: 'promo.close' }
  | { type: 'welcome.close' };

/**
 * The storefront's two dialogs, side by side:
 * - promo: the 'new arrivals' promo, once (remembered by the injected `rememberPromo`), when the splash lifts;
 * - welcome: the first-visit modal, on home only, 7 s after arrival there, once (`rememberWelcome`), never
 *   over the promo: due while the promo is open, it opens when the promo closes.
 */
export const overlaysMachine = setup({
  types: { events: {} as OverlaysEvent },
  actions: {
    // Injected by the app (local storage); no-ops here so the machine runs anywhere.
    rememberPromo: () => {},
    rememberWelcome: () => {},
  },
  guards: {
    promoSeen: ({ event }) => {
      assertEvent(event, 'overlays.start');
      return event.promoSeen;
    },
    welcomeSeen: ({ event }) => {
      assertEvent(event, 'overlays.start');
      return event.firstVisitSeen;
    },
    startedHome: ({ event }) => {
      assertEvent(event, 'overlays.start');
      return isHomePath(event.path);
    },
    toHome: ({ event }) => {
      assertEvent(event, 'overlays.route');
      return isHomePath(event.path);
    },
    awayFromHome: ({ event }) => {
      assertEvent(event, 'overlays.route');
      return !isHomePath(event.path);
    },
    promoOpen: stateIn({ promo: 'open' }),
  },
  delays: { firstVisit: FIRST_VISIT_MS },
}).createMachine({
  id: 'overlays',
  type: 'parallel',
  states: {
    promo: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Before the storefront has read its flags.',
          on: { 'overlays.start': [{ guard: 'promoSeen', target: 'done' }, { target: 'waiting' }] },
        },
        waiting: {
          description: 'Not seen yet; waits for the splash to lift.',
          on: { 'overlays.ready': 'open' },
        },
        open: {
          description: "The 'New Arrivals' dialog.",
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
            'overlays.start': [
              { guard: 'welcomeSeen', target: 'done' },
              { guard: 'startedHome', target: 'counting' },
              { target: 'away' },
            ],
          },
        },
        away: {
          description: 'Not on home: no count.',
          on: { 'overlays.route': { guard: 'toHome', target: 'counting' } },
        },
        counting: {
          description: 'On home: 7 s from arrival.',
          after: { firstVisit: [{ guard: 'promoOpen', target: 'due' }, { target: 'open' }] },
          on: { 'overlays.route': { guard: 'awayFromHome', target: 'away' } },
        },
        due: {
          description: 'Time is up but the promo is open: waits for it to close.',
          on: { 'promo.close': 'open', 'overlays.route': { guard: 'awayFromHome', target: 'away' } },
        },
        open: {
          description: "The 'Welcome to Frame Shop' first-visit modal.",
          on: { 'welcome.close': { target: 'done', actions: 'rememberWelcome' } },
        },
        done: { description: 'Shown once: never again.' },
      },
    },
  },
});
