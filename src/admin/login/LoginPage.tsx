import {
  Box,
  Button,
  Center,
  Field,
  Heading,
  Input,
  InputGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminPaths } from '../paths';
import { Session } from '../session/SessionProvider';
import { useAdminTitle } from '../ui/AdminPage';
import { SuspendedDialog } from './SuspendedDialog';

/** /admin/login (docs/product.md §2): e-mail, password with show/hide, 'Sign In'; each result kind is a session state. */
export default function LoginPage() {
  const session = Session.useActorRef();
  const view = Session.useSelector((s) => ({
    restoring: s.matches('restoring'),
    signedIn: s.matches('signedIn'),
    submitting: s.hasTag('busy'),
    suspended: s.hasTag('dialogOpen'),
    failure: s.hasTag('failure'),
    message: s.context.message,
  }));
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  useAdminTitle('Sign in');
  // A failed sign-in moves focus to its message: read out, and the next Tab goes back into the form.
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view.failure) failureRef.current?.focus();
  }, [view.failure]);

  if (view.signedIn) {
    const from = (location.state as { from?: string } | null)?.from;
    return (
      <Navigate
        to={from?.startsWith('/admin') && from !== adminPaths.login ? from : adminPaths.dashboard}
        replace
      />
    );
  }
  if (view.restoring)
    return (
      <Center minH="100dvh" role="status" aria-label="Checking your session">
        <Spinner size="xl" color="blue.500" />
      </Center>
    );

  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    session.send({ type: 'login.edit' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    session.send({ type: 'login.submit', email, password });
  };

  return (
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Box
        as="main"
        w="full"
        maxW="sm"
        bg="bg"
        borderWidth="1px"
        borderRadius="xl"
        boxShadow="sm"
        p={{ base: '6', md: '8' }}
      >
        <Heading as="h1" size="xl">
          Admin Sign In
        </Heading>
        <Text color="fg.muted" mt="1" mb="6">
          Frame Shop back-office
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {view.failure && view.message && (
              <Box
                ref={failureRef}
                tabIndex={-1}
                role="alert"
                data-testid="login-error"
                bg="red.50"
                color="red.800"
                borderWidth="1px"
                borderColor="red.200"
                borderRadius="md"
                p="3"
                fontSize="sm"
              >
                {view.message}
              </Box>
            )}
            <Field.Root>
              <Field.Label>Email</Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={edit(setEmail)}
                autoFocus
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Password</Field.Label>
              <InputGroup
                endElement={
                  <Button
                    size="xs"
                    variant="ghost"
                    me="-2"
                    onClick={() => setShown((v) => !v)}
                    aria-label={shown ? 'Hide password' : 'Show password'}
                    aria-pressed={shown}
                  >
                    {shown ? 'Hide' : 'Show'}
                  </Button>
                }
              >
                <Input
                  type={shown ? 'text' : 'password'}
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={edit(setPassword)}
                />
              </InputGroup>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="blue"
              loading={view.submitting}
              loadingText="Signing in..."
              disabled={view.submitting}
            >
              Sign In
            </Button>
          </Stack>
        </form>
      </Box>
      <SuspendedDialog
        open={view.suspended}
        message={view.message ?? ''}
        onClose={() => session.send({ type: 'dialog.close' })}
        onContact={() => session.send({ type: 'support.contact' })}
      />
    </Center>
  );
}
