/**
 * What the frame form's conflict states mean (docs/api.md, "Concurrent changes"), written from the rule, not
 * from the path: frameForm.test.ts checks every arrival of its graphs against them.
 */
import { expect } from 'vitest';
import type { FrameFormContext } from '../../machines/frameForm.machine';
import { STALE, theirs } from './frameForm.model';
import type { Arrival } from './graph';

const ctx = (a: Arrival) => a.snapshot.context as FrameFormContext;
const sentToImages = (a: Arrival) =>
  (a.did('xstate.sendTo') as { targetId: string; event: { type: string } }[])
    .filter((p) => p.targetId === 'images')
    .map((p) => p.event);

const conflicted = (a: Arrival) => {
  expect(a.snapshot.hasTag('unsaved')).toBe(true);
  // The user's input is kept (it was valid when saved) and the image list stays locked.
  expect(ctx(a).values.name.trim()).not.toBe('');
  expect(sentToImages(a)).toEqual([]);
};

export const conflictExpectations = {
  'conflict.checking': (a: Arrival) => {
    conflicted(a);
    if (a.entered) {
      expect(a.toasts).toEqual([{ type: 'error', title: 'Changed by someone else', description: STALE }]);
      expect(a.invoked).toEqual({ loadCurrent: { frameId: 42 } });
    } else expect(a.toasts).toEqual([]);
  },
  'conflict.review': (a: Arrival) => {
    conflicted(a);
    expect(a.toasts).toEqual([]);
    const c = ctx(a);
    expect(c.theirs).toEqual(theirs);
    // Someone else renamed the frame and lowered its price; their other fields are as the user began.
    const byField = Object.fromEntries(c.changes.map((x) => [x.field, x]));
    expect(byField.name).toEqual({
      field: 'name',
      label: 'Frame Name',
      before: 'Oak',
      theirs: 'Oak Deluxe',
      mine: c.values.name.trim(),
    });
    expect(byField.currentPrice).toMatchObject({ before: '4000', theirs: '3500' });
    expect(byField.currentPrice?.mine).toBe(String(Number(c.values.currentPrice)));
    for (const change of c.changes) {
      expect(['name', 'currentPrice', 'labels']).toContain(change.field);
      expect(change.before).not.toBe(change.theirs);
    }
    if (byField.labels) expect(byField.labels.theirs).toBe('Gone Label');
  },
};

/** Reload: their frame fills the form, their pictures the image list, and a toast says mine are gone. */
export function reloaded(a: Arrival) {
  const c = ctx(a);
  expect(a.toasts).toEqual([
    {
      type: 'info',
      title: 'Reloaded',
      description: 'The latest saved version is loaded. Your changes were discarded.',
    },
  ]);
  expect(c.values).toMatchObject({ name: 'Oak Deluxe', currentPrice: '3500', labels: [77] });
  expect(c.version).toBe(8);
  expect(c.theirs).toBeNull();
  expect(sentToImages(a)).toEqual([
    { type: 'images.unlock' },
    { type: 'images.load', frameId: 42, images: theirs.images },
  ]);
}

/** The version a save sends (If-Match): the one the user's values were made from. */
export function savedFromVersion(a: Arrival, sent: number | null) {
  const c = ctx(a);
  expect(sent).toBe(c.version);
  if (c.frameId === null) expect(sent).toBeNull();
  else expect([7, 8]).toContain(sent);
  // Overwrite: mine over theirs, made from the version now saved.
  if (a.event === 'overwrite') expect(sent).toBe(8);
}
