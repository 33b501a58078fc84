/**
 * Every machine of `machines/`, read from the machines themselves: their state nodes and transition
 * definitions (each guarded branch, timer, actor result and eventless transition counts once), and the
 * screens that import them. The diagrams, the machines README and the QA paths are made from this.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export const ROOT = join(import.meta.dirname, '..', '..');
export const MACHINES_DIR = join(ROOT, 'machines');

export interface MachineEntry {
  /** The file's name without `.machine.ts`: 'session'. */
  name: string;
  file: string;
  machine: AnyStateMachine;
}

/** One transition definition: from a state node, on an event, to zero or more targets. */
export interface TransitionInfo {
  source: AnyStateNode;
  /** The event's type ('' for an eventless `always` transition). */
  event: string;
  targets: AnyStateNode[];
  guard: string | null;
  description: string | null;
  /** The definition itself (identity: the same object `getTransitionData` returns). */
  definition: unknown;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getTransitionData' in value;

/** Every `machines/*.machine.ts`, by name. */
export async function loadMachines(): Promise<MachineEntry[]> {
  const files = readdirSync(MACHINES_DIR)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const out: MachineEntry[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(MACHINES_DIR, file)).href)) as Record<string, unknown>;
    const name = file.replace(/\.machine\.ts$/, '');
    const machine = mod[`${name}Machine`];
    if (!isMachine(machine)) throw new Error(`machines/${file} must export its machine as ${name}Machine`);
    out.push({ name, file: `machines/${file}`, machine });
  }
  return out;
}

/** Every state node below the root, depth first in declaration order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** A state node's dotted path below the root: 'signedOut.editing'. */
export const statePath = (node: AnyStateNode) => node.path.join('.');

/** A guard as written: its name, its type, or the combinator's type ('xstate.not'). */
export function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { type?: string; guards?: unknown[]; stateValue?: unknown; name?: string };
    // xstate's combinators are functions named after themselves, holding their guards.
    if (g.name === 'not' && g.guards) return `not ${guardName(g.guards[0])}`;
    if ((g.name === 'and' || g.name === 'or') && g.guards) return g.guards.map(guardName).join(` ${g.name} `);
    if (g.name === 'stateIn') return `in ${JSON.stringify(g.stateValue)}`;
    return g.type ?? 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in (guard as object))
    return String((guard as { type: string }).type);
  return 'guard';
}

/** Every transition definition of a machine, in declaration order (the root's included). */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of [machine.root, ...stateNodes(machine)]) {
    const defs = [...(node.transitions as Map<string, unknown[]>).values()].flat();
    for (const def of [...defs, ...((node.always as unknown[] | undefined) ?? [])]) {
      const d = def as {
        eventType?: string;
        target?: AnyStateNode[];
        guard?: unknown;
        description?: string;
      };
      out.push({
        source: node,
        event: d.eventType ?? '',
        targets: d.target ?? [],
        guard: guardName(d.guard),
        description: d.description ?? null,
        definition: def,
      });
    }
  }
  return out;
}

/** An event type in words for diagrams: actor results, timers, eventless transitions. */
export function eventWords(event: string): string {
  if (event === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event)?.[1];
  if (after) return /^\d+$/.test(after) ? `after ${after} ms` : `after ${after}`;
  return event;
}

/** The files of `src/` that import a machine file (the screens that use it). */
export function screensUsing(file: string): string[] {
  const base = file.replace(/^machines\//, '').replace(/\.ts$/, '');
  const pattern = new RegExp(`from '[./]*machines/${base.replace('.', '\\.')}'`);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && pattern.test(readFileSync(full, 'utf8')))
        out.push(relative(ROOT, full));
    }
  };
  walk(join(ROOT, 'src'));
  return out.sort();
}
