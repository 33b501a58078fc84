/**
 * The metrics machine's effect over the graph client: GET /metrics, straight from the server each time.
 * The http layer refuses an answer without a status ('Invalid response format', docs/product.md §7); the
 * machine checks it again, so the rule holds whoever provides the call.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { metricsMachine } from '../../../machines/metrics.machine';
import type { ShopClient } from '../../api/client';
import { MetricsQuery } from '../../api/documents/admin';
import { inspect } from '../devInspect';
import { adminActions } from '../edge';
import { useShopClient } from '../useShopClient';

export async function loadMetrics(client: ShopClient): Promise<unknown> {
  const result = await client.query(MetricsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw result.error.networkError ?? result.error;
  return result.data?.metrics;
}

export const metricsMachineFor = (client: ShopClient) =>
  metricsMachine.provide({
    actions: adminActions,
    actors: { loadMetrics: fromPromise(() => loadMetrics(client)) },
  });

/**
 * The metrics machine for a screen: it loads once when the screen opens, and hears whether the page is
 * visible (quiet samples only while it is).
 */
export function useMetricsMachine() {
  const client = useShopClient();
  const machine = useMemo(() => metricsMachineFor(client), [client]);
  const [state, send] = useMachine(machine, { inspect });
  const loaded = state.matches('loaded');
  useEffect(() => {
    const onChange = () =>
      send({ type: document.visibilityState === 'visible' ? 'page.visible' : 'page.hidden' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [send]);
  // Loaded while the tab was already in the background: no samples until it is seen.
  useEffect(() => {
    if (loaded && document.visibilityState === 'hidden') send({ type: 'page.hidden' });
  }, [loaded, send]);
  return [state, send] as const;
}
