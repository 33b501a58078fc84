/** How a tester causes the back office's quick search events, on any admin page (`npm run test:paths -- quickSearch`). */
import { FAILURE_WITH_MESSAGE, offlineCauses } from './qaWords';

export const quickSearchQa = {
  causes: {
    open: 'press Ctrl+K (Cmd+K on a Mac), or the Search button',
    close: 'press Escape',
    type: 'type oak in Search',
    'clear text': 'clear Search (spaces only)',
    pause: 'stop typing for a moment',
    found: 'the search answers: "Oak Classic" under frames, "Oak sale" under labels',
    'nothing found': 'the search finds nothing (type a word no frame, message, user or label has)',
    failed: `the search fails: ${FAILURE_WITH_MESSAGE}`,
    ...offlineCauses,
    down: 'press ↓',
    up: 'press ↑',
    enter: 'press Enter: the highlighted item opens',
    'try again': 'press Try again',
    shortcuts: 'press ? (outside a text field)',
    'close shortcuts': 'press Close (×) or Escape',
  },
  shows: {
    'open.idle': 'the Quick search dialog: "Type to find frames, messages, users and labels."',
    'open.results': 'Oak Classic and Oak sale in their groups, the first highlighted',
  },
  passing: ['open.debouncing', 'open.searching'],
};
