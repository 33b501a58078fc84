/**
 * A model's generated paths in words, for QA and the browser paths: the shortest path to every transition
 * of the graph, less the paths another one already walks through (a prefix of a longer path). Each step
 * names its event (the model's label and the machine's description of the transition taken) and the state
 * expected after it, with the machine's description of that state.
 */
import { appendFileSync } from 'node:fs';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { exploreModel, type GraphModel, stateKey } from './explore';

export interface PathStep {
  /** The model's label of the event ('submit blank'). */
  event: string;
  /** The machine's description of the transition taken, when it has one. */
  does: string | null;
  /** The state expected after the step ('signedOut.incomplete'). */
  state: string;
  /** What that state means, from the machine's descriptions (one per parallel region). */
  means: string[];
}

export interface DescribedPath {
  start: { state: string; means: string[] };
  steps: PathStep[];
}

/** The labels of every path worth walking: each transition once, no path that another one contains. */
export function walkablePaths<M extends AnyStateMachine>(model: GraphModel<M>): string[][] {
  const { edgePaths } = exploreModel(model);
  const keys = edgePaths.map((p) => p.join('\u0000'));
  return edgePaths.filter(
    (path, i) =>
      keys.indexOf(keys[i] as string) === i &&
      !edgePaths.some(
        (other, j) => j !== i && other.length > path.length && path.every((l, k) => other[k] === l),
      ),
  );
}

function nodeAt(machine: AnyStateMachine, dotted: string): AnyStateNode | null {
  let node: AnyStateNode = machine.root;
  for (const key of dotted.split('.')) {
    const next = (node.states as Record<string, AnyStateNode>)[key];
    if (!next) return null;
    node = next;
  }
  return node;
}

/** The description of each region's state (the nearest described state from the leaf up). */
export function meaningOf(machine: AnyStateMachine, key: string): string[] {
  return key.split(' + ').map((part) => {
    const path = part.split('.');
    for (let n = path.length; n > 0; n--) {
      const description = nodeAt(machine, path.slice(0, n).join('.'))?.description;
      if (description) return description;
    }
    return '';
  });
}

export function describedPaths<M extends AnyStateMachine>(model: GraphModel<M>): DescribedPath[] {
  const machine = model.machine as AnyStateMachine;
  const [initial] = initialTransition(machine, model.input as never);
  const startKey = stateKey((initial as AnyMachineSnapshot).value);
  return walkablePaths(model).map((labels) => {
    let snapshot = initial as AnyMachineSnapshot;
    const steps = labels.map((label) => {
      const events = typeof model.events === 'function' ? model.events(snapshot) : model.events;
      const event = events[label];
      if (!event) throw new Error(`no event labelled '${label}' in ${stateKey(snapshot.value)}`);
      const does =
        machine
          .getTransitionData(snapshot, event)
          .map((d) => d.description)
          .filter(Boolean)
          .join('; ') || null;
      snapshot = transition(machine, snapshot, event)[0] as AnyMachineSnapshot;
      const state = stateKey(snapshot.value);
      return { event: label, does, state, means: meaningOf(machine, state) };
    });
    return { start: { state: startKey, means: meaningOf(machine, startKey) }, steps };
  });
}

/**
 * Writes a model's described paths as one JSON line to the file `MACHINE_PATHS_OUT` names (set by
 * `npm run test:paths`, which collects the models of a machine's test file this way).
 */
export function recordPaths<M extends AnyStateMachine>(name: string, model: GraphModel<M>): void {
  const out = process.env.MACHINE_PATHS_OUT;
  if (!out) return;
  appendFileSync(out, `${JSON.stringify({ name, paths: describedPaths(model) })}\n`);
}
