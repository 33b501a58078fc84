import { expect } from 'vitest';
import {
  type LabelDialogContext,
  labelDialogMachine,
  type SaveLabelInput,
} from '../../machines/labelDialog.machine';
import { DIALOG_CONFLICT_TRANSITIONS, dialogConflictEvents } from './conflict';
import { type Arrival, describeModel } from './graph';
import {
  CREATE_FAILED,
  CREATED,
  DUPLICATE,
  label,
  NAME_REQUIRED,
  RELOADED,
  STALE,
  theirs,
  UPDATE_FAILED,
  UPDATED,
} from './labelDialog.fixtures';
import { labelDialogQa } from './labelDialog.qa';
import { expectOffline, offlineEvents } from './offline';
import { withTags } from './tags';

const ctx = (a: Arrival) => a.snapshot.context as LabelDialogContext;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
/** Typed work not saved: leaving the screen asks first. */
const unsaved = (a: Arrival, yes: boolean) => expect(a.snapshot.hasTag('unsaved')).toBe(yes);
/** The dialog's input is what the last save sent (trimmed name, colour as #RRGGBB). */
const inputKept = (c: LabelDialogContext) => {
  expect(c.name.trim()).toBe(sent?.name);
  expect(c.color.toUpperCase()).toBe(sent?.color);
  expect(c.mode).not.toBeNull();
};

/** What the last arrival in `saving` sent (a path reaches `saving` before its outcome). */
let sent: SaveLabelInput | null = null;
/** The version the dialog's values were made from: the opened label's (4), theirs (6) after Reload/Overwrite. */
let version: number | null = null;

function editing(a: Arrival) {
  if (a.event === 'reload') {
    expect(a.toasts).toEqual([{ type: 'info', title: 'Reloaded', description: RELOADED }]);
    expect(ctx(a)).toMatchObject({ mode: 'edit', id: 3, name: 'Best Deal', color: '#10B981', version: 6 });
    version = 6;
  } else noToast(a);
  if (a.event === 'edit') version = 4;
  if (a.event === 'create' || a.event === 'duplicate') version = null;
  noCall(a);
  const c = ctx(a);
  expect(c.errors).toEqual({});
  expect(c.error).toBeNull();
  if (a.event === 'create') expect(c).toMatchObject({ mode: 'create', id: null, name: '', color: '#3B82F6' });
  if (a.event === 'edit')
    expect(c).toMatchObject({ mode: 'edit', id: 3, name: 'Best Price', color: '#10B981' });
  if (a.event === 'duplicate')
    expect(c).toMatchObject({ mode: 'duplicate', id: null, name: 'Best Price (Copy)', color: '#10B981' });
  if (a.event === 'type name') expect(c.name).toBe('  Gift Idea  ');
  if (a.event === 'clear name') expect(c.name).toBe('   ');
  if (a.event === 'pick colour') expect(c.color).toBe('#ff8800');
  if (a.event === 'bad colour') expect(c.color).toBe('#12');
}

/** The tags the dialog reads: open in every state but `closed`; `locked` fields while saving or in a conflict. */
const TAGS = {
  'editing.pristine': ['dialogOpen'],
  'editing.dirty': ['dialogOpen', 'unsaved'],
  invalid: ['dialogOpen', 'unsaved'],
  saving: ['dialogOpen', 'unsaved', 'locked'],
  failed: ['dialogOpen', 'unsaved'],
  offline: ['dialogOpen', 'unsaved'],
  'conflict.checking': ['dialogOpen', 'unsaved', 'locked'],
  'conflict.review': ['dialogOpen', 'unsaved', 'locked'],
};

describeModel('labelDialog', {
  machine: labelDialogMachine,
  qa: labelDialogQa,
  limit: 20_000,
  events: {
    create: { type: 'label.create' },
    edit: { type: 'label.edit', label },
    duplicate: { type: 'label.duplicate', label },
    'type name': { type: 'label.change', name: '  Gift Idea  ' },
    'clear name': { type: 'label.change', name: '   ' },
    'pick colour': { type: 'label.change', color: '#ff8800' },
    'bad colour': { type: 'label.change', color: '#12' },
    submit: { type: 'label.submit' },
    cancel: { type: 'label.cancel' },
    'save done': {
      type: 'xstate.done.actor.saveLabel',
      output: { id: 9, name: 'Gift Idea', color: '#FF8800' },
    },
    'save refused': {
      type: 'xstate.error.actor.saveLabel',
      error: Object.assign(new Error(DUPLICATE), { status: 409 }),
    },
    'save failed silently': { type: 'xstate.error.actor.saveLabel', error: new Error('') },
    ...offlineEvents('saveLabel'),
    ...dialogConflictEvents({
      save: 'saveLabel',
      load: 'loadLabel',
      choice: 'label',
      stale: STALE,
      theirs,
      readError: new Error(''),
    }),
  },
  transitions: [
    ['closed', 'create', 'editing.pristine'],
    ['closed', 'edit', 'editing.pristine'],
    ['closed', 'duplicate', 'editing.pristine'],
    // Any change makes the draft dirty (leaving asks first); a submit or cancel as from pristine.
    ...(['editing.pristine', 'editing.dirty'] as const).flatMap((from) => [
      [from, 'type name', 'editing.dirty'] as const,
      [from, 'clear name', 'editing.dirty'] as const,
      [from, 'pick colour', 'editing.dirty'] as const,
      [from, 'bad colour', 'editing.dirty'] as const,
      [from, 'submit', 'saving'] as const,
      [from, 'submit', 'invalid'] as const,
      [from, 'cancel', 'closed'] as const,
    ]),
    // Invalid: the errors follow the input; valid again goes back to editing.
    ['invalid', 'type name', 'editing.dirty'],
    ['invalid', 'type name', 'invalid'],
    ['invalid', 'pick colour', 'editing.dirty'],
    ['invalid', 'pick colour', 'invalid'],
    ['invalid', 'clear name', 'invalid'],
    ['invalid', 'bad colour', 'invalid'],
    ['invalid', 'cancel', 'closed'],
    // Saving: submit and cancel are ignored (no edge); only the call's outcome moves on.
    ['saving', 'save done', 'closed'],
    ['saving', 'save refused', 'failed'],
    ['saving', 'save failed silently', 'failed'],
    ['saving', 'no connection', 'offline'],
    ...DIALOG_CONFLICT_TRANSITIONS,
    ['failed', 'type name', 'editing.dirty'],
    ['failed', 'clear name', 'editing.dirty'],
    ['failed', 'pick colour', 'editing.dirty'],
    ['failed', 'bad colour', 'editing.dirty'],
    ['failed', 'submit', 'saving'],
    ['failed', 'cancel', 'closed'],
    // No connection: the input kept; saved again once back online or by Save (Retry), or changed, or cancelled.
    ['offline', 'back online', 'saving'],
    ['offline', 'submit', 'saving'],
    ['offline', 'type name', 'editing.dirty'],
    ['offline', 'clear name', 'editing.dirty'],
    ['offline', 'pick colour', 'editing.dirty'],
    ['offline', 'bad colour', 'editing.dirty'],
    ['offline', 'cancel', 'closed'],
  ],
  states: withTags(TAGS, {
    closed: (a) => {
      noCall(a);
      unsaved(a, false);
      expect(ctx(a)).toEqual({
        mode: null,
        id: null,
        name: '',
        color: '#3B82F6',
        errors: {},
        error: null,
        version: null,
        opened: null,
        theirs: null,
        changes: [],
      });
      if (a.event === 'save done') {
        expect(a.from).toBe('saving');
        expect(a.toasts).toEqual([
          { type: 'success', title: 'Success', description: sent?.id === null ? CREATED : UPDATED },
        ]);
      } else noToast(a);
    },
    'editing.pristine': (a) => {
      unsaved(a, false);
      expect(['create', 'edit', 'duplicate', 'reload']).toContain(a.event);
      editing(a);
    },
    'editing.dirty': (a) => {
      unsaved(a, true);
      expect(['create', 'edit', 'duplicate', 'reload']).not.toContain(a.event);
      editing(a);
    },
    invalid: (a) => {
      unsaved(a, true);
      noToast(a);
      noCall(a);
      const c = ctx(a);
      const blank = !c.name.trim();
      const badColour = !/^#[0-9a-f]{6}$/i.test(c.color);
      expect(blank || badColour).toBe(true);
      expect(c.errors.name).toBe(blank ? NAME_REQUIRED : undefined);
      expect(Boolean(c.errors.color)).toBe(badColour);
    },
    saving: (a) => {
      unsaved(a, true);
      noToast(a);
      const c = ctx(a);
      sent = a.invoked.saveLabel as SaveLabelInput;
      // Overwrite: made from the version saved now (theirs).
      if (a.event === 'overwrite') version = 6;
      // The trimmed name and the colour as #RRGGBB; create (id null) or update (the label's id, If-Match
      // the version the values were made from).
      expect(a.invoked).toEqual({
        saveLabel: {
          id: c.mode === 'edit' ? 3 : null,
          name: c.name.trim(),
          color: c.color.toUpperCase(),
          version,
        },
      });
      expect(sent.name).not.toMatch(/^\s|\s$/);
      expect(sent.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(c.error).toBeNull();
    },
    failed: (a) => {
      noCall(a);
      const c = ctx(a);
      if (a.event === 'read failed') {
        // The conflict's message stays (its toast was shown on the refusal).
        expect(c.error).toBe(STALE);
        noToast(a);
      } else {
        const expected =
          a.event === 'save refused' ? DUPLICATE : c.id === null ? CREATE_FAILED : UPDATE_FAILED;
        expect(c.error).toBe(expected);
        expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: expected }]);
      }
      unsaved(a, true);
      // The input is kept as it was typed.
      inputKept(c);
    },
    offline: (a) => {
      unsaved(a, true);
      // Waits for the browser to be back online; no server message (the server did not answer).
      expectOffline(a, a.event === 'read: no connection' ? 'conflict.checking' : 'saving');
      expect(ctx(a).error).toBeNull();
      inputKept(ctx(a));
    },
    'conflict.checking': (a) => {
      unsaved(a, true);
      expect(a.from).toBe('saving');
      // The dialog stays open and its conflict card says it: no toast repeats it.
      noToast(a);
      const c = ctx(a);
      expect(a.invoked).toEqual({ loadLabel: { id: c.id } });
      expect(c.error).toBe(STALE);
      inputKept(c);
    },
    'conflict.review': (a) => {
      unsaved(a, true);
      noToast(a);
      noCall(a);
      const c = ctx(a);
      expect(c.theirs).toEqual(theirs);
      inputKept(c);
      // Opened at version 4 ('Best Price'): they renamed it. Opened from theirs (6): nothing changed since.
      expect(c.changes).toEqual(
        version === 4
          ? [
              {
                field: 'name',
                label: 'Label name',
                before: 'Best Price',
                theirs: 'Best Deal',
                mine: sent?.name,
              },
            ]
          : [],
      );
    },
  }),
});
