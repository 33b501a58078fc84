/** The label dialog run as an actor with stubbed calls (its graph: labelDialog.test.ts). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { labelDialogMachine, type SaveLabelInput } from '../../machines/labelDialog.machine';
import type { LabelDraftSource } from '../../machines/labelRules';
import type { ToastParams } from '../../machines/toast';
import { CREATED, label, NAME_REQUIRED, UPDATED } from './labelDialog.fixtures';
import { downNetwork } from './offline';

describe('labelDialog with live (stubbed) actors', () => {
  const start = (save: (input: SaveLabelInput) => Promise<LabelDraftSource>) => {
    const toasts: ToastParams[] = [];
    const calls: SaveLabelInput[] = [];
    const actor = createActor(
      labelDialogMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          saveLabel: fromPromise<LabelDraftSource, SaveLabelInput>(async ({ input }) => {
            calls.push(input);
            return save(input);
          }),
        },
      }),
    ).start();
    return { actor, toasts, calls };
  };

  it('a blank name is refused with the text; the trimmed name and #RRGGBB are sent', async () => {
    const { actor, toasts, calls } = start(async (i) => ({ id: 11, name: i.name, color: i.color }));
    actor.send({ type: 'label.create' });
    actor.send({ type: 'label.change', name: '    ' });
    actor.send({ type: 'label.submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.errors).toEqual({ name: NAME_REQUIRED });
    expect(calls).toEqual([]);
    actor.send({ type: 'label.change', name: '  Gift Idea ' });
    actor.send({ type: 'label.change', color: '#a1b2c3' });
    actor.send({ type: 'label.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([{ id: null, name: 'Gift Idea', color: '#A1B2C3', version: null }]);
    expect(toasts).toEqual([{ type: 'success', title: 'Success', description: CREATED }]);
  });

  it("a duplicate name keeps the input and shows the server's message; a new name then saves", async () => {
    const { actor, toasts, calls } = start(async (i) => {
      if (i.name === 'Best Price (Copy)') throw new Error("A label named 'Best Price (Copy)' already exists");
      return { id: 12, name: i.name, color: i.color };
    });
    actor.send({ type: 'label.duplicate', label });
    actor.send({ type: 'label.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toMatchObject({
      mode: 'duplicate',
      name: 'Best Price (Copy)',
      color: '#10B981',
      error: "A label named 'Best Price (Copy)' already exists",
    });
    expect(toasts.at(-1)).toEqual({
      type: 'error',
      title: 'Error',
      description: "A label named 'Best Price (Copy)' already exists",
    });
    actor.send({ type: 'label.change', name: 'Best Price 2' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'label.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls.map((c) => c.name)).toEqual(['Best Price (Copy)', 'Best Price 2']);
    expect(toasts.at(-1)).toEqual({ type: 'success', title: 'Success', description: CREATED });
  });

  it('a duplicate whose name passes 60 characters is refused before sending', () => {
    const { actor, calls } = start(async (i) => ({ id: 13, name: i.name, color: i.color }));
    actor.send({ type: 'label.duplicate', label: { ...label, name: 'x'.repeat(55) } });
    actor.send({ type: 'label.submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Please keep the label name to 60 characters or fewer.',
    });
    actor.send({ type: 'label.change', name: 'x'.repeat(60) });
    expect(actor.getSnapshot().value).toEqual({ editing: 'dirty' });
    expect(calls).toEqual([]);
  });

  it('while saving, a second press and Cancel are ignored (one call); an edit says updated', async () => {
    let release: (l: LabelDraftSource) => void = () => {};
    const { actor, toasts, calls } = start(
      () =>
        new Promise<LabelDraftSource>((r) => {
          release = r;
        }),
    );
    actor.send({ type: 'label.edit', label });
    actor.send({ type: 'label.change', name: 'Best Price Ever' });
    actor.send({ type: 'label.submit' });
    actor.send({ type: 'label.submit' });
    actor.send({ type: 'label.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    release({ id: 3, name: 'Best Price Ever', color: '#10B981' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([{ id: 3, name: 'Best Price Ever', color: '#10B981', version: 4 }]);
    expect(toasts).toEqual([{ type: 'success', title: 'Success', description: UPDATED }]);
  });

  it('a save without a connection keeps the input and is saved once back online (once)', async () => {
    const network = downNetwork();
    const toasts: ToastParams[] = [];
    const calls: SaveLabelInput[] = [];
    const actor = createActor(
      labelDialogMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          saveLabel: fromPromise<LabelDraftSource, SaveLabelInput>(async ({ input }) => {
            calls.push(input);
            network.check();
            return { id: 14, name: input.name, color: input.color };
          }),
          awaitOnline: network.awaitOnline,
        },
      }),
    ).start();
    actor.send({ type: 'label.create' });
    actor.send({ type: 'label.change', name: 'Gift Idea' });
    actor.send({ type: 'label.submit' });
    const offline = await waitFor(actor, (s) => s.matches('offline'));
    expect(offline.context).toMatchObject({ mode: 'create', name: 'Gift Idea', error: null });
    expect(offline.hasTag('unsaved')).toBe(true);
    network.goOnline();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls.map((c) => c.name)).toEqual(['Gift Idea', 'Gift Idea']);
    expect(toasts.map((t) => t.title)).toEqual(['Connection failed', 'Success']);
  });
});
