import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CONTACT_FAILED,
  type ContactContext,
  type ContactField,
  type ContactPayload,
  type ContactResult,
  checkContact,
  contactFormMachine,
  emptyContact,
} from '../../machines/contactForm.machine';
import { normalisePhone } from '../../src/ui/phone';
import { contactFormQa } from './contactForm.qa';
import { type Arrival, describeModel } from './graph';

const input = { normalisePhone };
const filled = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  phone: '0712 345 678',
  message: 'Do you deliver to Kisumu?',
};
const payload: ContactPayload = {
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '+254712345678',
  subject: 'Contact Form Submission',
  message: 'Do you deliver to Kisumu?',
};

describe('contact form rules', () => {
  it('joins the name, fixes the subject and normalises a Kenyan phone', () => {
    expect(checkContact(filled, normalisePhone).payload).toEqual(payload);
    expect(checkContact({ ...filled, phone: '+44 20 7946 0958' }, normalisePhone).payload?.phone).toBe(
      '+442079460958',
    );
  });

  it('requires every field, a shaped e-mail and a valid phone', () => {
    expect(Object.keys(checkContact(emptyContact(), normalisePhone).errors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'phone'].sort(),
    );
    expect(checkContact({ ...filled, email: 'amina@' }, normalisePhone).errors).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(checkContact({ ...filled, phone: '12345' }, normalisePhone).errors).toEqual({
      phone: 'Please enter a valid phone number.',
    });
    expect(checkContact({ ...filled, lastName: '   ' }, normalisePhone).payload).toBeNull();
  });
});

const ctx = (a: Arrival) => a.snapshot.context as ContactContext;
const FIELDS: ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];
const fillEvents = Object.fromEntries(
  FIELDS.map((field) => [`fill ${field}`, { type: 'contact.change', field, value: filled[field] }]),
);
/** What each outcome's step must ask for, besides the state. */
const outcome = (a: Arrival) => ({
  sent: a.did('notifySent').length,
  failed: a.did('notifyFailed'),
  focus: a.did('focusField'),
});

describeModel('contactForm', {
  machine: contactFormMachine,
  qa: contactFormQa,
  input,
  events: {
    ...fillEvents,
    'bad phone': { type: 'contact.change', field: 'phone', value: '12345' },
    submit: { type: 'contact.submit' },
    sent: { type: 'xstate.done.actor.sendContact', output: { success: true, message: 'Thanks' } },
    refused: {
      type: 'xstate.done.actor.sendContact',
      output: { success: false, message: 'Too many messages' },
    },
    'refused silently': { type: 'xstate.done.actor.sendContact', output: { success: false, message: null } },
    failed: { type: 'xstate.error.actor.sendContact', error: new Error('Network error') },
  },
  // A vertex: the state, which fields hold a value, and which show an error.
  serializeState: (s) => {
    const c = s.context as ContactContext;
    return JSON.stringify([s.value, c.values, Object.keys(c.errors).sort()]);
  },
  transitions: [
    ...FIELDS.map((f) => ['editing', `fill ${f}`, 'editing'] as const),
    ['editing', 'bad phone', 'editing'],
    ['editing', 'submit', 'editing'],
    ['editing', 'submit', 'sending'],
    ['sending', 'sent', 'editing'],
    ['sending', 'refused', 'editing'],
    ['sending', 'refused silently', 'editing'],
    ['sending', 'failed', 'editing'],
  ],
  states: {
    editing: (a) => {
      const c = ctx(a);
      expect(a.invoked).toEqual({});
      const o = outcome(a);
      if (a.event === 'submit') {
        // Refused before sending: every error shown, the focus on the first field in error.
        const { errors } = checkContact(c.values, normalisePhone);
        expect(Object.keys(errors).length).toBeGreaterThan(0);
        expect(c.errors).toEqual(errors);
        expect(o.focus).toEqual([{ field: FIELDS.find((f) => errors[f]) }]);
      } else expect(o.focus).toEqual([]);
      if (a.event.startsWith('fill ')) {
        const field = a.event.slice(5) as ContactField;
        expect(c.values[field]).toBe(filled[field]);
        expect(c.errors[field]).toBeUndefined();
      }
      if (a.event === 'bad phone') expect(c.values.phone).toBe('12345');
      // Sent: cleared and thanked; refused or failed: kept, with the server's message or the default.
      expect(o.sent).toBe(a.event === 'sent' ? 1 : 0);
      if (a.event === 'sent') expect(c.values).toEqual(emptyContact());
      const failure: Record<string, string> = {
        refused: 'Too many messages',
        'refused silently': CONTACT_FAILED,
        failed: 'Network error',
      };
      expect(o.failed).toEqual(failure[a.event] ? [{ message: failure[a.event] }] : []);
      if (failure[a.event]) expect(c.values).toEqual(filled);
      if (a.event === '') expect(c).toMatchObject({ values: emptyContact(), errors: {}, notice: null });
    },
    sending: (a) => {
      // Only a complete, valid form is sent: the payload joined, normalised and with the fixed subject.
      expect(a.event).toBe('submit');
      expect(ctx(a).values).toEqual(filled);
      expect(a.invoked).toEqual({ sendContact: payload });
      expect(outcome(a)).toEqual({ sent: 0, failed: [], focus: [] });
    },
  },
});

describe('contact form with a running actor (stubbed send)', () => {
  function start(send: (p: ContactPayload) => Promise<ContactResult>) {
    const notifySent = vi.fn();
    const focusField = vi.fn();
    const sendContact = vi.fn(send);
    const machine = contactFormMachine.provide({
      actors: { sendContact: fromPromise(({ input }) => sendContact(input)) },
      actions: { notifySent, focusField: (_, params) => focusField(params.field) },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, notifySent, focusField, sendContact };
  }

  it('a second submit and typing while sending are ignored: one call, then the form is cleared', async () => {
    let resolve!: (r: ContactResult) => void;
    const { actor, notifySent, sendContact } = start(() => new Promise((r) => (resolve = r)));
    for (const [field, value] of Object.entries(filled))
      actor.send({ type: 'contact.change', field: field as ContactField, value });
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.change', field: 'message', value: 'changed' });
    expect(sendContact).toHaveBeenCalledTimes(1);
    expect(sendContact.mock.calls[0]?.[0]).toEqual(payload);
    resolve({ success: true, message: 'Thank you' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(emptyContact());
    expect(notifySent).toHaveBeenCalledTimes(1);
  });

  it('the focus goes to the first field in error, in the order the form shows them', () => {
    const { actor, focusField, sendContact } = start(async () => ({ success: true, message: null }));
    actor.send({ type: 'contact.change', field: 'firstName', value: 'Amina' });
    actor.send({ type: 'contact.change', field: 'message', value: 'Hello' });
    actor.send({ type: 'contact.submit' });
    expect(focusField).toHaveBeenLastCalledWith('lastName');
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['email', 'lastName', 'phone']);
    // Typing clears that field's error only.
    actor.send({ type: 'contact.change', field: 'lastName', value: 'O' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['email', 'phone']);
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('the phone rule is the one provided: a number it refuses keeps the form from sending', () => {
    const machine = contactFormMachine.provide({});
    const actor = createActor(machine, { input: { normalisePhone: () => null } }).start();
    for (const [field, value] of Object.entries(filled))
      actor.send({ type: 'contact.change', field: field as ContactField, value });
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'Please enter a valid phone number.' });
  });
});
