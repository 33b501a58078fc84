/**
 * The skeleton the admin's lists share (frames, the trash, users, labels, messages): a page of a urql query
 * read as the list, the page past the end sent to the last one, and what the list area shows while it loads,
 * when the load failed, when nothing matches, and then the rows with their pagination.
 */
import { Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { ErrorState, LoadingState } from './states';

/** One page of a list as the API gives it (docs/api.md, "Lists"; the users list is one page, of no count of pages). */
export interface ListPage {
  data: readonly unknown[];
  pagination: { total: number; pages?: number; capped?: boolean | null };
}

/** A list query's answer as urql gives it: the page it holds, its error, and whether it is being read again. */
interface ListResult<P extends ListPage> {
  page: P | null | undefined;
  error?: unknown;
  stale?: boolean;
}

export interface AdminList<P extends ListPage> {
  page: P | undefined;
  list: P['data'];
  /** Failed before any page arrived: nothing to show but the error. */
  failed: boolean;
  /**
   * The list is being read again (urql's `stale`: a server event or a change's answer asked for it). Its rows
   * may still show an earlier moment, such as the optimistic answer of one's own change just saved, with the
   * version from before it: a change sent from such a row would be refused as someone else's (412), so the
   * rows' changes wait for the list.
   */
  refreshing: boolean;
}

/**
 * The list of `result`'s page; with `at` (the page in the URL and how to go to another), a page past the
 * end (its last row deleted, a stale link) goes to the last page.
 */
export function useAdminList<P extends ListPage>(
  result: ListResult<P>,
  at?: { page: number; go: (page: number) => void },
): AdminList<P> {
  const page = result.page ?? undefined;
  const lastPage = page?.pagination.pages ?? 0;
  const current = at?.page ?? 0;
  // Read when the page or the last page changes, not when the caller's `go` is a new function (each render):
  // an effect depending on it sent the list to the last page once per render until the address changed, each
  // a history entry of its own, so Back stayed on the same page.
  const goToLast = useEffectEvent((last: number) => at?.go(last));
  useEffect(() => {
    if (lastPage > 0 && current > lastPage) goToLast(lastPage);
  }, [lastPage, current]);
  return {
    page,
    list: page?.data ?? [],
    failed: Boolean(result.error && !page),
    refreshing: Boolean(result.stale && page),
  };
}

/**
 * The list area: the error (with Retry) if the load failed, "Loading..." until a page arrives, `empty` when it
 * has no rows, else what `children` draws of the page (the rows and their pagination).
 */
export function AdminListBody<P extends ListPage>({
  list,
  loadingText,
  errorText,
  onRetry,
  empty,
  children,
}: {
  list: AdminList<P>;
  loadingText: string;
  errorText: string;
  onRetry: () => void;
  empty: ReactNode;
  children: (page: P) => ReactNode;
}) {
  if (list.failed) return <ErrorState message={errorText} onRetry={onRetry} />;
  if (!list.page) return <LoadingState text={loadingText} />;
  if (list.list.length === 0) return <>{empty}</>;
  return <>{children(list.page)}</>;
}

/** "3 frames found" (filtered) or "42 frames": how many the list holds, "+" when the count is capped. */
export function ListCount({
  page,
  noun,
  filtered,
  testId,
}: {
  page: ListPage | undefined;
  noun: string;
  filtered: boolean;
  testId?: string;
}) {
  if (!page) return null;
  const { total, capped } = page.pagination;
  return (
    <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite" data-testid={testId}>
      {total}
      {capped ? '+' : ''} {noun}
      {total === 1 && !capped ? '' : 's'}
      {filtered ? ' found' : ''}
    </Text>
  );
}
