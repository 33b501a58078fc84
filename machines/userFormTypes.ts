/**
 * The user dialog's data (machines/userForm.machine.ts): its context, events, what `saveUser` and `loadUser`
 * are given, and the fields a conflict compares (docs/api.md, "Concurrent changes").
 */
import type { FieldChange } from './concurrency';
import type { OnlineEvent } from './connection';
import { type ChangeUser, NEW_USER, type UserFormValues, type UserPayload } from './userRules';

/** The user an edit starts from (and a conflict reads again). */
export interface FormUser extends ChangeUser {
  email: string;
}

export interface UserFormContext {
  /** The user being edited; null for a new one. */
  userId: number | null;
  values: UserFormValues;
  /** The last failure's message, shown in the dialog (in `conflict`: the server's sentence). */
  error: string | null;
  /** The version the values were made from (If-Match); null for a new user. */
  version: number | null;
  /** The user as the dialog opened it (to tell what someone else changed). */
  opened: FormUser | null;
  /** In `conflict`: the user as saved now, and what changed since the dialog opened. */
  theirs: FormUser | null;
  changes: FieldChange[];
}

export type UserFormEvent =
  | { type: 'form.new' }
  | { type: 'form.edit'; user: FormUser }
  | { type: 'form.change'; field: string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.reload' }
  | { type: 'form.overwrite' }
  | OnlineEvent;

export interface SaveUserInput {
  /** null: create. */
  id: number | null;
  payload: UserPayload;
  /** The version the values were made from (If-Match; null: no check). */
  version: number | null;
}

/** A dialog opened afresh: a new user, or `user` to edit. */
export const openedContext = (user: FormUser | null = null): UserFormContext => ({
  userId: user?.id ?? null,
  values: user
    ? { name: user.name, email: user.email, password: '', role: user.role, status: user.status }
    : { ...NEW_USER },
  error: null,
  version: user?.version ?? null,
  opened: user,
  theirs: null,
  changes: [],
});

/** The fields a conflict compares, by their labels in the dialog (the password is never read back). */
export const USER_FIELDS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['role', 'Role'],
  ['status', 'Status'],
] as const;

const SHOWN: Record<string, string> = {
  SUPER_ADMIN: 'Super Admin',
  ADMIN: 'Admin',
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};

/** A user's compared fields as the dialog shows them (trimmed text, role and status by their labels). */
export const userSide = (u: Pick<FormUser, 'name' | 'email' | 'role' | 'status'>) => ({
  name: u.name.trim(),
  email: u.email.trim(),
  role: SHOWN[u.role] ?? u.role,
  status: SHOWN[u.status] ?? u.status,
});
