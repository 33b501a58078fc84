/** How a tester causes the back office's undo events on Admin > Frames (`npm run test:paths -- undo`). */

export const undoQa = {
  causes: {
    offer: 'delete frame 7: Actions, Delete Frame, then Delete Frame in the dialog; its toast offers Undo',
    undo: 'press Undo in the toast',
    '10 s pass': 'wait 10 s: the toast and its Undo are gone',
    'restore done': 'the server restores it: the frame is back in the list',
    'restore failed':
      'the restore is refused: in a second tab, press Delete forever on frame 7 in the trash before pressing Undo',
  },
  /** The offer's toast is the app's edge's (`announceUndo`), shown for the 10 s. */
  edgeToasts: { offer: ['In the trash: Frame deleted successfully. (Undo)'] },
  passing: ['undoing'],
};
