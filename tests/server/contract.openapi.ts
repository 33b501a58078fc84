/**
 * The comparisons of contract.test.ts: the served OpenAPI document's operations and answer schemas against
 * schema/rest.ts's bindings and schema/schema.graphql's types (fields, compatible types, nullability), and the
 * differences allowed on purpose (schema/graph.overrides.ts: NOT_IN_GRAPH, ARGUMENTS). schema.graphql is
 * generated from the same document (schema/graph.ts); this checks the generator and its overrides.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLField,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  isEnumType,
} from 'graphql';
import { ARGUMENTS, NOT_IN_GRAPH } from '../../schema/graph.overrides';
import { type OpenApiDocument, type Operation, type Schema, schemaReader } from '../../schema/openapiSchemas';
import { type RestBinding, restTable } from '../../schema/rest';

export type { OpenApiDocument };

let doc: OpenApiDocument;
let reader: ReturnType<typeof schemaReader>;

const sdl = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
export const graph = buildSchema(sdl);

/** The served OpenAPI document the comparisons read (contract.test.ts fetches it before its tests). */
export const useDocument = (served: OpenApiDocument) => {
  doc = served;
  reader = schemaReader(served);
};

export const deref = (schema: Schema): Schema => reader.deref(schema);
/** The schema without its `null` alternative, and whether it had one. */
export const nonNull = (raw: Schema) => reader.nonNull(raw);
const enumValues = (schema: Schema) => reader.enumValues(schema);

const SCALAR_TYPES: Record<string, string[]> = {
  Int: ['integer'],
  Float: ['number', 'integer'],
  String: ['string'],
  Boolean: ['boolean'],
  ID: ['integer', 'string'],
};

/** graph object type -> the answers' schemas it is read from (collected while comparing types). */
export const pairs = new Map<string, { schema: Schema; at: string }[]>();

/** Differences between a graph type and a schema (nullability of the outer type is the caller's). */
export function compare(type: GraphQLOutputType | GraphQLInputType, raw: Schema, at: string): string[] {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  const { schema } = nonNull(raw);
  if (inner instanceof GraphQLList) {
    if (schema.type !== 'array' || !schema.items) return [`${at}: a list in the graph, not an array`];
    const items = compare(inner.ofType, schema.items, `${at}[]`);
    if (inner.ofType instanceof GraphQLNonNull && nonNull(schema.items).nullable)
      items.push(`${at}[]: non-null items in the graph, nullable on the server`);
    return items;
  }
  if (isEnumType(inner)) {
    const server = enumValues(schema);
    const mine = inner.getValues().map((v) => v.value);
    const same = JSON.stringify([...(server ?? [])].sort()) === JSON.stringify([...mine].sort());
    const wider = ARGUMENTS[at] !== undefined && (server ?? []).every((v) => mine.includes(v as string));
    return same || wider
      ? []
      : [`${at}: enum ${inner.name} [${mine}] but the server has [${server ?? schema.type}]`];
  }
  if (inner instanceof GraphQLScalarType) {
    const allowed = SCALAR_TYPES[inner.name];
    if (!allowed) return []; // JSON, Upload: any value
    // A String may carry the values of a server enum (sortBy, a metrics status).
    const type =
      schema.type ?? (enumValues(schema)?.every((v) => typeof v === 'string') ? 'string' : undefined);
    return allowed.includes(String(type)) ? [] : [`${at}: ${inner.name} but the server has ${schema.type}`];
  }
  if (inner instanceof GraphQLObjectType) {
    if (schema.type !== 'object') return [`${at}: object ${inner.name} but the server has ${schema.type}`];
    const known = pairs.get(inner.name) ?? [];
    const same = (other: Schema) => other === schema || JSON.stringify(other) === JSON.stringify(schema);
    if (!known.some((p) => same(p.schema))) pairs.set(inner.name, [...known, { schema, at }]);
    return [];
  }
  if (inner instanceof GraphQLInputObjectType) return compareInput(inner, schema, at);
  return [`${at}: unexpected graph type ${String(inner)}`];
}

/** A body's fields; of a union of objects (one of several shapes, e.g. a bulk action), every member's. */
const bodyFields = (schema: Schema): Record<string, Schema> =>
  schema.anyOf
    ? Object.assign({}, ...schema.anyOf.map((member) => bodyFields(deref(member))))
    : (schema.properties ?? {});

/** An input object and a body schema: the same field names, compatible types. */
export function compareInput(input: GraphQLInputObjectType, schema: Schema, at: string): string[] {
  const fields = input.getFields();
  const properties = bodyFields(schema);
  const out: string[] = [];
  const names = (keys: string[]) => JSON.stringify([...keys].sort());
  if (names(Object.keys(fields)) !== names(Object.keys(properties)))
    out.push(
      `${at}: input ${input.name} has [${Object.keys(fields)}], the body [${Object.keys(properties)}]`,
    );
  for (const [name, field] of Object.entries(fields))
    if (properties[name]) out.push(...compare(field.type, properties[name], `${at}.${name}`));
  return out;
}

/** The fields of an object graph type against every answer schema it was paired with. */
export function compareFields(typeName: string): string[] {
  const type = graph.getType(typeName) as GraphQLObjectType;
  const schemas = pairs.get(typeName) ?? [];
  const fields = type.getFields();
  const out: string[] = [];
  for (const [name, field] of Object.entries(fields) as [string, GraphQLField<unknown, unknown>][]) {
    const holders = schemas.filter(({ schema }) => schema.properties?.[name]);
    if (holders.length === 0) out.push(`${typeName}.${name}: in the graph, in no answer`);
    for (const { schema, at } of schemas) {
      const property = schema.properties?.[name];
      const promised = field.type instanceof GraphQLNonNull;
      if (!property) {
        if (promised) out.push(`${typeName}.${name}: non-null in the graph, absent from ${at}`);
        continue;
      }
      out.push(...compare(field.type, property, `${at}.${name}`));
      if (promised && (!schema.required?.includes(name) || nonNull(property).nullable))
        out.push(`${typeName}.${name}: non-null in the graph, optional or nullable at ${at}`);
    }
  }
  for (const { schema, at } of schemas)
    for (const property of Object.keys(schema.properties ?? {}))
      if (!fields[property] && !NOT_IN_GRAPH[typeName]?.includes(property))
        out.push(
          `${at}.${property}: answered by the server, not in graph type ${typeName} (nor NOT_IN_GRAPH)`,
        );
  return out;
}

export const bindings = () =>
  (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? graph.getQueryType() : graph.getMutationType();
    return Object.entries(restTable[kind]).map(([name, binding]) => ({
      name,
      binding: binding as RestBinding,
      field: root?.getFields()[name] as GraphQLField<unknown, unknown>,
    }));
  });

export const operationOf = (binding: RestBinding) =>
  doc.paths[`/api${binding.path}`]?.[binding.method.toLowerCase()];

/** The schema a binding's graph field is read from (what restExchange.ts makes of the answer). */
export const answerOf = (binding: RestBinding, operation: Operation) => reader.answerOf(binding, operation);
