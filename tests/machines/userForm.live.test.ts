/** The user form run as an actor with stubbed calls (its graph: userForm.test.ts). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ToastParams } from '../../machines/toast';
import { type SaveUserInput, userFormMachine } from '../../machines/userForm.machine';
import { downNetwork } from './offline';
import { ann, DUPLICATE } from './userForm.fixtures';

describe('userForm with live (stubbed) actors', () => {
  const start = (save: (input: SaveUserInput) => Promise<unknown>) => {
    const toasts: ToastParams[] = [];
    const calls: SaveUserInput[] = [];
    const actor = createActor(
      userFormMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          saveUser: fromPromise<unknown, SaveUserInput>(({ input }) => {
            calls.push(input);
            return save(input);
          }),
        },
      }),
    ).start();
    const type = (field: string, value: string) => actor.send({ type: 'form.change', field, value });
    return { actor, toasts, calls, type };
  };

  it('Create User waits for name, e-mail and password; a second submit and Cancel are ignored while saving', async () => {
    let release = () => {};
    const { actor, toasts, calls, type } = start(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    actor.send({ type: 'form.new' });
    const canSubmit = () => actor.getSnapshot().can({ type: 'form.submit' });
    expect(canSubmit()).toBe(false);
    type('name', 'Bea Bold');
    type('email', 'bea@example.com');
    expect(canSubmit()).toBe(false);
    type('password', 'secret-pass');
    expect(canSubmit()).toBe(true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    release();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([
      {
        id: null,
        payload: {
          name: 'Bea Bold',
          email: 'bea@example.com',
          password: 'secret-pass',
          role: 'ADMIN',
          status: 'ACTIVE',
        },
        version: null,
      },
    ]);
    expect(toasts).toEqual([
      { type: 'success', title: 'Success', description: 'User created successfully.' },
    ]);
  });

  it("an edit's blank password is left out; a refusal keeps what was typed; the next edit clears the message", async () => {
    let attempt = 0;
    const { actor, toasts, calls, type } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error(DUPLICATE);
    });
    actor.send({ type: 'form.edit', user: ann });
    type('email', 'taken@example.com');
    type('role', 'SUPER_ADMIN');
    actor.send({ type: 'form.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(DUPLICATE);
    expect(failed.context.values).toEqual({
      name: ann.name,
      email: 'taken@example.com',
      password: '',
      role: 'SUPER_ADMIN',
      status: 'ACTIVE',
    });
    expect(calls[0]).toEqual({
      id: ann.id,
      payload: { name: ann.name, email: 'taken@example.com', role: 'SUPER_ADMIN', status: 'ACTIVE' },
      version: 4,
    });
    expect(toasts).toEqual([{ type: 'error', title: 'Error', description: DUPLICATE }]);
    type('email', 'free@example.com');
    expect(actor.getSnapshot().value).toEqual({ editing: 'dirty' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(toasts.at(-1)?.description).toBe('User updated successfully.');
    // Opened again: the form starts afresh.
    actor.send({ type: 'form.new' });
    expect(actor.getSnapshot().context).toEqual({
      userId: null,
      values: { name: '', email: '', password: '', role: 'ADMIN', status: 'ACTIVE' },
      error: null,
      version: null,
      opened: null,
      theirs: null,
      changes: [],
    });
  });

  it('a save without a connection keeps the input and is saved once back online', async () => {
    const network = downNetwork();
    const toasts: ToastParams[] = [];
    const calls: SaveUserInput[] = [];
    const actor = createActor(
      userFormMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          saveUser: fromPromise<unknown, SaveUserInput>(async ({ input }) => {
            calls.push(input);
            network.check();
          }),
          awaitOnline: network.awaitOnline,
        },
      }),
    ).start();
    actor.send({ type: 'form.edit', user: ann });
    actor.send({ type: 'form.change', field: 'name', value: 'Ann Renamed' });
    actor.send({ type: 'form.submit' });
    const offline = await waitFor(actor, (s) => s.matches('offline'));
    expect(offline.context.values.name).toBe('Ann Renamed');
    network.goOnline();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toHaveLength(2);
    expect(toasts.map((t) => t.title)).toEqual(['Connection failed', 'Success']);
  });
});
