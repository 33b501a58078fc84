/**
 * One source for the contract (docs/decisions/005-one-contract-source.md): the server's TypeBox schemas, as
 * the served OpenAPI document shows them. What the client writes about it must not drift from it:
 * - schema/rest.ts (hand-written): every call it names is an operation with that method, path, path
 *   parameters, query parameters, body fields, upload field and token; every operation is called.
 * - schema/schema.graphql (generated from the document and schema/rest.ts by schema/graph.ts, with the
 *   overrides of schema/graph.overrides.ts): each graph type, paired with the schemas of the answers it is
 *   read from, has their fields with compatible types, promises non-null only where every answer has the
 *   field, and leaves out no field of an answer unless NOT_IN_GRAPH says so. This checks the generator and
 *   its overrides; tests/unit/api/schema.test.ts checks that the committed graph is the generated one.
 * (src/api/types.ts is `Static<typeof Schema>` of the same schemas; tests/server/contract.types.ts holds
 * the machines' own enums to them.)
 */

import { type GraphQLArgument, GraphQLObjectType, getNamedType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  bindings,
  compare,
  compareFields,
  deref,
  graph,
  type OpenApiDocument,
  operationOf,
  pairs,
  useDocument,
} from './contract.openapi';
import { setupTestServer } from './helper';

const t = setupTestServer();

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = (await t().call('GET', '/api/docs/json')).json as OpenApiDocument;
  useDocument(doc);
});

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
    // A file download (a CSV export) is no graph field: the back-office fetches it with the http layer's download.
    const isDownload = (op: unknown) =>
      Object.keys(
        (op as { responses?: Record<string, { content?: object }> }).responses?.['200']?.content ?? {},
      ).every((type) => type === 'text/csv');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !isDownload(op))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
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
