import { type RefObject, useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { fromPromise } from 'xstate';
import {
  CONTACT_FAILED,
  type ContactField,
  type ContactPayload,
  type ContactResult,
  contactFormMachine,
} from '../../../machines/contactForm.machine';
import { SendContactMutation } from '../../api/documents/storefront';
import { normalisePhone } from '../../ui/phone';
import { notify } from '../../ui/toast';
import { useMachine } from '../../ui/useMachine';

const errorId = (field: ContactField) => `contact-${field}-error`;
const inputId = (field: ContactField) => `contact-${field}`;

/** A required field's label, its control and its error (shown, and tied to the control, while it is wrong). */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: ContactField;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    // The group Chakra's field wrapped each field in: kept, so the form reads as before.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a border and a legend it has never had
    <div role="group" className="contact-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={inputId(name)} className="contact-label">
        {label}{' '}
        <span aria-hidden="true" className="contact-required">
          *
        </span>
      </label>
      {children}
      {error ? (
        <span id={errorId(name)} aria-live="polite" className="contact-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its label and, while it is wrong, to its error. */
const controlProps = (name: ContactField, error?: string) => ({
  id: inputId(name),
  name,
  required: true,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(name) : undefined,
  'aria-errormessage': error ? errorId(name) : undefined,
});

const fields: { name: ContactField; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * The contact form (docs/product.md §5): its own chunk, with the phone library. `focusFirst`: Tab reached
 * its place before it came, so its first field takes the focus.
 */
export default function ContactForm({ focusFirst }: { focusFirst?: RefObject<boolean> }) {
  const client = useClient();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirst?.current) (form.current?.elements[0] as HTMLElement | undefined)?.focus();
  }, [focusFirst]);
  const [state, send] = useMachine(
    contactFormMachine.provide({
      actors: {
        sendContact: fromPromise<ContactResult, ContactPayload>(async ({ input }) => {
          const result = await client.mutation(SendContactMutation, { input }).toPromise();
          if (result.error) {
            const net = result.error.networkError as { message?: string } | undefined;
            throw new Error(net?.message || result.error.graphQLErrors[0]?.message || CONTACT_FAILED);
          }
          return result.data?.sendContact ?? { success: false, message: null };
        }),
      },
      actions: {
        notifySent: () =>
          notify({
            type: 'success',
            title: 'Message Sent!',
            description: "Thank you for your message. We'll get back to you soon.",
          }),
        notifyFailed: (_, { message }) => notify({ type: 'error', title: 'Error', description: message }),
        // After the errors are on screen (and tied to their fields), so a screen reader reads field and error.
        focusField: (_, { field }) =>
          requestAnimationFrame(() => {
            const el = field && form.current?.elements.namedItem(field);
            if (!(el instanceof HTMLElement)) return;
            // In the middle of the screen: focus() alone would leave it under the sticky bar.
            el.focus({ preventScroll: true });
            el.scrollIntoView({ block: 'center', behavior: 'instant' });
          }),
      },
    }),
    { input: { normalisePhone } },
  );
  const { values, errors } = state.context;
  const sending = state.matches('sending');

  return (
    <form
      ref={form}
      noValidate
      aria-label="Contact form"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'contact.submit' });
      }}
    >
      <div className="contact-stack">
        <div className="contact-grid">
          {fields.map((f) => (
            <Field key={f.name} name={f.name} label={f.label} error={errors[f.name]}>
              <input
                {...controlProps(f.name, errors[f.name])}
                className="contact-input"
                type={f.type}
                autoComplete={f.autoComplete}
                inputMode={f.type === 'tel' ? 'tel' : undefined}
                placeholder={f.type === 'tel' ? '0712 345 678' : undefined}
                value={values[f.name]}
                onChange={(e) => send({ type: 'contact.change', field: f.name, value: e.target.value })}
              />
            </Field>
          ))}
        </div>
        <Field name="message" label="Message" error={errors.message}>
          <textarea
            {...controlProps('message', errors.message)}
            className="contact-input contact-textarea"
            rows={5}
            value={values.message}
            onChange={(e) => send({ type: 'contact.change', field: 'message', value: e.target.value })}
          />
        </Field>
        <button type="submit" disabled={sending} className="btn btn-lg contact-submit">
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
