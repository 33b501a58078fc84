/**
 * The session's calls over the graph client: restore (GET /auth/me with the stored token), login
 * (POST /auth/login, result kinds with the spec's texts), logout. The admin wires them into the session
 * machine (src/admin/session/session.actors.ts).
 */
import {
  LOGIN_FAILED,
  type LoginResult,
  NETWORK_ERROR_TEXT,
  type SessionUser,
  SUSPENDED_DETAILS,
} from '../../machines/session.machine';
import { type ShopClient, TOKEN_KEY } from './client';
import { LoginMutation, LogoutMutation, MeQuery } from './documents/admin';

const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

/** The outcome of a login answer (docs/product.md §8). */
export async function login(client: ShopClient, email: string, password: string): Promise<LoginResult> {
  const result = await client.mutation(LoginMutation, { input: { email, password } }).toPromise();
  const data = result.data?.login;
  if (data?.success && data.token) {
    client.storage.setItem(TOKEN_KEY, data.token);
    client.http.clearCache();
    return { kind: 'success', token: data.token, user: data.user as SessionUser };
  }
  const error = result.error?.networkError;
  const message = error?.message ?? data?.message ?? '';
  if (message.includes('Account suspended')) return { kind: 'suspended', message: SUSPENDED_DETAILS };
  const status = statusOf(error);
  if (status === 429) return { kind: 'throttled', message: message || LOGIN_FAILED };
  if (error && (status === undefined || status >= 500))
    return { kind: 'networkError', message: NETWORK_ERROR_TEXT };
  return { kind: 'invalidCredentials', message: message || LOGIN_FAILED };
}

/**
 * The stored token's user; an invalid token (401/403) is removed, and a suspended account's answer is
 * 'suspended' (the login screen shows why). Network trouble keeps the token.
 */
export async function restore(client: ShopClient): Promise<SessionUser | null | 'suspended'> {
  if (!client.storage.getItem(TOKEN_KEY)) return null;
  const result = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  if (result.data?.me) return result.data.me as SessionUser;
  const status = statusOf(result.error?.networkError);
  if (status === 401 || status === 403 || status === 404) client.storage.removeItem(TOKEN_KEY);
  return status === 403 && result.error?.networkError?.message.includes('Account suspended')
    ? 'suspended'
    : null;
}

/**
 * Ends the session on the server (the token is refused from then on, wherever it was copied), then forgets
 * it here with every answer read with it (`client.reset`); also when the server cannot be told (offline,
 * already expired).
 */
export async function logout(client: ShopClient): Promise<void> {
  try {
    await client.mutation(LogoutMutation, {}).toPromise();
  } finally {
    client.storage.removeItem(TOKEN_KEY);
    client.reset();
  }
}
