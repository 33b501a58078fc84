import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  CONTACT_FAILED,
  type ContactPayload,
  type ContactResult,
  checkContact,
  contactFormMachine,
  emptyContact,
} from '../../machines/contactForm.machine';

const filled = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phone: '0712 345 678',
  message: 'Do you deliver to Kisumu?',
};

function start(send: (p: ContactPayload) => Promise<ContactResult>) {
  const notifySent = vi.fn();
  const notifyFailed = vi.fn();
  const sendContact = vi.fn(send);
  const machine = contactFormMachine.provide({
    actors: { sendContact: fromPromise(({ input }) => sendContact(input)) },
    actions: { notifySent, notifyFailed: (_, params) => notifyFailed(params) },
  });
  const actor = createActor(machine).start();
  return { actor, notifySent, notifyFailed, sendContact };
}
function fill(actor: ReturnType<typeof start>['actor'], values = filled) {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'contact.change', field: field as keyof typeof filled, value });
}

describe('contact form rules', () => {
  it('joins the name, fixes the subject and normalises a Kenyan phone', () => {
    expect(checkContact(filled).payload).toEqual({
      name: 'Amina Otieno',
      email: 'amina@example.com',
      phone: '+254712345678',
      subject: 'Contact Form Submission',
      message: 'Do you deliver to Kisumu?',
    });
    expect(checkContact({ ...filled, phone: '+44 20 7946 0958' }).payload?.phone).toBe('+442079460958');
  });

  it('requires every field, a shaped e-mail and a valid phone', () => {
    expect(Object.keys(checkContact(emptyContact()).errors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'phone'].sort(),
    );
    expect(checkContact({ ...filled, email: 'amina@' }).errors).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(checkContact({ ...filled, phone: '12345' }).errors).toEqual({
      phone: 'Please enter a valid phone number.',
    });
    expect(checkContact({ ...filled, lastName: '   ' }).payload).toBeNull();
  });
});

describe('contact form machine: every shortest path', () => {
  const machine = contactFormMachine.provide({
    actors: {
      sendContact: fromPromise<ContactResult, ContactPayload>(async () => ({ success: true, message: 'ok' })),
    },
  });
  const events = [
    ...Object.entries(filled).map(([field, value]) => ({ type: 'contact.change', field, value })),
    { type: 'contact.submit' },
    { type: 'xstate.done.actor.0.contactForm.sending', output: { success: true, message: 'Thanks' } },
    { type: 'xstate.done.actor.0.contactForm.sending', output: { success: false, message: 'Nope' } },
    { type: 'xstate.error.actor.0.contactForm.sending', error: new Error('Boom') },
  ];
  const paths = getShortestPaths(machine, {
    events: events as never,
    serializeState: (s) => JSON.stringify([s.value, Object.values(s.context.values).map(Boolean)]),
  });

  it('reaches editing and sending, and sending only with every field filled', () => {
    const sending = paths.filter((p) => p.state.value === 'sending');
    expect(sending.length).toBeGreaterThan(0);
    for (const p of sending) expect(Object.values(p.state.context.values).every(Boolean)).toBe(true);
    const outcomes = paths.filter(
      (p) => p.steps.some((s) => s.event.type.startsWith('xstate.')) && p.state.value === 'editing',
    );
    expect(outcomes.length).toBeGreaterThan(0);
  });
});

describe('contact form machine: key transitions by hand', () => {
  it('an incomplete form stays editing and shows its errors; typing clears that field error', () => {
    const { actor, sendContact } = start(async () => ({ success: true, message: null }));
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.firstName).toBe('First name is required.');
    actor.send({ type: 'contact.change', field: 'firstName', value: 'A' });
    expect(actor.getSnapshot().context.errors.firstName).toBeUndefined();
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('sends, ignores a second submit while sending, clears the form and says Message Sent', async () => {
    let resolve!: (r: ContactResult) => void;
    const { actor, notifySent, sendContact } = start(() => new Promise((r) => (resolve = r)));
    fill(actor);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.change', field: 'message', value: 'changed' });
    expect(sendContact).toHaveBeenCalledTimes(1);
    expect(sendContact.mock.calls[0]?.[0]).toMatchObject({
      name: 'Amina Otieno',
      subject: 'Contact Form Submission',
    });
    resolve({ success: true, message: 'Thank you' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(emptyContact());
    expect(notifySent).toHaveBeenCalledTimes(1);
  });

  it('a refusal keeps the form and reports the server message', async () => {
    const { actor, notifyFailed } = start(async () => ({ success: false, message: 'Too many messages' }));
    fill(actor);
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(notifyFailed).toHaveBeenCalledWith({ message: 'Too many messages' });
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('a failure without a message reports the default text', async () => {
    const { actor, notifyFailed } = start(async () => {
      throw new Error('');
    });
    fill(actor);
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(notifyFailed).toHaveBeenCalledWith({ message: CONTACT_FAILED });
    const other = start(async () => {
      throw new Error('Network error');
    });
    fill(other.actor);
    other.actor.send({ type: 'contact.submit' });
    await waitFor(other.actor, (s) => s.matches('editing'));
    expect(other.notifyFailed).toHaveBeenCalledWith({ message: 'Network error' });
  });
});
