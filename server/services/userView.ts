import type { users } from '../db/schema';

import type { Role, UserStatus } from '../schemas/users';

export type { Role, UserStatus };

/** An admin account as every route returns it: never its password hash. */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const publicUser = (row: typeof users.$inferSelect): PublicUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});
