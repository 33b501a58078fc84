import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, type GraphQLObjectType, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIntrospection, tadaOutputSource } from '../../../schema/generate';
import { graphSdl, type OpenApiDocument } from '../../../schema/graph';
import { introspection } from '../../../schema/introspection';
import { servedDocument } from '../../../schema/openapi';
import { mutationFields, queryFields, subscriptionFields } from '../../../schema/rest';
import * as admin from '../../../src/api/documents/admin';
import * as events from '../../../src/api/documents/events';
import * as frameChanges from '../../../src/api/documents/frameChanges';
import * as frameImages from '../../../src/api/documents/frameImages';
import * as storefront from '../../../src/api/documents/storefront';

const sdl = readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(sdl);

// The routes' schemas as the server serves them: a throwaway server on an in-memory database (a few seconds;
// the bound is for a hung start, not a timing check: it took 50 s on a 2-core machine at load 20).
let served: OpenApiDocument;
beforeAll(async () => {
  served = await servedDocument();
}, 180_000);

describe('schema and REST table', () => {
  it("schema.graphql is what the routes' schemas and the REST table make (run npx tsx schema/generate.ts)", () => {
    expect(sdl).toBe(graphSdl(served));
  });

  it('a new endpoint is a route with its schemas and one row of the REST table', () => {
    // What a new route's schemas add to the document: an operation and the named schema of its answer.
    const Widget = {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, size: { type: ['number', 'null'] } },
      required: ['id', 'name', 'size'],
    };
    const document: OpenApiDocument = {
      ...served,
      components: { schemas: { ...served.components.schemas, Widget } },
      paths: {
        ...served.paths,
        '/api/widgets/{id}': {
          get: {
            summary: 'One widget',
            parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: { success: { const: true }, data: { $ref: '#/components/schemas/Widget' } },
                      required: ['success', 'data'],
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const row = { method: 'GET', path: '/widgets/{id}', admin: true } as const;
    const grown = buildSchema(
      graphSdl(document, { query: { ...queryFields, widget: row }, mutation: mutationFields }),
    );
    expect(String(grown.getQueryType()!.getFields().widget!.type)).toBe('Widget!');
    expect(
      grown
        .getQueryType()!
        .getFields()
        .widget!.args.map((a) => `${a.name}: ${a.type}`),
    ).toEqual(['id: ID!']);
    const fields = (grown.getType('Widget') as GraphQLObjectType).getFields();
    expect(Object.values(fields).map((f) => `${f.name}: ${f.type}`)).toEqual([
      'id: ID!',
      'name: String!',
      'size: Float',
    ]);
  });

  it('the generated introspection is up to date (run npx tsx schema/generate.ts)', () => {
    expect(introspection).toEqual(buildIntrospection());
  });

  it("gql.tada's introspection, schema/graphql-env.gen.ts, is up to date (run npx tsx schema/generate.ts)", async () => {
    const committed = readFileSync(new URL('../../../schema/graphql-env.gen.ts', import.meta.url), 'utf8');
    expect(committed === (await tadaOutputSource())).toBe(true);
  });

  it('binds every Query and Mutation field to exactly one call, and nothing else', () => {
    expect(Object.keys(schema.getQueryType()!.getFields()).sort()).toEqual(Object.keys(queryFields).sort());
    expect(Object.keys(schema.getMutationType()!.getFields()).sort()).toEqual(
      Object.keys(mutationFields).sort(),
    );
    expect(Object.keys(schema.getSubscriptionType()!.getFields())).toEqual(Object.keys(subscriptionFields));
  });

  it('covers every call of docs/product.md §7 and /dashboard/stats', () => {
    const calls = new Set(
      [...Object.values(queryFields), ...Object.values(mutationFields)].map((b) => `${b.method} ${b.path}`),
    );
    for (const c of [
      'GET /public/frames',
      'GET /public/frames/{id}',
      'GET /public/frames/featured',
      'GET /public/frames/categories',
      'GET /public/marquee',
      'POST /public/contact',
      'POST /auth/login',
      'GET /auth/me',
      'GET /frames',
      'GET /frames/{id}',
      'POST /frames',
      'PUT /frames/{id}',
      'DELETE /frames/{id}',
      'PUT /frames/{id}/status',
      'PUT /frames/display-order',
      'POST /frames/{id}/image',
      'POST /frames/{id}/images',
      'DELETE /frames/{id}/images/{imageId}',
      'PUT /frames/{id}/images/reorder',
      'GET /frames/stats',
      'GET /labels',
      'POST /labels',
      'GET /labels/{id}',
      'PUT /labels/{id}',
      'DELETE /labels/{id}',
      'GET /users',
      'POST /users',
      'GET /users/{id}',
      'PUT /users/{id}',
      'DELETE /users/{id}',
      'PUT /users/{id}/role',
      'PUT /users/{id}/status',
      'GET /messages',
      'GET /messages/{id}',
      'DELETE /messages/{id}',
      'PUT /messages/{id}/status',
      'GET /messages/stats/overview',
      'GET /marquee',
      'POST /marquee',
      'GET /marquee/{id}',
      'PUT /marquee/{id}',
      'DELETE /marquee/{id}',
      'PATCH /marquee/{id}/toggle',
      'GET /metrics',
      'GET /dashboard/stats',
      'GET /health',
    ])
      expect(calls, c).toContain(c);
  });

  it.each(
    Object.entries({ ...storefront, ...admin, ...frameImages, ...frameChanges, ...events }).filter(
      ([, d]) => (d as DocumentNode).kind === 'Document',
    ),
  )('document %s is valid against the schema', (_name, doc) => {
    const d = doc as DocumentNode;
    // Fragments alone are checked inside the operations that use them.
    if (!d.definitions.some((x) => x.kind === 'OperationDefinition')) return;
    expect(validate(schema, d).map((e) => e.message)).toEqual([]);
  });
});
