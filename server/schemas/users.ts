import { Type } from 'typebox';

export const Role = Type.Union([Type.Literal('ADMIN'), Type.Literal('SUPER_ADMIN')]);
export const UserStatus = Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')]);

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
