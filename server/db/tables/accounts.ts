/** The staff's accounts and the sign-in tokens ended before their expiry (docs/product.md §4, §8). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Role, UserStatus } from '../../schemas/users';
import { createdAt, updatedAt, version } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).$type<Role>().notNull().default('ADMIN'),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull().default('ACTIVE'),
    version: version(),
    /**
     * Every token carries the version it was signed under; raising it (a password change, a demotion, a
     * suspension) ends every session signed before. `keptTokenId` is the one earlier token that survives
     * a raise: the session that changed its own password.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    keptTokenId: varchar('kept_token_id', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Tokens ended by a logout before their expiry (kept until then, so every instance refuses them). */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: varchar('token_id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
