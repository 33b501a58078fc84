import { Button, Menu, Portal } from '@chakra-ui/react';
import type { UserRow } from './users.documents';

export interface UserListActions {
  onEdit: (user: UserRow) => void;
  onStatus: (user: UserRow) => void;
  onRole: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
  /** A status or role change of this list is running: its menu items wait. */
  statusBusy?: boolean;
  roleBusy?: boolean;
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
}: { user: UserRow; isMe: boolean } & UserListActions) {
  const select = (value: string) => {
    if (value === 'edit') onEdit(user);
    else if (value === 'status') onStatus(user);
    else if (value === 'role') onRole(user);
    else if (value === 'delete') onDelete(user);
  };
  return (
    <Menu.Root onSelect={(d) => select(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Actions for ${user.name}`}>
          Actions <span aria-hidden>▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="edit">Edit User</Menu.Item>
            {!isMe && (
              <>
                <Menu.Item value="status" disabled={statusBusy}>
                  {user.status === 'ACTIVE' ? 'Suspend User' : 'Activate User'}
                </Menu.Item>
                <Menu.Item value="role" disabled={roleBusy}>
                  {user.role === 'SUPER_ADMIN' ? 'Make Admin' : 'Make Super Admin'}
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
                  Delete User
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
