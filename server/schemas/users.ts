import { Type } from 'typebox';
import { pageQuery } from '../lib/envelope';

export const Role = Type.Enum(['ADMIN', 'SUPER_ADMIN']);
export const UserStatus = Type.Enum(['ACTIVE', 'SUSPENDED']);

export const User = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Role,
  status: UserStatus,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const LoginResult = Type.Object({
  success: Type.Literal(true),
  token: Type.String(),
  user: User,
  message: Type.String(),
  data: Type.Object({ token: Type.String(), user: User }),
});

export const UserListQuery = Type.Object({
  ...pageQuery(100, 100),
  role: Type.Optional(Type.Enum(['ADMIN', 'SUPER_ADMIN', 'all'])),
  status: Type.Optional(Type.Enum(['ACTIVE', 'SUSPENDED', 'all'])),
  search: Type.Optional(Type.String({ maxLength: 254 })),
});

const Name = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
/** The format is checked after trimming, in the service (so `' a@b.co '` is accepted and stored trimmed). */
const Email = Type.String({ minLength: 1, maxLength: 254 });
/** At least 8 characters, checked in the service so the message says so. */
const Password = Type.String({ maxLength: 1024 });

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
  /** Absent or empty keeps the current password. */
  password: Type.Optional(Password),
});

export const UserRoleBody = Type.Object({ role: Role });
export const UserStatusBody = Type.Object({ status: UserStatus });
