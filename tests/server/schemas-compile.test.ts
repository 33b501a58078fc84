/**
 * The server compiles each route's validators and serializers at their first use (server/lib/validation.ts,
 * `SchemaCompiling`), so a start does not pay for all of them. This file compiles every one of them while the
 * app gets ready, as Fastify does by default: a schema that cannot compile fails here, not at a shop's first
 * request to that route. And the same requests get the same answers either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

let atStart: TestServer;
let atFirstUse: TestServer;
beforeAll(async () => {
  atStart = await startTestServer({}, undefined, 'at-start');
  atFirstUse = await startTestServer({});
}, 120_000);
afterAll(async () => {
  await atStart?.close();
  await atFirstUse?.close();
});

describe('route schemas', () => {
  it('every route has a validator and serializer that compile when the app gets ready', () => {
    // startTestServer awaited ready(): Fastify compiled each route's schemas with the at-start compilers.
    expect(atStart.app.hasRoute({ method: 'POST', url: '/api/frames' })).toBe(true);
  });

  it('answers refused, coerced and serialized requests the same, compiled at start or at first use', async () => {
    const requests: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['POST', '/api/frames', { name: 'x', description: 'd', originalPrice: '5000', currentPrice: 10 }],
      ['POST', '/api/frames', { name: 'a\u0000b', originalPrice: 5000, currentPrice: 10 }],
      ['POST', '/api/frames', { name: '', originalPrice: -1, currentPrice: 0.001, extra: true }],
      ['POST', '/api/frames', { name: 'Oak', description: 'Wood', originalPrice: 5000, currentPrice: 4500 }],
      ['GET', '/api/frames?limit=2&page=1'],
      ['GET', '/api/frames?limit=abc'],
      ['GET', '/api/frames/1'],
      ['GET', '/api/frames/not-a-number'],
      ['GET', '/api/public/frames?limit=50'],
      ['POST', '/api/auth/login', { email: 'nobody', password: 1 }],
    ];
    const tokens = [(await atStart.userToken()).token, (await atFirstUse.userToken()).token];
    for (const [method, url, body] of requests) {
      const [a, b] = await Promise.all(
        [atStart, atFirstUse].map((server, i) => server.call(method, url, { token: tokens[i]!, body })),
      );
      const sameShape = (json: unknown) => JSON.stringify(json, (k, v) => (/At$/.test(k) ? 'time' : v));
      expect({ url, status: b!.statusCode, body: sameShape(b!.json) }).toEqual({
        url,
        status: a!.statusCode,
        body: sameShape(a!.json),
      });
    }
  });
});
