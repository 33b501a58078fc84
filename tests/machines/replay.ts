import { expect, vi } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';

/** `xstate.after.4000.gallery.playing` -> 4000. */
export const delayOf = (type: string) => Number(type.split('.')[2]);
export const delayed = (ms: number, stateId: string) =>
  ({ type: `xstate.after.${ms}.${stateId}` }) as EventObject;

interface Scheduled {
  event: EventObject;
  delay: number;
  startedAt: number;
}
const scheduledOf = (actor: AnyActorRef): Scheduled[] =>
  Object.values(
    (
      actor.system as unknown as { getSnapshot(): { _scheduledEvents: Record<string, Scheduled> } }
    ).getSnapshot()._scheduledEvents,
  );

/**
 * Replays a path of the machine's graph on a live actor with fake timers. A delayed event becomes a
 * clock advance to the moment that timer is due. The graph also explores timer orders that real time
 * cannot produce (a 7 s timer firing before a 5 s one started earlier): such a path is reported as
 * infeasible (returns false) instead of replayed. Every feasible step must land where the graph said.
 */
export function replayPath(
  actor: AnyActorRef,
  steps: { event: EventObject; state: { value: unknown; context: unknown } }[],
): boolean {
  for (const step of steps) {
    const { type } = step.event;
    if (type === 'xstate.init') continue;
    if (type.startsWith('xstate.after.')) {
      const pending = scheduledOf(actor);
      const mine = pending.find((s) => s.event.type === type);
      if (!mine) return false;
      const due = mine.startedAt + mine.delay;
      if (pending.some((s) => s !== mine && s.startedAt + s.delay < due)) return false;
      vi.advanceTimersByTime(due - Date.now());
    } else actor.send(step.event);
    expect(actor.getSnapshot().value).toEqual(step.state.value);
    expect(actor.getSnapshot().context).toEqual(step.state.context);
  }
  return true;
}
