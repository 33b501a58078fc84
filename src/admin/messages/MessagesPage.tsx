/**
 * Messages (/admin/messages, docs/product.md §2, §4, §7, §8): stat cards, search and status filter buttons (in
 * the URL with the page), "Export CSV" (the list as filtered), message cards, the View dialog 'Message
 * Details', the marks and delete offered by each message's status, pagination. The list and stats are read
 * with urql (graphcache keeps them live: a new contact message arrives through the admin socket, and owns
 * each message's status); each message's marks and delete are a machine (machines/message.machine.ts),
 * spawned and stopped by the owner of the messages' actors (machines/messageList.machine.ts), which outlives
 * the screen; the View dialog is another (machines/messageDetails.machine.ts).
 */
import { Button, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { actorOf } from '../../../machines/messageList.machine';
import { MESSAGE_TEXTS } from '../../../machines/messageTexts';
import { errorToast } from '../../../machines/toast';
import { MessageStatsQuery, MessagesQuery } from '../../api/documents/admin';
import { ExportCsvButton } from '../csv/ExportCsvButton';
import { inspect } from '../devInspect';
import { adminActions } from '../edge';
import { AdminPage } from '../ui/AdminPage';
import { Pagination } from '../ui/Pagination';
import { StatCard, StatGrid } from '../ui/StatCard';
import { EmptyState } from '../ui/states';
import { AdminListBody, ListCount, useAdminList } from '../ui/useAdminList';
import { useListParams } from '../ui/useListParams';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { useShopClient } from '../useShopClient';
import { DeleteMessageDialog, type DeleteTarget } from './DeleteMessageDialog';
import { MessageCard } from './MessageCard';
import { MessageDetailsDialog } from './MessageDetailsDialog';
import { MessageFilters, STATUS_FILTERS, type StatusFilter } from './MessageFilters';
import { messageActorsOf, messageDetailsMachineFor } from './message.actors';
import { useShownMessages } from './useMessage';
import { useViewParam } from './useViewParam';

/** Spec sections 7 and 9: page 1, 20 a page, newest first. */
const LIST_DEFAULTS = { page: 1, search: '', status: 'all' };
const PAGE_SIZE = 20;

export default function MessagesPage() {
  const client = useShopClient();
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const status = (STATUS_FILTERS.find((s) => s.value === params.status)?.value ?? 'all') as StatusFilter;
  const search = params.search.trim();

  const [messages, refetchMessages] = useQuery({
    query: MessagesQuery,
    variables: {
      page: params.page,
      limit: PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: search || undefined,
      status: status === 'all' ? undefined : status,
    },
  });
  const [stats, refetchStats] = useQuery({ query: MessageStatsQuery });
  const refresh = useCallback(() => {
    refetchMessages({ requestPolicy: 'network-only' });
    refetchStats({ requestPolicy: 'network-only' });
  }, [refetchMessages, refetchStats]);
  useRefetchOnVisible(refresh);

  // Each message's machine is a child of the owner of the messages' actors, which outlives the screen: a mark
  // or delete in flight when the screen closes ends with its toast (src/admin/messages/message.actors.ts).
  const actors = useMemo(() => messageActorsOf(client), [client]);
  const detailsMachine = useMemo(() => messageDetailsMachineFor(client), [client]);
  const [details, sendDetails] = useMachine(detailsMachine, { inspect });
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  useViewParam(useCallback((id: number) => sendDetails({ type: 'details.open', id }), [sendDetails]));

  const messageList = useAdminList(
    { page: messages.data?.messages, error: messages.error, stale: messages.stale },
    { page: params.page, go: (p) => setParams({ page: p }) },
  );
  const { page, list, failed: loadFailed } = messageList;
  const s = stats.data?.messageStats; // a failed stats load is silent (docs/product.md §8)

  // The list's failure is also announced (docs/product.md §8: 5 s), once per failure.
  useEffect(() => {
    if (loadFailed) adminActions.toast(undefined, errorToast(MESSAGE_TEXTS.listFailed));
  }, [loadFailed]);
  const filtered = Boolean(search) || status !== 'all';

  const detailsMessage = details.matches('open') ? details.context.message : null;
  useShownMessages(actors, [...list, detailsMessage, deleteTarget]);
  const askDelete = (m: DeleteTarget) => {
    setDeleteTarget({ id: m.id, status: m.status, name: m.name, subject: m.subject, createdAt: m.createdAt });
    actorOf(actors.getSnapshot().context, m.id)?.send({ type: 'message.delete' });
  };
  const viewingId = details.matches('loading') ? details.context.id : null;
  const onDeleteSettled = useCallback(
    (deleted: boolean) => {
      if (deleted && details.context.id === deleteTarget?.id) sendDetails({ type: 'details.close' });
      setDeleteTarget(null);
    },
    [details.context.id, deleteTarget?.id, sendDetails],
  );

  const body = (
    <AdminListBody
      list={messageList}
      loadingText="Loading messages..."
      errorText={MESSAGE_TEXTS.listFailed}
      onRetry={() => refetchMessages({ requestPolicy: 'network-only' })}
      empty={
        <EmptyState
          title="No messages found"
          description="No messages match your current filters."
          action={
            filtered ? (
              <Button size="sm" variant="outline" onClick={() => setParams({ search: '', status: 'all' })}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      }
    >
      {(page) => (
        <>
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Messages" data-testid="message-list">
            {page.data.map((m) => (
              <MessageCard
                key={m.id}
                message={m}
                list={actors}
                viewing={viewingId === m.id}
                refreshing={messageList.refreshing}
                onView={(x) => sendDetails({ type: 'details.open', id: x.id })}
                onDelete={askDelete}
              />
            ))}
          </Stack>
          <Pagination
            page={params.page}
            pages={page.pagination.pages}
            total={page.pagination.total}
            onPage={(p) => setParams({ page: p })}
          />
        </>
      )}
    </AdminListBody>
  );

  return (
    <AdminPage
      title="Messages"
      subtitle="Manage customer inquiries and support messages."
      actions={
        <>
          <Button
            variant="outline"
            onClick={refresh}
            loading={messages.fetching && Boolean(page)}
            loadingText="Refresh"
          >
            Refresh
          </Button>
          <ExportCsvButton
            path="/messages/export.csv"
            name="messages"
            query={{
              search: search || undefined,
              status: status === 'all' ? undefined : status,
              sortBy: 'createdAt',
              sortOrder: 'desc',
            }}
          />
        </>
      }
    >
      <StatGrid>
        <StatCard label="Total" value={s?.total ?? '—'} accent="blue.500" />
        <StatCard label="Unread" value={s?.unread ?? '—'} accent="red.500" />
        <StatCard label="Read" value={s?.read ?? '—'} accent="gray.500" />
        <StatCard label="Replied" value={s?.replied ?? '—'} accent="green.500" />
      </StatGrid>

      <MessageFilters search={params.search} status={status} onChange={(change) => setParams(change)} />
      <ListCount page={page} noun="message" filtered={filtered} testId="message-count" />
      {body}

      <MessageDetailsDialog
        message={detailsMessage}
        list={actors}
        onDelete={askDelete}
        onClose={() => sendDetails({ type: 'details.close' })}
      />
      {deleteTarget && (
        <DeleteMessageDialog target={deleteTarget} list={actors} onSettled={onDeleteSettled} />
      )}
    </AdminPage>
  );
}
