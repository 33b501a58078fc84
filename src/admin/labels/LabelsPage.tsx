/**
 * Label Management (/admin/labels, docs/product.md §2): stat cards over every label, search by name, page and
 * size in the URL, a table on large screens and cards on small ones, the colour palette, and the dialogs.
 * Create, Edit and Duplicate run the labelDialog machine; Delete the shared confirmed action.
 */
import { Button, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { LABEL_TEXTS } from '../../../machines/labelRules';
import { inspect } from '../devInspect';
import { ActionFailure, actionDialog } from '../ui/ActionFailure';
import { AdminPage } from '../ui/AdminPage';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Pagination } from '../ui/Pagination';
import { ListSearch } from '../ui/SearchField';
import { StatCard, StatGrid } from '../ui/StatCard';
import { EmptyState } from '../ui/states';
import { AdminListBody, ListCount, useAdminList } from '../ui/useAdminList';
import { useListParams } from '../ui/useListParams';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { useWide } from '../ui/useWide';
import { useShopClient } from '../useShopClient';
import { DELETE_LABEL_TEXTS, deleteLabelMachineFor } from './deleteLabel';
import { type AdminLabel, LABEL_SORT, LabelsQuery } from './documents';
import { LabelDialog } from './LabelDialog';
import { LabelPalette } from './LabelPalette';
import { LabelCards, LabelsTable } from './LabelsTable';
import { labelDialogMachineFor } from './labelDialog.actors';
import { labelSummary, useAllLabels } from './useAllLabels';

/** Spec section 9: labels' default page size 20. */
const LIST_DEFAULTS = { page: 1, limit: 20, search: '' };

export default function LabelsPage() {
  const wide = useWide();
  const client = useShopClient();
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const search = params.search.trim();

  const [labels, refetchLabels] = useQuery({
    query: LabelsQuery,
    variables: { search: search || undefined, page: params.page, limit: params.limit, ...LABEL_SORT },
    requestPolicy: 'cache-and-network',
  });
  const all = useAllLabels();
  const refetchAll = all.refetch;
  const refresh = useCallback(() => {
    refetchLabels({ requestPolicy: 'network-only' });
    refetchAll();
  }, [refetchLabels, refetchAll]);
  useRefetchOnVisible(refresh);

  const dialogMachine = useMemo(() => labelDialogMachineFor(client), [client]);
  const [dialog, sendDialog] = useMachine(dialogMachine, { inspect });
  const deleteMachine = useMemo(() => deleteLabelMachineFor(client), [client]);
  const [deleting, sendDelete] = useMachine(deleteMachine, { input: DELETE_LABEL_TEXTS, inspect });

  const labelList = useAdminList(
    { page: labels.data?.labels, error: labels.error },
    { page: params.page, go: (p) => setParams({ page: p }) },
  );
  const { page } = labelList;
  const summary = useMemo(() => labelSummary(all.labels ?? []), [all.labels]);

  const source = (l: AdminLabel) => ({ id: l.id, name: l.name, color: l.color, version: l.version });
  const actions = {
    onEdit: (l: AdminLabel) => sendDialog({ type: 'label.edit', label: source(l) }),
    onDuplicate: (l: AdminLabel) => sendDialog({ type: 'label.duplicate', label: source(l) }),
    onDelete: (l: AdminLabel) => sendDelete({ type: 'action.request', subject: { id: l.id, label: l.name } }),
  };
  const create = () => sendDialog({ type: 'label.create' });

  const body = (
    <AdminListBody
      list={labelList}
      loadingText="Loading labels..."
      errorText={LABEL_TEXTS.loadFailed}
      onRetry={refresh}
      empty={
        search ? (
          <EmptyState
            title="No labels found"
            description="No labels match your search."
            action={
              <Button size="sm" variant="outline" onClick={() => setParams({ search: '' })}>
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No labels found"
            description="Create your first label to get started."
            action={
              <Button size="sm" colorPalette="blue" onClick={create}>
                Create Label
              </Button>
            }
          />
        )
      }
    >
      {(page) => (
        <>
          {wide ? (
            <LabelsTable labels={page.data} {...actions} />
          ) : (
            <LabelCards labels={page.data} {...actions} />
          )}
          <Pagination
            page={params.page}
            pages={page.pagination.pages}
            total={page.pagination.total}
            limit={params.limit}
            onPage={(p) => setParams({ page: p })}
            onLimit={(l) => setParams({ limit: l })}
          />
        </>
      )}
    </AdminListBody>
  );

  const dash = '—';
  return (
    <AdminPage
      title="Label Management"
      subtitle="Create and manage product labels for your frames."
      actions={
        <>
          <Button
            variant="outline"
            onClick={refresh}
            loading={labels.fetching && Boolean(page)}
            loadingText="Refresh"
          >
            Refresh
          </Button>
          <Button colorPalette="blue" onClick={create}>
            Create Label
          </Button>
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total Labels" value={all.total ?? dash} accent="blue.500" />
        <StatCard
          label="Total Usage"
          value={all.labels ? summary.usage : dash}
          hint="frame assignments"
          accent="green.500"
        />
        <StatCard
          label="Unique Colors"
          value={all.labels ? summary.uniqueColors : dash}
          accent="purple.500"
        />
      </StatGrid>

      <ListSearch
        id="label-search"
        placeholder="Search labels by name..."
        search={params.search}
        onSearch={(value) => setParams({ search: value })}
      />
      <ListCount page={page} noun="label" filtered={Boolean(search)} />
      {body}
      <LabelPalette palette={summary.palette} />

      <LabelDialog state={dialog} send={sendDialog} />
      <ConfirmDialog
        open={actionDialog(deleting).open}
        title="Delete Label"
        confirmLabel={actionDialog(deleting).again ? 'Try again' : 'Delete Label'}
        destructive
        busy={actionDialog(deleting).busy}
        onConfirm={() => sendDelete({ type: 'action.confirm' })}
        onCancel={() => sendDelete({ type: 'action.cancel' })}
      >
        <Text>
          Are you sure you want to delete the label <strong>{deleting.context.subject?.label}</strong>? This
          action cannot be undone.
        </Text>
        <ActionFailure state={deleting} />
      </ConfirmDialog>
    </AdminPage>
  );
}
