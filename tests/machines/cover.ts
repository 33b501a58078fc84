/**
 * A transition cover of a model's graph: a few walks from the initial state that together take every
 * transition (every distinct [from, event label, to] edge) at least once. Each walk heads for the nearest
 * transition not taken yet (breadth first), takes it, and goes on from there until it has `maxSteps` steps
 * or nothing untaken is within reach; then a fresh walk starts. A walk whose every transition the other
 * walks also take is dropped. The QA paths (qaPaths.ts) and the browser paths (tests/e2e/paths.ts) use it.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition, transition } from 'xstate';
import { type GraphModel, stateKey } from './explore';

export interface CoverOptions {
  /** Only the events this allows are taken, by label and the state they leave (default: every one). */
  canTake?: (label: string, from: string) => boolean;
  /** The longest walk, in steps (default 25). */
  maxSteps?: number;
  /** Keep walks whose transitions the others also take (default false: dropped). */
  keepRedundant?: boolean;
}

export const edgeKey = (from: string, label: string, to: string) => `${from} --${label}--> ${to}`;

/** The walks (event labels from the initial state) that together take every transition within reach. */
export function transitionCover<M extends AnyStateMachine>(
  model: GraphModel<M>,
  options: CoverOptions = {},
): string[][] {
  const canTake = options.canTake ?? (() => true);
  const maxSteps = options.maxSteps ?? 25;
  const machine = model.machine as AnyStateMachine;
  const [initial] = initialTransition(machine, model.input as never);
  const serialize = model.serializeState ?? ((s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]));
  const eventsAt = (s: AnyMachineSnapshot) =>
    typeof model.events === 'function' ? model.events(s) : model.events;
  const moves = (s: AnyMachineSnapshot) =>
    Object.entries(eventsAt(s))
      .filter(([label, event]) => canTake(label, stateKey(s.value)) && s.can(event as never))
      .map(([label, event]) => {
        const next = transition(machine, s, event as never)[0] as AnyMachineSnapshot;
        return { label, next, key: edgeKey(stateKey(s.value), label, stateKey(next.value)) };
      });
  const taken = new Set<string>();
  /** The labels from `from` to the nearest transition not taken, that transition included. */
  const nearest = (from: AnyMachineSnapshot): { labels: string[]; end: AnyMachineSnapshot } | null => {
    const seen = new Set([serialize(from)]);
    const queue: { at: AnyMachineSnapshot; labels: string[] }[] = [{ at: from, labels: [] }];
    while (queue.length && seen.size < 20_000) {
      const { at, labels } = queue.shift() as { at: AnyMachineSnapshot; labels: string[] };
      for (const m of moves(at)) {
        if (!taken.has(m.key)) return { labels: [...labels, m.label], end: m.next };
        const id = serialize(m.next);
        if (!seen.has(id)) {
          seen.add(id);
          queue.push({ at: m.next, labels: [...labels, m.label] });
        }
      }
    }
    return null;
  };
  const walks: string[][] = [];
  for (;;) {
    let at = initial as AnyMachineSnapshot;
    const labels: string[] = [];
    while (labels.length < maxSteps) {
      const found = nearest(at);
      if (!found) break;
      let s = at;
      for (const label of found.labels) {
        const m = moves(s).find((x) => x.label === label);
        if (!m) break;
        taken.add(m.key);
        s = m.next;
      }
      labels.push(...found.labels);
      at = found.end;
    }
    if (labels.length === 0) break;
    walks.push(labels);
  }
  return options.keepRedundant ? walks : dropRedundant(model, walks);
}

/** The transitions a walk takes, as edge keys. */
export function edgesOf<M extends AnyStateMachine>(model: GraphModel<M>, labels: string[]): string[] {
  const machine = model.machine as AnyStateMachine;
  let s = initialTransition(machine, model.input as never)[0] as AnyMachineSnapshot;
  return labels.map((label) => {
    const events = typeof model.events === 'function' ? model.events(s) : model.events;
    const next = transition(machine, s, events[label] as never)[0] as AnyMachineSnapshot;
    const key = edgeKey(stateKey(s.value), label, stateKey(next.value));
    s = next;
    return key;
  });
}

function dropRedundant<M extends AnyStateMachine>(model: GraphModel<M>, walks: string[][]): string[][] {
  const kept = walks.map((w) => ({ w, edges: edgesOf(model, w) }));
  for (let i = kept.length - 1; i >= 0; i--) {
    const others = new Set(kept.flatMap((k, j) => (j === i ? [] : k.edges)));
    if ((kept[i] as { edges: string[] }).edges.every((e) => others.has(e))) kept.splice(i, 1);
  }
  return kept.map((k) => k.w);
}
