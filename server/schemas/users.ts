import { type Static, Type } from 'typebox';
import { named } from '../lib/components';
import { EmailInput as Email, pageQuery, Version } from '../lib/envelope';
import { BLANK_PASSWORD, MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from '../lib/rules';

export const Role = named('Role', Type.Enum(['ADMIN', 'SUPER_ADMIN']));
export const UserStatus = named('UserStatus', Type.Enum(['ACTIVE', 'SUSPENDED']));
export type Role = Static<typeof Role>;
export type UserStatus = Static<typeof UserStatus>;

/** An admin account as every route returns it (never its password). */
const userFields = {
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String({ format: 'email' }),
  role: Role,
  status: UserStatus,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};
export const User = named('User', Type.Object(userFields));

/** An account as User Management reads and writes it: with the `version` its If-Match names. */
export const ManagedUser = named('ManagedUser', Type.Object({ ...userFields, version: Version }));

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const LoginResult = named(
  'LoginResult',
  Type.Object({
    success: Type.Literal(true),
    token: Type.String({ description: 'A bearer JWT' }),
    user: User,
    message: Type.String(),
    data: Type.Object({ token: Type.String(), user: User }),
  }),
);

export const UserListQuery = Type.Object({
  ...pageQuery(100, 100),
  role: Type.Optional(Type.Enum(['ADMIN', 'SUPER_ADMIN', 'all'])),
  status: Type.Optional(Type.Enum(['ACTIVE', 'SUSPENDED', 'all'])),
  search: Type.Optional(Type.String({ maxLength: 254 })),
});

const Name = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
/** At least 8 characters, not only spaces. */
const Password = Type.String({
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: 1024,
  pattern: '\\S',
  'x-messages': { minLength: SHORT_PASSWORD, pattern: BLANK_PASSWORD },
});

export const UserCreate = Type.Object({
  name: Name,
  email: Email,
  password: Password,
  role: Type.Optional(Role),
  status: Type.Optional(UserStatus),
});

export const UserUpdate = Type.Object({
  name: Type.Optional(Name),
  email: Type.Optional(Email),
  role: Type.Optional(Role),
  status: Type.Optional(UserStatus),
  /** Absent or empty keeps the current password (so the rules of `Password` are the service's here). */
  password: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: `Empty keeps the current password; otherwise at least ${MIN_PASSWORD_LENGTH} characters, not only spaces.`,
    }),
  ),
});

export const UserRoleBody = Type.Object({ role: Role });
export const UserStatusBody = Type.Object({ status: UserStatus });
