/**
 * Browser paths: a machine's generated paths (tests/machines/explore.ts, from xstate/graph) walked in
 * Chromium against the real server. A flow says how the UI causes each event of the machine's model, and
 * what each state shows on screen and holds on the server; the driver picks paths so that every transition
 * the browser can cause is taken once (the shortest path to each transition, longest first, a path kept
 * only when it adds a transition), then walks each from a fresh start, checking every state on arrival.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition, transition } from 'xstate';
import { transitionCover } from '../machines/cover';
import { exploreModel, type GraphModel, stateKey } from '../machines/explore';
import { failure, setupBrowser, skip, tokenFor } from './fixture';
import { markToasts } from './toasts';

export interface PathStep {
  /** The model's label of the event. */
  label: string;
  from: string;
  to: string;
}

/** What a state must show and hold; `step` is the one that arrived there (undefined at the start). */
export interface StateCheck<C> {
  screen?: (c: C, step?: PathStep) => Promise<void>;
  server?: (c: C, step?: PathStep) => Promise<void>;
}

export interface BrowserFlow<C extends { page: Page }> {
  name: string;
  model: GraphModel<AnyStateMachine>;
  /** How the UI (or the server, for what another admin does) causes each event, by the model's label. */
  cause: Record<string, (c: C, step: PathStep) => Promise<void>>;
  /** The model's events no browser can cause, each with why (a call the client never lets fail...). */
  notInBrowser: Record<string, string>;
  /**
   * Every state a path reaches: its checks, or 'passing' for a state a step only passes through (a call
   * in flight) whose outcome the next step causes and checks.
   */
  states: Record<string, StateCheck<C> | 'passing'>;
  /**
   * 'shortest' (default): the shortest path to each transition, merged. 'long': walks of up to 30 steps that
   * always head for the nearest transition not yet taken (tests/machines/cover.ts; fewer fresh starts).
   */
  walks?: 'shortest' | 'long';
  /** The time one path may take (default: the e2e config's testTimeout); long walks with many toasts take more. */
  pathTimeout?: number;
  /** A fresh start for one path (its own page and data). */
  open: () => Promise<C>;
  close: (c: C) => Promise<void>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const transitionKey = (s: PathStep) => `${s.from} --${s.label}--> ${s.to}`;

/** The paths to walk in the browser, and the model's transitions they leave out. */
export function browserPathsOf<C extends { page: Page }>(flow: BrowserFlow<C>) {
  const model = flow.model;
  const [initial] = initialTransition(model.machine, model.input as never);
  const start = stateKey((initial as AnyMachineSnapshot).value);
  const eventsAt = (snapshot: AnyMachineSnapshot) =>
    typeof model.events === 'function' ? model.events(snapshot) : model.events;
  const snapshotAfter = (labels: string[]) =>
    labels.reduce(
      (snapshot, label) =>
        transition(model.machine, snapshot, eventsAt(snapshot)[label] as never)[0] as AnyMachineSnapshot,
      initial as AnyMachineSnapshot,
    );
  const walk = (labels: string[]): PathStep[] =>
    labels.map((label, i) => {
      const before = snapshotAfter(labels.slice(0, i));
      const after = snapshotAfter(labels.slice(0, i + 1));
      return { label, from: stateKey(before.value), to: stateKey(after.value) };
    });
  const explored = exploreModel(model);
  const causable = explored.edgePaths.filter((p) => p.every((label) => label in flow.cause));
  // A path that ends in a state it only passes through goes one step further, so its last transition's
  // outcome is seen (the first event the browser can cause there that leads to a state it checks).
  const outcomeOf = (labels: string[]): string[] => {
    const end = snapshotAfter(labels);
    if (flow.states[stateKey(end.value)] !== 'passing') return labels;
    const next = Object.entries(eventsAt(end)).find(([label, event]) => {
      if (!(label in flow.cause) || !end.can(event as never)) return false;
      const to = transition(model.machine, end, event as never)[0] as AnyMachineSnapshot;
      return flow.states[stateKey(to.value)] !== 'passing';
    });
    return next ? [...labels, next[0]] : labels;
  };
  if (flow.walks === 'long') {
    const all = model.transitions.map(([from, label, to]) => `${from} --${label}--> ${to}`);
    const taken = new Set<string>();
    const paths = transitionCover(model, {
      canTake: (label) => label in flow.cause,
      maxSteps: 30,
      keepRedundant: true,
    }).map((labels) => walk(outcomeOf(labels)));
    for (const p of paths) for (const st of p) taken.add(transitionKey(st));
    return { start, paths, covered: all.filter((t) => taken.has(t)), left: all.filter((t) => !taken.has(t)) };
  }
  const candidates = causable
    .map(outcomeOf)
    .map(walk)
    .sort((a, b) => b.length - a.length);
  const covered = new Set<string>();
  const chosen: PathStep[][] = [];
  for (const path of candidates)
    if (path.some((s) => !covered.has(transitionKey(s)))) {
      chosen.push(path);
      for (const s of path) covered.add(transitionKey(s));
    }
  // A path whose every transition the other kept paths also take is dropped.
  for (let i = chosen.length - 1; i >= 0; i--) {
    const others = new Set(chosen.flatMap((p, j) => (j === i ? [] : p.map(transitionKey))));
    if ((chosen[i] as PathStep[]).every((s) => others.has(transitionKey(s)))) chosen.splice(i, 1);
  }
  const all = model.transitions.map(([from, label, to]) => `${from} --${label}--> ${to}`);
  return {
    start,
    paths: chosen,
    covered: all.filter((t) => covered.has(t)),
    left: all.filter((t) => !covered.has(t)),
  };
}

/** The suite of a flow: its coverage in the browser, then one test per path. */
export function describeBrowserPaths<C extends { page: Page }>(flow: BrowserFlow<C>, skip: boolean) {
  const { start, paths, covered, left } = browserPathsOf(flow);
  const check = async (c: C, state: string, step?: PathStep) => {
    const expected = flow.states[state];
    if (!expected) throw new Error(`${flow.name}: no browser check for state '${state}'`);
    if (expected === 'passing') return;
    await expected.screen?.(c, step);
    await expected.server?.(c, step);
  };

  describe.skipIf(skip)(`${flow.name}: generated paths in Chromium`, () => {
    it('takes every transition a browser can cause; each one left out says why', () => {
      console.info(
        `[browser] ${flow.name}: ${covered.length}/${covered.length + left.length} transitions in Chromium over ${paths.length} paths`,
      );
      const unexplained = left.filter(
        (t) => !Object.keys(flow.notInBrowser).some((l) => t.includes(` --${l}--> `)),
      );
      expect(unexplained, 'transitions no browser path takes, with no reason given').toEqual([]);
      for (const label of Object.keys(flow.notInBrowser)) expect(label in flow.cause).toBe(false);
    });

    it.each(paths.map((p) => [p.map((s) => s.label).join(' → '), p] as const))(
      'path %s',
      async (_, path) => {
        const c = await flow.open();
        try {
          await check(c, start);
          for (const step of path) {
            const started = performance.now();
            // Toasts are watched from the cause of the step that leaves a checked state (the steps through a
            // state only passed through belong to it: a toast of the save comes as the upload starts).
            if (flow.states[step.from] !== 'passing') await markToasts(c.page);
            await flow.cause[step.label]?.(c, step);
            const caused = performance.now();
            await check(c, step.to, step);
            // E2E_STEP_TIMES=1: each step's time (finding a path's slow steps, docs/bench.md's CI section).
            if (process.env.E2E_STEP_TIMES)
              console.info(
                `[step] ${flow.name}: ${step.label} -> ${step.to}: caused in ${seconds(caused - started)}, checked in ${seconds(performance.now() - caused)}`,
              );
          }
        } catch (error) {
          failure.caught = true; // its pages are screenshotted as close() closes them (tests/e2e/failures.ts)
          throw error;
        } finally {
          await flow.close(c);
        }
      },
      flow.pathTimeout,
    );
  });
}

/** A staff screen's paths file opens with the browser and a staff token, read once the paths run (`token()`). */
export function setupStaffPaths(): () => string {
  setupBrowser();
  let token = '';
  beforeAll(async () => {
    if (skip) return;
    token = await tokenFor();
  });
  return () => token;
}
