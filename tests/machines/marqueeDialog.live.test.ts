/** The marquee dialog run as an actor with stubbed calls (its graph: marqueeDialog.test.ts). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type MarqueeSaveInput, marqueeDialogMachine } from '../../machines/marqueeDialog.machine';
import type { ToastParams } from '../../machines/toast';
import { item } from './marqueeDialog.fixtures';
import { downNetwork } from './offline';

describe('marqueeDialog with live (stubbed) actors', () => {
  const start = (save: (input: MarqueeSaveInput) => Promise<unknown>) => {
    const toasts: ToastParams[] = [];
    const calls: MarqueeSaveInput[] = [];
    const actor = createActor(
      marqueeDialogMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          save: fromPromise<unknown, MarqueeSaveInput>(async ({ input }) => {
            calls.push(input);
            return save(input);
          }),
        },
      }),
    ).start();
    return { actor, toasts, calls };
  };

  it('a blank text cannot be saved; order "abc" is sent as 0; the new item is active', async () => {
    const { actor, toasts, calls } = start(async () => ({ id: 1 }));
    actor.send({ type: 'dialog.create' });
    expect(actor.getSnapshot().can({ type: 'dialog.save' })).toBe(false);
    actor.send({ type: 'dialog.save' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'pristine' });
    actor.send({ type: 'field.text', value: '  ' });
    expect(actor.getSnapshot().can({ type: 'dialog.save' })).toBe(false);
    actor.send({ type: 'field.text', value: 'Open on Sundays' });
    actor.send({ type: 'field.order', value: 'abc' });
    expect(actor.getSnapshot().can({ type: 'dialog.save' })).toBe(true);
    actor.send({ type: 'dialog.save' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([
      { id: null, input: { text: 'Open on Sundays', isActive: true, order: 0 }, version: null },
    ]);
    expect(toasts).toEqual([
      { type: 'success', title: 'Success', description: 'Marquee content created successfully' },
    ]);
  });

  it('a failed update keeps the input; a second Save while saving is ignored; a retry succeeds', async () => {
    let attempt = 0;
    let release = () => {};
    const { actor, toasts, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('HTTP error! status: 500');
      await new Promise<void>((r) => {
        release = r;
      });
    });
    actor.send({ type: 'dialog.edit', item });
    actor.send({ type: 'field.order', value: '2' });
    actor.send({ type: 'dialog.save' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.values).toEqual({ text: 'Free delivery in Nairobi', isActive: false, order: '2' });
    expect(toasts).toEqual([{ type: 'error', title: 'Error', description: 'HTTP error! status: 500' }]);
    actor.send({ type: 'dialog.save' });
    actor.send({ type: 'dialog.save' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    release();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      id: 12,
      input: { text: 'Free delivery in Nairobi', isActive: false, order: 2 },
      version: 4,
    });
    expect(toasts.at(-1)).toEqual({
      type: 'success',
      title: 'Success',
      description: 'Marquee content updated successfully',
    });
  });

  it('a save without a connection keeps the input and is saved once back online', async () => {
    const network = downNetwork();
    const toasts: ToastParams[] = [];
    const calls: MarqueeSaveInput[] = [];
    const actor = createActor(
      marqueeDialogMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          save: fromPromise<unknown, MarqueeSaveInput>(async ({ input }) => {
            calls.push(input);
            network.check();
            return { id: 41 };
          }),
          awaitOnline: network.awaitOnline,
        },
      }),
    ).start();
    actor.send({ type: 'dialog.create' });
    actor.send({ type: 'field.text', value: 'Open late on Fridays' });
    actor.send({ type: 'dialog.save' });
    const offline = await waitFor(actor, (s) => s.matches('offline'));
    expect(offline.context.values.text).toBe('Open late on Fridays');
    network.goOnline();
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toHaveLength(2);
    expect(toasts.map((t) => t.title)).toEqual(['Connection failed', 'Success']);
  });
});
