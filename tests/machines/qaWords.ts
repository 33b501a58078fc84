/**
 * Words the models' `qa.causes` share (tests/machines/qaPaths.ts, `npm run test:paths -- <machine>`): how a
 * tester makes the network or the server do what a path needs.
 */

/** The network off before the call goes out: the call finds no connection. */
export const NETWORK_OFF =
  'the call finds no connection (switch the network off first: DevTools > Network > Offline)';
/** The network back on: the machine sends the call again by itself. */
export const NETWORK_ON =
  'switch the network back on (DevTools > Network > No throttling); the call goes again by itself';
/** The server refuses with an error of its own (the message it sends is shown). */
export const refusedWith = (how: string) => `the server refuses (${how}); its message is shown`;
/** The server answers with an error that carries no message. */
export const SILENT_FAILURE =
  'the server answers 500 with no message (rewrite its answer with a proxy such as mitmproxy or Charles)';
/** Someone else changes the same record first, so the save answers 412. */
export const staleBecause = (what: string) =>
  `in a second tab, ${what} and save, then come back and save here: the server answers 412`;
/** The conflict's read of the current record. */
export const THEIRS_READ = 'the form reads their version (wait)';
export const THEIRS_UNREAD =
  'in the second tab, delete it before this form reads their version (the read answers 404)';
export const THEIRS_OFFLINE = 'switch the network off before the form reads their version';
export const RELOAD = 'press Reload (discard my changes)';
export const OVERWRITE = 'press Overwrite with my changes';
