/**
 * How a tester causes the storefront shell's events (`npm run test:paths -- storefrontShell`): the splash, the
 * 'New Arrivals' promo and the 'Welcome to Frame Shop' first-visit modal (each shown once per browser), and the
 * navigation overlay.
 */

const FRESH =
  'in a private window (nothing seen yet: no newArrivalsSeen, no firstVisitModalShown in localStorage)';

export const NO_ADMIN_LINK =
  'no storefront page links to the back office: going there loads another page (the shop and its bar are gone)';

export const storefrontShellQa = {
  causes: {
    'start on home': `${FRESH}, open the home page /`,
    'start on a frame': `${FRESH}, open a frame's page /frame/1`,
    'start, both seen': 'open the home page / in a browser that has seen both dialogs before',
    'content ready': "the page's code and data arrive (open / on a fast network: before the ring is full)",
    'time up':
      'the ring is full, 2.5 s from the first paint (on DevTools > Network > Slow 3G the page is still loading then)',
    'to home': 'press the Frame Shop logo (go to the home page); a thin bar runs at the top',
    'to a frame': "open a frame's page (press a frame in the list); a thin bar runs at the top",
    'promo close': 'press Close on "New Arrivals" (or its ×, or Escape)',
    'welcome close': 'press Close on "Welcome to Frame Shop" (or its ×, or Escape)',
    '7 s': 'stay 7 s on the home page',
    '4 s': 'wait 4 s after the navigation (the bar is nearly full)',
    '5 s': 'wait 5 s after the navigation: the bar is gone',
  },
  shows: {
    'splash.showing.loading': 'the splash: its ring filling over the page',
    'splash.showing.ready': 'the splash: its ring filling over the page',
    'splash.holding': 'the splash stays, its ring full',
    'splash.done': 'the page, no splash',
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
    'navigation.hidden': 'no bar at the top',
    'navigation.showing.loading': 'a thin bar runs along the top of the page; the page can be read and used',
    'navigation.showing.ready': 'the bar at the top is nearly full (data-content-ready="true")',
  },
};
