/**
 * Operations read against the schema (its introspection, schema/generate.ts): a root field's arguments
 * from the variables, and a server JSON value shaped to a selection with `__typename` on every object.
 * Used by the rest exchange (answers and realtime events) and graphcache's event updater.
 */
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from '@0no-co/graphql.web';
import { introspection } from '../../schema/introspection';

interface TypeRef {
  kind: string;
  name?: string | null;
  ofType?: TypeRef | null;
}

/** Object type name -> field name -> named type of the field. */
const fieldTypes = new Map<string, Map<string, string>>();
for (const t of introspection.__schema.types) {
  const fields = new Map<string, string>();
  for (const f of t.fields) fields.set(f.name, namedType(f.type as TypeRef));
  fieldTypes.set(t.name, fields);
}

function namedType(ref: TypeRef): string {
  let r: TypeRef | null | undefined = ref;
  while (r?.ofType) r = r.ofType;
  return r?.name ?? '';
}

/** A server JSON value tagged with `__typename` on every object, following the schema. */
export function tagTypes(value: unknown, typeName: string): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((v) => tagTypes(v, typeName));
  const types = fieldTypes.get(typeName);
  if (!types || typeof value !== 'object') return value;
  const out: Record<string, unknown> = { __typename: typeName };
  for (const [k, v] of Object.entries(value)) {
    const t = types.get(k);
    if (t === undefined) continue;
    out[k] = fieldTypes.has(t) ? tagTypes(v, t) : v;
  }
  return out;
}

export const rootOf = (doc: DocumentNode) =>
  doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

export const fragmentsOf = (doc: DocumentNode) => {
  const map: Record<string, FragmentDefinitionNode> = {};
  for (const d of doc.definitions) if (d.kind === 'FragmentDefinition') map[d.name.value] = d;
  return map;
};

function argValue(node: ValueNode, vars: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'Variable':
      return vars[node.name.value];
    case 'IntValue':
      return Number.parseInt(node.value, 10);
    case 'FloatValue':
      return Number.parseFloat(node.value);
    case 'NullValue':
      return null;
    case 'ListValue':
      return node.values.map((v) => argValue(v, vars));
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((f) => [f.name.value, argValue(f.value, vars)]));
    default:
      return (node as { value: unknown }).value;
  }
}

export function argsOf(field: FieldNode, vars: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const a of field.arguments ?? []) args[a.name.value] = argValue(a.value, vars);
  return args;
}

/** The value shaped to the selection: only selected fields (under their aliases), `__typename` added. */
export function project(
  value: unknown,
  selection: SelectionSetNode | undefined,
  typeName: string,
  fragments: Record<string, FragmentDefinitionNode>,
): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((v) => project(v, selection, typeName, fragments));
  if (!selection || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const types = fieldTypes.get(typeName);
  const visit = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === 'Field') {
        const name = s.name.value;
        const alias = s.alias?.value ?? name;
        if (name === '__typename') out[alias] = typeName;
        else {
          const child = project(source[name], s.selectionSet, types?.get(name) ?? '', fragments);
          const prev = out[alias];
          out[alias] =
            prev && typeof prev === 'object' && child && typeof child === 'object' && !Array.isArray(child)
              ? { ...prev, ...child }
              : child;
        }
      } else if (s.kind === 'InlineFragment') visit(s.selectionSet);
      else {
        const fragment = fragments[s.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(selection);
  if (!('__typename' in out)) out.__typename = typeName;
  return out;
}

/** The named type of `typeName`'s field `field` ('' when unknown). */
export const fieldType = (typeName: string, field: string) => fieldTypes.get(typeName)?.get(field) ?? '';

/** The type is an object type of the schema (its fields are selected), not a scalar or an enum. */
export const isObjectType = (typeName: string) => fieldTypes.has(typeName);
