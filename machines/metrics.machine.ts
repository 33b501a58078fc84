/**
 * The performance screens (docs/product.md §2, §7, §8): the metrics load once on open (quietly: a routine load
 * gets no toast); Refresh loads them again from `loaded`, Try Again from `failed`, and a load the user asked
 * for says 'Performance metrics loaded successfully'. An answer without a status is an error ('Invalid response
 * format'); any other failure is 'Failed to fetch metrics'. While the page stays open and visible the
 * figures are sampled quietly every 15 s (no toast) for the small charts; a hidden page stops sampling.
 * `loadMetrics` is GET /metrics, provided at the app's edge (src/admin/performance/metrics.actors.ts).
 *
 *   opening --done [status]--> loaded (no toast)
 *   loading --done [status]--> loaded (toast 'Performance metrics loaded successfully')
 *   opening | loading --done [no status] | error--> failed (error toast, error card)
 *   loaded: watching --after 15 s--> sampling --done | error--> watching (quiet; a failed sample keeps the figures)
 *           watching | sampling --page.hidden--> paused --page.visible--> sampling
 *           --metrics.refresh--> loading
 *   failed --metrics.retry | metrics.refresh--> loading
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  hasStatus,
  METRICS_TEXTS,
  type MetricsReading,
  type MetricsSample,
  metricsFailure,
  SAMPLE_EVERY_MS,
  withSample,
} from './metricsRules';
import { errorToast, successToast, toastPlaceholder } from './toast';

export interface MetricsContext {
  metrics: MetricsReading | null;
  /** Why the last load failed (the error card's text). */
  error: string | null;
  /** The quiet samples of the last minutes, oldest first. */
  samples: MetricsSample[];
  /** Why the last quiet sample failed (shown in the debug card); null after a good one. */
  sampleError: string | null;
}

export type MetricsEvent =
  | { type: 'metrics.refresh' }
  | { type: 'metrics.retry' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' };

const metricsSetup = setup({
  types: {
    context: {} as MetricsContext,
    events: {} as MetricsEvent,
  },
  actors: {
    /** GET /metrics: the answer's data (checked here for its status). */
    loadMetrics: fromPromise<unknown>(async () => undefined),
  },
  actions: {
    toast: toastPlaceholder,
    /** Keeps a good answer (params: the reading): the figures shown and one more point of the charts. */
    read: assign(({ context }, m: MetricsReading) => {
      return {
        metrics: m,
        error: null,
        sampleError: null,
        samples: withSample(context.samples, m, Date.now()),
      };
    }),
  },
  guards: {
    /** The answer (params: the call's output) is a reading with a status. */
    answerHasStatus: (_, { answer }: { answer: unknown }) => hasStatus(answer),
  },
  delays: { sampleEvery: SAMPLE_EVERY_MS },
});

export const metricsMachine = metricsSetup.createMachine({
  id: 'metrics',
  context: { metrics: null, error: null, samples: [], sampleError: null },
  initial: 'opening',
  states: {
    /** A load of the metrics (the `loadMetrics` call): a reading is kept and shown; no status or a failure is `failed`. */
    opening: {
      description: 'The screen has opened: the metrics are loading (a routine load: no toast).',
      invoke: {
        id: 'loadMetrics',
        src: 'loadMetrics',
        onDone: [
          {
            guard: { type: 'answerHasStatus', params: ({ event }) => ({ answer: event.output }) },
            target: '#metrics.loaded',
            actions: [{ type: 'read', params: ({ event }) => readingOf(event.output) }],
          },
          {
            target: '#metrics.failed',
            actions: [
              assign({ error: METRICS_TEXTS.invalid }),
              { type: 'toast', params: errorToast(METRICS_TEXTS.invalid) },
            ],
          },
        ],
        onError: {
          target: '#metrics.failed',
          actions: [
            assign({ error: ({ event }) => metricsFailure(event.error) }),
            { type: 'toast', params: ({ context }) => errorToast(context.error ?? METRICS_TEXTS.failed) },
          ],
        },
      },
    },
    loading: {
      description: 'Refresh or Try Again: the metrics are loading (a success is toasted).',
      invoke: {
        id: 'loadMetrics',
        src: 'loadMetrics',
        onDone: [
          {
            guard: { type: 'answerHasStatus', params: ({ event }) => ({ answer: event.output }) },
            target: '#metrics.loaded',
            actions: [
              { type: 'read', params: ({ event }) => readingOf(event.output) },
              { type: 'toast', params: successToast(METRICS_TEXTS.loaded) },
            ],
          },
          {
            target: '#metrics.failed',
            actions: [
              assign({ error: METRICS_TEXTS.invalid }),
              { type: 'toast', params: errorToast(METRICS_TEXTS.invalid) },
            ],
          },
        ],
        onError: {
          target: '#metrics.failed',
          actions: [
            assign({ error: ({ event }) => metricsFailure(event.error) }),
            { type: 'toast', params: ({ context }) => errorToast(context.error ?? METRICS_TEXTS.failed) },
          ],
        },
      },
    },
    loaded: {
      description:
        "The metrics are shown (toast 'Performance metrics loaded successfully' after Refresh or Try Again).",
      initial: 'watching',
      on: { 'metrics.refresh': 'loading' },
      states: {
        watching: {
          description: 'The figures are shown; a quiet sample is taken every 15 s.',
          after: { sampleEvery: 'sampling' },
          on: { 'page.hidden': 'paused' },
        },
        sampling: {
          description: 'A quiet sample is being read (no toast; a failure keeps the figures).',
          invoke: {
            id: 'sampleMetrics',
            src: 'loadMetrics',
            onDone: [
              {
                guard: { type: 'answerHasStatus', params: ({ event }) => ({ answer: event.output }) },
                target: 'watching',
                actions: { type: 'read', params: ({ event }) => readingOf(event.output) },
              },
              { target: 'watching', actions: assign({ sampleError: METRICS_TEXTS.invalid }) },
            ],
            onError: {
              target: 'watching',
              actions: assign({ sampleError: ({ event }) => metricsFailure(event.error) }),
            },
          },
          on: { 'page.hidden': 'paused' },
        },
        paused: {
          description: 'The page is hidden: sampling stops until it is visible again.',
          on: { 'page.visible': 'sampling' },
        },
      },
    },
    failed: {
      description: 'The metrics could not be loaded: the error toast and the error card with Try Again.',
      on: { 'metrics.retry': 'loading', 'metrics.refresh': 'loading' },
    },
  },
});

/** The call's output as a reading; only reached after `answerHasStatus` said it is one. */
function readingOf(output: unknown): MetricsReading {
  if (!hasStatus(output)) throw new Error('not a metrics reading');
  return output;
}
