/** How a tester causes a frame page's gallery events, on a frame with 3 pictures (`npm run test:paths -- gallery`). */

export const galleryQa = {
  causes: {
    next: 'press Next image (→)',
    prev: 'press Previous image (←)',
    'goto 2': 'press the third dot (Show image 3)',
    toggle: 'press Pause auto-fade / Start auto-fade',
    'advance timer': 'wait 4 s: the next picture fades in',
    'pause over': 'wait 5 s without touching the gallery: it plays again',
  },
};
