/** What both performance views share: the metrics machine, Refresh, the error card and the debug card. */
import { Button } from '@chakra-ui/react';
import { apiBase } from '../../api/assets';
import { ErrorState, LoadingState } from '../ui/states';
import { DebugCard } from './MetricsCards';
import { useMetricsMachine } from './metrics.actors';

export const PERFORMANCE_SUBTITLE = 'How the server is doing: status, memory, live connections and runtime.';

export function usePerformance() {
  const [state, send] = useMetricsMachine();
  const { metrics, error, samples, sampleError } = state.context;
  const loading = state.matches('loading');
  const failed = state.matches('failed');
  const refresh = (
    <Button
      variant="outline"
      onClick={() => send({ type: 'metrics.refresh' })}
      loading={loading}
      loadingText="Refresh"
      disabled={!state.can({ type: 'metrics.refresh' })}
    >
      Refresh
    </Button>
  );
  const status = failed ? (
    <ErrorState
      message={error ?? 'Failed to fetch metrics'}
      retryLabel="Try Again"
      onRetry={() => send({ type: 'metrics.retry' })}
    />
  ) : !metrics ? (
    <LoadingState text="Loading metrics..." />
  ) : null;
  const debug = (
    <DebugCard
      loading={loading}
      error={error}
      loaded={Boolean(metrics) && !failed}
      apiUrl={apiBase()}
      samples={samples.length}
      sampleError={sampleError}
      sampling={state.matches({ loaded: 'paused' }) ? 'paused while hidden' : 'every 15 s'}
    />
  );
  return { metrics: failed ? null : metrics, samples, refresh, status, debug };
}
