/**
 * The client's types against the server's TypeBox schemas, checked by the compiler (`npm run typecheck`).
 * src/api/types.ts is `Static<typeof Schema>` itself, so what is left to check is what is written apart:
 * - the machines' own unions (machines/ imports only xstate and machines/): each is the server's enum;
 * - the Users list's row, a graph fragment (its type comes from schema/schema.graphql through gql.tada):
 *   an AdminUser whose version is always asked for.
 * A value added, removed or renamed on either side fails the type check.
 */
import type { FrameStatus as MachineFrameStatus } from '../../machines/frameFormRules';
import type { MessageStatus as MachineMessageStatus } from '../../machines/messageTexts';
import type { UserRole as MachineRole, UserStatus as MachineUserStatus } from '../../machines/userRules';
import type { UserRow } from '../../src/admin/users/users.documents';
import type * as Client from '../../src/api/types';

/** `true` when A and B are assignable both ways (the client's optional `__typename` aside). */
type Strip<A> = A extends object ? Omit<A, '__typename'> : A;
type Same<A, B> = [Strip<A>] extends [B] ? ([B] extends [Strip<A>] ? true : false) : false;
const same = <T extends true>(_: T) => _;

export const checks = [
  same<Same<MachineFrameStatus, Client.FrameStatus>>(true),
  same<Same<MachineMessageStatus, Client.MessageStatus>>(true),
  same<Same<MachineRole, Client.Role>>(true),
  same<Same<MachineUserStatus, Client.UserStatus>>(true),
  same<Same<UserRow, Client.AdminUser & { version: number | null }>>(true),
];
