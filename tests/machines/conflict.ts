/**
 * The `conflict` state of the back-office dialogs with a version (labelDialog, marqueeDialog, userForm),
 * alike in every model: the save refused as stale (412), the record as saved now read (or not), then Reload,
 * Overwrite or Cancel (docs/api.md, "Concurrent changes").
 */
import { offlineEvents } from './offline';

/** The graph events of a dialog's conflict: `save` and `load` name its actors, `choice` its events' prefix. */
export function dialogConflictEvents(o: {
  save: string;
  load: string;
  choice: string;
  stale: string;
  theirs: unknown;
  readError: unknown;
}) {
  return {
    'save stale': {
      type: `xstate.error.actor.${o.save}`,
      error: { _tag: 'HttpError', status: 412, message: o.stale },
    },
    'read theirs': { type: `xstate.done.actor.${o.load}`, output: o.theirs },
    'read failed': { type: `xstate.error.actor.${o.load}`, error: o.readError },
    'read: no connection': offlineEvents(o.load)['no connection'],
    reload: { type: `${o.choice}.reload` },
    overwrite: { type: `${o.choice}.overwrite` },
  };
}

/** Someone else saved it first (412): what changed is read, then Reload (theirs), Overwrite or Cancel. */
export const DIALOG_CONFLICT_TRANSITIONS = [
  ['saving', 'save stale', 'conflict.checking'],
  ['conflict.checking', 'read theirs', 'conflict.review'],
  ['conflict.checking', 'read failed', 'failed'],
  ['conflict.checking', 'read: no connection', 'offline'],
  ['conflict.checking', 'cancel', 'closed'],
  ['conflict.review', 'reload', 'editing.pristine'],
  ['conflict.review', 'overwrite', 'saving'],
  ['conflict.review', 'cancel', 'closed'],
] as const;
