/**
 * The rest exchange: answers query and mutation operations whose root fields are all in the REST
 * table (schema/rest.ts), shapes each answer to the operation's selection with `__typename` from the
 * schema, forwards every other operation, ends a request on its `teardown`, and turns failures into
 * error results (it never throws).
 */

import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from '@0no-co/graphql.web';
import {
  CombinedError,
  type Exchange,
  makeErrorResult,
  makeResult,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, make, merge, mergeMap, pipe, share, takeUntil } from 'wonka';
import { introspection } from '../../schema/introspection';
import { type RestBinding, restTable } from '../../schema/rest';
import type { Http, UploadProgress } from './http';

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

export interface RestExchangeOptions {
  http: Http;
  /** Called after a successful mutation, e.g. to clear the http cache of what it changed. */
  onMutated?: (field: string, binding: RestBinding) => void;
}

/** What an operation's context may carry for uploads. */
export interface UploadContext {
  onUploadProgress?: (progress: UploadProgress) => void;
}

const rootOf = (doc: DocumentNode) =>
  doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

const fragmentsOf = (doc: DocumentNode) => {
  const map: Record<string, FragmentDefinitionNode> = {};
  for (const d of doc.definitions) if (d.kind === 'FragmentDefinition') map[d.name.value] = d;
  return map;
};

function rootFields(op: Operation): FieldNode[] | null {
  if (op.kind !== 'query' && op.kind !== 'mutation') return null;
  const def = rootOf(op.query);
  if (!def) return null;
  const table = restTable[op.kind];
  const fields: FieldNode[] = [];
  for (const s of def.selectionSet.selections) {
    if (s.kind !== 'Field') return null;
    if (s.name.value === '__typename') continue;
    if (!table[s.name.value]) return null;
    fields.push(s);
  }
  return fields.length ? fields : null;
}

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

function argsOf(field: FieldNode, vars: Record<string, unknown>): Record<string, unknown> {
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

/** The REST call for one root field, as a promise of the field's raw value. */
async function call(
  http: Http,
  binding: RestBinding,
  args: Record<string, unknown>,
  signal: AbortSignal,
  context: UploadContext,
): Promise<unknown> {
  if (binding.local) return true;
  const path = binding.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(args[name] ?? '')),
  );
  const query = binding.query ? Object.fromEntries(binding.query.map((k) => [k, args[k]])) : undefined;
  let body: unknown;
  if (typeof binding.body === 'string') body = args[binding.body];
  else if (binding.body) body = Object.fromEntries(binding.body.map((k) => [k, args[k]]));
  const files = binding.upload ? args[binding.upload] : undefined;
  const envelope = await http.run(path, {
    method: binding.method,
    query,
    body,
    admin: binding.admin,
    requires: binding.requires,
    signal,
    files: binding.upload
      ? { field: binding.upload, files: (Array.isArray(files) ? files : [files]).filter(Boolean) as Blob[] }
      : undefined,
    onProgress: context.onUploadProgress,
  });
  switch (binding.read ?? 'data') {
    case 'page':
      return { data: envelope.data, pagination: envelope.pagination };
    case 'envelope': {
      const { data: _data, ...rest } = envelope;
      return { ...(typeof _data === 'object' && _data ? _data : {}), ...rest };
    }
    case 'deleted':
      return {
        id: args[binding.idArg ?? 'id'],
        success: envelope.success,
        message: envelope.message ?? null,
      };
    default:
      return envelope.data ?? null;
  }
}

async function execute(
  op: Operation,
  fields: FieldNode[],
  options: RestExchangeOptions,
  signal: AbortSignal,
) {
  const vars = (op.variables ?? {}) as Record<string, unknown>;
  const fragments = fragmentsOf(op.query);
  const table = restTable[op.kind as 'query' | 'mutation'];
  const rootType = op.kind === 'query' ? 'Query' : 'Mutation';
  const context = op.context as UploadContext;
  const entries = await Promise.all(
    fields.map(async (field) => {
      const name = field.name.value;
      const binding = table[name] as RestBinding;
      const raw = await call(options.http, binding, argsOf(field, vars), signal, context);
      if (op.kind === 'mutation' && !binding.local) options.onMutated?.(name, binding);
      const type = fieldTypes.get(rootType)?.get(name) ?? '';
      return [field.alias?.value ?? name, project(raw, field.selectionSet, type, fragments)] as const;
    }),
  );
  const data: Record<string, unknown> = Object.fromEntries(entries);
  if (
    rootOf(op.query)?.selectionSet.selections.some((s) => s.kind === 'Field' && s.name.value === '__typename')
  )
    data.__typename = rootType;
  return data;
}

export const restExchange =
  (options: RestExchangeOptions): Exchange =>
  ({ forward }) =>
  (ops$) => {
    const shared$ = share(ops$);
    const results$ = pipe(
      shared$,
      filter((op) => op.kind !== 'teardown' && rootFields(op) !== null),
      mergeMap((op) => {
        const fields = rootFields(op) as FieldNode[];
        const source$ = make<OperationResult>((observer) => {
          const controller = new AbortController();
          execute(op, fields, options, controller.signal).then(
            (data) => {
              observer.next(makeResult(op, { data }));
              observer.complete();
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              observer.next(makeErrorResult(op, error instanceof Error ? error : new Error(String(error))));
              observer.complete();
            },
          );
          // Ending the request (teardown) aborts the fetch.
          return () => controller.abort();
        });
        return pipe(
          source$,
          takeUntil(
            pipe(
              shared$,
              filter((o) => o.kind === 'teardown' && o.key === op.key),
            ),
          ),
        );
      }),
    );
    const forwarded$ = pipe(
      shared$,
      filter((op) => op.kind === 'teardown' || rootFields(op) === null),
      forward,
    );
    return merge([results$, forwarded$]);
  };

export { CombinedError };
