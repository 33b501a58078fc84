/**
 * Marquee Content Management (/admin/marquee, docs/product.md §2): the scrolling text on the homepage. Search
 * (in the URL), Add Content, and one card per item with Hide/Show, Edit and Delete. The list is read with
 * urql (limit 100, docs/product.md §9); the dialog, each item's Hide/Show and the delete are machines
 * (machines/marqueeDialog, marqueeToggle, confirmedAction) wired in ./marquee.actors.ts. graphcache
 * refetches the list after each change and on the realtime `marquee.changed` event; the storefront's
 * banner follows the same event.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { MARQUEE_TEXTS } from '../../../machines/marqueeRules';
import { MarqueeQuery } from '../../api/documents/admin';
import { inspect } from '../devInspect';
import { ActionFailure, actionDialog } from '../ui/ActionFailure';
import { AdminPage } from '../ui/AdminPage';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListSearch } from '../ui/SearchField';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useListParams } from '../ui/useListParams';
import { useRefetchOnVisible } from '../ui/useRefetchOnVisible';
import { useShopClient } from '../useShopClient';
import type { MarqueeListItem } from './documents';
import { MarqueeCard } from './MarqueeCard';
import { MarqueeDialog } from './MarqueeDialog';
import {
  DELETE_MARQUEE_TEXTS,
  deleteMarqueeMachineFor,
  marqueeDialogMachineFor,
  marqueeToggleMachineFor,
} from './marquee.actors';

/** Spec section 9: the marquee list asks for 100 items. */
export const MARQUEE_LIMIT = 100;
const LIST_DEFAULTS = { search: '' };

export default function MarqueePage() {
  const client = useShopClient();
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const search = params.search.trim();
  const [list, refetch] = useQuery({
    query: MarqueeQuery,
    variables: { search: search || undefined, limit: MARQUEE_LIMIT },
  });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useRefetchOnVisible(reload);

  const dialogMachine = useMemo(() => marqueeDialogMachineFor(client), [client]);
  const [dialog, sendDialog] = useMachine(dialogMachine, { inspect });
  const toggleMachine = useMemo(() => marqueeToggleMachineFor(client), [client]);
  const deleteMachine = useMemo(() => deleteMarqueeMachineFor(client), [client]);
  const [deleting, sendDelete] = useMachine(deleteMachine, { input: DELETE_MARQUEE_TEXTS, inspect });

  const items = list.data?.marquee;
  const active = items?.filter((i) => i.isActive !== false).length ?? 0;
  const create = () => sendDialog({ type: 'dialog.create' });
  const edit = (item: MarqueeListItem) =>
    sendDialog({
      type: 'dialog.edit',
      item: {
        id: Number(item.id),
        text: item.text,
        isActive: item.isActive,
        order: item.order,
        version: item.version,
      },
    });
  const remove = (item: MarqueeListItem) =>
    sendDelete({ type: 'action.request', subject: { id: item.id, label: item.text } });

  let body: React.ReactNode;
  if (list.error && !items) body = <ErrorState message={MARQUEE_TEXTS.fetchFailed} onRetry={reload} />;
  else if (!items) body = <LoadingState text="Loading marquee content..." />;
  else if (items.length === 0)
    body = search ? (
      <EmptyState
        title={MARQUEE_TEXTS.empty}
        description="No marquee content matches your search."
        action={
          <Button size="sm" variant="outline" onClick={() => setParams({ search: '' })}>
            Clear search
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={MARQUEE_TEXTS.empty}
        description="Add a line of text to scroll across the top of the homepage."
        action={
          <Button size="sm" colorPalette="blue" onClick={create}>
            Add First Content
          </Button>
        }
      />
    );
  else
    body = (
      <Stack as="ul" listStyleType="none" gap="3" data-testid="marquee-list">
        {items.map((item) => (
          <MarqueeCard
            key={item.id}
            item={item}
            toggleMachine={toggleMachine}
            onEdit={() => edit(item)}
            onDelete={() => remove(item)}
          />
        ))}
      </Stack>
    );

  return (
    <AdminPage
      title="Marquee Content Management"
      subtitle="The scrolling text on the homepage: what it says, in which order, and what is shown."
      actions={
        <Button colorPalette="blue" onClick={create} disabled={dialog.hasTag('dialogOpen')}>
          Add Content
        </Button>
      }
    >
      <ListSearch
        id="marquee-search"
        placeholder="Search marquee content by text..."
        search={params.search}
        onSearch={(value) => setParams({ search: value })}
      />
      {items && items.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite" data-testid="marquee-count">
          {items.length} item{items.length === 1 ? '' : 's'}
          {search ? ' found' : ''} · {active} active, {items.length - active} hidden
        </Text>
      )}
      {body}

      <MarqueeDialog state={dialog} send={sendDialog} />
      <ConfirmDialog
        open={actionDialog(deleting).open}
        title="Delete Marquee Content"
        confirmLabel={actionDialog(deleting).again ? 'Try again' : 'Delete'}
        destructive
        busy={actionDialog(deleting).busy}
        onConfirm={() => sendDelete({ type: 'action.confirm' })}
        onCancel={() => sendDelete({ type: 'action.cancel' })}
      >
        <Text>{MARQUEE_TEXTS.deleteConfirm}</Text>
        {deleting.context.subject?.label && (
          <Text mt="2" color="fg.muted" fontStyle="italic" wordBreak="break-word">
            “{deleting.context.subject.label}”
          </Text>
        )}
        <ActionFailure state={deleting} />
      </ConfirmDialog>
    </AdminPage>
  );
}
