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
/** After a refusal caused another way than the model's: the toast shows the server's words, not the path's. */
export const OWN_WORDS = "the toast gives the server's own words where the path names the model's example";
/** The server refuses with an error of its own (the message it sends is shown). */
export const refusedWith = (how: string) => `the server refuses (${how}); its message is shown`;
/** The server answers with an error that carries no message. */
export const SILENT_FAILURE =
  'the server answers 500 with no message (rewrite its answer with a proxy such as mitmproxy or Charles)';
/** The server fails with a message of its own (not a refusal of the request). */
export const FAILURE_WITH_MESSAGE =
  'the server answers 500 with a message (rewrite its answer with a proxy such as mitmproxy or Charles)';
/** Someone else saved the same record first (`what` they did, in a second tab), so the save answers 412. */
export const staleBecause = (what: string) =>
  `the server answers 412: before pressing it, ${what} in a second tab and save there`;
/** The conflict's read of the record as saved now ("Loading the saved version..."). */
export const THEIRS_READ =
  'the form reads the saved version: "Someone else changed this ..." lists what changed';
export const THEIRS_UNREAD =
  'the read of the saved version is refused (answer it with 500 through a proxy such as mitmproxy or Charles)';
export const THEIRS_OFFLINE =
  'switch the network off (DevTools > Network > Offline) while the card says "Loading the saved version..." (on Slow 3G it takes seconds)';
export const RELOAD = 'press Reload (discard my changes)';
export const OVERWRITE = 'press Overwrite with my changes';

/** The conflict's events, alike in every dialog with a version: `what` someone else did in a second tab. */
export const conflictCauses = (what: string) => ({
  'save stale': staleBecause(what),
  'read theirs': THEIRS_READ,
  'read failed': THEIRS_UNREAD,
  'read: no connection': THEIRS_OFFLINE,
  reload: RELOAD,
  overwrite: OVERWRITE,
});
/** The conflict's events after the refusal, for a model whose stale call and read have labels of its own. */
export const conflictChoices = {
  'read failed': THEIRS_UNREAD,
  'read: no connection': THEIRS_OFFLINE,
  reload: RELOAD,
  overwrite: OVERWRITE,
};
/** The offline events of a call: no connection, back online. */
export const offlineCauses = { 'no connection': NETWORK_OFF, 'back online': NETWORK_ON };
