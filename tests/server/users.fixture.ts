/**
 * The users API test files' fixture (users-*.test.ts): `setupUsersServer()` at the top of a test file
 * gives it a test server of its own, and helpers to make users, sign in and reach the last-super-admin rule.
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema';
import { fixtureServer } from './helper';

const server = fixtureServer('setupUsersServer');
/** The calling test file's server. */
export const t = server.t;
/** Gives the calling test file a server of its own (once, at its top level; helper.ts, fixtureServer). */
export const setupUsersServer = server.start;

let n = 0;
/** A name part no other call gives. */
export const unique = (prefix: string) => `${prefix}${++n}-${Math.random().toString(36).slice(2, 7)}`;

/** Makes every active super admin except `ids` an ADMIN, so the last-super-admin rule can be reached. */
export async function onlySuperAdmins(ids: number[]) {
  await t()
    .database.db.update(users)
    .set({ role: 'ADMIN' })
    .where(and(eq(users.role, 'SUPER_ADMIN'), not(inArray(users.id, ids))));
}

export async function createUser(token: string, body: Record<string, unknown> = {}) {
  const res = await t().call('POST', '/api/users', {
    token,
    body: { name: 'New Person', email: `${unique('new')}@shop.test`, password: 'password123', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; email: string; name: string; role: string; status: string };
}

export const login = (email: string, password: string) =>
  t().call('POST', '/api/auth/login', { body: { email, password } });
