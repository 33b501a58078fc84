import { expect } from 'vitest';
import { type SaveUserInput, type UserFormContext, userFormMachine } from '../../machines/userForm.machine';
import { DIALOG_CONFLICT_TRANSITIONS, dialogConflictEvents } from './conflict';
import { type Arrival, describeModel } from './graph';
import { expectOffline, offlineEvents } from './offline';
import { EDIT_DIALOG_TAGS, withTags } from './tags';
import { ann, DUPLICATE, RELOADED, STALE, theirs } from './userForm.fixtures';
import { userFormQa } from './userForm.qa';

const ctx = (a: Arrival) => a.snapshot.context as UserFormContext;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
/** Typed work not saved: leaving the screen asks first. */
const unsaved = (a: Arrival, yes: boolean) => expect(a.snapshot.hasTag('unsaved')).toBe(yes);
const OPENED = ['new', 'edit'];
/** The values of the last save (a path reaches `saving` before its outcome). */
let sentValues: UserFormContext['values'] | null = null;
/** The version the values were made from: Ann's (4) when opened, theirs (6) after Reload or Overwrite. */
let version: number | null = null;

/** The body the spec asks for (section 5), written here from the values, independently of the machine. */
function expectedPayload(c: UserFormContext) {
  const v = c.values;
  const body: Record<string, string> = {
    name: v.name.trim(),
    email: v.email.trim(),
    role: v.role,
    status: v.status,
  };
  if (c.userId === null || v.password.trim() !== '') body.password = v.password;
  return { id: c.userId, payload: body, version };
}

function editing(a: Arrival) {
  if (a.event === 'reload') {
    expect(a.toasts).toEqual([{ type: 'info', title: 'Reloaded', description: RELOADED }]);
    // Their user fills the dialog (a blank password: it is never read back), made from their version.
    expect(ctx(a)).toMatchObject({
      userId: ann.id,
      values: { name: 'Ann Other', email: ann.email, password: '', role: 'SUPER_ADMIN', status: 'ACTIVE' },
      version: 6,
      theirs: null,
      changes: [],
    });
    version = 6;
  } else noToast(a);
  if (a.event === 'edit') version = 4;
  if (a.event === 'new') version = null;
  noCall(a);
  expect(ctx(a).error).toBeNull();
  // A new user starts with the spec's defaults; an edit with the user's values and a blank password.
  if (a.event === 'new') {
    expect(ctx(a).userId).toBeNull();
    expect(ctx(a).values).toEqual({ name: '', email: '', password: '', role: 'ADMIN', status: 'ACTIVE' });
  }
  if (a.event === 'edit') {
    expect(ctx(a).userId).toBe(ann.id);
    expect(ctx(a).values).toEqual({
      name: ann.name,
      email: ann.email,
      password: '',
      role: ann.role,
      status: ann.status,
    });
  }
}

describeModel('userForm', {
  machine: userFormMachine,
  qa: userFormQa,
  limit: 20_000,
  // What decides where an event leads: the state, new or edit, which fields are blank, and the message.
  serializeState: (s) => {
    const c = s.context as UserFormContext;
    const filled = (['name', 'email', 'password'] as const).map((f) => c.values[f].trim() !== '');
    return JSON.stringify({ v: s.value, editing: c.userId !== null, filled, error: c.error });
  },
  events: {
    new: { type: 'form.new' },
    edit: { type: 'form.edit', user: ann },
    'type name': { type: 'form.change', field: 'name', value: ' Bea Bold ' },
    'clear name': { type: 'form.change', field: 'name', value: '  ' },
    'type email': { type: 'form.change', field: 'email', value: 'bea@example.com' },
    'type password': { type: 'form.change', field: 'password', value: 'secret-pass' },
    'pick super admin': { type: 'form.change', field: 'role', value: 'SUPER_ADMIN' },
    'pick suspended': { type: 'form.change', field: 'status', value: 'SUSPENDED' },
    // Refused (no edge): a role or status that does not exist, a field the form does not have.
    'pick unknown role': { type: 'form.change', field: 'role', value: 'OWNER' },
    'pick unknown status': { type: 'form.change', field: 'status', value: 'BANNED' },
    'change id': { type: 'form.change', field: 'id', value: '1' },
    submit: { type: 'form.submit' },
    cancel: { type: 'form.cancel' },
    saved: { type: 'xstate.done.actor.saveUser', output: null },
    refused: { type: 'xstate.error.actor.saveUser', error: new Error(DUPLICATE) },
    // A rejection without a message (labels are told apart by JSON, where every Error is {}).
    'failed silently': { type: 'xstate.error.actor.saveUser', error: undefined },
    ...offlineEvents('saveUser'),
    ...dialogConflictEvents({
      save: 'saveUser',
      load: 'loadUser',
      choice: 'form',
      stale: STALE,
      theirs,
      readError: new Error(''),
    }),
  },
  transitions: [
    ['closed', 'new', 'editing.pristine'],
    ['closed', 'edit', 'editing.pristine'],
    ['saved', 'new', 'editing.pristine'],
    ['saved', 'edit', 'editing.pristine'],
    // Any accepted change makes the form dirty (leaving asks first), from the dialog or after a failure.
    ...(['editing.pristine', 'editing.dirty', 'failed', 'offline'] as const).flatMap((from) =>
      (
        [
          'type name',
          'clear name',
          'type email',
          'type password',
          'pick super admin',
          'pick suspended',
        ] as const
      ).map((change) => [from, change, 'editing.dirty'] as const),
    ),
    // Only once name, e-mail and (for a new user) password are filled.
    ['editing.pristine', 'submit', 'saving'],
    ['editing.dirty', 'submit', 'saving'],
    ['editing.pristine', 'cancel', 'closed'],
    ['editing.dirty', 'cancel', 'closed'],
    ['saving', 'saved', 'saved'],
    ['saving', 'refused', 'failed'],
    ['saving', 'failed silently', 'failed'],
    ['saving', 'no connection', 'offline'],
    ...DIALOG_CONFLICT_TRANSITIONS,
    ['failed', 'submit', 'saving'],
    ['failed', 'cancel', 'closed'],
    // No connection: saved again once back online, or by Retry; or cancelled.
    ['offline', 'back online', 'saving'],
    ['offline', 'submit', 'saving'],
    ['offline', 'cancel', 'closed'],
  ],
  states: withTags(EDIT_DIALOG_TAGS, {
    closed: (a) => {
      noToast(a);
      noCall(a);
      unsaved(a, false);
    },
    'editing.pristine': (a) => {
      unsaved(a, false);
      expect([...OPENED, 'reload']).toContain(a.event);
      editing(a);
    },
    'editing.dirty': (a) => {
      unsaved(a, true);
      expect([...OPENED, 'reload']).not.toContain(a.event);
      editing(a);
    },
    saving: (a) => {
      noToast(a);
      unsaved(a, true);
      // Overwrite: made from the version saved now (theirs).
      if (a.event === 'overwrite') version = 6;
      const c = ctx(a);
      sentValues = c.values;
      expect(c.values.name.trim()).not.toBe('');
      expect(c.values.email.trim()).not.toBe('');
      if (c.userId === null) expect(c.values.password.trim()).not.toBe('');
      expect(a.invoked).toEqual({ saveUser: expectedPayload(c) });
      const sent = (a.invoked.saveUser as SaveUserInput).payload;
      // An edit's blank password is left out; a new user's is always sent.
      expect('password' in sent).toBe(c.userId === null || c.values.password.trim() !== '');
    },
    saved: (a) => {
      noCall(a);
      unsaved(a, false);
      if (a.event === 'saved') {
        const text = ctx(a).userId === null ? 'User created successfully.' : 'User updated successfully.';
        expect(a.toasts).toEqual([{ type: 'success', title: 'Success', description: text }]);
      } else noToast(a);
    },
    failed: (a) => {
      noCall(a);
      if (a.event === 'read failed') {
        // The conflict's message stays (its toast was shown on the refusal).
        expect(ctx(a).error).toBe(STALE);
        noToast(a);
      } else {
        const text = a.event === 'refused' ? DUPLICATE : 'Failed to save user';
        expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: text }]);
        expect(ctx(a).error).toBe(text);
      }
      unsaved(a, true);
      expect(ctx(a).values).toEqual(sentValues);
    },
    offline: (a) => {
      unsaved(a, true);
      expectOffline(a, a.event === 'read: no connection' ? 'conflict.checking' : 'saving');
      // What was typed is kept; no server message (the server did not answer), but a conflict's.
      expect(ctx(a).values).toEqual(sentValues);
      expect(ctx(a).error).toBe(a.event === 'read: no connection' ? STALE : null);
    },
    'conflict.checking': (a) => {
      unsaved(a, true);
      expect(a.from).toBe('saving');
      // The dialog stays open and its conflict card says it: no toast repeats it.
      noToast(a);
      expect(a.invoked).toEqual({ loadUser: { id: ctx(a).userId } });
      expect(ctx(a).error).toBe(STALE);
      expect(ctx(a).values).toEqual(sentValues);
    },
    'conflict.review': (a) => {
      unsaved(a, true);
      noToast(a);
      noCall(a);
      const c = ctx(a);
      expect(c.theirs).toEqual(theirs);
      expect(c.values).toEqual(sentValues);
      const mine = sentValues as UserFormContext['values'];
      // Opened as Ann (4): they renamed her and made her Super Admin. Opened from theirs (6): nothing since.
      // A new user (no version) has nothing to compare with but theirs: nothing changed.
      expect(c.changes).toEqual(
        version === 4
          ? [
              {
                field: 'name',
                label: 'Name',
                before: 'Ann Admin',
                theirs: 'Ann Other',
                mine: mine.name.trim(),
              },
              {
                field: 'role',
                label: 'Role',
                before: 'Admin',
                theirs: 'Super Admin',
                mine: mine.role === 'ADMIN' ? 'Admin' : 'Super Admin',
              },
            ]
          : [],
      );
    },
  }),
});
