/**
 * How a tester causes the display order's events on Admin > Display Order, with the frames Oak, Birch and
 * Walnut (`npm run test:paths -- frameOrder`).
 */
import { FAILURE_WITH_MESSAGE, NETWORK_OFF, NETWORK_ON } from './qaWords';

export const frameOrderQa = {
  causes: {
    'load done': 'the frames load: Oak, Birch, Walnut',
    'current read':
      'the order as saved now is read: Birch, Oak, Pine (the second tab deleted Walnut and added Pine)',
    'load failed': 'the frames cannot be read (switch the network off first: DevTools > Network > Offline)',
    retry: 'switch the network back on, then press Retry',
    'move first down': 'press Move … down on the first frame',
    'move last up': 'press Move … up on the last frame',
    'drag reversed': 'drag the frames by their handles into the reverse order',
    reset: 'press Reset',
    save: 'press Save Order (Retry on the connection message)',
    'save done': 'the server saves the order',
    'save failed': `the save is refused: ${FAILURE_WITH_MESSAGE}`,
    'save stale':
      'the server answers 412: before pressing it, in a second tab delete Walnut, add a frame Pine, and reorder there',
    'save offline': NETWORK_OFF,
    'back online': NETWORK_ON,
    reload: 'press Reload (discard my order)',
    overwrite: 'press Overwrite with my order',
  },
  passing: ['loading', 'saving', 'overwriting'],
};
