/**
 * User Management (/admin/users, docs/product.md §2): stat cards, search by name or e-mail and the role filter
 * (in the URL), Refresh, Add New User; a table on large screens and cards on small ones; row actions.
 * The list is read with urql; the add/edit dialog, the status and role changes (confirmed, optimistic,
 * rolled back on failure) and delete are machines whose actors call the graph client.
 */
import { Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import type { UserRole } from '../../../machines/userRules';
import { inspect } from '../devInspect';
import { useSessionUser } from '../session/SessionProvider';
import { ActionFailure, actionDialog } from '../ui/ActionFailure';
import { AdminPage } from '../ui/AdminPage';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { StatCard, StatGrid } from '../ui/StatCard';
import { EmptyState, reloadPage } from '../ui/states';
import { AdminListBody, ListCount, useAdminList } from '../ui/useAdminList';
import { useListParams } from '../ui/useListParams';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { useWide } from '../ui/useWide';
import { useShopClient } from '../useShopClient';
import { DELETE_USER_TEXTS, deleteUserMachineFor } from './deleteUser';
import { statusOf } from './graphFailure';
import { UserCards } from './UserCards';
import { type ChangeView, RoleChangeDialog, StatusChangeDialog } from './UserChangeDialogs';
import { ROLE_FILTERS, UserFilters } from './UserFilters';
import { UserFormDialog } from './UserFormDialog';
import { UsersTable } from './UsersTable';
import { userChangeMachineFor } from './userChange.actors';
import { userFormMachineFor } from './userForm.actors';
import { USERS_LIMIT, type UserRow, UsersQuery } from './users.documents';
import { useUserCounts } from './useUserCounts';

const LIST_DEFAULTS = { search: '', role: 'all' };
const LOAD_FAILED = 'Failed to fetch users';

/** The load error's text: the server's message when it answered (a 403 for an ADMIN), else the default. */
function loadErrorText(error: { networkError?: Error } | undefined): string {
  const e = error?.networkError;
  return e && statusOf(e) !== null && e.message.trim() ? e.message : LOAD_FAILED;
}

export default function UsersPage() {
  const wide = useWide();
  const client = useShopClient();
  const me = useSessionUser();
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const role = ROLE_FILTERS.some((r) => r.value === params.role) ? params.role : 'all';
  const search = params.search.trim();

  const [users, refetchUsers] = useQuery({
    query: UsersQuery,
    variables: {
      limit: USERS_LIMIT,
      role: role === 'all' ? undefined : (role as UserRole),
      search: search || undefined,
    },
  });
  const { counts, waiting, refetch: refetchCounts } = useUserCounts();
  const refresh = useCallback(() => {
    refetchUsers({ requestPolicy: 'network-only' });
    refetchCounts();
  }, [refetchUsers, refetchCounts]);
  useRefetchOnVisible(refresh);

  const changeLogic = useMemo(() => userChangeMachineFor(client), [client]);
  const [statusSnap, sendStatus] = useMachine(changeLogic, { input: { field: 'status' }, inspect });
  const [roleSnap, sendRole] = useMachine(changeLogic, { input: { field: 'role' }, inspect });
  const formLogic = useMemo(() => userFormMachineFor(client), [client]);
  const [form, sendForm] = useMachine(formLogic, { inspect });
  const deleteLogic = useMemo(() => deleteUserMachineFor(client), [client]);
  const [deleting, sendDelete] = useMachine(deleteLogic, { input: DELETE_USER_TEXTS, inspect });

  const userList = useAdminList({ page: users.data?.users, error: users.error, stale: users.stale });
  const { page, failed: loadFailed } = userList;
  // While a change is saved, graphcache's optimistic answer shows its row's new value
  // (src/api/cacheOptimistic.ts); the machines say which rows wait for their call.
  const list = page?.data ?? [];
  const statusSaving = statusSnap.matches('saving') ? statusSnap.context.change?.id : undefined;
  const roleSaving = roleSnap.matches('saving') ? roleSnap.context.change?.id : undefined;
  const pending = useMemo(
    () => new Set([statusSaving, roleSaving].filter((id): id is number => id !== undefined)),
    [statusSaving, roleSaving],
  );
  const filtered = Boolean(search) || role !== 'all';

  const actions = {
    onEdit: (user: UserRow) => sendForm({ type: 'form.edit', user }),
    onStatus: (user: UserRow) => sendStatus({ type: 'change.request', user }),
    onRole: (user: UserRow) => sendRole({ type: 'change.request', user }),
    onDelete: (user: UserRow) =>
      sendDelete({ type: 'action.request', subject: { id: user.id, label: user.name } }),
    statusBusy: !statusSnap.matches('idle'),
    roleBusy: !roleSnap.matches('idle'),
    refreshing: userList.refreshing,
  };

  // Refused or failed before any list arrived (an ADMIN gets 403): the message, Retry and nothing to act on.
  const body = (
    <AdminListBody
      list={userList}
      loadingText="Loading users..."
      errorText={loadErrorText(users.error)}
      onRetry={reloadPage}
      empty={
        <EmptyState
          title="No users found"
          description={filtered ? 'No users match your search or filter.' : undefined}
          action={
            filtered ? (
              <Button size="sm" variant="outline" onClick={() => setParams({ search: '', role: 'all' })}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      }
    >
      {() => {
        const props = { users: list, meId: me?.id ?? null, pending, ...actions };
        return <>{wide ? <UsersTable {...props} /> : <UserCards {...props} />}</>;
      }}
    </AdminListBody>
  );

  const changeView = (snap: typeof statusSnap, send: typeof sendStatus): ChangeView => ({
    state: (typeof snap.value === 'string' ? snap.value : 'conflict') as ChangeView['state'],
    checking: snap.matches({ conflict: 'checking' }),
    context: snap.context,
    confirm: () => send({ type: 'change.confirm' }),
    cancel: () => send({ type: 'change.cancel' }),
    reload: () => send({ type: 'change.reload' }),
    overwrite: () => send({ type: 'change.overwrite' }),
  });
  const formOpen = form.hasTag('dialogOpen');

  return (
    <AdminPage
      title="User Management"
      subtitle="Manage admin users and their permissions."
      actions={
        <>
          <Button
            variant="outline"
            onClick={refresh}
            loading={users.fetching && Boolean(page)}
            loadingText="Refresh"
          >
            Refresh
          </Button>
          {!loadFailed && (
            <Button colorPalette="blue" onClick={() => sendForm({ type: 'form.new' })}>
              Add New User
            </Button>
          )}
        </>
      }
    >
      {!loadFailed && (
        <>
          <StatGrid>
            <StatCard label="Total Users" value={counts.total} busy={waiting.total} accent="blue.500" />
            <StatCard
              label="Super Admins"
              value={counts.superAdmins}
              busy={waiting.superAdmins}
              accent="purple.500"
            />
            <StatCard label="Admins" value={counts.admins} busy={waiting.admins} accent="cyan.500" />
            <StatCard label="Active Users" value={counts.active} busy={waiting.active} accent="green.500" />
          </StatGrid>

          <UserFilters search={params.search} role={role} onChange={(change) => setParams(change)} />
        </>
      )}
      <ListCount page={page} noun="user" filtered={filtered} />
      {body}

      <UserFormDialog
        open={formOpen}
        editing={form.context.userId !== null}
        self={form.context.userId !== null && form.context.userId === me?.id}
        values={form.context.values}
        canSubmit={form.can({ type: 'form.submit' })}
        saving={form.matches('saving')}
        offline={form.matches('offline')}
        unsaved={form.hasTag('unsaved')}
        error={form.context.error}
        conflict={
          form.matches('conflict')
            ? {
                checking: form.matches({ conflict: 'checking' }),
                message: form.context.error ?? '',
                changes: form.context.changes,
                onReload: () => sendForm({ type: 'form.reload' }),
                onOverwrite: () => sendForm({ type: 'form.overwrite' }),
              }
            : null
        }
        onChange={(field, value) => sendForm({ type: 'form.change', field, value })}
        onSubmit={() => sendForm({ type: 'form.submit' })}
        onCancel={() => sendForm({ type: 'form.cancel' })}
      />
      <StatusChangeDialog view={changeView(statusSnap, sendStatus)} />
      <RoleChangeDialog view={changeView(roleSnap, sendRole)} />
      <ConfirmDialog
        open={actionDialog(deleting).open}
        title="Delete User"
        confirmLabel="Delete User"
        destructive
        busy={actionDialog(deleting).busy}
        onConfirm={() => sendDelete({ type: 'action.confirm' })}
        onCancel={() => sendDelete({ type: 'action.cancel' })}
      >
        <Text>
          Are you sure you want to delete <strong>{deleting.context.subject?.label}</strong>? This permanently
          removes their account and cannot be undone.
        </Text>
        <ActionFailure state={deleting} testId="delete-error" />
      </ConfirmDialog>
    </AdminPage>
  );
}
