/**
 * The served OpenAPI document (`/api/docs/json`), built from the routes' TypeBox schemas, is what a client
 * generator reads: Redocly's recommended rules pass, every operation is named, summarised and tagged, the
 * entities are named components, the rules the server enforces are in the schemas, and every status an
 * operation answers to odd requests is one it documents.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer();

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  [keyword: string]: unknown;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let doc: Doc;
let source: string;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

beforeAll(async () => {
  const res = await t().call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json;
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const pointerOf = (p: (typeof problems)[number]) => p.location[0]?.pointer ?? '';
    // The one exception: `operation-4xx-response` on reads that take no input at all (no parameter, no
    // body, no token), which can answer only 200, 304 or 503; a 4xx documented there would be untrue.
    const inputless = operations()
      .filter(({ op }) => !op.parameters?.length && !op.requestBody && !('401' in op.responses))
      .map(({ path, method }) => `#/paths/${path.replaceAll('/', '~1')}/${method.toLowerCase()}/responses`);
    const excepted = problems.filter(
      (p) => p.ruleId === 'operation-4xx-response' && inputless.includes(pointerOf(p)),
    );
    const rest = problems.filter((p) => !excepted.includes(p));
    expect(rest.map((p) => `${p.severity} ${p.ruleId} ${pointerOf(p)}: ${p.message}`)).toEqual([]);
    expect(excepted.map(pointerOf).sort()).toEqual([
      '#/paths/~1api~1health/get/responses',
      '#/paths/~1api~1public~1frames~1categories/get/responses',
      '#/paths/~1api~1public~1marquee/get/responses',
    ]);
  });

  it('is OpenAPI 3.1 and names every operation: a unique camelCase operationId, a summary and a tag', () => {
    expect(doc.openapi).toBe('3.1.0');
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(49);
    for (const { method, path, op } of all) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the entities as components and refers to them; every component is used', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of ['Frame', 'FrameImage', 'Label', 'User', 'Message', 'MarqueeItem', 'Failure'])
      expect(names).toContain(name);
    const frame = doc.paths['/api/frames/{id}']?.get?.responses['200'] as {
      content: Record<string, { schema: Schema }>;
    };
    expect(frame.content['application/json']?.schema.properties?.data).toEqual({
      $ref: '#/components/schemas/Frame',
    });
    const referenced = new Set([...source.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect(names.filter((name) => !referenced.has(name))).toEqual([]);
    expect([...referenced].filter((name) => !names.includes(name as string))).toEqual([]);
  });

  it('documents the image uploads as multipart bodies', () => {
    for (const [path, field] of [
      ['/api/frames/{id}/image', 'image'],
      ['/api/frames/{id}/images', 'images'],
    ] as const) {
      const schema = doc.paths[path]?.post?.requestBody?.content['multipart/form-data']?.schema;
      expect(schema?.required).toEqual([field]);
      const file = field === 'image' ? schema?.properties?.[field] : schema?.properties?.[field]?.items;
      expect(file).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('states the rules the server enforces, with the messages it answers', () => {
    const body = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema.properties ?? {};
    expect(body('/api/frames', 'post').originalPrice).toMatchObject({
      exclusiveMinimum: 0,
      multipleOf: 0.01,
      'x-messages': { exclusiveMinimum: 'Prices must be greater than 0.' },
    });
    expect(body('/api/users', 'post').password).toMatchObject({
      minLength: 8,
      'x-messages': { minLength: 'Password must be at least 8 characters' },
    });
    expect(body('/api/users', 'post').email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(body('/api/public/contact', 'post').email).toMatchObject({ format: 'email' });
    expect(body('/api/labels', 'post').color).toMatchObject({ pattern: '^#[0-9A-Fa-f]{6}$' });
  });

  it('documents every status an operation answers to odd requests', async () => {
    const { token } = await t().userToken({ role: 'SUPER_ADMIN' });
    const undocumented: string[] = [];
    const send = async (
      method: string,
      path: string,
      op: Operation,
      what: string,
      options: { query?: string; headers?: Record<string, string>; payload?: string | Buffer } = {},
    ) => {
      const url = path.replace('{id}', '999999').replace('{imageId}', '1') + (options.query ?? '');
      const res = await t().app.inject({
        method: method as 'GET',
        url,
        headers: options.headers ?? {},
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      });
      if (!(String(res.statusCode) in op.responses))
        undocumented.push(`${method} ${path} (${what}) -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      return res;
    };
    for (const { method, path, op } of operations()) {
      for (const [who, auth] of [
        ['anonymous', {}],
        ['super admin', { authorization: `Bearer ${token}` }],
      ] as const) {
        const res = await send(method, path, op, who, { headers: auth });
        const etag = res.headers.etag;
        if (method === 'GET' && res.statusCode === 200 && typeof etag === 'string')
          await send(method, path, op, `${who}, If-None-Match`, {
            headers: { ...auth, 'if-none-match': etag },
          });
        if (method === 'GET' && op.parameters?.some((p) => p.in === 'query'))
          await send(method, path, op, `${who}, NUL in the query`, {
            headers: auth,
            query: `?${op.parameters.find((p) => p.in === 'query')?.name}=a%00b`,
          });
        if (method === 'GET') continue;
        const json = { ...auth, 'content-type': 'application/json' };
        await send(method, path, op, `${who}, invalid JSON`, { headers: json, payload: '{' });
        await send(method, path, op, `${who}, 2 MiB of JSON`, {
          headers: json,
          payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
        });
        await send(method, path, op, `${who}, XML`, {
          headers: { ...auth, 'content-type': 'application/xml' },
          payload: '<frame/>',
        });
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('documents the Idempotency-Key header and its refusals (409, 422) on every creating route', () => {
    const creates = [
      'createFrame',
      'duplicateFrame',
      'uploadFrameImage',
      'uploadFrameImages',
      'createLabel',
      'createUser',
      'createMarquee',
      'sendContactMessage',
    ];
    for (const id of creates) {
      const operation = operations().find(({ op }) => op.operationId === id)?.op;
      expect(
        operation?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        id,
      ).toBe(true);
      expect(Object.keys(operation?.responses ?? {}), id).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});
