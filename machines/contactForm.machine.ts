import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { normalisePhone } from '../src/ui/phone';

/** Spec section 5 and 8: the contact form's fixed subject and texts. */
export const CONTACT_SUBJECT = 'Contact Form Submission';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const INVALID_PHONE = 'Please enter a valid phone number.';

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'message';
export type ContactValues = Record<ContactField, string>;

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** What the send actor resolves: the server's answer (a refusal is a value, a rejection a failure). */
export interface ContactResult {
  success: boolean;
  message: string | null;
}

export const emptyContact = (): ContactValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
});

export interface ContactContext {
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  /** The server's message of the last outcome (success or failure). */
  notice: string | null;
}

export type ContactEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'contact.submit' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks every field (all required, e-mail shaped, phone valid for Kenya or international),
 * and builds the payload: name joined, subject fixed, phone normalised.
 */
export function checkContact(values: ContactValues) {
  const errors: Partial<Record<ContactField, string>> = {};
  const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, x.trim()])) as ContactValues;
  if (!v.firstName) errors.firstName = 'First name is required.';
  if (!v.lastName) errors.lastName = 'Last name is required.';
  if (!v.email) errors.email = 'Email is required.';
  else if (!EMAIL.test(v.email)) errors.email = 'Please enter a valid email address.';
  const phone = v.phone ? normalisePhone(v.phone) : null;
  if (!v.phone) errors.phone = 'Phone is required.';
  else if (!phone) errors.phone = INVALID_PHONE;
  if (!v.message) errors.message = 'Message is required.';
  const payload: ContactPayload | null =
    Object.keys(errors).length === 0
      ? {
          name: `${v.firstName} ${v.lastName}`,
          email: v.email,
          phone: phone ?? v.phone,
          subject: CONTACT_SUBJECT,
          message: v.message,
        }
      : null;
  return { errors, payload };
}

export const contactFormMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    // Provided by the app (the urql mutation) and by tests (stubs).
    sendContact: fromPromise<ContactResult, ContactPayload>(async () => {
      throw new Error('sendContact not provided');
    }),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'contact.change');
      const { [event.field]: _dropped, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    validate: assign({ errors: ({ context }) => checkContact(context.values).errors }),
    clear: assign({ values: emptyContact, errors: {} }),
    // Injected by the app: the toasts of spec section 8.
    notifySent: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    isValid: ({ context }) => checkContact(context.values).payload !== null,
  },
}).createMachine({
  id: 'contactForm',
  context: { values: emptyContact(), errors: {}, notice: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.change': { actions: 'change' },
        'contact.submit': [{ guard: 'isValid', target: 'sending' }, { actions: 'validate' }],
      },
    },
    sending: {
      invoke: {
        src: 'sendContact',
        input: ({ context }) => checkContact(context.values).payload as ContactPayload,
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'editing',
            actions: ['clear', assign({ notice: ({ event }) => event.output.message }), 'notifySent'],
          },
          {
            target: 'editing',
            actions: [
              assign({ notice: ({ event }) => event.output.message || CONTACT_FAILED }),
              {
                type: 'notifyFailed',
                params: ({ event }) => ({ message: event.output.message || CONTACT_FAILED }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ notice: ({ event }) => messageOf(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CONTACT_FAILED;
}
