import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type FormFrame,
  frameFormMachine,
  type LoadInput,
  type LoadOutput,
  type SaveInput,
} from '../../machines/frameForm.machine';
import { changesOf, sideOf } from '../../machines/frameFormChanges';
import type { ToastParams } from '../../machines/toast';
import { LABELS, STALE, saved, theirs } from './frameForm.model';

const stale = () => Object.assign(new Error(STALE), { _tag: 'HttpError', status: 412 });

/** Frame 42's form whose first save finds that someone else saved it meanwhile (version 8). */
function conflicted() {
  const saves: SaveInput[] = [];
  const toasts: ToastParams[] = [];
  let server: FormFrame = theirs;
  const machine = frameFormMachine.provide({
    actions: { toast: (_, p) => void toasts.push(p) },
    actors: {
      load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: saved, labels: LABELS })),
      loadCurrent: fromPromise(async () => server),
      saveFrame: fromPromise(async ({ input }) => {
        saves.push(input);
        if (input.version !== server.version) throw stale();
        server = { ...server, name: input.payload.name, version: (server.version ?? 0) + 1 };
        return server;
      }),
    },
  });
  const actor = createActor(machine, { input: { frameId: 42 } }).start();
  return { actor, saves, toasts };
}

describe('frameForm conflict, with live actors', () => {
  it('a stale save shows what changed; Overwrite saves mine from the version now saved', async () => {
    const { actor, saves, toasts } = conflicted();
    await waitFor(actor, (s) => s.matches({ editing: 'pristine' }));
    actor.send({ type: 'frame.change', field: 'name', value: 'My Oak' });
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.matches({ conflict: 'review' }));
    const { context } = actor.getSnapshot();
    expect(saves.map((s) => s.version)).toEqual([7]);
    expect(toasts.at(-1)).toEqual({ type: 'error', title: 'Changed by someone else', description: STALE });
    expect(context.values.name).toBe('My Oak');
    expect(context.changes.map((c) => [c.label, c.before, c.theirs, c.mine])).toEqual([
      ['Frame Name', 'Oak', 'Oak Deluxe', 'My Oak'],
      ['Current Price (KSH)', '4000', '3500', '4000'],
    ]);
    // Submits and edits wait for the choice.
    actor.send({ type: 'frame.submit' });
    actor.send({ type: 'frame.change', field: 'name', value: 'ignored' });
    expect(actor.getSnapshot().context.values.name).toBe('My Oak');
    actor.send({ type: 'frame.overwrite' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => [s.version, s.payload.name])).toEqual([
      [7, 'My Oak'],
      [8, 'My Oak'],
    ]);
    expect(toasts.at(-1)).toMatchObject({ type: 'success', description: 'Frame updated successfully!' });
  });

  it('Reload puts their frame in the form; the next save is made from their version', async () => {
    const { actor, saves } = conflicted();
    await waitFor(actor, (s) => s.matches({ editing: 'pristine' }));
    actor.send({ type: 'frame.change', field: 'name', value: 'My Oak' });
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.matches({ conflict: 'review' }));
    actor.send({ type: 'frame.reload' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'pristine' })).toBe(true);
    expect(snapshot.hasTag('unsaved')).toBe(false);
    expect(snapshot.context.values).toMatchObject({ name: 'Oak Deluxe', currentPrice: '3500' });
    expect(snapshot.children.images?.getSnapshot().context.saved.map((s) => s.id)).toEqual([9]);
    actor.send({ type: 'frame.change', field: 'description', value: 'Warmer oak' });
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves.map((s) => [s.version, s.payload.name, s.payload.description])).toEqual([
      [7, 'My Oak', 'Warm oak'],
      [8, 'Oak Deluxe', 'Warmer oak'],
    ]);
  });

  it('a frame deleted meanwhile: the read fails, saveFailed with its message', async () => {
    const machine = frameFormMachine.provide({
      actors: {
        load: fromPromise<LoadOutput, LoadInput>(async () => ({ frame: saved, labels: LABELS })),
        loadCurrent: fromPromise<FormFrame, { frameId: number }>(async () => {
          throw Object.assign(new Error('Frame not found'), { _tag: 'HttpError', status: 404 });
        }),
        saveFrame: fromPromise<FormFrame, SaveInput>(async () => {
          throw stale();
        }),
      },
    });
    const actor = createActor(machine, { input: { frameId: 42 } }).start();
    await waitFor(actor, (s) => s.matches({ editing: 'pristine' }));
    actor.send({ type: 'frame.submit' });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(actor.getSnapshot().context.failure).toBe('Frame not found');
  });
});

describe('changesOf: what someone else changed', () => {
  it('lists the fields that differ between the start and theirs, with mine; none when only mine differ', () => {
    const start = sideOf(saved);
    const mine = { ...start, values: { ...start.values, description: 'Mine only' } };
    const draft: FormFrame = { ...saved, published: false, labels: [], dimensions: null };
    // The choices the form offers: the loaded labels and the frame's own.
    const choices = [...LABELS, ...saved.labels];
    expect(changesOf(start, draft, mine, choices)).toEqual([
      {
        field: 'dimensions',
        label: 'Dimensions',
        before: '16x20 inches',
        theirs: '(empty)',
        mine: '16x20 inches',
      },
      { field: 'labels', label: 'Labels', before: 'Gone Label', theirs: 'None', mine: 'Gone Label' },
      { field: 'published', label: 'Visibility', before: 'Published', theirs: 'Draft', mine: 'Published' },
    ]);
    expect(changesOf(start, saved, mine, LABELS)).toEqual([]);
    // Prices compared as numbers: 4000 and 4000.00 are the same price.
    expect(
      changesOf({ ...start, values: { ...start.values, currentPrice: '4000.00' } }, saved, mine, LABELS),
    ).toEqual([]);
  });
});
