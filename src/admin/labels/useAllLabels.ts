/**
 * Every label (for the stat cards and the colour palette, which count all labels, not the page shown):
 * the first 100 with `useQuery`, and any further pages through the client's own sources, which stay live
 * like `useQuery` does (a created, renamed or deleted label updates them through graphcache).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { pipe, subscribe } from 'wonka';
import { type AdminLabel, LABEL_SORT, LabelsQuery } from './documents';

/** The server's largest page (GET /labels: limit 1..100). */
const ALL_PAGE = 100;

export function useAllLabels() {
  const client = useClient();
  const [first, refetch] = useQuery({
    query: LabelsQuery,
    variables: { page: 1, limit: ALL_PAGE, ...LABEL_SORT },
    requestPolicy: 'cache-and-network',
  });
  const refetchFirst = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const pages = first.data?.labels.pagination.pages ?? 1;
  const [more, setMore] = useState<Record<number, readonly AdminLabel[]>>({});

  useEffect(() => {
    const subscriptions: { unsubscribe: () => void }[] = [];
    for (let page = 2; page <= pages; page++)
      subscriptions.push(
        pipe(
          client.query(LabelsQuery, { page, limit: ALL_PAGE, ...LABEL_SORT }),
          subscribe((result) => {
            const data = result.data?.labels.data;
            if (data) setMore((m) => ({ ...m, [page]: data }));
          }),
        ),
      );
    return () => {
      for (const s of subscriptions) s.unsubscribe();
      setMore({});
    };
  }, [client, pages]);

  const labels = useMemo(() => {
    const all = [...(first.data?.labels.data ?? [])];
    for (let page = 2; page <= pages; page++) all.push(...(more[page] ?? []));
    return all;
  }, [first.data, more, pages]);

  return {
    labels: first.data ? labels : null,
    total: first.data?.labels.pagination.total ?? null,
    error: first.error,
    refetch: refetchFirst,
  };
}

export interface PaletteColor {
  color: string;
  labels: AdminLabel[];
}

/** The stat cards' figures and the palette (colours in use, most used first, each with its labels). */
export function labelSummary(labels: readonly AdminLabel[]) {
  const byColor = new Map<string, AdminLabel[]>();
  let usage = 0;
  for (const l of labels) {
    usage += l.usageCount ?? 0;
    const key = l.color.toUpperCase();
    byColor.set(key, [...(byColor.get(key) ?? []), l]);
  }
  const palette: PaletteColor[] = [...byColor.entries()]
    .map(([color, ls]) => ({ color, labels: ls }))
    .sort((a, b) => b.labels.length - a.labels.length || a.color.localeCompare(b.color));
  return { usage, uniqueColors: byColor.size, palette };
}
