/**
 * Frame Management (/admin/frames, docs/product.md §2): summary cards, search and status filter (in the URL),
 * Refresh, Add New Frame; a table on large screens and cards on small ones; row actions; pagination.
 * Lists are read with urql; delete and the quick status change are confirmed actions (machines).
 */
import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { FrameStatsQuery, FramesQuery } from '../../api/documents/admin';
import { ExportCsvButton } from '../csv/ExportCsvButton';
import { ImportCsvButton } from '../csv/ImportCsvDialog';
import { inspect } from '../devInspect';
import { adminPaths } from '../paths';
import { ActionFailure, actionDialog } from '../ui/ActionFailure';
import { AdminPage } from '../ui/AdminPage';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ConflictCard } from '../ui/ConflictCard';
import { Pagination } from '../ui/Pagination';
import { StatCard, StatGrid } from '../ui/StatCard';
import { EmptyState, reloadPage } from '../ui/states';
import { AdminListBody, ListCount, useAdminList } from '../ui/useAdminList';
import { useListParams } from '../ui/useListParams';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { useWide } from '../ui/useWide';
import { useShopClient } from '../useShopClient';
import { BulkBar } from './BulkBar';
import { bulkMachineFor } from './bulkActions';
import { DELETE_FRAME_TEXTS, deleteFrameMachineFor } from './deleteFrame';
import { useDuplicateFrame } from './duplicateFrame';
import type { AdminFrame } from './FrameBits';
import { FrameCards } from './FrameCards';
import { FrameFilters, STATUS_FILTERS, VISIBILITY_FILTERS } from './FrameFilters';
import { FramesTable } from './FramesTable';
import { FRAME_STATUS_TEXTS, type FrameStatus, frameStatusMachineFor } from './frameStatus';
import { TrashList } from './TrashList';

/** Spec section 9: page 1, limit 20. */
const LIST_DEFAULTS = { page: 1, limit: 20, search: '', status: 'all', visibility: 'all' };

export default function FramesPage() {
  const wide = useWide();
  const client = useShopClient();
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const status = STATUS_FILTERS.some((s) => s.value === params.status) ? params.status : 'all';
  const visibility = VISIBILITY_FILTERS.some((v) => v.value === params.visibility)
    ? params.visibility
    : 'all';
  const search = params.search.trim();
  const inTrash = visibility === 'trash';

  const [frames, refetchFrames] = useQuery({
    query: FramesQuery,
    variables: {
      page: params.page,
      limit: params.limit,
      status: status === 'all' ? undefined : (status as FrameStatus),
      visibility: visibility === 'all' || inTrash ? undefined : (visibility as 'published' | 'draft'),
      search: search || undefined,
    },
    pause: inTrash,
  });
  const [stats, refetchStats] = useQuery({ query: FrameStatsQuery });
  const refresh = useCallback(() => {
    refetchFrames({ requestPolicy: 'network-only' });
    refetchStats({ requestPolicy: 'network-only' });
  }, [refetchFrames, refetchStats]);
  useRefetchOnVisible(refresh);

  const deleteMachine = useMemo(() => deleteFrameMachineFor(client), [client]);
  const [deleting, sendDelete] = useMachine(deleteMachine, { input: DELETE_FRAME_TEXTS, inspect });

  const statusMachine = useMemo(() => frameStatusMachineFor(client), [client]);
  const [statusChange, sendStatus] = useMachine(statusMachine, { input: FRAME_STATUS_TEXTS, inspect });

  const duplicate = useDuplicateFrame();

  const bulkMachine = useMemo(() => bulkMachineFor(client), [client]);
  const [bulk, sendBulk] = useMachine(bulkMachine, { inspect });

  const frameList = useAdminList(
    { page: frames.data?.frames, error: frames.error, stale: frames.stale },
    { page: params.page, go: (p) => setParams({ page: p }) },
  );
  const { page, list } = frameList;
  const s = stats.data?.frameStats;
  const statsWaiting = !s && !stats.error;
  const filtered = Boolean(search) || status !== 'all' || visibility !== 'all';
  // The selection is of this page's rows: a new page or filter clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's address is what clears it
  useEffect(
    () => sendBulk({ type: 'select.clear' }),
    [params.page, params.limit, search, status, visibility],
  );
  const selection = {
    selected: bulk.context.selected,
    onToggle: (id: number) => sendBulk({ type: 'select.toggle', id }),
    onPage: (all: boolean) => sendBulk({ type: 'select.page', ids: all ? list.map((f) => f.id) : [] }),
  };

  const onDelete = (f: AdminFrame) =>
    sendDelete({ type: 'action.request', subject: { id: f.id, label: f.name } });
  const onStatus = (f: AdminFrame) => {
    const target: FrameStatus = f.inStock ? 'OUT_OF_STOCK' : 'IN_STOCK';
    sendStatus({ type: 'action.request', subject: { id: f.id, label: f.name, version: f.version, target } });
  };
  /** What the table (large screens) and the cards (small ones) offer on each frame. */
  const rowActions = {
    onDelete,
    onStatus,
    onDuplicate: duplicate.request,
    selection,
    refreshing: frameList.refreshing,
  };

  const body = inTrash ? (
    <TrashList
      page={params.page}
      limit={params.limit}
      onPage={(p) => setParams({ page: p })}
      onLimit={(l) => setParams({ limit: l })}
    />
  ) : (
    <AdminListBody
      list={frameList}
      loadingText="Loading frames..."
      errorText="Failed to fetch frames"
      onRetry={reloadPage}
      empty={
        filtered ? (
          <EmptyState
            title="No frames found"
            description="No frames match your search or filter."
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => setParams({ search: '', status: 'all', visibility: 'all' })}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No frames found"
            description="Add your first frame to get started."
            action={
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to={adminPaths.newFrame}>Add New Frame</RouterLink>
              </Button>
            }
          />
        )
      }
    >
      {(page) => (
        <>
          <BulkBar state={bulk} send={sendBulk} />
          {wide ? (
            <FramesTable frames={page.data} {...rowActions} />
          ) : (
            <FrameCards frames={page.data} {...rowActions} />
          )}
          <Pagination
            page={params.page}
            pages={page.pagination.pages}
            total={page.pagination.total}
            capped={page.pagination.capped === true}
            limit={params.limit}
            onPage={(p) => setParams({ page: p })}
            onLimit={(l) => setParams({ limit: l })}
          />
        </>
      )}
    </AdminListBody>
  );

  const deletingSubject = deleting.context.subject;
  const statusSubject = statusChange.context.subject;

  return (
    <AdminPage
      title="Frame Management"
      subtitle="Manage your frame inventory, prices and labels."
      actions={
        <>
          <Button
            variant="outline"
            onClick={refresh}
            loading={frames.fetching && Boolean(page)}
            loadingText="Refresh"
          >
            Refresh
          </Button>
          <ExportCsvButton
            path="/frames/export.csv"
            name="frames"
            query={{
              status: status === 'all' ? undefined : status,
              visibility: visibility === 'all' || inTrash ? undefined : visibility,
              search: search || undefined,
            }}
          />
          <ImportCsvButton />
          <Button asChild colorPalette="blue">
            <RouterLink to={adminPaths.newFrame}>Add New Frame</RouterLink>
          </Button>
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total Frames" value={s?.totalFrames ?? '—'} busy={statsWaiting} accent="blue.500" />
        <StatCard label="In Stock" value={s?.inStockFrames ?? '—'} busy={statsWaiting} accent="green.500" />
        <StatCard
          label="Out of Stock"
          value={s?.outOfStockFrames ?? '—'}
          busy={statsWaiting}
          accent="red.500"
        />
        <StatCard
          label="Discounted"
          value={s?.discountedFrames ?? '—'}
          busy={statsWaiting}
          accent="orange.500"
        />
      </StatGrid>

      <FrameFilters
        search={params.search}
        status={status}
        visibility={visibility}
        onChange={(change) => setParams(change)}
      />
      {!inTrash && <ListCount page={page} noun="frame" filtered={filtered} />}
      {body}

      <ConfirmDialog
        open={actionDialog(deleting).open}
        title="Delete Frame"
        confirmLabel={actionDialog(deleting).again ? 'Try again' : 'Delete Frame'}
        destructive
        busy={actionDialog(deleting).busy}
        onConfirm={() => sendDelete({ type: 'action.confirm' })}
        onCancel={() => sendDelete({ type: 'action.cancel' })}
      >
        <Text>
          Are you sure you want to delete <strong>{deletingSubject?.label}</strong>? It stays in the Trash for
          30 days, then is deleted for good.
        </Text>
        <ActionFailure state={deleting} />
      </ConfirmDialog>

      <ConfirmDialog
        open={actionDialog(statusChange).open}
        title="Change Frame Status"
        confirmLabel={statusSubject?.target === 'IN_STOCK' ? 'Mark In Stock' : 'Mark Out of Stock'}
        busy={actionDialog(statusChange).busy}
        confirmDisabled={statusChange.matches('conflict')}
        onConfirm={() => sendStatus({ type: 'action.confirm' })}
        onCancel={() => sendStatus({ type: 'action.cancel' })}
      >
        {/* In `conflict` the card takes the question's place (on a 375 x 667 phone both would not fit). */}
        {!statusChange.matches('conflict') && (
          <Text>
            Mark <strong>{statusSubject?.label}</strong> as{' '}
            {statusSubject?.target === 'IN_STOCK' ? 'In Stock' : 'Out of Stock'}? Customers see the change at
            once.
          </Text>
        )}
        <ActionFailure state={statusChange} />
        {statusChange.matches('conflict') && (
          <ConflictCard
            what="frame"
            checking={statusChange.matches({ conflict: 'checking' })}
            message={statusChange.context.error ?? ''}
            changes={statusChange.context.changes}
            onReload={() => sendStatus({ type: 'action.reload' })}
            onOverwrite={() => sendStatus({ type: 'action.overwrite' })}
          />
        )}
      </ConfirmDialog>
      {duplicate.dialog}
      {list.length > 0 && (
        <Flex mt="6" justify="center">
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to={adminPaths.frameSorting}>Change the order frames appear in →</RouterLink>
          </Link>
        </Flex>
      )}
    </AdminPage>
  );
}
