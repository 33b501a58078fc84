import { Menu } from '@chakra-ui/react';
import { ActionsMenu, DangerItem } from '../ui/ActionsMenu';
import type { UserRow } from './users.documents';

export interface UserListActions {
  onEdit: (user: UserRow) => void;
  onStatus: (user: UserRow) => void;
  onRole: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
  /** A status or role change of this list is running: its menu items wait. */
  statusBusy?: boolean;
  roleBusy?: boolean;
  /** The list is being read again (src/admin/ui/useAdminList.tsx): Edit, status and role wait for it. */
  refreshing?: boolean;
}

/**
 * A row's actions (docs/product.md §10.6: a per-row menu): Edit User, Suspend User / Activate User,
 * Make Super Admin / Make Admin, Delete User. `user` is the row as shown (an optimistic value included).
 * The signed-in user's own row (`isMe`) offers Edit User only: the server refuses a change of one's own
 * status or role and the deletion of one's own account.
 */
export function UserRowActions({
  user,
  isMe,
  onEdit,
  onStatus,
  onRole,
  onDelete,
  statusBusy,
  roleBusy,
  refreshing,
}: { user: UserRow; isMe: boolean } & UserListActions) {
  const select = (value: string) => {
    if (value === 'edit') onEdit(user);
    else if (value === 'status') onStatus(user);
    else if (value === 'role') onRole(user);
    else if (value === 'delete') onDelete(user);
  };
  return (
    <ActionsMenu label={`Actions for ${user.name}`} onSelect={select}>
      <Menu.Item value="edit" disabled={refreshing}>
        Edit User
      </Menu.Item>
      {!isMe && (
        <>
          <Menu.Item value="status" disabled={statusBusy || refreshing}>
            {user.status === 'ACTIVE' ? 'Suspend User' : 'Activate User'}
          </Menu.Item>
          <Menu.Item value="role" disabled={roleBusy || refreshing}>
            {user.role === 'SUPER_ADMIN' ? 'Make Admin' : 'Make Super Admin'}
          </Menu.Item>
          <DangerItem value="delete">Delete User</DangerItem>
        </>
      )}
    </ActionsMenu>
  );
}
