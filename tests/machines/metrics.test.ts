import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { metricsMachine } from '../../machines/metrics.machine';
import type { MetricsReading } from '../../machines/metricsRules';
import type { ToastParams } from '../../machines/toast';
import { type Arrival, describeModel } from './graph';
import { metricsQa } from './metrics.qa';

const reading: MetricsReading = {
  status: 'healthy',
  uptime: 3725,
  memory: { heapUsed: 40 * 1024 * 1024, heapTotal: 80 * 1024 * 1024 },
  nodeVersion: 'v22.11.0',
  platform: 'linux',
  websocket: { totalConnections: 3, adminConnections: 1 },
};
const later: MetricsReading = {
  ...reading,
  uptime: 3740,
  websocket: { totalConnections: 4, adminConnections: 2 },
};
const { status: _, ...noStatus } = reading;

type Ctx = {
  metrics: MetricsReading | null;
  error: string | null;
  samples: { heapUsed: number; connections: number }[];
  sampleError: string | null;
};
const ctx = (a: Arrival) => a.snapshot.context as Ctx;
const noToast = (a: Arrival) => expect(a.toasts).toEqual([]);
const noCall = (a: Arrival) => expect(a.invoked).toEqual({});
const failure = (message: string, tag: string) => Object.assign(new Error(message), { tag });
const error = (description: string) => [{ type: 'error', title: 'Error', description }];

describeModel('metrics', {
  machine: metricsMachine,
  qa: metricsQa,
  // Samples carry the time they were taken: two snapshots count as one vertex by what the screen shows.
  serializeState: (s) => {
    const c = s.context as Ctx;
    return JSON.stringify([s.value, c.metrics?.uptime ?? null, c.error, c.sampleError]);
  },
  events: {
    'load done': { type: 'xstate.done.actor.loadMetrics', output: reading },
    'load without status': { type: 'xstate.done.actor.loadMetrics', output: noStatus },
    // Errors carry a tag of their own: the graph tells events apart by their JSON (an Error's message is not in it).
    'load failed': {
      type: 'xstate.error.actor.loadMetrics',
      error: failure('HTTP error! status: 500', 'http'),
    },
    'load invalid': {
      type: 'xstate.error.actor.loadMetrics',
      error: failure('Invalid response format', 'format'),
    },
    'sample due': { type: 'xstate.after.sampleEvery.metrics.loaded.watching' },
    'sample done': { type: 'xstate.done.actor.sampleMetrics', output: later },
    'sample without status': { type: 'xstate.done.actor.sampleMetrics', output: noStatus },
    'sample failed': { type: 'xstate.error.actor.sampleMetrics', error: new Error('Network error') },
    refresh: { type: 'metrics.refresh' },
    retry: { type: 'metrics.retry' },
    hidden: { type: 'page.hidden' },
    visible: { type: 'page.visible' },
  },
  transitions: [
    ['opening', 'load done', 'loaded.watching'],
    ['opening', 'load without status', 'failed'],
    ['opening', 'load failed', 'failed'],
    ['opening', 'load invalid', 'failed'],
    ['loading', 'load done', 'loaded.watching'],
    ['loading', 'load without status', 'failed'],
    ['loading', 'load failed', 'failed'],
    ['loading', 'load invalid', 'failed'],
    ['loaded.watching', 'sample due', 'loaded.sampling'],
    ['loaded.watching', 'hidden', 'loaded.paused'],
    ['loaded.watching', 'refresh', 'loading'],
    ['loaded.sampling', 'sample done', 'loaded.watching'],
    ['loaded.sampling', 'sample without status', 'loaded.watching'],
    ['loaded.sampling', 'sample failed', 'loaded.watching'],
    ['loaded.sampling', 'hidden', 'loaded.paused'],
    ['loaded.sampling', 'refresh', 'loading'],
    ['loaded.paused', 'visible', 'loaded.sampling'],
    ['loaded.paused', 'refresh', 'loading'],
    ['failed', 'retry', 'loading'],
    ['failed', 'refresh', 'loading'],
  ],
  states: {
    opening: (a) => {
      noToast(a);
      expect(a.invoked).toEqual({ loadMetrics: undefined });
    },
    loading: (a) => {
      noToast(a);
      expect(a.invoked).toEqual({ loadMetrics: undefined });
    },
    'loaded.watching': (a) => {
      noCall(a);
      const c = ctx(a);
      expect(c.metrics).not.toBeNull();
      expect(c.error).toBeNull();
      // A load the user asked for (Refresh, Try Again) says so; the one on open is routine: no toast.
      if (a.event === 'load done' && a.from === 'loading') {
        expect(a.toasts).toEqual([
          { type: 'success', title: 'Success', description: 'Performance metrics loaded successfully' },
        ]);
        expect(c.metrics).toEqual(reading);
      } else noToast(a); // the load on open and quiet samples never toast
      if (a.event === 'sample done') {
        expect(c.metrics).toEqual(later);
        expect(c.sampleError).toBeNull();
        expect(c.samples.at(-1)).toMatchObject({ connections: 4 });
      }
      if (a.event === 'sample without status') expect(c.sampleError).toBe('Invalid response format');
      if (a.event === 'sample failed') expect(c.sampleError).toBe('Failed to fetch metrics');
      if (a.event.startsWith('sample ')) expect(c.metrics?.status).toBe('healthy'); // figures kept
    },
    'loaded.sampling': (a) => {
      noToast(a);
      expect(a.invoked).toEqual({ sampleMetrics: undefined });
    },
    'loaded.paused': (a) => {
      noToast(a);
      noCall(a);
      expect(ctx(a).metrics).not.toBeNull();
    },
    failed: (a) => {
      noCall(a);
      const message =
        a.event === 'load without status' || a.event === 'load invalid'
          ? 'Invalid response format'
          : 'Failed to fetch metrics';
      expect(ctx(a).error).toBe(message);
      expect(a.toasts).toEqual(error(message));
    },
  },
});

describe('metrics with live (stubbed) actors', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (answers: (() => Promise<unknown>)[]) => {
    const toasts: ToastParams[] = [];
    let calls = 0;
    const actor = createActor(
      metricsMachine.provide({
        actions: { toast: (_, p) => void toasts.push(p) },
        actors: {
          loadMetrics: fromPromise(async () => {
            const answer = answers[Math.min(calls, answers.length - 1)] as () => Promise<unknown>;
            calls += 1;
            return answer();
          }),
        },
      }),
    ).start();
    return { actor, toasts, calls: () => calls };
  };
  const flush = () => vi.advanceTimersByTimeAsync(0);

  it('loads once without a toast, samples quietly every 15 s while visible, not while hidden; Refresh toasts', async () => {
    vi.useFakeTimers();
    const { actor, toasts, calls } = start([async () => reading, async () => later]);
    await flush();
    expect(actor.getSnapshot().matches({ loaded: 'watching' })).toBe(true);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.metrics).toEqual(later);
    expect(actor.getSnapshot().context.samples.map((s) => s.connections)).toEqual([3, 4]);
    expect(toasts).toEqual([]);
    actor.send({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(2);
    actor.send({ type: 'page.visible' });
    await flush();
    expect(calls()).toBe(3);
    expect(toasts).toEqual([]);
    actor.send({ type: 'metrics.refresh' });
    await flush();
    expect(toasts).toEqual([
      { type: 'success', title: 'Success', description: 'Performance metrics loaded successfully' },
    ]);
  });

  it('no status: Invalid response format; a 500: Failed to fetch metrics; Try Again then succeeds', async () => {
    vi.useFakeTimers();
    const { actor, toasts, calls } = start([
      async () => noStatus,
      async () => {
        throw new Error('HTTP error! status: 500');
      },
      async () => reading,
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Invalid response format');
    actor.send({ type: 'metrics.retry' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch metrics');
    actor.send({ type: 'metrics.retry' });
    await flush();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls()).toBe(3);
    expect(toasts.map((t) => t.description)).toEqual([
      'Invalid response format',
      'Failed to fetch metrics',
      'Performance metrics loaded successfully',
    ]);
    // Refresh loads again and says so again.
    actor.send({ type: 'metrics.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.metrics).toEqual(reading); // the figures stay while it loads
    await flush();
    expect(calls()).toBe(4);
    expect(toasts).toHaveLength(4);
  });
});
