/**
 * A model's QA paths in words: a few walks that together take every transition (cover.ts), each step what a
 * tester does (the model's `qa.causes`, by event label) and what the screen then shows: the state's meaning
 * (the machine's descriptions) and the toasts the step raises (the machine's own `toast` actions). A state
 * the model calls `passing` (a call in flight) is not a step of its own: the event that settles it is folded
 * into the step that led there ("press Save — the server answers 500").
 */
import { appendFileSync } from 'node:fs';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { initialTransition, transition } from 'xstate';
import type { ToastParams } from '../../machines/toast';
import { edgeKey, transitionCover } from './cover';
import { exploreModel, type GraphModel, stateKey } from './explore';

export interface PathStep {
  /** What the tester does, then what follows by itself (folded events), in words. */
  cause: string[];
  /** The model's labels of the events the step takes ('submit', 'save done'). */
  events: string[];
  /** The state expected after the step ('signedOut.incomplete'). */
  state: string;
  /** What that state means, from the machine's descriptions (one per parallel region). */
  means: string[];
  /** The toasts the step raises: 'Error: Frame name is required.' */
  toasts: string[];
}

export interface DescribedPath {
  start: { state: string; means: string[] };
  steps: PathStep[];
}

/** A model's QA paths with how many of its transitions they take. */
export interface QaPaths {
  paths: DescribedPath[];
  transitions: { covered: number; total: number };
  /** Labels on the paths the model gives no cause for. */
  uncaused: string[];
  /** The transitions left out because no tester can cause them, each 'from --label--> to: why'. */
  notByHand: string[];
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

const toastWords = (t: ToastParams) => (t.description ? `${t.title}: ${t.description}` : t.title);

/** A state's meaning with what the model says the screen shows in it (`qa.shows`, by region state). */
function meaningWithScreen(machine: AnyStateMachine, key: string, shows: Record<string, string>): string[] {
  const parts = key.split(' + ');
  return meaningOf(machine, key).map((means, i) => {
    const screen = shows[parts[i] ?? ''];
    if (!screen) return means;
    return means ? `${means} On screen: ${screen}` : `On screen: ${screen}`;
  });
}

/** `edges`: the model's graph edges, when already explored. */
export function qaPaths<M extends AnyStateMachine>(
  model: GraphModel<M>,
  edges = exploreModel(model).edges,
): QaPaths {
  const machine = model.machine as AnyStateMachine;
  const [initial] = initialTransition(machine, model.input as never);
  const startKey = stateKey((initial as AnyMachineSnapshot).value);
  const causes = model.qa?.causes ?? {};
  const passing = new Set(model.qa?.passing ?? []);
  const all = new Set(edges.map((e) => edgeKey(e.from, e.label, e.to)));
  const taken = new Set<string>();
  const uncaused = new Set<string>();
  const notByHand = model.qa?.notByHand ?? {};
  const shows = model.qa?.shows ?? {};
  const edgeToasts = model.qa?.edgeToasts ?? {};
  const means = (state: string) => meaningWithScreen(machine, state, shows);
  const byHand = (label: string, from: string) => !(`${from}: ${label}` in notByHand);
  const paths = transitionCover(model, { canTake: byHand }).map((labels) => {
    let snapshot = initial as AnyMachineSnapshot;
    const steps: PathStep[] = [];
    for (const label of labels) {
      const events = typeof model.events === 'function' ? model.events(snapshot) : model.events;
      const event = events[label];
      if (!event) throw new Error(`no event labelled '${label}' in ${stateKey(snapshot.value)}`);
      const from = stateKey(snapshot.value);
      const [next, actions] = transition(machine, snapshot, event);
      snapshot = next as AnyMachineSnapshot;
      const state = stateKey(snapshot.value);
      taken.add(edgeKey(from, label, state));
      const cause = causes[label];
      if (!cause) uncaused.add(label);
      const toasts = (actions as { type: string; params?: unknown }[])
        .filter((a) => a.type === 'toast')
        .map((a) => toastWords(a.params as ToastParams))
        .concat(edgeToasts[label] ?? []);
      const last = steps.at(-1);
      if (last && passing.has(from)) {
        last.cause.push(cause ?? label);
        last.events.push(label);
        last.toasts.push(...toasts);
        last.state = state;
        last.means = means(state);
      } else
        steps.push({
          cause: [cause ?? label],
          events: [label],
          state,
          means: means(state),
          toasts,
        });
    }
    return { start: { state: startKey, means: means(startKey) }, steps };
  });
  return {
    paths,
    transitions: { covered: [...all].filter((e) => taken.has(e)).length, total: all.size },
    uncaused: [...uncaused].sort(),
    notByHand: edges
      .filter((e) => !taken.has(edgeKey(e.from, e.label, e.to)))
      .map((e) => {
        const why = notByHand[`${e.from}: ${e.label}`];
        return `${edgeKey(e.from, e.label, e.to)}: ${why ?? 'no reason given'}`;
      }),
  };
}

/** A model's row in docs/machines/paths.md: paths, transitions taken / all, left out, steps with a cause. */
export function qaRow(name: string, qa: QaPaths): string {
  const steps = qa.paths.flatMap((p) => p.steps);
  const caused = steps.filter((s) => s.events.every((e) => !qa.uncaused.includes(e))).length;
  return `| ${name} | ${qa.paths.length} | ${qa.transitions.covered}/${qa.transitions.total} | ${qa.notByHand.length} | ${caused}/${steps.length} |`;
}

/**
 * Writes a model's QA paths as one JSON line to the file `MACHINE_PATHS_OUT` names (set by
 * `npm run test:paths`, which collects the models of a machine's test file this way).
 */
export function recordPaths(name: string, qa: QaPaths): void {
  const out = process.env.MACHINE_PATHS_OUT;
  if (!out) return;
  appendFileSync(out, `${JSON.stringify({ name, ...qa })}\n`);
}
