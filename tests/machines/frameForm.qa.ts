/**
 * The frameForm graph's QA side (tests/machines/qaPaths.ts, `npm run test:paths -- frameForm`): how a tester
 * causes each event, the states a step passes through, and the transitions no hand can cause.
 */

/** The image list's reports to the form. */
export const IMAGE_EVENTS = ['queue 2 images', 'images busy', 'images settled', 'type alt'];

/**
 * How a tester causes each event of the graph, by label (the QA paths, `npm run test:paths -- frameForm`).
 * The browser paths (tests/e2e/paths-frameForm.e2e.test.ts) cause the same events with code.
 */
const CAUSES: Record<string, string> = {
  'labels loaded': 'open Add New Frame; the labels load',
  'labels failed': 'open Add New Frame while GET /api/labels answers 400',
  'frame loaded': "open frame 42's Edit page; the frame and the labels load",
  'frame loaded, labels failed': "open frame 42's Edit page while GET /api/labels answers 400",
  'frame missing': 'open the Edit page of a frame someone has just deleted (the server answers 404)',
  'load failed': 'open the form while the server answers 500 (or the network is off)',
  'fill name': 'type "  Oak  " in Frame name',
  'blank name': 'clear Frame name (type spaces only)',
  'fill description': 'type "Warm oak" in Description',
  'fill original price': 'type 5000 in Original price',
  'fill current price': 'type 4000 in Current price',
  'zero price': 'type 0 in Current price',
  'choose labels': 'tick a label, then untick it',
  submit: 'press Create Frame / Update Frame (or Save draft, Publish, Retry)',
  'queue 2 images': 'choose two picture files (remove the queued ones first)',
  'images busy': 'drag a saved picture to another place, or delete one (the list saves it)',
  'images settled': 'remove the queued pictures, or let a reorder or delete finish',
  'type alt': 'type an alt text under a saved picture',
  'save done': 'the server takes the save',
  'save failed':
    'the server refuses the save (a chosen label deleted meanwhile: "A selected label no longer exists")',
  'save offline': 'switch the network off before the save goes out',
  'back online': 'switch the network back on',
  'upload progress': 'the pictures go out on a slow network (DevTools: throttle the upload); the bar moves',
  'upload done': 'the server takes the pictures',
  'upload failed':
    'the picture upload answers 500, or takes over 120 s (big pictures on a throttled network)',
  'upload offline': 'switch the network off while the pictures upload',
  'retry upload': 'press Retry upload',
  'save stale': 'someone else saves frame 42 in another tab first; the server answers 412',
  'theirs read': 'the form reads their frame',
  'theirs unread, offline': 'switch the network off before the form reads their frame',
  'theirs unread': 'someone deletes frame 42 before the form reads it (404)',
  reload: 'press Reload (discard my changes)',
  overwrite: 'press Overwrite with my changes',
};
const LOCKED = ['loading', 'saving', 'uploading', 'conflict.checking'];
const AFTER_LOAD = ['editing.pristine', 'editing.dirty', 'invalid', 'uploadFailed', 'saveFailed', 'offline'];
/**
 * For a tester: calls in flight are passed through (the step that led there and the call's outcome are one
 * step); the image list's reports no hand can make are left out, each with why.
 */
export const qaOf = (mode: 'create' | 'edit') => ({
  causes: CAUSES,
  passing: ['loading', 'saving', 'conflict.checking'],
  maxPaths: 15,
  notByHand: Object.fromEntries([
    ...LOCKED.flatMap((state) =>
      IMAGE_EVENTS.map((label) => [
        `${state}: ${label}`,
        state === 'loading'
          ? 'the images card is not shown while the form loads'
          : 'the image list is locked while the frame saves and uploads',
      ]),
    ),
    ...(mode === 'create'
      ? [...AFTER_LOAD, 'uploadOffline'].flatMap((state) =>
          ['images busy', 'type alt'].map((label) => [
            `${state}: ${label}`,
            'a new frame has no saved picture to reorder, delete or describe',
          ]),
        )
      : []),
  ]),
});
