/**
 * One source for the contract (docs/decisions/005-one-contract-source.md): the server's TypeBox schemas, as
 * the served OpenAPI document shows them. The client's two other descriptions must not drift from it:
 * - schema/rest.ts: every call it names is an operation with that method, path, path parameters, query
 *   parameters, body fields, upload field and token; every operation is called.
 * - schema/schema.graphql: each graph type, paired with the schemas of the answers it is read from, has
 *   their fields with compatible types, promises non-null only where every answer has the field, and leaves
 *   out no field of an answer unless NOT_IN_GRAPH says so.
 * (src/api/types.ts is checked against the same schemas by the compiler: tests/server/contract.types.ts.)
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  getNamedType,
  isEnumType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RestBinding, restTable } from '../../schema/rest';
import { setupTestServer } from './helper';

const t = setupTestServer();

/** Fields of the server's answers the graph does not carry, on purpose: graph type -> fields. */
const NOT_IN_GRAPH: Record<string, string[]> = {
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
const WIDER_IN_GRAPH: Record<string, string> = {
  'setMessageStatus(status)':
    'the variable is the message status the screens hold; the server accepts READ or REPLIED (never back to UNREAD)',
};

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const sdl = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
const graph = buildSchema(sdl);

beforeAll(async () => {
  doc = (await t().call('GET', '/api/docs/json')).json;
});

const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(doc.components.schemas[schema.$ref.split('/').pop() as string] as Schema) : schema;

/** The schema without its `null` alternative, and whether it had one. */
function nonNull(raw: Schema): { schema: Schema; nullable: boolean } {
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
const pairs = new Map<string, { schema: Schema; at: string }[]>();

/** Differences between a graph type and a schema (nullability of the outer type is the caller's). */
function compare(type: GraphQLOutputType | GraphQLInputType, raw: Schema, at: string): string[] {
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

/** An input object and a body schema: the same field names, compatible types. */
function compareInput(input: GraphQLInputObjectType, schema: Schema, at: string): string[] {
  const fields = input.getFields();
  const properties = schema.properties ?? {};
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
function compareFields(typeName: string): string[] {
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

const bindings = () =>
  (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? graph.getQueryType() : graph.getMutationType();
    return Object.entries(restTable[kind]).map(([name, binding]) => ({
      name,
      binding: binding as RestBinding,
      field: root?.getFields()[name] as GraphQLField<unknown, unknown>,
    }));
  });

const operationOf = (binding: RestBinding) =>
  doc.paths[`/api${binding.path}`]?.[binding.method.toLowerCase()];

/** The schema a binding's graph field is read from (what restExchange.ts makes of the answer). */
function answerOf(binding: RestBinding, operation: Operation): Schema | undefined {
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

describe('schema/rest.ts and the OpenAPI document', () => {
  it('names only operations the server has, with their path, query, body, upload and token', () => {
    const problems: string[] = [];
    for (const { name, binding, field } of bindings()) {
      const operation = operationOf(binding);
      if (!operation) {
        problems.push(`${name}: ${binding.method} /api${binding.path} is no operation`);
        continue;
      }
      const parameters = operation.parameters ?? [];
      const inPath = [...binding.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const pathParameters = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      if (JSON.stringify(inPath.sort()) !== JSON.stringify(pathParameters.sort()))
        problems.push(`${name}: path {${inPath}} but the operation's are {${pathParameters}}`);
      const args = new Map<string, GraphQLArgument>(field.args.map((a) => [a.name, a]));
      for (const query of binding.query ?? []) {
        const parameter = parameters.find((p) => p.in === 'query' && p.name === query);
        const arg = args.get(query);
        if (!parameter) problems.push(`${name}: query '${query}' is not a parameter of the operation`);
        else if (!arg) problems.push(`${name}: query '${query}' is no argument of the graph field`);
        else problems.push(...compare(arg.type, parameter.schema, `${name}(${query})`));
      }
      const admin = Boolean(operation.security?.some((s) => 'bearer' in s));
      if (admin !== Boolean(binding.admin))
        problems.push(`${name}: admin ${Boolean(binding.admin)} but the operation's token is ${admin}`);
      const json = operation.requestBody?.content['application/json']?.schema;
      if (typeof binding.body === 'string') {
        const arg = args.get(binding.body);
        if (!json || !arg) problems.push(`${name}: body '${binding.body}' has no JSON body or argument`);
        else problems.push(...compare(arg.type, deref(json), `${name}(${binding.body})`));
      } else if (binding.body) {
        const properties = json ? (deref(json).properties ?? {}) : {};
        if (JSON.stringify([...binding.body].sort()) !== JSON.stringify(Object.keys(properties).sort()))
          problems.push(
            `${name}: body [${binding.body}] but the operation's is [${Object.keys(properties)}]`,
          );
        for (const part of binding.body) {
          const arg = args.get(part);
          if (!arg) problems.push(`${name}: body '${part}' is no argument of the graph field`);
          else if (properties[part])
            problems.push(...compare(arg.type, properties[part], `${name}(${part})`));
        }
      } else if (json) problems.push(`${name}: the operation takes a JSON body the table does not send`);
      if (binding.upload) {
        const multipart = operation.requestBody?.content['multipart/form-data']?.schema;
        if (!multipart?.properties?.[binding.upload])
          problems.push(`${name}: upload '${binding.upload}' is not a multipart field of the operation`);
      }
      if (binding.ifMatch) {
        const header = parameters.find((p) => p.in === 'header' && p.name === 'if-match');
        const arg = args.get(binding.ifMatch);
        if (!header) problems.push(`${name}: ifMatch but the operation reads no If-Match header`);
        else if (!arg)
          problems.push(`${name}: ifMatch '${binding.ifMatch}' is no argument of the graph field`);
        else problems.push(...compare(arg.type, header.schema, `${name}(${binding.ifMatch})`));
      } else if (
        binding.method !== 'GET' &&
        parameters.some((p) => p.in === 'header' && p.name === 'if-match')
      )
        problems.push(`${name}: the operation reads If-Match, the table never sends it`);
      const used = new Set([
        binding.ifMatch,
        ...inPath,
        ...(binding.query ?? []),
        ...[binding.body ?? []].flat(),
        binding.upload,
      ]);
      for (const arg of args.keys())
        if (!used.has(arg)) problems.push(`${name}: argument '${arg}' is never sent`);
    }
    expect(problems).toEqual([]);
  });

  it('calls every operation of the document', () => {
    const called = new Set(bindings().map(({ binding }) => `${binding.method} /api${binding.path}`));
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.filter((o) => !called.has(o))).toEqual([]);
  });
});

describe('schema/schema.graphql and the OpenAPI document', () => {
  it("reads each root field's type from its answer: same fields, compatible types, no false non-null", () => {
    pairs.clear();
    const problems: string[] = [];
    for (const { name, binding, field } of bindings()) {
      const operation = operationOf(binding);
      const answer = operation && answerOf(binding, operation);
      if (answer) problems.push(...compare(field.type, answer, name));
    }
    // Object types nested in the answers are paired as they are met; walk until no new pairing appears.
    const checked = new Map<string, number>();
    for (let changed = true; changed; ) {
      changed = false;
      for (const [typeName, schemas] of [...pairs]) {
        if (checked.get(typeName) === schemas.length) continue;
        checked.set(typeName, schemas.length);
        changed = true;
        const type = graph.getType(typeName) as GraphQLObjectType;
        for (const [fieldName, f] of Object.entries(type.getFields()))
          for (const { schema, at } of schemas) {
            const property = schema.properties?.[fieldName];
            const named = getNamedType(f.type);
            if (property && named instanceof GraphQLObjectType)
              compare(f.type, property, `${at}.${fieldName}`);
          }
      }
    }
    for (const typeName of pairs.keys()) problems.push(...compareFields(typeName));
    expect([...new Set(problems)]).toEqual([]);
    // Every object type of the graph is checked, but for the roots, the one the exchange makes itself
    // (Deleted) and the WebSocket's (the Subscription's), which no REST answer holds.
    const socket = Object.values(graph.getSubscriptionType()?.getFields() ?? {}).map(
      (f) => getNamedType(f.type).name,
    );
    const unpaired = Object.values(graph.getTypeMap())
      .filter((type) => type instanceof GraphQLObjectType && !type.name.startsWith('__'))
      .map((type) => type.name)
      .filter(
        (n) => !pairs.has(n) && !['Query', 'Mutation', 'Subscription', 'Deleted', ...socket].includes(n),
      );
    expect(unpaired).toEqual([]);
  });
});
