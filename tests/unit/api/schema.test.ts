import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildIntrospection, tadaOutputSource } from '../../../schema/generate';
import { introspection } from '../../../schema/introspection';
import { mutationFields, queryFields, subscriptionFields } from '../../../schema/rest';
import * as admin from '../../../src/api/documents/admin';
import * as events from '../../../src/api/documents/events';
import * as frameChanges from '../../../src/api/documents/frameChanges';
import * as frameImages from '../../../src/api/documents/frameImages';
import * as storefront from '../../../src/api/documents/storefront';

const sdl = readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8');
const schema = buildSchema(sdl);

describe('schema and REST table', () => {
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
