import type { Plugin } from 'vite';

/** The ESTree nodes this reads (what `this.parse` gives), loosely typed. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && typeof (value as Node).type === 'string';

/** A property's name when it is written plainly (`on`, `'gallery.next'`), else null. */
function keyName(property: Node): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
}

/** Text and nothing else: a string, a template without expressions, or strings joined with `+`. */
function isText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as Node[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return isText(node.left as Node) && isText(node.right as Node);
  return false;
}

const propertiesOf = (node: unknown): Node[] =>
  isNode(node) && node.type === 'ObjectExpression'
    ? (node.properties as Node[]).filter((p) => p.type === 'Property')
    : [];

const eachOf = (node: unknown): unknown[] =>
  isNode(node) && node.type === 'ArrayExpression' ? (node.elements as unknown[]) : [node];

/**
 * The `description` properties of one state node's config and of its transitions (`on`, `after`, `always`,
 * `invoke`'s `onDone`/`onError`/`onSnapshot`), down through `states`: the places XState keeps a description.
 * Any other `description` (a toast's params, an action's) is the app's text and stays.
 */
function descriptionsOf(stateNode: unknown, found: Node[]) {
  const withDescription = (config: unknown) => {
    for (const p of propertiesOf(config))
      if (keyName(p) === 'description' && isText(p.value as Node)) found.push(p);
  };
  withDescription(stateNode);
  for (const p of propertiesOf(stateNode)) {
    const name = keyName(p);
    if (name === 'states') for (const child of propertiesOf(p.value)) descriptionsOf(child.value, found);
    if (name === 'on' || name === 'after')
      for (const event of propertiesOf(p.value)) eachOf(event.value).forEach(withDescription);
    if (name === 'always') eachOf(p.value).forEach(withDescription);
    if (name === 'invoke')
      for (const invoke of eachOf(p.value)) {
        withDescription(invoke);
        for (const q of propertiesOf(invoke))
          if (['onDone', 'onError', 'onSnapshot'].includes(keyName(q) ?? ''))
            eachOf(q.value).forEach(withDescription);
      }
  }
}

/** Every `createMachine({...})` call's config in a module's AST. */
function machineConfigs(node: unknown, configs: Node[]) {
  if (Array.isArray(node)) {
    for (const child of node) machineConfigs(child, configs);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const name =
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' && !callee.computed
          ? (callee.property as Node).name
          : null;
    const [config] = node.arguments as Node[];
    if (name === 'createMachine' && config?.type === 'ObjectExpression') configs.push(config);
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && key !== 'start' && key !== 'end' && value && typeof value === 'object')
      machineConfigs(value, configs);
}

/**
 * The machines' descriptions (machines/*.machine.ts: what each state and transition means to a shopper or
 * staff) are for the diagrams, the QA paths and the visualizer, which read the source (docs/machines,
 * `npm run test:paths`); nothing in the app reads them. The browser's build leaves them out: about 1 KB
 * of every storefront page's scripts (docs/bundle.md). Tests and scripts import the machines as written.
 */
export function stripMachineDocs(): Plugin {
  return {
    name: 'frame-shop:strip-machine-docs',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]machines[\\/][^\\/]+\.machine\.ts$/ },
      handler(code) {
        const configs: Node[] = [];
        machineConfigs(this.parse(code), configs);
        const found: Node[] = [];
        for (const config of configs) descriptionsOf(config, found);
        if (found.length === 0) return null;
        // From the last to the first, each property with the comma after it (or, last, the one before).
        let out = code;
        for (const p of found.sort((a, b) => b.start - a.start)) {
          const after = /^\s*,/.exec(out.slice(p.end));
          out = out.slice(0, p.start) + (after ? out.slice(p.end + after[0].length) : out.slice(p.end));
        }
        return { code: out, map: null };
      },
    },
  };
}
