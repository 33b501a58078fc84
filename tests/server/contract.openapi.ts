/**
 * The comparisons of contract.test.ts: the served OpenAPI document's operations and answer schemas against
 * schema/rest.ts's bindings and schema/schema.graphql's types (fields, compatible types, nullability), and the
 * differences allowed on purpose (NOT_IN_GRAPH, WIDER_IN_GRAPH).
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
import { type RestBinding, restTable } from '../../schema/rest';

/** Fields of the server's answers the graph does not carry, on purpose: graph type -> fields. */
export const NOT_IN_GRAPH: Record<string, string[]> = {
  // The storefront and the admin read the text, its order and state; when it changed is not shown.
  MarqueeItem: ['updatedAt'],
  // The performance screen shows the heap only.
  Memory: ['rss'],
  // Which database answered is for load balancers and operators, not the app; `health` reads the whole
  // envelope, whose success and message the status says again.
  Health: ['database', 'success', 'message'],
  // The storefront thanks the sender; the new message's id is the admin's.
  Result: ['id'],
};

/**
 * Graph arguments that allow more than the server accepts, on purpose (the server answers 400 with its
 * message): argument -> why.
 */
export const WIDER_IN_GRAPH: Record<string, string> = {
  'setMessageStatus(status)':
    'the variable is the message status the screens hold; the server accepts READ or REPLIED (never back to UNREAD)',
};

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}
export interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
let doc: OpenApiDocument;

const sdl = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
export const graph = buildSchema(sdl);

/** The served OpenAPI document the comparisons read (contract.test.ts fetches it before its tests). */
export const useDocument = (served: OpenApiDocument) => {
  doc = served;
};

export const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(doc.components.schemas[schema.$ref.split('/').pop() as string] as Schema) : schema;

/** The schema without its `null` alternative, and whether it had one. */
export function nonNull(raw: Schema): { schema: Schema; nullable: boolean } {
  const schema = deref(raw);
  if (Array.isArray(schema.type) && schema.type.includes('null'))
    return { schema: { ...schema, type: schema.type.filter((x) => x !== 'null') }, nullable: true };
  const members = schema.anyOf?.filter((m) => deref(m).type !== 'null');
  if (schema.anyOf && members && members.length < schema.anyOf.length)
    return {
      schema: members.length === 1 ? deref(members[0] as Schema) : { anyOf: members },
      nullable: true,
    };
  return { schema, nullable: false };
}

const enumValues = (schema: Schema): unknown[] | undefined =>
  schema.enum ??
  (schema.anyOf?.every((m) => deref(m).enum?.length === 1)
    ? schema.anyOf.map((m) => deref(m).enum?.[0])
    : undefined);

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
    const wider = WIDER_IN_GRAPH[at] !== undefined && (server ?? []).every((v) => mine.includes(v as string));
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
export function answerOf(binding: RestBinding, operation: Operation): Schema | undefined {
  const success = Object.entries(operation.responses).find(([status]) => /^2/.test(status))?.[1];
  const envelope = success?.content?.['application/json']?.schema;
  if (!envelope) return undefined;
  const { properties = {}, required = [] } = deref(envelope);
  switch (binding.read ?? 'data') {
    case 'page':
      return {
        type: 'object',
        properties: { data: properties.data as Schema, pagination: properties.pagination as Schema },
        required: ['data', 'pagination'],
      };
    case 'envelope': {
      const { data, ...rest } = properties;
      const inner = data ? deref(data) : {};
      return {
        type: 'object',
        properties: { ...inner.properties, ...rest },
        required: [...(inner.required ?? []), ...required.filter((r) => r !== 'data')],
      };
    }
    case 'tagged':
      return {
        type: 'object',
        properties: { data: properties.data as Schema, etag: { type: 'string' } },
        required: ['data'],
      };
    case 'deleted':
      return undefined; // { id (from the request), success, message }: the exchange makes it
    default:
      return properties.data;
  }
}
