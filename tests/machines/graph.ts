/**
 * Model-based tests from a machine's own graph (explore.ts), checked against expectations written
 * independently of the machine: `describeModel` is the standard suite of a machine's test file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { coverageOf, type MachineGroups } from './coverage';
import { type Arrival, exploreModel, leafStates, type MachineModel, replay, stateKey } from './explore';
import { qaPaths, qaRow, recordPaths } from './qaPaths';

export { coverageOf } from './coverage';
export {
  type Arrival,
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

    it('QA paths: a few walks take every transition, each step says how to cause it (docs/machines/paths.md)', () => {
      const qa = qaPaths(model, explored.edges);
      recordPaths(name, qa);
      const row = qaRow(name, qa);
      console.info(`[qa paths] ${row}`);
      expect(
        qa.notByHand.filter((t) => t.endsWith(': no reason given')),
        'transitions no QA path takes, with no reason given',
      ).toEqual([]);
      expect(qa.transitions.covered + qa.notByHand.length).toBe(qa.transitions.total);
      if (model.qa) {
        expect(qa.uncaused, 'events on the QA paths with no cause in words').toEqual([]);
        if (model.qa.maxPaths) expect(qa.paths.length).toBeLessThanOrEqual(model.qa.maxPaths);
      }
      expect(qaTable(), 'docs/machines/paths.md is stale: run npm run machines:docs').toContain(row);
    }, 120_000);

    it.each(explored.edgePaths.map((p) => [p.join(' → ') || '(initial)', p] as const))(
      'path %s',
      (_, path) => {
        replay(model, [...path], check);
      },
    );
  });
}

const qaTable = () => {
  try {
    return readFileSync(join(import.meta.dirname, '../../docs/machines/paths.md'), 'utf8');
  } catch {
    return '(missing)';
  }
};
