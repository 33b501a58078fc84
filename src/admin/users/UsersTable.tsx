import { Table } from '@chakra-ui/react';
import { DateCell, RoleBadge, UserIdentity, UserStatusBadge } from './UserBits';
import { type UserListActions, UserRowActions } from './UserRowActions';
import type { UserRow } from './users.documents';

export interface UserListProps extends UserListActions {
  users: UserRow[];
  /** The signed-in user's id ('You'). */
  meId: number | null;
  /** Ids of rows whose change is being saved. */
  pending: ReadonlySet<number>;
}

/** The list on large screens: User, Role, Status, Created, Updated, Actions (docs/product.md §2). */
export function UsersTable({ users, meId, pending, ...actions }: UserListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" data-testid="users-table">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Updated</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row
              key={user.id}
              data-testid="user-row"
              data-user-id={user.id}
              aria-busy={pending.has(user.id) || undefined}
            >
              <Table.Cell minW="60">
                <UserIdentity user={user} isMe={user.id === meId} />
              </Table.Cell>
              <Table.Cell>
                <RoleBadge role={user.role} />
              </Table.Cell>
              <Table.Cell>
                <UserStatusBadge status={user.status} />
              </Table.Cell>
              <Table.Cell>
                <DateCell iso={user.createdAt} />
              </Table.Cell>
              <Table.Cell>
                <DateCell iso={user.updatedAt} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <UserRowActions user={user} isMe={user.id === meId} {...actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
