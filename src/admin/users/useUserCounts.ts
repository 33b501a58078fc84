import { useCallback } from 'react';
import { useQuery } from 'urql';
import { UserCountQuery } from './users.documents';

/**
 * The stat cards' figures (Total Users, Super Admins, Admins, Active Users), each the server's total of a
 * one-row list, so they stay right whatever the list shows. graphcache refetches them after a change
 * (role changes refresh the role-filtered ones, status changes the status-filtered one).
 */
export function useUserCounts() {
  const [total, refetchTotal] = useQuery({ query: UserCountQuery, variables: { limit: 1 } });
  const [superAdmins, refetchSuper] = useQuery({
    query: UserCountQuery,
    variables: { limit: 1, role: 'SUPER_ADMIN' },
  });
  const [admins, refetchAdmins] = useQuery({ query: UserCountQuery, variables: { limit: 1, role: 'ADMIN' } });
  const [active, refetchActive] = useQuery({
    query: UserCountQuery,
    variables: { limit: 1, status: 'ACTIVE' },
  });
  const refetch = useCallback(() => {
    for (const r of [refetchTotal, refetchSuper, refetchAdmins, refetchActive])
      r({ requestPolicy: 'network-only' });
  }, [refetchTotal, refetchSuper, refetchAdmins, refetchActive]);
  const figure = (r: { data?: { users: { pagination: { total: number } } } }) =>
    r.data?.users.pagination.total ?? '—';
  // No answer yet (neither data nor an error): the card says it is busy.
  const waiting = (r: { data?: unknown; error?: unknown }) => r.data === undefined && r.error === undefined;
  return {
    counts: {
      total: figure(total),
      superAdmins: figure(superAdmins),
      admins: figure(admins),
      active: figure(active),
    },
    waiting: {
      total: waiting(total),
      superAdmins: waiting(superAdmins),
      admins: waiting(admins),
      active: waiting(active),
    },
    refetch,
  };
}
