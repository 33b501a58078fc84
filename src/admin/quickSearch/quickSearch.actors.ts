/**
 * The quick search's machine wired to the graph client: one search asks the four admin lists at once
 * (users only for a super admin, who alone may list them) and answers their items grouped by kind.
 */
import { fromPromise } from 'xstate';
import type { QuickItem } from '../../../machines/quickSearch.machine';
import { quickSearchMachine } from '../../../machines/quickSearch.machine';
import type { ShopClient } from '../../api/client';
import { awaitOnline } from '../edge';
import { QuickFramesQuery, QuickLabelsQuery, QuickMessagesQuery, QuickUsersQuery } from './documents';

/** At most this many items of each kind. */
export const PER_KIND = 5;
const SEARCH_FAILED = 'Search failed';

const fresh = { requestPolicy: 'network-only' } as const;

export async function quickSearch(
  client: ShopClient,
  query: string,
  withUsers: boolean,
): Promise<QuickItem[]> {
  const vars = { search: query, limit: PER_KIND };
  const [frames, messages, users, labels] = await Promise.all([
    client.query(QuickFramesQuery, vars, fresh).toPromise(),
    client.query(QuickMessagesQuery, vars, fresh).toPromise(),
    withUsers ? client.query(QuickUsersQuery, vars, fresh).toPromise() : null,
    client.query(QuickLabelsQuery, vars, fresh).toPromise(),
  ]);
  for (const r of [frames, messages, users, labels])
    if (r?.error) throw r.error.networkError ?? new Error(SEARCH_FAILED);
  return [
    ...(frames.data?.frames.data ?? []).map((f) => ({
      kind: 'frame' as const,
      id: f.id,
      title: f.name,
      subtitle: f.category ?? undefined,
    })),
    ...(messages.data?.messages.data ?? []).map((m) => ({
      kind: 'message' as const,
      id: m.id,
      title: m.subject,
      subtitle: `from ${m.name}`,
    })),
    ...(users?.data?.users.data ?? []).map((u) => ({
      kind: 'user' as const,
      id: u.id,
      title: u.name,
      subtitle: u.email,
    })),
    ...(labels.data?.labels.data ?? []).map((l) => ({ kind: 'label' as const, id: l.id, title: l.name })),
  ];
}

export const quickSearchMachineFor = (client: ShopClient, withUsers: boolean) =>
  quickSearchMachine.provide({
    actors: {
      search: fromPromise<QuickItem[], { query: string }>(({ input }) =>
        quickSearch(client, input.query, withUsers),
      ),
      awaitOnline,
    },
  });
