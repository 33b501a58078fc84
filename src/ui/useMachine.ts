/**
 * The storefront's `useMachine`: an actor for the component's lifetime, its snapshot read through React's
 * `useSyncExternalStore`. It does what the storefront needs of @xstate/react's hook (which the back office keeps)
 * in a fraction of its bytes, inside the storefront's script budget (docs/bundle.md).
 * React's strict mode runs an effect, its cleanup and the effect again on mount: the stop is put off to the next
 * task and called off when the effect runs again, so the actor lives on (a stopped actor cannot start again).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Actor, type ActorOptions, type AnyStateMachine, createActor, type SnapshotFrom } from 'xstate';

export function useMachine<M extends AnyStateMachine>(
  machine: M,
  options?: ActorOptions<M>,
): [SnapshotFrom<M>, Actor<M>['send'], Actor<M>] {
  const [live] = useState(() => {
    const actor = createActor(machine, options);
    let stopping: ReturnType<typeof setTimeout> | undefined;
    return {
      actor,
      // Errors are the snapshot's (status 'error'), read like any change, not thrown by the subscription.
      subscribe: (changed: () => void) => actor.subscribe({ next: changed, error: changed }).unsubscribe,
      snapshot: () => actor.getSnapshot() as SnapshotFrom<M>,
      start: () => {
        clearTimeout(stopping);
        actor.start();
        return () => {
          stopping = setTimeout(() => actor.stop());
        };
      },
    };
  });
  const snapshot = useSyncExternalStore(live.subscribe, live.snapshot, live.snapshot);
  const { start } = live;
  useEffect(start, [start]);
  return [snapshot, live.actor.send, live.actor];
}
