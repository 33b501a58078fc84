/**
 * Every machine reads whole in Stately's visualizer (issue 21 item 3): a static parse of each
 * machines/*.machine.ts (tests/machines/staticConfig.ts) sees every state and every (state, event) pair the
 * running machine has (XState's public API: machine.root, each node's `states`, `transitions`, `always`,
 * `invoke`), with the same targets, guards and actions, and finds no helper-built transitions, spreads,
 * computed keys or inline guard/action functions. Prints "seen X of Y" per machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { readMachines, type SeenMachine, type SeenTransition } from './staticConfig';

const DIR = join(import.meta.dirname, '../../machines');
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.machine.ts'))
  .sort();

/**
 * Machines whose configs are not literal yet (being changed by other work at the same time). This list may
 * only shrink: the test fails for a machine listed here that has become literal, so it is taken off.
 */
const NOT_YET_LITERAL = new Set<string>([]);

const name = (a: unknown): string =>
  typeof a === 'string'
    ? a
    : a && typeof (a as { type?: unknown }).type === 'string'
      ? (a as { type: string }).type
      : '(inline function)';

/** The running machine's pairs, keyed and shaped as staticConfig.ts sees them. */
function runtimePairs(machine: AnyStateMachine) {
  const states = new Set<string>();
  const pairs = new Map<string, SeenTransition[]>();
  const shape = (t: {
    target?: readonly AnyStateNode[];
    guard?: unknown;
    actions: readonly unknown[];
  }): SeenTransition => ({
    targets: (t.target ?? []).map((s) => s.path.join('.')),
    ...(t.guard === undefined ? {} : { guard: name(t.guard) }),
    actions: t.actions.map(name),
  });
  const eventKey = (node: AnyStateNode, event: string) => {
    const invoked = (prefix: string, what: string) => {
      const id = event.slice(prefix.length);
      return `invoke[${node.invoke.findIndex((i) => i.id === id)}].${what}`;
    };
    if (event.startsWith('xstate.after.'))
      return `after(${event.slice('xstate.after.'.length).split('.')[0]})`;
    if (event.startsWith('xstate.done.actor.')) return invoked('xstate.done.actor.', 'onDone');
    if (event.startsWith('xstate.error.actor.')) return invoked('xstate.error.actor.', 'onError');
    if (event.startsWith('xstate.snapshot.')) return invoked('xstate.snapshot.', 'onSnapshot');
    if (event.startsWith('xstate.done.state.')) return 'onDone';
    return event;
  };
  const walk = (node: AnyStateNode) => {
    const path = node.path.join('.');
    states.add(path);
    for (const [event, list] of node.transitions)
      pairs.set(`${path} ${eventKey(node, event)}`, list.map(shape));
    if (node.always?.length) pairs.set(`${path} always`, node.always.map(shape));
    for (const child of Object.values(node.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);
  return { states, pairs };
}

const canonical = (list: SeenTransition[]) =>
  JSON.stringify(list.map((t) => ({ targets: t.targets, guard: t.guard, actions: t.actions })));

/** What a static parse misses of the running machine: one line per state or pair not seen as it runs. */
function compare(seen: SeenMachine, machine: AnyStateMachine) {
  const run = runtimePairs(machine);
  const missing = [...run.states].filter((s) => !seen.states.has(s)).map((s) => `state ${s || '(root)'}`);
  let seenPairs = 0;
  for (const [key, transitions] of run.pairs) {
    const got = seen.pairs.get(key);
    if (!got) missing.push(`pair ${key}: not seen`);
    else if (canonical(got) !== canonical(transitions))
      missing.push(`pair ${key}: seen ${JSON.stringify(got)}, runs ${JSON.stringify(transitions)}`);
    else seenPairs++;
  }
  const extra = [...seen.pairs.keys()]
    .filter((k) => !run.pairs.has(k))
    .map((k) => `pair ${k}: not in the machine`);
  return { missing: [...missing, ...extra], seenPairs, pairs: run.pairs.size, states: run.states.size };
}

const machinesOf = (mod: Record<string, unknown>) =>
  Object.values(mod).filter(
    (v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'config' in v && 'id' in v,
  );

describe('every machine reads whole in the visualizer', () => {
  it.each(FILES)('%s', async (file) => {
    const source = readFileSync(join(DIR, file), 'utf8');
    const mod = (await import(/* @vite-ignore */ join(DIR, file))) as Record<string, unknown>;
    // A machine another file defines (and this one re-exports) is checked with its own file.
    const running = machinesOf(mod).filter(
      (m) => m.id === file.replace('.machine.ts', '') || !FILES.includes(`${m.id}.machine.ts`),
    );
    const seen = readMachines(file, source);
    expect(running.length, `${file}: exported machines`).toBeGreaterThan(0);
    const report: string[] = [];
    let whole = seen.length === running.length;
    for (const machine of running) {
      const parsed = seen.find((s) => s.id === machine.id);
      if (!parsed) {
        report.push(`${file} ${machine.id}: no createMachine call with this id seen`);
        whole = false;
        continue;
      }
      const c = compare(parsed, machine);
      console.log(
        `${file} (${machine.id}): seen ${c.seenPairs} of ${c.pairs} (state, event) pairs, ` +
          `${c.states - c.missing.filter((m) => m.startsWith('state')).length} of ${c.states} states` +
          (parsed.problems.length ? `; ${parsed.problems.length} problems` : ''),
      );
      report.push(...parsed.problems.map((p) => `${file}: ${p}`), ...c.missing.map((m) => `${file}: ${m}`));
      whole &&= parsed.problems.length === 0 && c.missing.length === 0;
    }
    if (NOT_YET_LITERAL.has(file)) {
      console.log(`${file}: not literal yet (listed)\n  ${report.join('\n  ')}`);
      expect(whole, `${file} now reads whole: take it off NOT_YET_LITERAL`).toBe(false);
    } else expect(report).toEqual([]);
  });
});

describe('the static reader refuses what a visualizer cannot see', () => {
  const parse = (config: string) =>
    readMachines('x.ts', `export const m = setup({}).createMachine(${config});`)[0] as SeenMachine;

  it('sees a literal config whole', () => {
    const m = parse(
      `{ id: 'm', initial: 'a', states: { a: { on: { GO: { target: 'b', guard: 'ok', actions: ['x', assign({})] } } }, b: { after: { wait: 'a' }, invoke: { src: 's', onDone: '#m.a' } } } }`,
    );
    expect(m.problems).toEqual([]);
    expect([...m.states]).toEqual(['', 'a', 'b']);
    expect(Object.fromEntries(m.pairs)).toEqual({
      'a GO': [{ targets: ['b'], guard: 'ok', actions: ['x', 'xstate.assign'] }],
      'b after(wait)': [{ targets: ['a'], actions: [] }],
      'b invoke[0].onDone': [{ targets: ['a'], actions: [] }],
    });
  });
  it.each([
    ['a helper call', `{ states: { a: { on: retry('b') }, b: {} } }`, 'is not an object literal'],
    [
      'a transition from a variable',
      `{ states: { a: { on: { GO: shared.go } }, b: {} } }`,
      'transition built by an expression',
    ],
    ['a spread', `{ states: { a: { on: { ...shared, GO: 'b' } }, b: {} } }`, 'spread'],
    ['a computed key', `{ states: { a: { on: { [EVENT]: 'b' } }, b: {} } }`, 'computed key'],
    [
      'an inline guard',
      `{ states: { a: { on: { GO: { guard: ({ context }) => context.ok, target: 'b' } } }, b: {} } }`,
      'inline guard',
    ],
    [
      'a guard built by not()',
      `{ states: { a: { on: { GO: { guard: not('ok'), target: 'b' } } }, b: {} } }`,
      'inline guard',
    ],
    ['an inline action', `{ states: { a: { entry: () => {}, on: { GO: 'b' } }, b: {} } }`, 'inline action'],
    ['a states object from a helper', `{ states: build() }`, 'states of (root) are not an object literal'],
  ])('%s', (_what, config, word) => {
    const m = parse(config);
    expect(m.problems.join('\n')).toContain(word);
  });
});
