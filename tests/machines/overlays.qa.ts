/**
 * How a tester causes the storefront overlays' events (`npm run test:paths -- overlays`): the 'New Arrivals'
 * promo and the 'Welcome to Frame Shop' first-visit modal, each shown once per browser.
 */

const FRESH =
  'in a private window (nothing seen yet: no newArrivalsSeen, no firstVisitModalShown in localStorage)';

export const overlaysQa = {
  causes: {
    'start on home': `${FRESH}, open the home page /`,
    'start on a frame': `${FRESH}, open a frame's page /frame/1`,
    'start, both seen': 'open the home page / in a browser that has seen both dialogs before',
    'to home': 'press the Frame Shop logo (go to the home page)',
    'to a frame': "open a frame's page (press a frame in the list)",
    ready: 'wait: the splash lifts',
    'promo close': 'press Close on "New Arrivals" (or its ×, or Escape)',
    'welcome close': 'press Close on "Welcome to Frame Shop" (or its ×, or Escape)',
    '7 s': 'stay 7 s on the home page',
  },
  shows: {
    'promo.idle': 'the splash; no dialog yet',
    'promo.waiting': 'no "New Arrivals" dialog yet (the splash still up)',
    'promo.open':
      'the "New Arrivals" dialog: "Fresh picture frames have just landed…", Close and See New Arrivals',
    'promo.done': 'no "New Arrivals" dialog (localStorage newArrivalsSeen set)',
    'welcome.counting': 'no "Welcome to Frame Shop" dialog yet',
    'welcome.away': 'no "Welcome to Frame Shop" dialog on this page',
    'welcome.due': 'the welcome waits behind "New Arrivals"',
    'welcome.open':
      'the "Welcome to Frame Shop" dialog: "Browse our imported frames…", Close and Browse Frames',
    'welcome.done': 'no welcome dialog (localStorage firstVisitModalShown set)',
  },
};
