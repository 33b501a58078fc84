import { setup } from 'xstate';
import { isAdminPath } from './paths';

/** Spec section 9: a loading overlay about 5 s after each navigation, its content flag at 4 s; never on admin paths. */
export const NAV_CONTENT_MS = 4000;
export const NAV_OVERLAY_MS = 5000;

export type NavigationOverlayEvent = { type: 'navigation.route'; path: string };

/** The overlay after each client-side navigation (not the first load: that is the splash's). */
export const navigationOverlayMachine = setup({
  types: { events: {} as NavigationOverlayEvent },
  guards: {
    toAdmin: ({ event }) => isAdminPath(event.path),
    notToAdmin: ({ event }) => !isAdminPath(event.path),
  },
  delays: { overlay: NAV_OVERLAY_MS, content: NAV_CONTENT_MS },
}).createMachine({
  id: 'navigationOverlay',
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No overlay.',
      on: { 'navigation.route': { guard: 'notToAdmin', target: 'showing' } },
    },
    showing: {
      description: 'The thin bar runs over the new page, which stays usable.',
      after: { overlay: 'hidden' },
      on: {
        'navigation.route': [
          { guard: 'toAdmin', target: 'hidden' },
          { target: 'showing', reenter: true },
        ],
      },
      initial: 'loading',
      states: {
        loading: { description: 'Content flag off.', after: { content: 'ready' } },
        ready: { description: 'Content flag on (from 4 s).' },
      },
    },
  },
});
