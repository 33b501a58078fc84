/**
 * A machine's own graph (xstate/graph) explored for model-based tests, QA paths and browser paths, and
 * checked against expectations written independently of the machine:
 *
 * - `transitions`: the table of every transition the machine must have, [from, event label, to], written from
 *   the spec. The graph's edges are compared with it both ways, so a transition that points at the wrong
 *   target, a missing one and an undeclared one each fail.
 * - `states`: what each state means (which toast, which actor was invoked with which input), checked on
 *   every arrival along every generated path.
 *
 * The walk uses XState's pure `initialTransition`/`transition`: no actor runs, so effects are observed as the
 * actions a step asks for (`toast` params, `xstate.spawnChild` for an invoked actor and its input). Invoked
 * actors' results and timers are graph events like any other: `{ type: 'xstate.done.actor.<id>', output }`,
 * `{ type: 'xstate.error.actor.<id>', error }`, `{ type: 'xstate.after.<ms>.<machineId>.<state path>' }`.
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { ToastParams } from '../../machines/toast';
import { stateNodes } from '../../scripts/machines/catalog';

type Snapshot = AnyMachineSnapshot;
/** A graph event: a machine event, an actor's done/error event or a timer's event. */
export type GraphEvent = EventObject & Record<string, unknown>;
type Action = { type: string; params?: unknown };

/** What a state is shown on arrival. */
export interface Arrival {
  snapshot: Snapshot;
  /** The state the step came from ('' for the initial state). */
  from: string;
  /** The label of the event that led here ('' for the initial state). */
  event: string;
  /** True when the step changed state (false for a transition that stays). */
  entered: boolean;
  /** Every action the step asked for, in order. */
  actions: Action[];
  /** The params of the step's `toast` actions. */
  toasts: ToastParams[];
  /** The actors the step started: invoke id -> input. */
  invoked: Record<string, unknown>;
  /** The params of the step's actions of one type. */
  did(type: string): unknown[];
}

export type Transition = readonly [from: string, event: string, to: string];

export interface MachineModel<M extends AnyStateMachine> {
  machine: M;
  input?: unknown;
  /** The graph's events by label (the label names the event in `transitions`); a function of the state for events that depend on it. */
  events: Record<string, GraphEvent> | ((snapshot: Snapshot) => Record<string, GraphEvent>);
  /** Every transition the machine must have, written from the spec. States as dotted paths ('signedOut.invalid'). */
  transitions: readonly Transition[];
  /** What each state means, checked on every arrival. Every state of the machine needs one. */
  states: Record<string, (arrival: Arrival) => void>;
  /** How two snapshots count as one vertex of the graph (default: state and context). */
  serializeState?: (snapshot: Snapshot) => string;
  /** The most vertices to explore (default 2000). */
  limit?: number;
  /**
   * For the QA paths (qaPaths.ts): how a tester causes each event, by label ("the server answers 500"), and
   * the states a step only passes through (a call in flight), whose outcome is folded into the step before;
   * at most `maxPaths` paths.
   */
  qa?: {
    causes: Record<string, string>;
    passing?: string[];
    /** Transitions no tester can cause, as 'state: label' -> why (the image list is not shown yet...). */
    notByHand?: Record<string, string>;
    /** What the screen shows in a state (a region's state in a parallel one), from the view, by state key. */
    shows?: Record<string, string>;
    /** The toasts an event's step raises through actions the app's edge provides ('Done' with Undo), by label. */
    edgeToasts?: Record<string, string[]>;
    maxPaths?: number;
  };
}

/** The graph part of a model (no expectations): what the QA paths and the browser paths walk. */
export type GraphModel<M extends AnyStateMachine> = Omit<MachineModel<M>, 'states'>;

/** 'a' | { a: 'b' } | { p: { x: 'y' }, q: 'z' } -> 'a' | 'a.b' | 'p.x + q.z'. */
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const keys = entries.map(([k, v]) => {
    const inner = stateKey(v);
    return inner.includes(' + ')
      ? inner
          .split(' + ')
          .map((part) => `${k}.${part}`)
          .join(' + ')
      : inner
        ? `${k}.${inner}`
        : k;
  });
  return keys.sort().join(' + ');
}

/** Every leaf state of a machine, as dotted paths (parallel regions' leaves each count). */
export function leafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode, path: string[]) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length === 0) out.push(path.join('.'));
    for (const child of children) walk(child, [...path, child.key]);
  };
  walk(machine.root, []);
  return out.sort();
}

const defaultSerialize = (s: Snapshot) => JSON.stringify({ v: s.value, c: s.context });

function arrivalOf(snapshot: Snapshot, actions: Action[], from: string, event: string): Arrival {
  const list = actions.map((a) => ({ type: a.type, params: a.params }));
  const invoked: Record<string, unknown> = {};
  for (const a of list)
    if (a.type === 'xstate.spawnChild') {
      const p = a.params as { id: string; input?: unknown };
      invoked[p.id] = p.input;
    }
  const key = stateKey(snapshot.value);
  return {
    snapshot,
    from,
    event,
    entered: from !== key,
    actions: list,
    toasts: list.filter((a) => a.type === 'toast').map((a) => a.params as ToastParams),
    invoked,
    did: (type) => list.filter((a) => a.type === type).map((a) => a.params),
  };
}

interface Edge {
  from: string;
  label: string;
  to: string;
}

/** The graph: vertices with a shortest path to each, and every edge (a handled event) between them. */
export function exploreModel<M extends AnyStateMachine>(model: GraphModel<M>) {
  const serialize = model.serializeState ?? defaultSerialize;
  const eventsOf = (s: Snapshot) => (typeof model.events === 'function' ? model.events(s) : model.events);
  const labelOf = (s: Snapshot, e: EventObject) =>
    Object.entries(eventsOf(s)).find(([, ev]) => JSON.stringify(ev) === JSON.stringify(e))?.[0] ?? e.type;
  const adjacency = getAdjacencyMap(model.machine, {
    input: model.input as never,
    events: (s: Snapshot) => Object.values(eventsOf(s)),
    serializeState: (s: Snapshot) => serialize(s),
    limit: model.limit ?? 2000,
  } as never) as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }
  >;

  // Breadth first from the initial state: each vertex's shortest path (labels), for the replay.
  const [initial] = initialTransition(model.machine, model.input as never);
  const start = serialize(initial);
  const paths = new Map<string, string[]>([[start, []]]);
  const queue = [start];
  const edges: Edge[] = [];
  const seen = new Set<string>();
  const taken = new Set<unknown>(eventlessTaken(model.machine, null, [], initial));
  while (queue.length) {
    const id = queue.shift() as string;
    const vertex = adjacency[id];
    if (!vertex) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
      // The branch chosen counts as taken even when it does nothing (a guard that ignores the event).
      const definitions = model.machine.getTransitionData(vertex.state, event as never);
      for (const d of definitions) taken.add(d);
      for (const d of eventlessTaken(model.machine, vertex.state, definitions, state)) taken.add(d);
      if (!vertex.state.can(event)) continue; // not handled there: no edge
      const label = labelOf(vertex.state, event);
      const edge = { from: stateKey(vertex.state.value), label, to: stateKey(state.value) };
      const k = `${edge.from}\u0000${edge.label}\u0000${edge.to}`;
      if (!seen.has(k)) {
        seen.add(k);
        edges.push(edge);
      }
      const next = serialize(state);
      if (!paths.has(next)) {
        paths.set(next, [...(paths.get(id) as string[]), label]);
        queue.push(next);
      }
    }
  }
  // Every distinct edge, as a path: the shortest path to a vertex where it starts, then the edge.
  const edgePaths: string[][] = [];
  const pathed = new Set<string>();
  for (const [id, path] of paths) {
    const vertex = adjacency[id];
    if (!vertex) continue;
    for (const { event, state } of Object.values(vertex.transitions)) {
      if (!vertex.state.can(event)) continue;
      const label = labelOf(vertex.state, event);
      const k = `${stateKey(vertex.state.value)}\u0000${label}\u0000${stateKey(state.value)}`;
      if (pathed.has(k)) continue;
      pathed.add(k);
      edgePaths.push([...path, label]);
    }
  }
  return { edges, edgePaths, initial, eventsOf, taken };
}

/** A state node's value for `snapshot.matches`: ['a', 'b', 'c'] -> { a: { b: 'c' } }. */
const nodeValue = (node: AnyStateNode): unknown =>
  node.path.slice(0, -1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), node.path.at(-1));
const isActive = (snapshot: Snapshot, node: AnyStateNode) => snapshot.matches(nodeValue(node) as never);

/**
 * The eventless (`always`) transitions a step took. XState settles them inside the step, so they are read
 * from its ends: one counts when its state was active before the step or entered by it, and after the step
 * its targets are active and were not all active before.
 */
function eventlessTaken(
  machine: AnyStateMachine,
  before: Snapshot | null,
  definitions: readonly { target?: readonly AnyStateNode[] | undefined }[],
  after: Snapshot,
): unknown[] {
  const entered = definitions.flatMap((d) => d.target ?? []);
  const out: unknown[] = [];
  for (const node of [machine.root, ...stateNodes(machine)]) {
    const always = (node.always as { target?: AnyStateNode[] }[] | undefined) ?? [];
    if (always.length === 0) continue;
    const wasThere =
      before === null ||
      isActive(before, node) ||
      entered.some((t) => node.path.join('.').startsWith(t.path.join('.')));
    if (!wasThere) continue;
    for (const d of always) {
      const targets = d.target ?? [];
      if (targets.length === 0) {
        if (isActive(after, node)) out.push(d);
      } else if (
        targets.every((t) => isActive(after, t)) &&
        (before === null || !targets.every((t) => isActive(before, t)))
      )
        out.push(d);
    }
  }
  return out;
}

/** Replays a path of event labels from the initial state, checking each arrival with `check`. */
export function replay<M extends AnyStateMachine>(
  model: MachineModel<M>,
  labels: string[],
  check: (arrival: Arrival) => void,
) {
  const [initial, initialActions] = initialTransition(model.machine, model.input as never);
  check(arrivalOf(initial, initialActions as Action[], '', ''));
  let snapshot = initial as Snapshot;
  for (const label of labels) {
    const events = typeof model.events === 'function' ? model.events(snapshot) : model.events;
    const event = events[label];
    if (!event) throw new Error(`no event labelled '${label}' in ${stateKey(snapshot.value)}`);
    const from = stateKey(snapshot.value);
    const [next, actions] = transition(model.machine as AnyStateMachine, snapshot as never, event as never);
    check(arrivalOf(next as Snapshot, actions as Action[], from, label));
    snapshot = next as Snapshot;
  }
  return snapshot;
}
