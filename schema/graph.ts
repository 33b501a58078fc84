/**
 * schema/schema.graphql, made from the served OpenAPI document (the routes' TypeBox schemas, the one source of
 * the contract: docs/decisions/005-one-contract-source.md) and the REST table (schema/rest.ts). A new endpoint
 * is a route with its schemas and one row of the table; schema/generate.ts writes the graph.
 * - One root field per row. Its arguments: the path's `{names}` (ID!), the row's query parameters, the body
 *   (`input`: one input object; a list: one argument per body field), the upload field, If-Match (String).
 * - Its type: what the rest exchange makes of the answer (the row's `read`): the envelope's `data`, a page
 *   (`<Item>Page`), the envelope's fields, a tagged answer, `Deleted`.
 * - An object type per named answer schema (TYPE_NAMES may read several as one: then a field is non-null only
 *   where every one has it, required and not null); input objects are `<Name>Input`.
 * - Integers are Int (ID: an answer's `id` or `…Id` field, an id value in a request), numbers Float; a named
 *   enum is a graph enum (its values with `all`: `<Name>Filter`); other literal unions are String.
 * What the schemas cannot say is in schema/graph.overrides.ts.
 */
import {
  ARGUMENTS,
  ENUMS,
  EXTRA_SDL,
  INLINE_NAMES,
  INPUT_NAMES,
  NOT_IN_GRAPH,
  NULLABLE_ROOTS,
  ROOT_TYPES,
  TYPE_NAMES,
} from './graph.overrides';
import { type OpenApiDocument, type Operation, type Schema, schemaReader } from './openapiSchemas';
import { type RestBinding, restTable } from './rest';

export type { OpenApiDocument, Operation, Schema };

/** An id value in a request (server/lib/envelope.ts IdValue): a positive integer an `integer` column holds. */
const INT4_MAX = 2_147_483_647;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const valuesKey = (values: readonly unknown[]) => JSON.stringify(values.map(String).sort());
const describe = (text: string | undefined, indent: string) =>
  text ? `${indent}${JSON.stringify(text)}\n` : '';

export function graphSdl(doc: OpenApiDocument, table: typeof restTable = restTable): string {
  const { refName, deref, strip, enumValues, literal, envelopeOf, answerOf } = schemaReader(doc);

  // Enum names by their set of values: the named ones, their `all` filters, then the inline ones listed.
  const enumNames = new Map<string, string>();
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const values = enumValues(schema);
    if (!values || values.length < 2 || !values.every((v) => typeof v === 'string')) continue;
    enumNames.set(valuesKey(values), name);
    if (!values.includes('all')) enumNames.set(valuesKey([...values, 'all']), `${name}Filter`);
  }
  for (const [name, values] of Object.entries(ENUMS)) enumNames.set(valuesKey(values), name);

  const enums = new Map<string, unknown[]>();
  const objects = new Map<string, { input: boolean; sources: Schema[] }>();

  function register(name: string, schema: Schema, input: boolean) {
    const known = objects.get(name) ?? { input, sources: [] };
    if (known.input !== input) throw new Error(`${name} is both an input and an output type`);
    objects.set(name, known);
    if (known.sources.includes(schema)) return;
    known.sources.push(schema);
    for (const [field, property] of Object.entries(schema.properties ?? {}))
      if (!NOT_IN_GRAPH[name]?.includes(field)) typeOf(name, field, property, input);
  }

  function objectName(raw: Schema, parent: string, field: string, input: boolean): string {
    const ref = refName(raw);
    if (input) return ref ? `${ref}Input` : `${capital(field.replace(/s$/, ''))}Input`;
    if (ref) return TYPE_NAMES[ref] ?? ref;
    const inline = INLINE_NAMES[`${parent}.${field}`];
    if (!inline) throw new Error(`Name the inline object ${parent}.${field} in schema/graph.overrides.ts`);
    return inline;
  }

  /** The graph type of a schema (its outer non-null is the caller's), registering what it names. */
  function typeOf(parent: string, field: string, raw: Schema, input: boolean): string {
    const { schema } = strip(raw);
    const s = deref(schema);
    const values = enumValues(s);
    if (values && values.length > 1 && values.every((v) => typeof v === 'string')) {
      const name = enumNames.get(valuesKey(values));
      if (!name) return 'String';
      if (!enums.has(name)) enums.set(name, values);
      return name;
    }
    if (s.type === 'array' && s.items) {
      const item = typeOf(parent, field, s.items, input);
      return `[${item}${strip(s.items).nullable ? '' : '!'}]`;
    }
    const members = s.anyOf?.map(deref);
    if (s.type === 'object' || (members?.length && members.every((m) => m.type === 'object'))) {
      const name = objectName(schema, parent, field, input);
      for (const member of members ?? [s]) register(name, member, input);
      return name;
    }
    const type = [s.type ?? typeof literal(s)].flat()[0];
    const id = input ? s.minimum === 1 && s.maximum === INT4_MAX : field === 'id' || field.endsWith('Id');
    if (type === 'integer') return id ? 'ID' : 'Int';
    if (type === 'number') return 'Float';
    if (type === 'boolean') return 'Boolean';
    if (type === 'string') return 'String';
    throw new Error(`${parent}.${field}: no graph type for ${JSON.stringify(s)}`);
  }

  /** `type!` when the schema is required and not nullable. */
  const nonNullIf = (type: string, required: boolean, raw: Schema) =>
    required && !strip(raw).nullable ? `${type}!` : type;

  function argumentsOf(name: string, binding: RestBinding, operation: Operation): string[] {
    const args: [string, string][] = [];
    for (const [, path] of binding.path.matchAll(/\{(\w+)\}/g)) args.push([path as string, 'ID!']);
    for (const query of binding.query ?? []) {
      const parameter = operation.parameters?.find((p) => p.in === 'query' && p.name === query);
      if (!parameter) throw new Error(`${name}: '${query}' is no query parameter of the operation`);
      args.push([
        query,
        nonNullIf(typeOf(name, query, parameter.schema, true), Boolean(parameter.required), parameter.schema),
      ]);
    }
    const json = operation.requestBody?.content['application/json']?.schema;
    if (typeof binding.body === 'string' && json) {
      const inputName =
        INPUT_NAMES[name] ?? `${capital(name.replace(/^(create|update|send)(?=[A-Z])/, ''))}Input`;
      const body = deref(json);
      for (const member of body.anyOf?.map(deref) ?? [body]) register(inputName, member, true);
      args.push([binding.body, `${inputName}!`]);
    } else if (binding.body && json) {
      const body = deref(json);
      for (const field of binding.body) {
        const property = body.properties?.[field];
        if (!property) throw new Error(`${name}: '${field}' is no field of the operation's body`);
        args.push([
          field,
          nonNullIf(typeOf(name, field, property, true), Boolean(body.required?.includes(field)), property),
        ]);
      }
    }
    if (binding.upload) {
      const multipart = operation.requestBody?.content['multipart/form-data']?.schema;
      const part = multipart && deref(multipart).properties?.[binding.upload];
      if (!part) throw new Error(`${name}: '${binding.upload}' is no multipart field of the operation`);
      args.push([binding.upload, deref(part).type === 'array' ? '[Upload!]!' : 'Upload!']);
    }
    if (binding.ifMatch) args.push([binding.ifMatch, 'String']);
    return args.map(([arg, type]) => `${arg}: ${ARGUMENTS[`${name}(${arg})`]?.type ?? type}`);
  }

  /** The root field's type: what the rest exchange makes of the answer (the reader's answerOf). */
  function rootType(root: string, name: string, binding: RestBinding, operation: Operation): string {
    const answer = answerOf(binding, operation);
    const read = binding.read ?? 'data';
    if (!answer) {
      if (read === 'deleted') return 'Deleted';
      throw new Error(`${name}: the operation answers no JSON`);
    }
    if (read === 'data') return ROOT_TYPES[name] ?? typeOf(root, name, answer, false);
    const envelope = envelopeOf(operation);
    const data = (envelope && deref(envelope).properties?.data) ?? {};
    const named = (envelope && refName(envelope)) ?? refName(strip(data).schema);
    const type =
      ROOT_TYPES[name] ??
      (read === 'page'
        ? `${typeOf(root, name, data, false).replace(/[[\]!]/g, '')}Page`
        : read === 'envelope'
          ? named
            ? (TYPE_NAMES[named] ?? named)
            : 'Result'
          : undefined);
    if (!type) throw new Error(`${name}: name its answer in ROOT_TYPES (schema/graph.overrides.ts)`);
    register(type, answer, false);
    return type;
  }

  const roots = (['query', 'mutation'] as const).map((kind) => {
    const root = capital(kind);
    const fields = Object.entries(table[kind]).map(([name, binding]) => {
      const operation = doc.paths[`/api${binding.path}`]?.[binding.method.toLowerCase()];
      if (!operation) throw new Error(`${name}: ${binding.method} /api${binding.path} is no operation`);
      const args = argumentsOf(name, binding, operation);
      const type = rootType(root, name, binding, operation);
      const result = `${type}${NULLABLE_ROOTS.includes(name) ? '' : '!'}`;
      // One line when it fits in 110 characters, else an argument a line (as the formatter writes them).
      const line = `  ${name}${args.length ? `(${args.join(', ')})` : ''}: ${result}`;
      const signature =
        line.length <= 110 ? line : `  ${name}(\n${args.map((a) => `    ${a}`).join('\n')}\n  ): ${result}`;
      return `${describe(operation.summary, '  ')}${signature}`;
    });
    return `type ${root} {\n${fields.join('\n')}\n}`;
  });

  const enumBlocks = [...enums].map(
    ([name, values]) => `enum ${name} {\n${values.map((v) => `  ${v}`).join('\n')}\n}`,
  );
  const objectBlocks = [...objects].map(([name, { input, sources }]) => {
    const names = [...new Set(sources.flatMap((s) => Object.keys(s.properties ?? {})))].filter(
      (field) => !NOT_IN_GRAPH[name]?.includes(field),
    );
    const fields = names.map((field) => {
      const holders = sources.filter((s) => s.properties?.[field]);
      const raw = holders[0]?.properties?.[field] as Schema;
      const always =
        holders.length === sources.length &&
        holders.every((s) => s.required?.includes(field) && !strip(s.properties?.[field] as Schema).nullable);
      return `${describe(raw.description, '  ')}  ${field}: ${typeOf(name, field, raw, input)}${always ? '!' : ''}`;
    });
    return `${input ? 'input' : 'type'} ${name} {\n${fields.join('\n')}\n}`;
  });
  return [
    "# Generated by schema/generate.ts from the routes' schemas (the OpenAPI document) and schema/rest.ts;\n" +
      '# what they cannot say is in schema/graph.overrides.ts. Do not edit: run npx tsx schema/generate.ts.',
    ...enumBlocks,
    ...objectBlocks,
    ...roots,
    EXTRA_SDL,
  ].join('\n\n');
}
