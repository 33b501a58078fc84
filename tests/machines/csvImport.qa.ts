/** How a tester causes the CSV import graph's events on Admin > Frames (`npm run test:paths -- csvImport`). */
import { NETWORK_OFF, NETWORK_ON } from './qaWords';

export const csvImportQa = {
  causes: {
    open: 'press Import CSV',
    close: 'press Cancel',
    choose: 'choose frames.csv in "CSV file" (an export of the list, one price changed)',
    'choose a big file': 'choose a CSV file of 6 MB in "CSV file"',
    'file read': 'the file is read ("Checking the file…")',
    'read failed': 'the browser cannot read it (the file was on a USB stick, pulled out before it is read)',
    'preview with changes': 'the server previews it: one row changes a frame ("Import 1 change")',
    'preview with errors':
      'the server previews it with errors (the chosen file has price "abc" in row 7: "must be a number greater than 0")',
    'preview of no change':
      'the server previews it: nothing changes (the chosen file is an unchanged export)',
    'preview failed': 'the server refuses the preview (sign out in a second tab first)',
    'no connection': NETWORK_OFF,
    retry: 'press Try again',
    import: 'press Import 1 change',
    'import done': 'the server imports it: the toast "Imported" offers Undo for 10 s',
    'import failed':
      'the import is refused: in a second tab, edit a frame the file changes after the preview ("The frames changed since the preview")',
    'import offline': 'switch the network off (DevTools > Network > Offline) before pressing Import',
    'back online': NETWORK_ON,
  },
  shows: {
    'picking.choosing':
      'the "Import frames from CSV" dialog: "CSV file", Cancel, Import 0 changes (disabled)',
    'picking.tooLarge': '"The CSV file is larger than 5 MB: split it into smaller files."',
    'picking.failed': 'the message in red, Try again',
    'picking.ready': 'the preview table (Row, Frame, Change), Import 1 change',
    'picking.invalid': 'the errors by row and column in red',
    offline: '"No connection: the file is kept and checked again once you are back online." with Try again',
  },
  /** The import's toast with Undo comes from the app's edge (the undo actor). */
  edgeToasts: { 'import done': ['Imported: Imported: 0 created, 1 updated. (Undo)'] },
  passing: ['reading', 'previewing', 'importing'],
};
