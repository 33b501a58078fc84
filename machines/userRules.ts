/**
 * Admin users' rules the machines share (docs/product.md §3, §4, §5 and §8): roles and statuses, the next value
 * of a quick change, the spec's texts word for word, the add/edit form's values and its payload.
 */

export type UserRole = 'ADMIN' | 'SUPER_ADMIN';
export type UserStatus = 'ACTIVE' | 'SUSPENDED';
export type UserValue = UserRole | UserStatus;
/** What a quick change from the list changes. */
export type UserField = 'status' | 'role';

export const ROLES: readonly UserRole[] = ['ADMIN', 'SUPER_ADMIN'];
export const STATUSES: readonly UserStatus[] = ['ACTIVE', 'SUSPENDED'];

/** What the machines need of a user (the screen's rows carry more). */
export interface ChangeUser {
  id: number;
  name: string;
  role: UserRole;
  status: UserStatus;
  /** The version the screen showed (sent back as If-Match; docs/api.md, "Concurrent changes"). */
  version?: number | null;
}

/** Spec section 8: success texts by the new value, and the failure's default. */
export const CHANGE_TEXTS = {
  status: {
    done: { ACTIVE: 'User activated successfully.', SUSPENDED: 'User suspended successfully.' },
    failure: 'Failed to update user status',
  },
  role: {
    done: { SUPER_ADMIN: 'User role updated to Super Admin.', ADMIN: 'User role updated to Admin.' },
    failure: 'Failed to update user role',
  },
} as const satisfies Record<UserField, { done: Record<string, string>; failure: string }>;

export const FORM_TEXTS = {
  created: 'User created successfully.',
  updated: 'User updated successfully.',
  failure: 'Failed to save user',
} as const;

/** The other value: ACTIVE <-> SUSPENDED, ADMIN <-> SUPER_ADMIN (docs/product.md §4). */
export function nextValue(field: UserField, from: UserValue): UserValue {
  if (field === 'status') return from === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE';
  return from === 'SUPER_ADMIN' ? 'ADMIN' : 'SUPER_ADMIN';
}

/** The success toast's text for a change to `value`. */
export const successText = (field: UserField, value: UserValue): string =>
  (CHANGE_TEXTS[field].done as Record<string, string>)[value] ?? '';

/** A failure's text: its message when it has one (the server's), else the spec's default. */
export function messageOr(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() ? message : fallback;
}

/** The add/edit form's fields, as typed. */
export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: UserRole;
  status: UserStatus;
}
export type UserFormField = keyof UserFormValues;

/** A new user: role ADMIN, status ACTIVE (docs/product.md §4 and §9). */
export const NEW_USER: UserFormValues = {
  name: '',
  email: '',
  password: '',
  role: 'ADMIN',
  status: 'ACTIVE',
};

/** What the server gets: POST /users (password required) or PUT /users/{id} (password only when typed). */
export interface UserPayload {
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  password?: string;
}

const blank = (s: string) => s.trim() === '';

/** Whether `value` fits `field` (a role or status must be one of theirs; text fields take any text). */
export function fitsField(field: string, value: string): field is UserFormField {
  if (field === 'role') return (ROLES as readonly string[]).includes(value);
  if (field === 'status') return (STATUSES as readonly string[]).includes(value);
  return field === 'name' || field === 'email' || field === 'password';
}

/**
 * Create User / Save is enabled once name and e-mail are filled, and, for a new user, the password
 * (docs/product.md §5); an edit's blank password keeps the current one.
 */
export const isComplete = (values: UserFormValues, editing: boolean) =>
  !blank(values.name) && !blank(values.email) && (editing || !blank(values.password));

/** The body sent: name and e-mail trimmed; an edit's blank password is left out (docs/product.md §5). */
export function payloadOf(values: UserFormValues, editing: boolean): UserPayload {
  const payload: UserPayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    status: values.status,
  };
  if (!editing || !blank(values.password)) payload.password = values.password;
  return payload;
}
