/**
 * How a tester causes the frame form's image list events on frame 7's Edit page, with two saved pictures
 * (a.webp, b.webp) and one without an id (legacy.webp, old data) (`npm run test:paths -- imageList`).
 */
import { FAILURE_WITH_MESSAGE, NETWORK_OFF, NETWORK_ON } from './qaWords';

const CHOOSE = 'press Choose images and choose';

export const imageListQa = {
  causes: {
    'pick nothing': `${CHOOSE} nothing (Cancel in the file dialog)`,
    'pick text file': `${CHOOSE} notes.txt (not a picture)`,
    'pick 6 MB image': `${CHOOSE} a 6 MB picture`,
    'pick 6 images': `${CHOOSE} six pictures at once`,
    'pick image': `${CHOOSE} one picture, new.png`,
    load: 'the form reads the frame again: reload the Edit page (or press Reload (discard my changes) after a conflict)',
    lock: 'press Update Frame: the pictures cannot change while the frame saves',
    unlock: 'the save ends with nothing to upload (or is refused): the pictures can change again',
    uploaded: 'the queued pictures upload with the save: they become saved pictures',
    'move saved within': 'press Move … earlier on the last saved picture',
    'drag saved within': 'drag the saved pictures into the reverse order',
    'move queued within': 'press Move … earlier on the last new picture',
    'drag queued within': 'drag the new pictures into the reverse order',
    'move queued across': 'press Move … earlier on the first new picture (onto a saved one)',
    'drag queued across': 'drag the first new picture in front of the saved ones',
    'reorder done': 'the server saves the new order',
    'reorder failed': `the order is refused: ${FAILURE_WITH_MESSAGE}`,
    'reorder no connection': NETWORK_OFF,
    'remove queued': 'press Remove on the first new picture',
    'remove saved': 'press Delete on a.webp',
    'remove image without id': 'press Delete on legacy.webp',
    'type alt': 'type " Oak frame, front " in Alt text under a.webp',
    'type alt without id': 'type Lost in Alt text under legacy.webp',
    confirm: 'press Delete in "Delete image" (Try again when offline)',
    cancel:
      'press Cancel in "Delete image" (after a reorder found no connection: Put the previous order back)',
    'delete done': 'the server deletes the picture',
    'delete failed': 'the delete is refused (in a second tab, delete a.webp first)',
    'delete no connection': NETWORK_OFF,
    'back online': NETWORK_ON,
    'try again': 'press Try again on the connection message',
  },
  passing: ['persisting', 'deleting'],
};
