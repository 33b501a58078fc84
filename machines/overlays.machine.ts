import { assertEvent, assign, not, setup, stateIn } from 'xstate';
import { isAdminPath, isHomePath } from '../src/routes';

/** Spec section 9: navigation overlay about 5 s with the content flag at 4 s; first-visit modal 7 s after arrival on home. */
export const NAV_CONTENT_MS = 4000;
export const NAV_OVERLAY_MS = 5000;
export const FIRST_VISIT_MS = 7000;

export interface OverlaysInput {
  path: string;
  promoSeen: boolean;
  firstVisitSeen: boolean;
}

export interface OverlaysContext {
  path: string;
  /** The navigation overlay's content flag (true from 4 s). */
  contentReady: boolean;
  promoSeen: boolean;
  firstVisitSeen: boolean;
}

export type OverlaysEvent =
  | { type: 'overlays.route'; path: string }
  | { type: 'overlays.ready' }
  | { type: 'promo.close' }
  | { type: 'welcome.close' };

/**
 * The storefront's overlays, three regions side by side:
 * - navigation: the loading overlay after each navigation, never on admin paths;
 * - promo: the 'new arrivals' promo, once (remembered by the injected `rememberPromo`), after the splash;
 * - welcome: the first-visit modal, on home only, 7 s after arrival, not over the promo.
 */
export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
    input: {} as OverlaysInput,
  },
  actions: {
    setPath: assign({
      path: ({ event }) => {
        assertEvent(event, 'overlays.route');
        return event.path;
      },
    }),
    hideContent: assign({ contentReady: false }),
    showContent: assign({ contentReady: true }),
    markPromoSeen: assign({ promoSeen: true }),
    markWelcomeSeen: assign({ firstVisitSeen: true }),
    // Injected by the app (local storage); no-ops here so the machine runs anywhere.
    rememberPromo: () => {},
    rememberWelcome: () => {},
  },
  guards: {
    toAdmin: ({ event }) => event.type === 'overlays.route' && isAdminPath(event.path),
    toHome: ({ event }) => event.type === 'overlays.route' && isHomePath(event.path),
    onHome: ({ context }) => isHomePath(context.path),
    onAdmin: ({ context }) => isAdminPath(context.path),
    promoSeen: ({ context }) => context.promoSeen,
    welcomeSeen: ({ context }) => context.firstVisitSeen,
  },
}).createMachine({
  id: 'overlays',
  context: ({ input }) => ({
    path: input.path,
    contentReady: false,
    promoSeen: input.promoSeen,
    firstVisitSeen: input.firstVisitSeen,
  }),
  type: 'parallel',
  states: {
    navigation: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'overlays.route': [
              { guard: 'toAdmin', actions: 'setPath' },
              { target: 'showing', actions: 'setPath' },
            ],
          },
        },
        showing: {
          entry: 'hideContent',
          after: {
            [NAV_CONTENT_MS]: { actions: 'showContent' },
            [NAV_OVERLAY_MS]: { target: 'hidden' },
          },
          on: {
            'overlays.route': [
              { guard: 'toAdmin', target: 'hidden', actions: 'setPath' },
              { target: 'showing', reenter: true, actions: 'setPath' },
            ],
          },
        },
      },
    },
    promo: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'promoSeen', target: 'done' }, { target: 'waiting' }] },
        waiting: {
          on: { 'overlays.ready': [{ guard: 'onAdmin' }, { target: 'open' }] },
        },
        open: {
          on: {
            'promo.close': { target: 'done', actions: ['markPromoSeen', 'rememberPromo'] },
          },
        },
        done: {},
      },
    },
    welcome: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'welcomeSeen', target: 'done' },
            { guard: 'onHome', target: 'counting' },
            { target: 'away' },
          ],
        },
        away: {
          on: { 'overlays.route': { guard: 'toHome', target: 'counting' } },
        },
        counting: {
          after: { [FIRST_VISIT_MS]: { target: 'due' } },
          on: {
            'overlays.route': { guard: not('toHome'), target: 'away' },
          },
        },
        due: {
          always: { guard: not(stateIn({ promo: 'open' })), target: 'open' },
          on: {
            'overlays.route': { guard: not('toHome'), target: 'away' },
          },
        },
        open: {
          on: { 'welcome.close': { target: 'done', actions: ['markWelcomeSeen', 'rememberWelcome'] } },
        },
        done: {},
      },
    },
  },
});
