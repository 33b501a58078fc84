import { Button, Field, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
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

const errorId = (field: ContactField) => `contact-${field}-error`;

const fields: { name: ContactField; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** The contact form (spec section 5): its own chunk, with the phone library. */
export default function ContactForm() {
  const client = useClient();
  const form = useRef<HTMLFormElement>(null);
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
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {fields.map((f) => (
            <Field.Root
              key={f.name}
              required
              invalid={Boolean(errors[f.name])}
              ids={{ errorText: errorId(f.name) }}
            >
              <Field.Label>
                {f.label} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                inputMode={f.type === 'tel' ? 'tel' : undefined}
                placeholder={f.type === 'tel' ? '0712 345 678' : undefined}
                value={values[f.name]}
                aria-describedby={errors[f.name] ? errorId(f.name) : undefined}
                bg="white"
                onChange={(e) => send({ type: 'contact.change', field: f.name, value: e.target.value })}
              />
              <Field.ErrorText>{errors[f.name]}</Field.ErrorText>
            </Field.Root>
          ))}
        </Grid>
        <Field.Root required invalid={Boolean(errors.message)} ids={{ errorText: errorId('message') }}>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="message"
            rows={5}
            value={values.message}
            aria-describedby={errors.message ? errorId('message') : undefined}
            bg="white"
            onChange={(e) => send({ type: 'contact.change', field: 'message', value: e.target.value })}
          />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          disabled={sending}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          size="lg"
          bg="shop.ink"
          color="white"
          borderRadius="sm"
          px="8"
          _hover={{ bg: 'black' }}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
