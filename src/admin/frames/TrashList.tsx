/**
 * The Trash filter of the frames list (docs/api.md, "Trash"): deleted frames, newest first, each with Restore
 * and "Delete forever" (confirmed). Both are confirmed actions (machines/confirmedAction.machine.ts): the
 * restore is confirmed at once, without a dialog.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { fromPromise } from 'xstate';
import { type ActionSubject, confirmedActionMachine } from '../../../machines/confirmedAction.machine';
import type { ShopClient } from '../../api/client';
import { FrameTrashQuery, PurgeFramesMutation } from '../../api/documents/frameChanges';
import { inspect } from '../devInspect';
import { adminActions, awaitOnline } from '../edge';
import { ActionFailure, actionDialog } from '../ui/ActionFailure';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDate } from '../ui/dates';
import { FrameThumb } from '../ui/FrameThumb';
import { Pagination } from '../ui/Pagination';
import { EmptyState, reloadPage } from '../ui/states';
import { restoreFrames } from '../ui/undo';
import { AdminListBody, useAdminList } from '../ui/useAdminList';
import { useShopClient } from '../useShopClient';
import { formatKshAdmin } from './FrameBits';

const RESTORE_TEXTS = { successText: 'Frame restored.', failureText: 'Failed to restore frame' };
const PURGE_TEXTS = { successText: 'Frame deleted forever.', failureText: 'Failed to delete frame' };

async function purgeFrames(client: ShopClient, ids: number[]): Promise<void> {
  const result = await client.mutation(PurgeFramesMutation, { ids }).toPromise();
  if (result.error) throw result.error.networkError ?? new Error(result.error.message);
}

const machineFor = (call: (id: number) => Promise<void>) =>
  confirmedActionMachine.provide({
    actions: adminActions,
    actors: {
      perform: fromPromise<unknown, ActionSubject>(({ input }) => call(Number(input.id))),
      awaitOnline,
    },
  });

export function TrashList({
  page,
  limit,
  onPage,
  onLimit,
}: {
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const client = useShopClient();
  const [trash] = useQuery({ query: FrameTrashQuery, variables: { page, limit } });
  const restoreMachine = useMemo(() => machineFor((id) => restoreFrames(client, [id])), [client]);
  const purgeMachine = useMemo(() => machineFor((id) => purgeFrames(client, [id])), [client]);
  const [restoring, sendRestore] = useMachine(restoreMachine, { input: RESTORE_TEXTS, inspect });
  const [purging, sendPurge] = useMachine(purgeMachine, { input: PURGE_TEXTS, inspect });

  const trashList = useAdminList({ page: trash.data?.frameTrash, error: trash.error }, { page, go: onPage });

  const restore = (f: { id: number | string; name: string }) => {
    sendRestore({ type: 'action.request', subject: { id: f.id, label: f.name } });
    sendRestore({ type: 'action.confirm' });
  };
  const busyId = restoring.matches('working') ? restoring.context.subject?.id : undefined;
  return (
    <>
      <AdminListBody
        list={trashList}
        loadingText="Loading frames..."
        errorText="Failed to fetch frames"
        onRetry={reloadPage}
        empty={<EmptyState title="The trash is empty" description="Deleted frames stay here for 30 days." />}
      >
        {(data) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2">
              Deleted frames stay here for 30 days, then are deleted for good.
            </Text>
            <Stack gap="3" as="ul" listStyleType="none" aria-label="Deleted frames">
              {data.data.map((f) => (
                <Flex
                  as="li"
                  key={f.id}
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                  align={{ base: 'flex-start', md: 'center' }}
                  direction={{ base: 'column', md: 'row' }}
                  data-testid="trashed-frame"
                >
                  <Flex gap="3" flex="1" minW="0" align="center">
                    <FrameThumb src={f.imageUrl ?? undefined} name={f.name} />
                    <Box minW="0">
                      <Text fontWeight="semibold" truncate>
                        {f.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[f.category, formatKshAdmin(f.currentPrice)].filter(Boolean).join(' · ')}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        Deleted {formatDate(f.deletedAt)}
                        {f.deletedBy ? ` by ${f.deletedBy}` : ''} · deleted for good on{' '}
                        {formatDate(f.purgeAt)}
                      </Text>
                    </Box>
                  </Flex>
                  <Flex gap="2" flexShrink={0}>
                    <Button size="sm" variant="outline" loading={busyId === f.id} onClick={() => restore(f)}>
                      Restore
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() =>
                        sendPurge({ type: 'action.request', subject: { id: f.id, label: f.name } })
                      }
                    >
                      Delete forever
                    </Button>
                  </Flex>
                </Flex>
              ))}
            </Stack>
            <Pagination
              page={page}
              pages={data.pagination.pages}
              total={data.pagination.total}
              limit={limit}
              onPage={onPage}
              onLimit={onLimit}
            />
          </>
        )}
      </AdminListBody>
      <ConfirmDialog
        open={actionDialog(purging).open}
        title="Delete forever"
        confirmLabel={actionDialog(purging).again ? 'Try again' : 'Delete forever'}
        destructive
        busy={actionDialog(purging).busy}
        onConfirm={() => sendPurge({ type: 'action.confirm' })}
        onCancel={() => sendPurge({ type: 'action.cancel' })}
      >
        <Text>
          Delete <strong>{purging.context.subject?.label}</strong> and its pictures for good? This action
          cannot be undone.
        </Text>
        <ActionFailure state={purging} />
      </ConfirmDialog>
    </>
  );
}
