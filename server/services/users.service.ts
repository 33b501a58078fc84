import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { assertFresh, bump } from '../lib/precondition';
import { BLANK_PASSWORD, INVALID_EMAIL, MIN_PASSWORD_LENGTH, SHORT_PASSWORD, validEmail } from '../lib/rules';
import { likePattern, pgCode } from '../lib/sql';
import type { ServiceDeps } from './deps';
import { hashPassword } from './passwords';
import { type PublicUser, publicUser, type Role, type UserStatus } from './userView';

export { BLANK_PASSWORD, INVALID_EMAIL, SHORT_PASSWORD };

export const USER_NOT_FOUND = 'User not found';
export const LAST_SUPER_ADMIN = 'Cannot remove the last active super admin';
export const DUPLICATE_EMAIL = 'A user with this email already exists';
export const OWN_ROLE = 'You cannot change your own role';
export const OWN_STATUS = 'You cannot change your own status';
export const OWN_DELETE = 'You cannot delete your own account';

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(SHORT_PASSWORD, 'password');
  if (password.trim() === '') throw badRequest(BLANK_PASSWORD, 'password');
}

export interface UserListQuery {
  page: number;
  limit: number;
  role?: Role | 'all' | undefined;
  status?: UserStatus | 'all' | undefined;
  search?: string | undefined;
}

export interface UserCreateInput {
  name: string;
  email: string;
  password: string;
  role?: Role | undefined;
  status?: UserStatus | undefined;
}

export interface UserUpdateInput {
  name?: string | undefined;
  email?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  password?: string | undefined;
}

const rethrowUnique = (error: unknown) => {
  if (error instanceof HttpError) throw error;
  const code = pgCode(error);
  if (code === '23505') throw conflict(DUPLICATE_EMAIL);
  // The driver's error lists the query's parameters (the password hash): it must not reach the log.
  throw new Error(`Saving the user failed (${code ?? 'unknown error'})`);
};

/**
 * Admin accounts. A super admin cannot change their own role or status nor delete themselves, and the
 * last ACTIVE SUPER_ADMIN cannot be demoted, suspended or deleted, also under concurrent requests: every
 * change locks the active super admins' rows first, then counts them.
 */
export class UsersService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(q: UserListQuery): Promise<{ items: PublicUser[]; total: number }> {
    const { db } = this.deps;
    const conditions: SQL[] = [];
    if (q.role && q.role !== 'all') conditions.push(eq(users.role, q.role));
    if (q.status && q.status !== 'all') conditions.push(eq(users.status, q.status));
    const search = q.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const either = or(ilike(users.name, pattern), ilike(users.email, pattern));
      if (either) conditions.push(either);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { items: rows.map(publicUser), total: totals?.total ?? 0 };
  }

  async get(id: number): Promise<PublicUser> {
    const [row] = await this.deps.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound(USER_NOT_FOUND);
    return publicUser(row);
  }

  private async assertEmailFree(email: string, exceptId?: number): Promise<void> {
    const same = eq(sql`lower(${users.email})`, email.toLowerCase());
    const [row] = await this.deps.db
      .select({ id: users.id })
      .from(users)
      .where(exceptId === undefined ? same : and(same, sql`${users.id} <> ${exceptId}`));
    if (row) throw conflict(DUPLICATE_EMAIL);
  }

  async create(input: UserCreateInput, actorId: number): Promise<PublicUser> {
    const name = input.name.trim();
    const email = validEmail(input.email);
    checkPassword(input.password);
    await this.assertEmailFree(email);
    const passwordHash = await hashPassword(input.password);
    const row = await this.deps.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            name,
            email,
            passwordHash,
            role: input.role ?? 'ADMIN',
            status: input.status ?? 'ACTIVE',
          })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        await this.deps.activity.record(
          {
            type: 'user',
            action: 'User created',
            item: name,
            status: created.status,
            targetId: created.id,
            actorId,
          },
          tx,
        );
        return created;
      })
      .catch(rethrowUnique);
    this.changed(row.id);
    return publicUser(row);
  }

  /**
   * Locks the active super admins' rows (always in id order, so two changes cannot deadlock), then the
   * target's row. Returns the target as it is now and how many active super admins there are.
   */
  private async lockFor(tx: Tx, id: number, ifMatch?: string) {
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
  private static keepOne(
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
  private static sessionsAfter(
    target: typeof users.$inferSelect,
    next: { role: Role; status: UserStatus; newPassword: boolean },
    keep?: string,
  ): Partial<typeof users.$inferInsert> {
    const demoted = target.role === 'SUPER_ADMIN' && next.role === 'ADMIN';
    const suspended = target.status === 'ACTIVE' && next.status === 'SUSPENDED';
    if (!demoted && !suspended && !next.newPassword) return {};
    return { tokenVersion: target.tokenVersion + 1, keptTokenId: keep ?? null };
  }

  /** `actorTokenId`: the session making the change (kept when it changes its own password). */
  async update(
    id: number,
    input: UserUpdateInput,
    actorId: number,
    ifMatch?: string,
    actorTokenId?: string,
  ): Promise<PublicUser> {
    const email = input.email === undefined ? undefined : validEmail(input.email);
    const newPassword = input.password ? input.password : undefined;
    if (newPassword !== undefined) checkPassword(newPassword);
    if (email !== undefined) await this.assertEmailFree(email, id);
    const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
    const row = await this.deps.db
      .transaction(async (tx) => {
        const { target, activeSuperAdmins } = await this.lockFor(tx, id, ifMatch);
        const role = input.role ?? target.role;
        const status = input.status ?? target.status;
        if (id === actorId && role !== target.role) throw badRequest(OWN_ROLE, 'role');
        if (id === actorId && status !== target.status) throw badRequest(OWN_STATUS, 'status');
        UsersService.keepOne(target, activeSuperAdmins, { role, status });
        const name = input.name?.trim() ?? target.name;
        const [updated] = await tx
          .update(users)
          .set({
            name,
            email: email ?? target.email,
            role,
            status,
            ...(passwordHash ? { passwordHash } : {}),
            ...UsersService.sessionsAfter(
              target,
              { role, status, newPassword: passwordHash !== undefined },
              id === actorId ? actorTokenId : undefined,
            ),
            updatedAt: new Date(),
            version: bump(users.version),
          })
          .where(eq(users.id, id))
          .returning();
        if (!updated) throw notFound(USER_NOT_FOUND);
        await this.deps.activity.record(
          { type: 'user', action: 'User updated', item: name, status: updated.status, targetId: id, actorId },
          tx,
        );
        return updated;
      })
      .catch(rethrowUnique);
    this.changed(id);
    return publicUser(row);
  }

  async setRole(id: number, role: Role, actorId: number, ifMatch?: string): Promise<PublicUser> {
    const row = await this.deps.db.transaction(async (tx) => {
      const { target, activeSuperAdmins } = await this.lockFor(tx, id, ifMatch);
      if (id === actorId && role !== target.role) throw badRequest(OWN_ROLE, 'role');
      UsersService.keepOne(target, activeSuperAdmins, { role, status: target.status });
      const [updated] = await tx
        .update(users)
        .set({
          role,
          ...UsersService.sessionsAfter(target, { role, status: target.status, newPassword: false }),
          updatedAt: new Date(),
          version: bump(users.version),
        })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw notFound(USER_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'user',
          action: 'User role changed',
          item: updated.name,
          status: role,
          targetId: id,
          actorId,
        },
        tx,
      );
      return updated;
    });
    this.changed(id);
    return publicUser(row);
  }

  async setStatus(id: number, status: UserStatus, actorId: number, ifMatch?: string): Promise<PublicUser> {
    const row = await this.deps.db.transaction(async (tx) => {
      const { target, activeSuperAdmins } = await this.lockFor(tx, id, ifMatch);
      if (id === actorId && status !== target.status) throw badRequest(OWN_STATUS, 'status');
      UsersService.keepOne(target, activeSuperAdmins, { role: target.role, status });
      const [updated] = await tx
        .update(users)
        .set({
          status,
          ...UsersService.sessionsAfter(target, { role: target.role, status, newPassword: false }),
          updatedAt: new Date(),
          version: bump(users.version),
        })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw notFound(USER_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'user',
          action: status === 'ACTIVE' ? 'User activated' : 'User suspended',
          item: updated.name,
          status,
          targetId: id,
          actorId,
        },
        tx,
      );
      return updated;
    });
    this.changed(id);
    return publicUser(row);
  }

  async remove(id: number, actorId: number): Promise<void> {
    if (id === actorId) throw badRequest(OWN_DELETE);
    await this.deps.db.transaction(async (tx) => {
      const { target, activeSuperAdmins } = await this.lockFor(tx, id);
      UsersService.keepOne(target, activeSuperAdmins, null);
      await tx.delete(users).where(eq(users.id, id));
      await this.deps.activity.record(
        { type: 'user', action: 'User deleted', item: target.name, status: 'deleted', targetId: id, actorId },
        tx,
      );
    });
    this.changed(id);
  }

  private changed(id: number): void {
    this.deps.events.publish({ audience: 'admin', type: 'user.changed', id });
  }
}
