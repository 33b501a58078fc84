/**
 * An operation's REST calls (docs/decisions/004-rest-exchange.md): which query and mutation operations the
 * REST table (schema/rest.ts) answers, the call each root field makes (path, query, body, If-Match, uploads)
 * and how its envelope is read, and the answer shaped to the operation's selection with `__typename` from the
 * schema. The exchange (src/api/restExchange.ts) decides when they run.
 */
import type { FieldNode } from '@0no-co/graphql.web';
import type { Operation } from '@urql/core';
import { type RestBinding, restTable } from '../../schema/rest';
import type { Http, UploadProgress } from './http';
import { argsOf, fieldType, fragmentsOf, project, rootOf } from './shape';

/** What an operation's context may carry for uploads. */
export interface UploadContext {
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The operation's root fields when the REST table answers every one of them, else null (forwarded). */
export function rootFields(op: Operation): FieldNode[] | null {
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

/** The REST call for one root field, as a promise of the field's raw value. */
async function call(
  http: Http,
  binding: RestBinding,
  args: Record<string, unknown>,
  signal: AbortSignal,
  context: UploadContext,
): Promise<unknown> {
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
    ifMatch: binding.ifMatch ? (args[binding.ifMatch] as string | null | undefined) : undefined,
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
    case 'tagged':
      return { data: envelope.data, etag: envelope.etag ?? null };
    case 'envelope': {
      const { data: _data, etag: _etag, ...rest } = envelope;
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

/** The operation's answer: each root field's REST call, shaped to its selection (with `__typename`). */
export async function execute(op: Operation, fields: FieldNode[], http: Http, signal: AbortSignal) {
  const vars = (op.variables ?? {}) as Record<string, unknown>;
  const fragments = fragmentsOf(op.query);
  const table = restTable[op.kind as 'query' | 'mutation'];
  const rootType = op.kind === 'query' ? 'Query' : 'Mutation';
  const context = op.context as UploadContext;
  const entries = await Promise.all(
    fields.map(async (field) => {
      const name = field.name.value;
      const binding = table[name] as RestBinding;
      const raw = await call(http, binding, argsOf(field, vars), signal, context);
      const type = fieldType(rootType, name);
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
