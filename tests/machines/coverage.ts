/**
 * Coverage of a machine by its models (explore.ts): its state nodes reached, its transition definitions taken
 * and its declared table's rows found, counted on the machine itself, for the machine tests' 100 % checks.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition } from 'xstate';
import { stateNodes, statePath, transitionsOf } from '../../scripts/machines/catalog';
import { exploreModel, type MachineModel, stateKey } from './explore';

/** What the models of one machine (several for one machine run in modes) reached, together. */
export type MachineGroups = Map<
  AnyStateMachine,
  { names: string[]; taken: Set<unknown>; reached: Set<string> }
>;

/**
 * Coverage of a model, counted on the machine itself: its state nodes reached by the generated paths (a
 * parent counts when one of its children is), its transition definitions taken (each guarded branch, timer,
 * actor result and eventless transition), and the declared table's rows found in the graph.
 */
export function coverageOf<M extends AnyStateMachine>(model: MachineModel<M>, together?: MachineGroups) {
  const explored = exploreModel(model);
  const { edges } = explored;
  const reached = new Set(edges.flatMap((e) => [e.from, e.to]));
  reached.add(
    stateKey((initialTransition(model.machine, model.input as never)[0] as AnyMachineSnapshot).value),
  );
  // A machine described by several models (one per mode) is covered by all of them together.
  const group = together?.get(model.machine);
  const taken = new Set([...explored.taken, ...(group?.taken ?? [])]);
  const reachedPaths = [...reached, ...(group?.reached ?? [])].flatMap((r) => r.split(' + '));
  const nodes = stateNodes(model.machine).map(statePath);
  const definitions = transitionsOf(model.machine);
  const declared = model.transitions.map(([f, l, t]) => `${f} --${l}--> ${t}`);
  const actual = new Set(edges.map((e) => `${e.from} --${e.label}--> ${e.to}`));
  return {
    states: {
      covered: nodes.filter((n) => reachedPaths.some((r) => r === n || r.startsWith(`${n}.`))).length,
      total: nodes.length,
    },
    transitions: {
      covered: definitions.filter((d) => taken.has(d.definition)).length,
      total: definitions.length,
    },
    /** The machine's transitions no generated path takes: 'from --event [guard]--> to'. */
    missed: definitions
      .filter((d) => !taken.has(d.definition))
      .map(
        (d) =>
          `${statePath(d.source) || '(machine)'} --${d.event || 'always'}${d.guard ? ` [${d.guard}]` : ''}--> ${
            d.targets.map(statePath).join(', ') || '(stays)'
          }`,
      ),
    declared: { covered: declared.filter((d) => actual.has(d)).length, total: declared.length },
  };
}
