/** How a tester causes the storefront navigation overlay's events (`npm run test:paths -- navigationOverlay`). */

const NO_ADMIN_LINK =
  'no storefront page links to the back office: going there loads another page (the shop and its bar are gone)';

export const navigationOverlayQa = {
  causes: {
    'to a frame': 'press a frame in the list (its page /frame/1 opens); a thin bar runs at the top',
    '4 s': 'wait 4 s (the bar is nearly full)',
    '5 s': 'wait 5 s after the navigation: the bar is gone',
  },
  shows: {
    hidden: 'no bar at the top',
    'showing.loading': 'a thin bar runs along the top of the page; the page can be read and used',
    'showing.ready': 'the bar at the top is nearly full (data-content-ready="true")',
  },
  notByHand: {
    'showing.loading: to admin': NO_ADMIN_LINK,
    'showing.ready: to admin': NO_ADMIN_LINK,
  },
};
