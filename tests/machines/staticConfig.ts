/**
 * What a static parse of a machine file sees, the way Stately's code import reads it: the literal object given
 * to `createMachine(...)` (or `setup({...}).createMachine(...)`), read without running anything. Only literal
 * state objects, literal `on` / `after` / `always` / `invoke` objects, string targets and named guards and
 * actions are seen; a transition built by a helper call, a variable, a spread or a computed key is not, and
 * an inline guard or action function is reported.
 *
 * `@xstate/machine-extractor` (0.16.0, the parser behind the code import) does read
 * `setup({...}).createMachine({...})`, but it declares `xstate@^4` as a peer and loads `xstate/lib/actions`
 * (gone in v5), so npm will not install it beside XState 5; this reader follows the same rules with the
 * TypeScript compiler's parser, already in the project.
 */
import ts from 'typescript';

/** One transition as the visualizer draws it. */
export interface SeenTransition {
  /** Absolute target paths ('a.b'), none for a targetless transition. */
  targets: string[];
  /** The guard's name, if any. */
  guard?: string;
  /** Action names; XState's own action creators as 'xstate.<name>' (what they are at run time). */
  actions: string[];
}

export interface SeenMachine {
  id: string;
  /** State paths ('' is the root). */
  states: Set<string>;
  /** Key `${statePath} ${event}`; events as the runtime names them once normalised (see `eventKey`). */
  pairs: Map<string, SeenTransition[]>;
  /** What the parse could not see or refuses: helper-built transitions, spreads, computed keys, inline code. */
  problems: string[];
}

/** XState's action creators: the visualizer shows them by name. */
const BUILTIN_ACTIONS = new Set([
  'assign',
  'raise',
  'sendTo',
  'sendParent',
  'log',
  'emit',
  'cancel',
  'stopChild',
  'spawnChild',
  'forwardTo',
]);

const text = (n: ts.Node): string | undefined =>
  ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isNumericLiteral(n)
    ? n.text
    : undefined;

/** The key of a property, or undefined when it is computed from an expression (or a spread). */
function keyOf(p: ts.ObjectLiteralElementLike): string | undefined {
  if (ts.isSpreadAssignment(p) || !p.name) return undefined;
  if (ts.isIdentifier(p.name)) return p.name.text;
  if (ts.isComputedPropertyName(p.name)) return undefined;
  return text(p.name);
}

const initialiser = (p: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(p) ? p.initializer : undefined;

/** Unwraps `x as const` / `x satisfies T` / parentheses, which a static parse looks through. */
function unwrap(n: ts.Expression): ts.Expression {
  while (ts.isAsExpression(n) || ts.isSatisfiesExpression(n) || ts.isParenthesizedExpression(n))
    n = n.expression;
  return n;
}

export function readMachines(file: string, source: string): SeenMachine[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const machines: SeenMachine[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name === 'createMachine' && n.arguments[0]) machines.push(readMachine(sf, unwrap(n.arguments[0])));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return machines;
}

function readMachine(sf: ts.SourceFile, config: ts.Expression): SeenMachine {
  const m: SeenMachine = { id: '(machine)', states: new Set(), pairs: new Map(), problems: [] };
  const where = (n: ts.Node) => `line ${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const problem = (n: ts.Node, what: string) => m.problems.push(`${where(n)}: ${what}`);
  if (!ts.isObjectLiteralExpression(config)) {
    problem(config, 'the config is not an object literal');
    return m;
  }
  const idProp = config.properties.find((p) => keyOf(p) === 'id');
  const idValue = idProp && initialiser(idProp);
  if (idValue && text(idValue)) m.id = text(idValue) as string;
  const nodeIds = new Map<string, string>([[m.id, '']]);
  /** Raw targets, resolved once every node (and its `id`) is known. */
  const pending: { from: string; raw: string[]; into: SeenTransition; at: ts.Node }[] = [];

  const readGuard = (n: ts.Expression, into: SeenTransition) => {
    n = unwrap(n);
    if (text(n) !== undefined) into.guard = text(n);
    else if (ts.isObjectLiteralExpression(n) && typeProp(n) !== undefined) into.guard = typeProp(n);
    else problem(n, `inline guard (${n.getText(sf).slice(0, 40)}): name it in setup`);
  };
  const typeProp = (o: ts.ObjectLiteralExpression) => {
    const t = o.properties.find((p) => keyOf(p) === 'type');
    const v = t && initialiser(t);
    return v ? text(v) : undefined;
  };
  const readActions = (n: ts.Expression, into: string[]) => {
    n = unwrap(n);
    if (ts.isArrayLiteralExpression(n)) {
      for (const e of n.elements) readActions(e, into);
      return;
    }
    if (text(n) !== undefined) into.push(text(n) as string);
    else if (ts.isObjectLiteralExpression(n) && typeProp(n) !== undefined) into.push(typeProp(n) as string);
    else if (
      ts.isCallExpression(n) &&
      ts.isIdentifier(n.expression) &&
      BUILTIN_ACTIONS.has(n.expression.text)
    )
      into.push(`xstate.${n.expression.text}`);
    else problem(n, `inline action (${n.getText(sf).slice(0, 40)}): name it in setup`);
  };

  /** One (state, event) pair: seen only if every transition in it is literal. */
  const readPair = (path: string, event: string, n: ts.Expression) => {
    n = unwrap(n);
    const before = m.problems.length;
    const list: SeenTransition[] = [];
    const one = (t: ts.Expression) => {
      t = unwrap(t);
      const seen: SeenTransition = { targets: [], actions: [] };
      if (text(t) !== undefined) {
        pending.push({ from: path, raw: [text(t) as string], into: seen, at: t });
      } else if (ts.isObjectLiteralExpression(t)) {
        for (const p of t.properties) {
          const key = keyOf(p);
          const v = initialiser(p);
          if (key === undefined || !v) {
            problem(p, `spread, computed key or shorthand in a transition of ${path || '(root)'} ${event}`);
            continue;
          }
          if (key === 'target') {
            const raw = ts.isArrayLiteralExpression(unwrap(v))
              ? (unwrap(v) as ts.ArrayLiteralExpression).elements.map(text)
              : [text(unwrap(v))];
            if (raw.some((r) => r === undefined)) problem(v, 'target is not a string literal');
            else pending.push({ from: path, raw: raw as string[], into: seen, at: v });
          } else if (key === 'guard' || key === 'cond') readGuard(v, seen);
          else if (key === 'actions') readActions(v, seen.actions);
        }
      } else if (
        t.kind !== ts.SyntaxKind.UndefinedKeyword &&
        !(ts.isIdentifier(t) && t.text === 'undefined')
      ) {
        problem(
          t,
          `transition built by an expression (${t.getText(sf).slice(0, 40)}) at ${path || '(root)'} ${event}`,
        );
        return;
      }
      list.push(seen);
    };
    if (ts.isArrayLiteralExpression(n)) for (const e of n.elements) one(e);
    else one(n);
    if (m.problems.length === before) m.pairs.set(`${path} ${event}`, list);
  };

  /** `on`, `after`: an object literal of pairs. */
  const readPairs = (path: string, n: ts.Expression, name: (key: string) => string) => {
    n = unwrap(n);
    if (!ts.isObjectLiteralExpression(n)) {
      problem(n, `'${name('…')}' of ${path || '(root)'} is not an object literal`);
      return;
    }
    for (const p of n.properties) {
      const key = keyOf(p);
      const v = initialiser(p);
      if (key === undefined || !v)
        problem(p, `spread, computed key or shorthand in the transitions of ${path || '(root)'}`);
      else readPair(path, name(key), v);
    }
  };

  const readInvoke = (path: string, n: ts.Expression, index: number) => {
    n = unwrap(n);
    if (!ts.isObjectLiteralExpression(n)) {
      problem(n, `invoke of ${path} is not an object literal`);
      return;
    }
    for (const p of n.properties) {
      const key = keyOf(p);
      const v = initialiser(p);
      if (key === undefined) problem(p, `spread or computed key in an invoke of ${path}`);
      else if (v && (key === 'onDone' || key === 'onError' || key === 'onSnapshot'))
        readPair(path, `invoke[${index}].${key}`, v);
    }
  };

  const readNode = (path: string, o: ts.ObjectLiteralExpression) => {
    m.states.add(path);
    for (const p of o.properties) {
      const key = keyOf(p);
      const v = initialiser(p);
      if (key === undefined || !v) {
        problem(p, `spread, computed key or shorthand in state ${path || '(root)'}`);
        continue;
      }
      const value = unwrap(v);
      if (key === 'id' && path && text(value)) nodeIds.set(text(value) as string, path);
      else if (key === 'states') {
        if (!ts.isObjectLiteralExpression(value))
          problem(v, `states of ${path || '(root)'} are not an object literal`);
        else
          for (const s of value.properties) {
            const name = keyOf(s);
            const sv = initialiser(s);
            if (name === undefined || !sv || !ts.isObjectLiteralExpression(unwrap(sv)))
              problem(s, `a state of ${path || '(root)'} is not a literal key with an object literal`);
            else readNode(path ? `${path}.${name}` : name, unwrap(sv) as ts.ObjectLiteralExpression);
          }
      } else if (key === 'on') readPairs(path, value, (k) => k);
      else if (key === 'after') readPairs(path, value, (k) => `after(${k})`);
      else if (key === 'always') readPair(path, 'always', value);
      else if (key === 'onDone') readPair(path, 'onDone', value);
      else if (key === 'invoke') {
        if (ts.isArrayLiteralExpression(value)) value.elements.forEach((e, i) => void readInvoke(path, e, i));
        else readInvoke(path, value, 0);
      } else if (key === 'entry' || key === 'exit') readActions(value, []);
    }
  };

  readNode('', config);
  for (const { from, raw, into, at } of pending) {
    for (const r of raw) {
      const target = resolveTarget(from, r, nodeIds, m.states);
      if (target === undefined) problem(at, `target '${r}' of ${from} not found`);
      else into.targets.push(target);
    }
  }
  return m;
}

/** XState's target rules: '#id.path', '.child', else a sibling ('a.b': sibling a's child b). */
function resolveTarget(from: string, raw: string, ids: Map<string, string>, states: Set<string>) {
  const join = (a: string, b: string) => (a && b ? `${a}.${b}` : a || b);
  let path: string | undefined;
  if (raw.startsWith('#')) {
    const [id, ...rest] = raw.slice(1).split('.');
    const base = ids.get(id ?? '');
    path = base === undefined ? undefined : join(base, rest.join('.'));
  } else if (raw.startsWith('.')) path = join(from, raw.slice(1));
  else path = join(from.split('.').slice(0, -1).join('.'), raw);
  return path !== undefined && states.has(path) ? path : undefined;
}
