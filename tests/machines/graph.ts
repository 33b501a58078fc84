/**
 * Model-based tests from a machine's own graph (explore.ts), checked against expectations written
 * independently of the machine: `describeModel` is the standard suite of a machine's test file.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  type Arrival,
  coverageOf,
  exploreModel,
  leafStates,
  type MachineGroups,
  type MachineModel,
  replay,
  stateKey,
} from './explore';
import { recordPaths } from './qaPaths';

export {
  type Arrival,
  coverageOf,
  exploreModel,
  type GraphEvent,
  leafStates,
  type MachineModel,
  replay,
  stateKey,
  type Transition,
} from './explore';

/** What the models of one machine (several for one machine run in modes) reached, together. */
const byMachine: MachineGroups = new Map();

/**
 * The standard suite for a machine: the graph's transitions equal the declared table, every state is
 * reached and has an expectation, and every transition's path is replayed with every arrival checked.
 */
export function describeModel<M extends AnyStateMachine>(name: string, model: MachineModel<M>) {
  describe(`${name}: generated paths`, () => {
    const explored = exploreModel(model);
    const group = byMachine.get(model.machine) ?? { names: [], taken: new Set(), reached: new Set() };
    byMachine.set(model.machine, group);
    group.names.push(name);
    for (const d of explored.taken) group.taken.add(d);
    for (const e of explored.edges) group.reached.add(e.from).add(e.to);
    group.reached.add(stateKey((explored.initial as AnyMachineSnapshot).value));
    recordPaths(name, model);
    const check = (arrival: Arrival) => {
      const key = stateKey(arrival.snapshot.value);
      const expectation = model.states[key];
      if (!expectation) throw new Error(`${name}: no expectation for state '${key}'`);
      expectation(arrival);
    };

    it('has exactly the declared transitions (target by target)', () => {
      const actual = explored.edges.map((e) => `${e.from} --${e.label}--> ${e.to}`).sort();
      const declared = model.transitions.map(([f, l, t]) => `${f} --${l}--> ${t}`).sort();
      expect(actual).toEqual(declared);
    });

    it('reaches every state, and every state has its expectation', () => {
      const cov = coverageOf(model, byMachine);
      const others = group.names.filter((n) => n !== name);
      console.info(
        `[coverage] ${name}: states ${cov.states.covered}/${cov.states.total}, transitions ${cov.transitions.covered}/${cov.transitions.total}, declared table ${cov.declared.covered}/${cov.declared.total}${
          others.length ? ` (machine's states and transitions together with ${others.join(', ')})` : ''
        }`,
      );
      expect(cov.missed, 'transitions of the machine no generated path takes').toEqual([]);
      expect(cov.states.covered).toBe(cov.states.total);
      expect(cov.transitions.covered).toBe(cov.transitions.total);
      expect(cov.declared.covered).toBe(cov.declared.total);
      expect(Object.keys(model.states).sort()).toEqual(
        [...new Set([...leafStates(model.machine), ...explored.edges.flatMap((e) => [e.from, e.to])])].sort(),
      );
    });

    it.each(explored.edgePaths.map((p) => [p.join(' → ') || '(initial)', p] as const))(
      'path %s',
      (_, path) => {
        replay(model, [...path], check);
      },
    );
  });
}
