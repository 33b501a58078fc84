import { Text } from '@chakra-ui/react';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import type { UserChangeContext } from '../../../machines/userChange.machine';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ConflictCard } from '../ui/ConflictCard';

export interface ChangeView {
  /**
   * The machine's state: confirming, refused, failed, offline or conflict open the dialog (saving shows the
   * row changed). In `conflict` (someone else saved the user first) the card shows what changed, with Reload
   * and Overwrite; `checking` while the user as saved now is read.
   */
  state: 'idle' | 'confirming' | 'saving' | 'refused' | 'failed' | 'offline' | 'conflict';
  checking: boolean;
  context: UserChangeContext;
  confirm: () => void;
  cancel: () => void;
  reload: () => void;
  overwrite: () => void;
}

const isOpen = (v: ChangeView) => v.state !== 'idle' && v.state !== 'saving';
/** After a failure or a call that found no connection, the confirm button tries again. */
const again = (v: ChangeView) => v.state === 'failed' || v.state === 'offline';

/**
 * The dialog's last line: the server's refusal or the failure, as the machine has it, or the connection
 * message (the machine saves the change again once the browser is back online).
 */
function Outcome({ view }: { view: ChangeView }) {
  if (view.state === 'conflict')
    return (
      <ConflictCard
        what="user"
        checking={view.checking}
        message={view.context.error ?? ''}
        changes={view.context.changes}
        onReload={view.reload}
        onOverwrite={view.overwrite}
      />
    );
  if (view.state === 'offline')
    return (
      <Text mt="2" color="fg.error" role="alert" data-testid="offline">
        {CONNECTION_TEXTS.lost}
      </Text>
    );
  if (view.state !== 'refused' && view.state !== 'failed') return null;
  return (
    <Text mt="2" color="fg.error" role="alert" data-testid="change-error">
      {view.context.error}
    </Text>
  );
}

/**
 * Confirms a status change (docs/product.md §4: suspending blocks admin panel access; activating restores it).
 * After a refusal the only way on is to close; after a failure, Try again.
 */
export function StatusChangeDialog({ view }: { view: ChangeView }) {
  const change = view.context.change;
  const suspending = change?.to === 'SUSPENDED';
  const action = suspending ? 'Suspend User' : 'Activate User';
  return (
    <ConfirmDialog
      open={isOpen(view)}
      title={action}
      destructive={suspending && view.state === 'confirming'}
      confirmDisabled={view.state === 'conflict'}
      confirmLabel={view.state === 'refused' ? 'OK' : again(view) ? 'Try again' : action}
      onConfirm={view.state === 'refused' ? view.cancel : view.confirm}
      onCancel={view.cancel}
    >
      <Text>
        {suspending ? 'Suspend' : 'Activate'} <strong>{change?.name}</strong>?{' '}
        {suspending
          ? 'They will no longer be able to access the admin panel.'
          : 'They will be able to access the admin panel again.'}
      </Text>
      <Outcome view={view} />
    </ConfirmDialog>
  );
}

/** Confirms a role change (docs/product.md §4: Super Admin has full access including user management). */
export function RoleChangeDialog({ view }: { view: ChangeView }) {
  const change = view.context.change;
  const promoting = change?.to === 'SUPER_ADMIN';
  const action = promoting ? 'Make Super Admin' : 'Make Admin';
  return (
    <ConfirmDialog
      open={isOpen(view)}
      title="Change User Role"
      confirmDisabled={view.state === 'conflict'}
      confirmLabel={view.state === 'refused' ? 'OK' : again(view) ? 'Try again' : action}
      onConfirm={view.state === 'refused' ? view.cancel : view.confirm}
      onCancel={view.cancel}
    >
      <Text>
        Make <strong>{change?.name}</strong> {promoting ? 'a Super Admin' : 'an Admin'}?{' '}
        {promoting
          ? 'Super Admins have full access, including user management.'
          : 'Admins have standard functions only, without user management.'}
      </Text>
      <Outcome view={view} />
    </ConfirmDialog>
  );
}
