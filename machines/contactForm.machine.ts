import { assertEvent, assign, fromPromise, setup } from 'xstate';

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

/** The phone rule, provided by the app (a phone library): E.164 for a valid number, else null. */
export type PhoneRule = (input: string) => string | null;

/** The form's fields in the order they are shown (the first with an error gets the focus). */
export const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

export interface ContactContext {
  values: ContactValues;
  phoneRule: PhoneRule;
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
export function checkContact(values: ContactValues, normalisePhone: PhoneRule) {
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

/** The first field with an error, in the form's order. */
export const firstError = (errors: ContactContext['errors']) => CONTACT_FIELDS.find((f) => errors[f]);

export const contactFormMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as { normalisePhone: PhoneRule },
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
    validate: assign({ errors: ({ context }) => checkContact(context.values, context.phoneRule).errors }),
    clear: assign({ values: emptyContact, errors: {} }),
    /** Keeps the outcome's message (params: the server's words, or the default on a failure). */
    keepNotice: assign((_, params: { message: string | null }) => ({ notice: params.message })),
    // Injected by the app: the toasts of docs/product.md §8, and moving the focus to a field.
    notifySent: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
    focusField: (_, _params: { field: ContactField | undefined }) => {},
  },
  guards: {
    isValid: ({ context }) => checkContact(context.values, context.phoneRule).payload !== null,
    /** The send call's answer (params: its output) says the message went. */
    sent: (_, output: { success: boolean }) => output.success,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    values: emptyContact(),
    errors: {},
    notice: null,
    phoneRule: input.normalisePhone,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form can be filled in; its errors show under their fields.',
      on: {
        'contact.change': { actions: 'change', description: "Typing clears that field's error." },
        'contact.submit': [
          { guard: 'isValid', target: 'sending', description: 'Every field filled and valid: it is sent.' },
          {
            description: 'Refused before sending: every error shown, the focus on the first field in error.',
            actions: [
              'validate',
              { type: 'focusField', params: ({ context }) => ({ field: firstError(context.errors) }) },
            ],
          },
        ],
      },
    },
    sending: {
      description: "The message is on its way: the button reads 'Sending...' and submitting is blocked.",
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context }) => checkContact(context.values, context.phoneRule).payload as ContactPayload,
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            description: "Sent: 'Message Sent!' and the form cleared.",
            target: 'editing',
            actions: [
              'clear',
              { type: 'keepNotice', params: ({ event }) => ({ message: event.output.message }) },
              'notifySent',
            ],
          },
          {
            target: 'editing',
            description: "Refused by the server: 'Error' with its message (or the default); the form kept.",
            actions: [
              {
                type: 'keepNotice',
                params: ({ event }) => ({ message: event.output.message || CONTACT_FAILED }),
              },
              {
                type: 'notifyFailed',
                params: ({ event }) => ({ message: event.output.message || CONTACT_FAILED }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          description: "Failed (network, server): 'Error' with the reason (or the default); the form kept.",
          actions: [
            { type: 'keepNotice', params: ({ event }) => ({ message: messageOf(event.error) }) },
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
