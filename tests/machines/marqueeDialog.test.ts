import { expect } from 'vitest';
import { type MarqueeSaveInput, marqueeDialogMachine } from '../../machines/marqueeDialog.machine';
import { DIALOG_CONFLICT_TRANSITIONS, dialogConflictEvents } from './conflict';
import { type Arrival, describeModel } from './graph';
import { item, RELOADED, STALE, theirs } from './marqueeDialog.fixtures';
import { marqueeDialogQa } from './marqueeDialog.qa';
import { expectOffline, offlineEvents } from './offline';
import { EDIT_DIALOG_TAGS, withTags } from './tags';

type Values = { text: string; isActive: boolean; order: string };
type Ctx = {
  mode: 'create' | 'edit';
  id: number | null;
  values: Values;
  error: string | null;
  version: number | null;
  changes: unknown[];
  theirs: unknown;
};
const ctx = (a: Arrival) => a.snapshot.context as Ctx;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
/** Typed work not saved: leaving the screen asks first. */
const unsaved = (a: Arrival, yes: boolean) => expect(a.snapshot.hasTag('unsaved')).toBe(yes);
const OPENED = ['create', 'edit'];

/** Spec section 5, written out here: an integer, else 0. */
const orderSent = (order: string) => (order === 'abc' ? 0 : Number(order));

const failure = (message: string, tag: string) => Object.assign(new Error(message), { tag });

// What the path did before this arrival (replay checks arrivals in order along one path).
let mode: Ctx['mode'] = 'create';
let sent: Values | null = null;
/** The version the values were made from: the item's (4), theirs (6) after Reload or Overwrite. */
let version: number | null = null;

function editing(a: Arrival) {
  if (a.event === 'reload') {
    expect(a.toasts).toEqual([{ type: 'info', title: 'Reloaded', description: RELOADED }]);
    expect(ctx(a)).toMatchObject({
      mode: 'edit',
      id: 12,
      values: { text: theirs.text, isActive: false, order: '3' },
      version: 6,
      theirs: null,
      changes: [],
    });
    version = 6;
  } else noToast(a);
  if (a.event === 'edit') version = 4;
  if (a.event === 'create') version = null;
  noCall(a);
  const c = ctx(a);
  mode = c.mode;
  expect(c.error).toBeNull();
  if (a.event === 'create') {
    // Spec section 4: empty text, active, order 0.
    expect(c).toEqual({
      mode: 'create',
      id: null,
      values: { text: '', isActive: true, order: '0' },
      error: null,
      version: null,
      opened: null,
      theirs: null,
      changes: [],
    });
  }
  if (a.event === 'edit')
    expect(c).toEqual({
      mode: 'edit',
      id: 12,
      values: { text: 'Free delivery in Nairobi', isActive: false, order: '3' },
      error: null,
      version: 4,
      opened: item,
      theirs: null,
      changes: [],
    });
  if (a.event === 'blank text') expect(c.values.text).toBe('   ');
  if (a.event === 'order abc') expect(c.values.order).toBe('abc');
  if (a.event === 'switch off') expect(c.values.isActive).toBe(false);
}

describeModel('marqueeDialog', {
  machine: marqueeDialogMachine,
  qa: marqueeDialogQa,
  limit: 20_000,
  // What decides where an event leads and what an arrival shows (not `opened` and `theirs`, fixed per path).
  serializeState: (s) => {
    const c = s.context as Ctx;
    return JSON.stringify({
      v: s.value,
      m: c.mode,
      values: c.values,
      e: c.error,
      version: c.version,
      n: c.changes.length,
    });
  },
  events: {
    create: { type: 'dialog.create' },
    edit: { type: 'dialog.edit', item },
    'type text': { type: 'field.text', value: '  Summer sale: 20% off  ' },
    'blank text': { type: 'field.text', value: '   ' },
    'order abc': { type: 'field.order', value: 'abc' },
    'order 7': { type: 'field.order', value: '7' },
    'switch off': { type: 'field.active', value: false },
    'switch on': { type: 'field.active', value: true },
    save: { type: 'dialog.save' },
    cancel: { type: 'dialog.cancel' },
    'save done': { type: 'xstate.done.actor.save', output: { id: 40 } },
    // Errors carry a tag of their own: the graph tells events apart by their JSON (an Error's message is not in it).
    'save refused': { type: 'xstate.error.actor.save', error: failure('Text is too long', 'refused') },
    'save failed': { type: 'xstate.error.actor.save', error: failure('', 'no message') },
    ...offlineEvents('save'),
    ...dialogConflictEvents({
      save: 'save',
      load: 'loadItem',
      choice: 'dialog',
      stale: STALE,
      theirs,
      readError: failure('', 'read'),
    }),
  },
  transitions: [
    ['closed', 'create', 'editing.pristine'],
    ['closed', 'edit', 'editing.pristine'],
    // Any field changed makes the draft dirty (leaving asks first).
    ...(['editing.pristine', 'editing.dirty', 'failed', 'offline'] as const).flatMap((from) =>
      (['type text', 'blank text', 'order abc', 'order 7', 'switch off', 'switch on'] as const).map(
        (field) => [from, field, 'editing.dirty'] as const,
      ),
    ),
    // Only with a non-blank text (a new item starts blank: its Create button is disabled).
    ['editing.pristine', 'save', 'saving'],
    ['editing.dirty', 'save', 'saving'],
    ['editing.pristine', 'cancel', 'closed'],
    ['editing.dirty', 'cancel', 'closed'],
    // Saving: no field, no cancel, no second save.
    ['saving', 'save done', 'closed'],
    ['saving', 'save refused', 'failed'],
    ['saving', 'save failed', 'failed'],
    ['saving', 'no connection', 'offline'],
    ...DIALOG_CONFLICT_TRANSITIONS,
    ['failed', 'save', 'saving'],
    ['failed', 'cancel', 'closed'],
    // No connection: saved again once back online, or by Retry (Save); or cancelled.
    ['offline', 'back online', 'saving'],
    ['offline', 'save', 'saving'],
    ['offline', 'cancel', 'closed'],
  ],
  states: withTags(EDIT_DIALOG_TAGS, {
    closed: (a) => {
      noCall(a);
      unsaved(a, false);
      expect(ctx(a).values).toEqual({ text: '', isActive: true, order: '0' });
      expect(ctx(a).error).toBeNull();
      if (a.event === 'save done')
        expect(a.toasts).toEqual([
          {
            type: 'success',
            title: 'Success',
            description:
              mode === 'edit'
                ? 'Marquee content updated successfully'
                : 'Marquee content created successfully',
          },
        ]);
      else noToast(a);
      if (a.event === '') mode = 'create';
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
      unsaved(a, true);
      noToast(a);
      const c = ctx(a);
      // Overwrite: made from the version saved now (theirs).
      if (a.event === 'overwrite') version = 6;
      expect(c.values.text.trim()).not.toBe('');
      sent = { ...c.values };
      const expected: MarqueeSaveInput = {
        id: c.mode === 'edit' ? 12 : null,
        input: { text: c.values.text.trim(), isActive: c.values.isActive, order: orderSent(c.values.order) },
        version: c.mode === 'edit' ? version : null,
      };
      expect(a.invoked).toEqual({ save: expected });
    },
    failed: (a) => {
      noCall(a);
      unsaved(a, true);
      const c = ctx(a);
      // What was typed is kept.
      expect(c.values).toEqual(sent);
      if (a.event === 'read failed') {
        // The conflict's message stays (its toast was shown on the refusal).
        expect(c.error).toBe(STALE);
        noToast(a);
        return;
      }
      const fallback =
        mode === 'edit' ? 'Failed to update marquee content' : 'Failed to create marquee content';
      const message = a.event === 'save refused' ? 'Text is too long' : fallback;
      expect(c.error).toBe(message);
      expect(a.toasts).toEqual([{ type: 'error', title: 'Error', description: message }]);
    },
    offline: (a) => {
      unsaved(a, true);
      const read = a.event === 'read: no connection';
      expectOffline(a, read ? 'conflict.checking' : 'saving');
      // What was typed is kept; no server message (the server did not answer), but a conflict's.
      expect(ctx(a).values).toEqual(sent);
      expect(ctx(a).error).toBe(read ? STALE : null);
    },
    'conflict.checking': (a) => {
      unsaved(a, true);
      expect(a.from).toBe('saving');
      // The dialog stays open and its conflict card says it: no toast repeats it.
      noToast(a);
      expect(a.invoked).toEqual({ loadItem: { id: ctx(a).id } });
      expect(ctx(a).error).toBe(STALE);
      expect(ctx(a).values).toEqual(sent);
    },
    'conflict.review': (a) => {
      unsaved(a, true);
      noToast(a);
      noCall(a);
      const c = ctx(a);
      expect(c.theirs).toEqual(theirs);
      expect(c.values).toEqual(sent);
      // Opened as the item (4): they changed the text. Opened from theirs (6), or a new item: nothing since.
      expect(c.changes).toEqual(
        version === 4
          ? [
              {
                field: 'text',
                label: 'Text',
                before: item.text,
                theirs: theirs.text,
                mine: (sent as Values).text.trim(),
              },
            ]
          : [],
      );
    },
  }),
});
