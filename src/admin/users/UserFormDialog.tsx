import { Button, chakra, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { FieldChange } from '../../../machines/concurrency';
import { CONNECTION_TEXTS } from '../../../machines/connection';
import { ROLES, STATUSES, type UserFormValues } from '../../../machines/userRules';
import { useLeaveGuard } from '../leaveGuard';
import { ConflictCard } from '../ui/ConflictCard';
import { OfflineNotice } from '../ui/OfflineNotice';
import { ROLE_LABELS, STATUS_LABELS } from './UserBits';

/** The conflict card's props (src/admin/ui/ConflictCard.tsx) but its heading's word. */
export interface UserConflict {
  checking: boolean;
  message: string;
  changes: FieldChange[];
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * Add New User / Edit User (docs/product.md §2 and §5): name, e-mail, password, role, status. The form is the
 * userForm machine's view: `values` as typed, `canSubmit` from the machine, the server's message in `error`.
 * noValidate: the server's and the machine's rules decide (docs/product.md §10.3). A save that found no
 * connection (`offline`) keeps the dialog with the connection message and Retry; typed work not saved
 * (`unsaved`) guards the screen (src/admin/leaveGuard.tsx). A save refused because someone else saved the
 * user (the machine's `conflict`) locks the fields and shows what changed with Reload and Overwrite.
 */
export function UserFormDialog({
  open,
  editing,
  self,
  values,
  canSubmit,
  saving,
  offline,
  unsaved,
  error,
  conflict,
  onChange,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  editing: boolean;
  /** The signed-in user's own account: role and status are not theirs to change (the server refuses). */
  self?: boolean;
  values: UserFormValues;
  canSubmit: boolean;
  saving: boolean;
  /** The save found no connection: the machine tries again once back online. */
  offline: boolean;
  /** Typed work not saved (the machine's `unsaved` tag). */
  unsaved: boolean;
  error: string | null;
  /** The machine's `conflict`: what changed (still being read while `checking`), Reload and Overwrite. */
  conflict: UserConflict | null;
  onChange: (field: keyof UserFormValues, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  useLeaveGuard(unsaved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const locked = conflict !== null;
  const text = (field: 'name' | 'email' | 'password') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !saving) onCancel();
      }}
      closeOnInteractOutside={!saving}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <chakra.form onSubmit={submit} noValidate data-testid="user-form">
              <Dialog.Header>
                <Dialog.Title>{editing ? 'Edit User' : 'Add New User'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {conflict && <ConflictCard what="user" {...conflict} />}
                  <Field.Root required disabled={locked}>
                    <Field.Label>
                      Name <Field.RequiredIndicator />
                    </Field.Label>
                    <Input autoComplete="off" {...text('name')} />
                  </Field.Root>
                  <Field.Root required disabled={locked}>
                    <Field.Label>
                      Email <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="email" autoComplete="off" {...text('email')} />
                  </Field.Root>
                  <Field.Root required={!editing} disabled={locked}>
                    <Field.Label>
                      Password <Field.RequiredIndicator />
                    </Field.Label>
                    <Input type="password" autoComplete="new-password" {...text('password')} />
                    <Field.HelperText>
                      {editing ? 'Leave blank to keep the current password.' : 'At least 8 characters.'}
                    </Field.HelperText>
                  </Field.Root>
                  <Field.Root disabled={self || locked}>
                    <Field.Label>Role</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={values.role}
                        onChange={(e) => onChange('role', e.target.value)}
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root disabled={self || locked}>
                    <Field.Label>Status</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={values.status}
                        onChange={(e) => onChange('status', e.target.value)}
                      >
                        {STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {STATUS_LABELS[s]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {self && (
                    <Text fontSize="sm" color="fg.muted">
                      You cannot change your own role or status.
                    </Text>
                  )}
                  {error && !conflict && (
                    <Text color="fg.error" role="alert" data-testid="user-form-error">
                      {error}
                    </Text>
                  )}
                  {offline && <OfflineNotice message={CONNECTION_TEXTS.lost} onRetry={onSubmit} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={saving}
                  disabled={!canSubmit || saving || locked}
                >
                  {editing ? 'Update User' : 'Create User'}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
