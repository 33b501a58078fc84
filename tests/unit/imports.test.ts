/**
 * One-way rooms (docs/architecture.md): no import circle in the app, the machines or the server, and the
 * machines import only `xstate` and each other, so a machine pastes into the Stately visualizer as it is; the
 * server imports nothing from scripts/, tests/ or bench/.
 * Imports are read with the TypeScript compiler's pre-processor (type-only imports count: a circle of types
 * still ties two rooms together).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ROOMS = ['src', 'machines', 'server'];

/**
 * Imports that may still close a circle in the server, as [importer, imported]: none since the services take
 * `ServiceDeps` from server/services/deps.ts instead of server/services/index.ts. The list only shrinks (the
 * test fails on an entry that no longer exists, and on any other circle).
 */
const KNOWN_SERVER_IMPORTS: [string, string][] = [];

function filesIn(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') out.push(...filesIn(path));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A relative specifier resolved to a repository file, or null (a package). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  return null;
}

/** Every file's imports: specifier and, for a repository file, its path. */
function importsOf(file: string) {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map((f) => ({ specifier: f.fileName, file: resolve(file, f.fileName) }));
}

const files = ROOMS.flatMap(filesIn);
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const isKnown = (from: string, to: string | null) =>
  KNOWN_SERVER_IMPORTS.some(([f, t]) => f === from && t === to);

/** Strongly connected components of two files or more (and files importing themselves): the circles. */
function circles(): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const { file: w } of graph.get(v) ?? []) {
      if (!w || !graph.has(w) || isKnown(v, w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, idx.get(w) as number));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      const selfImport = graph.get(v)?.some((i) => i.file === v);
      if (component.length > 1 || selfImport) out.push(component.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return out.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** One import path around a circle, for the message: a -> b -> a. */
function loopIn(component: string[]): string {
  const members = new Set(component);
  const start = component[0] as string;
  const path = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const next = (graph.get(at) ?? [])
      .map((i) => (isKnown(at, i.file) ? null : i.file))
      .find((f): f is string => !!f && members.has(f) && (f === start || !seen.has(f)));
    if (!next || next === start) break;
    path.push(next);
    seen.add(next);
    at = next;
  }
  return [...path, start].join(' -> ');
}

describe('imports: one-way rooms', () => {
  const found = circles();

  it('src/ and machines/ have no import circle', () => {
    const app = found.filter((c) => c.some((f) => !f.startsWith('server/')));
    expect(app.map(loopIn)).toEqual([]);
  });

  it('server/ has no import circle beyond the known imports (a list that only shrinks)', () => {
    const server = found.filter((c) => c.every((f) => f.startsWith('server/')));
    expect(server.map((c) => ({ files: c, loop: loopIn(c) }))).toEqual([]);
    const gone = KNOWN_SERVER_IMPORTS.filter(([f, t]) => !graph.get(f)?.some((i) => i.file === t));
    expect(gone, 'known imports that no longer exist: remove them from KNOWN_SERVER_IMPORTS').toEqual([]);
  });

  it('machines/ import only xstate and other modules of machines/', () => {
    const wrong = files
      .filter((f) => f.startsWith('machines/'))
      .flatMap((f) =>
        (graph.get(f) ?? [])
          .filter((i) =>
            i.file
              ? !i.file.startsWith('machines/')
              : i.specifier !== 'xstate' && !i.specifier.startsWith('xstate/'),
          )
          .map((i) => `${f} imports ${i.specifier}`),
      );
    expect(wrong).toEqual([]);
  });

  it('server/ imports nothing from scripts/, tests/ or bench/ (what it shares lives in server/)', () => {
    const wrong = files
      .filter((f) => f.startsWith('server/'))
      .flatMap((f) =>
        (graph.get(f) ?? [])
          .filter((i) => i.file && /^(scripts|tests|bench)\//.test(i.file))
          .map((i) => `${f} imports ${i.specifier}`),
      );
    expect(wrong).toEqual([]);
  });

  it('the check sees imports: a known edge of each room is found', () => {
    expect(graph.get('src/admin/session/SessionProvider.tsx')?.map((i) => i.file)).toContain(
      'machines/session.machine.ts',
    );
    expect(files.length).toBeGreaterThan(100);
    expect(relative(ROOT, ROOT)).toBe('');
  });
});
