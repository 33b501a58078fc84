import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ToastParams } from '../../machines/toast';
import {
  type PendingChange,
  type SaveChangeInput,
  type SaveChangeOutput,
  type UserChangeContext,
  userChangeMachine,
} from '../../machines/userChange.machine';
import type { UserField } from '../../machines/userRules';
import { type Arrival, describeModel } from './graph';
import { expectOffline } from './offline';
import { ann, CASES, STALE, theirs, userChangeConflictGraph } from './userChange.model';
import { userChangeQa } from './userChange.qa';

const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';
const SHOWN: Record<string, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
};
const SUCCESS: Record<string, string> = {
  ACTIVE: 'User activated successfully.',
  SUSPENDED: 'User suspended successfully.',
  SUPER_ADMIN: 'User role updated to Super Admin.',
  ADMIN: 'User role updated to Admin.',
};

const ctx = (a: Arrival) => a.snapshot.context as UserChangeContext;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});

function modelFor(field: UserField) {
  const c = CASES[field];
  const asked: PendingChange = { id: ann.id, name: ann.name, from: c.from, to: c.to, version: 4 };
  /** Reload asks again from their value (the other way), made from their version. */
  const reasked: PendingChange = { id: ann.id, name: ann.name, from: c.to, to: c.from, version: 6 };
  /** The change of the path so far: as asked, asked again after Reload, or over theirs after Overwrite. */
  let change = asked;
  return {
    ...userChangeConflictGraph(field),
    states: {
      idle: (a: Arrival) => {
        noCall(a);
        expect(ctx(a)).toEqual({
          field,
          change: null,
          error: null,
          theirs: null,
          changes: [],
        });
        if (a.event === 'saved')
          expect(a.toasts).toEqual([{ type: 'success', title: 'Success', description: SUCCESS[change.to] }]);
        else noToast(a);
      },
      // The confirmation names the user and the new value; nothing is shown changed yet.
      confirming: (a: Arrival) => {
        if (a.event === 'reload') {
          expect(a.toasts).toEqual([{ type: 'info', title: 'Reloaded', description: RELOADED }]);
          change = reasked;
        } else {
          noToast(a);
          change = asked;
        }
        noCall(a);
        expect(ctx(a).change).toEqual(change);
        expect(ctx(a).error).toBeNull();
      },
      // The call runs with the new value (graphcache's optimistic answer shows it in the row at once: the
      // machine keeps no copy); If-Match the version it was made from.
      saving: (a: Arrival) => {
        noToast(a);
        if (a.event === 'overwrite') change = { ...change, version: 6 };
        expect(a.invoked).toEqual({ save: { id: ann.id, field, value: change.to, version: change.version } });
        expect(Object.keys(ctx(a)).sort()).toEqual(['change', 'changes', 'error', 'field', 'theirs']);
      },
      'conflict.checking': (a: Arrival) => {
        expect(a.from).toBe('saving');
        // No toast: the dialog stays open and its conflict card says it.
        noToast(a);
        expect(a.invoked).toEqual({ loadUser: { id: ann.id } });
        expect(ctx(a).error).toBe(STALE);
        expect(ctx(a).change).toEqual(change);
      },
      'conflict.review': (a: Arrival) => {
        noToast(a);
        noCall(a);
        expect(ctx(a).theirs).toEqual(theirs);
        expect(ctx(a).change).toEqual(change);
        // Asked from Ann's value: they changed it. Asked again from theirs: nothing changed since.
        expect(ctx(a).changes).toEqual(
          change.from === c.from
            ? [
                {
                  field,
                  label: field === 'status' ? 'Status' : 'Role',
                  before: SHOWN[c.from],
                  theirs: SHOWN[c.to],
                  mine: SHOWN[c.to],
                },
              ]
            : [],
        );
      },
      // The server's message; the row back to the server's value.
      refused: (a: Arrival) => {
        expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: c.refusal }]);
        expect(ctx(a).error).toBe(c.refusal);
        expect(ctx(a).change).toEqual(change);
      },
      failed: (a: Arrival) => {
        if (a.event === 'read failed') {
          // The conflict's message stays: the dialog shows it (no toast said it).
          expect(ctx(a).error).toBe(STALE);
          noToast(a);
        } else {
          const text = a.event === 'call failed' ? 'Network error' : c.failure;
          expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: text }]);
          expect(ctx(a).error).toBe(text);
        }
        expect(ctx(a).change).toEqual(change);
      },
      // No connection: the change kept for the retry, the row back to the server's value.
      offline: (a: Arrival) => {
        const read = a.event === 'read: no connection';
        expectOffline(a, read ? 'conflict.checking' : 'saving');
        expect(ctx(a).change).toEqual(change);
        expect(ctx(a).error).toBe(read ? STALE : null);
      },
    },
  };
}

describeModel('userChange (status)', { ...modelFor('status'), qa: userChangeQa('status') });
describeModel('userChange (role)', { ...modelFor('role'), qa: userChangeQa('role') });

describe('userChange with live (stubbed) actors', () => {
  const start = (field: UserField, save: (input: SaveChangeInput) => Promise<SaveChangeOutput>) => {
    const toasts: ToastParams[] = [];
    const calls: SaveChangeInput[] = [];
    const actor = createActor(
      userChangeMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          save: fromPromise<SaveChangeOutput, SaveChangeInput>(({ input }) => {
            calls.push(input);
            return save(input);
          }),
        },
      }),
      { input: { field } },
    ).start();
    return { actor, toasts, calls };
  };

  it('a second confirm while saving is ignored: one call, one success toast', async () => {
    let release: (o: SaveChangeOutput) => void = () => {};
    const { actor, toasts, calls } = start(
      'role',
      () =>
        new Promise((r) => {
          release = r;
        }),
    );
    actor.send({ type: 'change.request', user: { ...ann, role: 'SUPER_ADMIN' } });
    actor.send({ type: 'change.confirm' });
    actor.send({ type: 'change.confirm' });
    actor.send({ type: 'change.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    release({ refused: null });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([{ id: ann.id, field: 'role', value: 'ADMIN', version: 4 }]);
    expect(toasts).toEqual([
      { type: 'success', title: 'Success', description: 'User role updated to Admin.' },
    ]);
  });

  it('a failure keeps the change to retry; the retry succeeds', async () => {
    let attempt = 0;
    const { actor, toasts, calls } = start('status', async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('HTTP error! status: 500');
      return { refused: null };
    });
    actor.send({ type: 'change.request', user: { ...ann, status: 'SUSPENDED' } });
    actor.send({ type: 'change.confirm' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.change).toMatchObject({ id: ann.id, to: 'ACTIVE' });
    expect(toasts).toEqual([{ type: 'error', title: 'Error', description: 'HTTP error! status: 500' }]);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toHaveLength(2);
    expect(toasts.at(-1)).toEqual({
      type: 'success',
      title: 'Success',
      description: 'User activated successfully.',
    });
  });

  it('a refusal is final for that change: confirm does nothing, cancel closes', async () => {
    const { actor, toasts, calls } = start('status', async () => ({
      refused: 'You cannot change your own status',
    }));
    actor.send({ type: 'change.request', user: ann });
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'change.confirm' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(calls).toHaveLength(1);
    expect(toasts).toEqual([
      { type: 'error', title: 'Error', description: 'You cannot change your own status' },
    ]);
    actor.send({ type: 'change.cancel' });
    expect(actor.getSnapshot().context).toEqual({
      field: 'status',
      change: null,
      error: null,
      theirs: null,
      changes: [],
    });
  });
});
