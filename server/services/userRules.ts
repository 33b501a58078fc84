/**
 * The rules every change to an admin account keeps (docs/product.md §4, §6): a valid password, one account per
 * e-mail, never no active super admin (the active super admins' rows are locked first, then counted), and
 * which changes end the account's earlier sessions. users.service.ts applies them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { assertFresh } from '../lib/precondition';
import { BLANK_PASSWORD, MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from '../lib/rules';
import { pgCode } from '../lib/sql';
import type { Role, UserStatus } from './userView';

export const USER_NOT_FOUND = 'User not found';
export const LAST_SUPER_ADMIN = 'Cannot remove the last active super admin';
export const DUPLICATE_EMAIL = 'A user with this email already exists';
export const OWN_ROLE = 'You cannot change your own role';
export const OWN_STATUS = 'You cannot change your own status';
export const OWN_DELETE = 'You cannot delete your own account';

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(SHORT_PASSWORD, 'password');
  if (password.trim() === '') throw badRequest(BLANK_PASSWORD, 'password');
}

export const rethrowUnique = (error: unknown) => {
  if (error instanceof HttpError) throw error;
  const code = pgCode(error);
  if (code === '23505') throw conflict(DUPLICATE_EMAIL);
  // The driver's error lists the query's parameters (the password hash): it must not reach the log.
  throw new Error(`Saving the user failed (${code ?? 'unknown error'})`);
};

/**
 * Locks the active super admins' rows (always in id order, so two changes cannot deadlock), then the
 * target's row. Returns the target as it is now and how many active super admins there are.
 */
export async function lockFor(tx: Tx, id: number, ifMatch?: string) {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound(USER_NOT_FOUND);
  assertFresh(ifMatch, target.version, 'user');
  return { target, activeSuperAdmins: active.length };
}

/** Refuses a change that would leave no active super admin. */
export function keepOne(
  target: typeof users.$inferSelect,
  activeSuperAdmins: number,
  next: { role: Role; status: UserStatus } | null,
): void {
  const isActiveSuper = target.role === 'SUPER_ADMIN' && target.status === 'ACTIVE';
  const staysActiveSuper = next !== null && next.role === 'SUPER_ADMIN' && next.status === 'ACTIVE';
  if (isActiveSuper && !staysActiveSuper && activeSuperAdmins <= 1) throw conflict(LAST_SUPER_ADMIN);
}

/**
 * What a change does to the account's earlier sessions: a new password, a demotion or a suspension ends
 * them all (the token version goes up), except, for your own new password, the session that set it
 * (`keptTokenId`): you stay signed in where you are, and everywhere else you are signed out.
 */
export function sessionsAfter(
  target: typeof users.$inferSelect,
  next: { role: Role; status: UserStatus; newPassword: boolean },
  keep?: string,
): Partial<typeof users.$inferInsert> {
  const demoted = target.role === 'SUPER_ADMIN' && next.role === 'ADMIN';
  const suspended = target.status === 'ACTIVE' && next.status === 'SUSPENDED';
  if (!demoted && !suspended && !next.newPassword) return {};
  return { tokenVersion: target.tokenVersion + 1, keptTokenId: keep ?? null };
}
