import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { bump } from '../lib/precondition';
import { BLANK_PASSWORD, INVALID_EMAIL, SHORT_PASSWORD, validEmail } from '../lib/rules';
import { likePattern } from '../lib/sql';
import type { ServiceDeps } from './deps';
import { hashPassword } from './passwords';
import {
  checkPassword,
  DUPLICATE_EMAIL,
  keepOne,
  LAST_SUPER_ADMIN,
  lockFor,
  OWN_DELETE,
  OWN_ROLE,
  OWN_STATUS,
  rethrowUnique,
  sessionsAfter,
  USER_NOT_FOUND,
} from './userRules';
import { type PublicUser, publicUser, type Role, type UserStatus } from './userView';

export {
  BLANK_PASSWORD,
  DUPLICATE_EMAIL,
  INVALID_EMAIL,
  LAST_SUPER_ADMIN,
  OWN_DELETE,
  OWN_ROLE,
  OWN_STATUS,
  SHORT_PASSWORD,
  USER_NOT_FOUND,
};

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
        const { target, activeSuperAdmins } = await lockFor(tx, id, ifMatch);
        const role = input.role ?? target.role;
        const status = input.status ?? target.status;
        if (id === actorId && role !== target.role) throw badRequest(OWN_ROLE, 'role');
        if (id === actorId && status !== target.status) throw badRequest(OWN_STATUS, 'status');
        keepOne(target, activeSuperAdmins, { role, status });
        const name = input.name?.trim() ?? target.name;
        const [updated] = await tx
          .update(users)
          .set({
            name,
            email: email ?? target.email,
            role,
            status,
            ...(passwordHash ? { passwordHash } : {}),
            ...sessionsAfter(
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
    return this.setAccess(id, { role }, actorId, ifMatch);
  }

  async setStatus(id: number, status: UserStatus, actorId: number, ifMatch?: string): Promise<PublicUser> {
    return this.setAccess(id, { status }, actorId, ifMatch);
  }

  /** A role or a status alone (the list's confirmed actions), named in the activity as the spec words it. */
  private async setAccess(
    id: number,
    change: { role: Role } | { status: UserStatus },
    actorId: number,
    ifMatch?: string,
  ): Promise<PublicUser> {
    const row = await this.deps.db.transaction(async (tx) => {
      const { target, activeSuperAdmins } = await lockFor(tx, id, ifMatch);
      const next = { role: target.role, status: target.status, ...change };
      if (id === actorId && next.role !== target.role) throw badRequest(OWN_ROLE, 'role');
      if (id === actorId && next.status !== target.status) throw badRequest(OWN_STATUS, 'status');
      keepOne(target, activeSuperAdmins, next);
      const [updated] = await tx
        .update(users)
        .set({
          ...change,
          ...sessionsAfter(target, { ...next, newPassword: false }),
          updatedAt: new Date(),
          version: bump(users.version),
        })
        .where(eq(users.id, id))
        .returning();
      if (!updated) throw notFound(USER_NOT_FOUND);
      const action =
        'role' in change
          ? 'User role changed'
          : change.status === 'ACTIVE'
            ? 'User activated'
            : 'User suspended';
      const status = 'role' in change ? change.role : change.status;
      await this.deps.activity.record(
        { type: 'user', action, item: updated.name, status, targetId: id, actorId },
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
      const { target, activeSuperAdmins } = await lockFor(tx, id);
      keepOne(target, activeSuperAdmins, null);
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
