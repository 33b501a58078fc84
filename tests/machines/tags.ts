/**
 * A machine's tags checked on every arrival of its graph walk: the views read them (`hasTag('dialogOpen')`,
 * `hasTag('locked')`...) instead of lists of states, so a state with a tag too many or too few fails.
 */
import { expect } from 'vitest';
import type { Arrival } from './graph';

type States = Record<string, (a: Arrival) => void>;

/** The states' expectations, each first checking the arrival's exact tags (`tags`: state -> its tags, none if absent). */
export function withTags<S extends States>(tags: Record<string, readonly string[]>, states: S): S {
  return Object.fromEntries(
    Object.entries(states).map(([state, expect_]) => [
      state,
      (a: Arrival) => {
        expect([...a.snapshot.tags].sort(), `tags in ${state}`).toEqual([...(tags[state] ?? [])].sort());
        expect_(a);
      },
    ]),
  ) as S;
}

/**
 * An add/edit dialog's tags (machines/userForm.machine.ts, machines/marqueeDialog.machine.ts): `dialogOpen` in
 * every state the dialog shows (its view reads it), `unsaved` once something is typed (the leave guard).
 */
export const EDIT_DIALOG_TAGS: Record<string, readonly string[]> = {
  'editing.pristine': ['dialogOpen'],
  'editing.dirty': ['dialogOpen', 'unsaved'],
  saving: ['dialogOpen', 'unsaved'],
  failed: ['dialogOpen', 'unsaved'],
  offline: ['dialogOpen', 'unsaved'],
  'conflict.checking': ['dialogOpen', 'unsaved'],
  'conflict.review': ['dialogOpen', 'unsaved'],
};
