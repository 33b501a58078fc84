/** How a tester causes the storefront splash's events (`npm run test:paths -- splash`). */

export const splashQa = {
  causes: {
    'content ready': "the page's code and data arrive (open / on a fast network: before the ring is full)",
    'time up':
      'the ring is full, 2.5 s from the first paint (on DevTools > Network > Slow 3G the page is still loading then)',
  },
  shows: {
    'showing.loading': 'the splash: its ring filling over the page',
    'showing.ready': 'the splash: its ring filling over the page',
    holding: 'the splash stays, its ring full',
    done: 'the page, no splash',
  },
};
