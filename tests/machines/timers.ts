import type { Arrival } from './graph';

/** The delayed events (timers) a step started: delay by timer id, from its `xstate.raise` actions. */
export const timersStarted = (a: Arrival) =>
  Object.fromEntries(
    (a.did('xstate.raise') as { id: string; delay?: number }[])
      .filter((p) => p.delay !== undefined)
      .map((p) => [p.id, p.delay]),
  );
