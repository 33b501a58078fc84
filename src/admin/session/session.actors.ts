/**
 * The session machine at the app's edge: its actors call the graph client (src/api/session.ts), `watch`
 * listens to the http layer for admin calls refused for their session, `forget` removes the stored token.
 */
import { fromCallback, fromPromise } from 'xstate';
import { type LoginResult, type SessionEvent, sessionMachine } from '../../../machines/session.machine';
import { type ShopClient, TOKEN_KEY } from '../../api/client';
import { login, logout, restore } from '../../api/session';
import { mailto } from '../../ui/mailto';
import { SHOP_EMAIL } from '../../ui/shop';
import { adminActions } from '../edge';

/** Contact Support (the 'Account Suspended' dialog): an e-mail to the shop's address. */
export const supportMailto = () =>
  mailto(SHOP_EMAIL, {
    subject: 'Account suspended',
    body: 'Hello, my admin account has been suspended. Could you help me restore access?',
  });

export const sessionMachineFor = (
  client: ShopClient,
  openUrl: (url: string) => void = (u) => window.open(u, '_self'),
) =>
  sessionMachine.provide({
    actors: {
      restore: fromPromise(() => restore(client)),
      login: fromPromise<LoginResult, { email: string; password: string }>(({ input }) =>
        login(client, input.email, input.password),
      ),
      logout: fromPromise(() => logout(client)),
      watch: fromCallback<SessionEvent>(({ sendBack }) =>
        client.http.onAuthFailure((failure) =>
          sendBack(failure.suspended ? { type: 'session.suspended' } : { type: 'session.expired' }),
        ),
      ),
    },
    actions: {
      ...adminActions,
      forget: () => {
        client.storage.removeItem(TOKEN_KEY);
        client.reset();
      },
      contactSupport: () => openUrl(supportMailto()),
    },
  });
