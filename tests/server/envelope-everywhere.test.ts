/**
 * Every answer is in the envelope (docs/api.md, "Envelope and errors"), the refusals of the router and of
 * Node's HTTP parser included: a path id over 100 characters was answered 414 in Fastify's own shape
 * (`{"error":"Bad Request","code":"FST_ERR_MAX_PARAM_LENGTH",…}`), a malformed %-escape 400 the same way.
 *
 * A seeded property (fast-check) throws hostile requests at every route of the authorization matrix: very
 * long ids, ids of odd characters, malformed %-escapes, huge query strings holding a NUL, bodies of a wrong
 * content type, malformed and oversized JSON. Each must be refused with a 4xx and `{success: false, message}`,
 * never Fastify's shape. ENVELOPE_RUNS and ENVELOPE_SEED change the run; the seed is printed.
 */
import { type AddressInfo, connect } from 'node:net';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH } from '../../server/lib/envelope';
import {
  ADDRESS_TOO_LONG,
  BAD_ADDRESS,
  HEADERS_TOO_LARGE,
  MALFORMED_REQUEST,
  UNSUPPORTED_TYPE,
} from '../../server/plugins/errors';
import { ROUTES } from './authorization.matrix';
import { setupTestServer } from './helper';

const SEED = Number(process.env.ENVELOPE_SEED ?? 20_260_414);
const RUNS = Number(process.env.ENVELOPE_RUNS ?? 400);

const t = setupTestServer({ contactMax: 1_000_000, enquiryMax: 1_000_000 });
let token = '';
/** The query parameters each route declares (its OpenAPI operation). */
const queryOf = new Map<string, string[]>();

beforeAll(async () => {
  token = (await t().userToken({ role: 'SUPER_ADMIN' })).token;
  const doc = t().app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (names.length) queryOf.set(`${method.toUpperCase()} ${path}`, names);
    }
});

/** What every refusal must be: a 4xx, JSON, `{success: false, message}` (and `errors`), nothing else. */
function expectEnvelope(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body.success, what).toBe(false);
  expect(typeof body.message === 'string' && body.message.trim().length > 0, what).toBe(true);
  expect(
    Object.keys(body).filter((key) => !['success', 'message', 'errors'].includes(key)),
    what,
  ).toEqual([]);
  if (body.errors !== undefined)
    for (const error of body.errors as { field: unknown; message: unknown }[]) {
      expect(typeof error.field, what).toBe('string');
      expect(typeof error.message, what).toBe('string');
    }
}

const routes = Object.keys(ROUTES);
const withBody = routes.filter((route) => !route.startsWith('GET '));
/** Ids no route could take for a real one: some character beyond letters, digits, `.`, `_`, `~`, `-`. */
const oddId = fc
  .oneof(
    fc.string({
      unit: fc.constantFrom(...' /?#&%+;=:@!$\'()*,[]{}<>"\\|^`\ta1é中😀\u0000\u200b'),
      maxLength: 40,
    }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  )
  .filter((text) => /[^A-Za-z0-9._~-]/.test(text) && text.trim() !== '');
const CONTENT_TYPES = [
  'application/xml',
  'text/xml',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'text/csv',
  'application/javascript',
  'video/mp4',
  'foo/bar',
];
const ESCAPES = ['%', '%z', '%zz', '%G1', '%E0%A4%A', '%C3%28', '%ED%A0%80', '%FF', '%%'];

/** The hostile cases; `queried` are the routes that declare query parameters (read from the OpenAPI). */
const hostileOf = (queried: string[]) =>
  fc.oneof(
    fc.record({
      kind: fc.constant('longId' as const),
      route: fc.constantFrom(...routes),
      text: fc.string({ minLength: MAX_PARAM_LENGTH + 1, maxLength: 6_000 }),
    }),
    fc.record({ kind: fc.constant('oddId' as const), route: fc.constantFrom(...routes), text: oddId }),
    fc.record({
      kind: fc.constant('badEscape' as const),
      route: fc.constantFrom(...routes),
      text: fc.constantFrom(...ESCAPES),
      before: fc.string({ maxLength: 5, unit: fc.constantFrom('a', '1', '-') }),
    }),
    fc.record({
      kind: fc.constant('hugeQuery' as const),
      route: fc.constantFrom(...queried),
      pick: fc.nat(),
      text: fc.string({ minLength: 1_000, maxLength: 30_000 }),
      nulAt: fc.nat(),
    }),
    fc.record({
      kind: fc.constant('wrongType' as const),
      route: fc.constantFrom(...withBody),
      type: fc.constantFrom(...CONTENT_TYPES),
      text: fc.string({ minLength: 1, maxLength: 200 }),
    }),
    fc.record({
      kind: fc.constant('badJson' as const),
      route: fc.constantFrom(...withBody),
      text: fc
        .oneof(
          fc.string({ minLength: 1, maxLength: 200 }),
          fc.json().map((json) => json.slice(0, -1)),
        )
        .filter((text) => {
          if (text.trim() === '') return false;
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
    }),
    fc.record({
      kind: fc.constant('hugeBody' as const),
      route: fc.constantFrom(...withBody),
      size: fc.integer({ min: 1_100_000, max: 1_600_000 }),
    }),
    fc.record({ kind: fc.constant('anonymous' as const), route: fc.constantFrom(...routes), text: oddId }),
  );
type Hostile = ReturnType<typeof hostileOf> extends fc.Arbitrary<infer T> ? T : never;

/** The request a hostile case sends. */
function requestOf(h: Hostile) {
  const [method, template] = h.route.split(' ') as [string, string];
  const hasParams = template.includes('{');
  /** The path with `segment` for its ids (or after it, when it has none). */
  const pathWith = (segment: string) =>
    hasParams ? template.replace(/\{[^}]+\}/g, segment) : `${template}/${segment}`;
  const headers: Record<string, string> = h.kind === 'anonymous' ? {} : { authorization: `Bearer ${token}` };
  let url = template.replace(/\{[^}]+\}/g, '999999');
  let payload: string | undefined;
  switch (h.kind) {
    case 'longId':
      url = pathWith(encodeURIComponent(h.text));
      break;
    case 'oddId':
    case 'anonymous':
      url = pathWith(encodeURIComponent(h.text));
      break;
    case 'badEscape':
      url = hasParams ? pathWith(`${h.before}${h.text}`) : `${template}${h.before}${h.text}`;
      break;
    case 'hugeQuery': {
      const names = queryOf.get(h.route) ?? [];
      const name = names[h.pick % names.length];
      const at = h.nulAt % (h.text.length + 1);
      url += `?${name}=${encodeURIComponent(`${h.text.slice(0, at)}\u0000${h.text.slice(at)}`)}`;
      break;
    }
    case 'wrongType':
      headers['content-type'] = h.type;
      payload = h.text;
      break;
    case 'badJson':
      headers['content-type'] = 'application/json';
      payload = h.text;
      break;
    case 'hugeBody':
      headers['content-type'] = 'application/json';
      payload = `{"text":"${'a'.repeat(h.size)}`;
      break;
  }
  return { method: method as 'GET', url, headers, payload };
}

describe(`hostile requests at every route: the envelope, always (seed ${SEED}, ${RUNS} runs)`, () => {
  it('answers a 5,000-character id with 414 and the envelope', async () => {
    const res = await t().call('DELETE', `/api/frames/${'a'.repeat(5_000)}`, { token });
    expect(res.statusCode).toBe(414);
    expect(res.json).toEqual({ success: false, message: ADDRESS_TOO_LONG });
    // The hardening headers too, though no hook runs for the router's refusals.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    // One character fewer than the limit is an id the route reads (none such: 404).
    const longest = await t().call('DELETE', `/api/frames/${'1'.repeat(MAX_PARAM_LENGTH)}`, { token });
    expect(longest.statusCode).toBe(404);
    expectEnvelope(longest, 'the longest id');
  });

  it('answers a malformed %-escape and a body of an unread type with the envelope and a clear message', async () => {
    const malformed = await t().call('GET', '/api/public/frames/1%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: BAD_ADDRESS });
    const xml = await t().call('POST', '/api/labels', {
      token,
      headers: { 'content-type': 'application/xml' },
      body: '<label/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json).toEqual({ success: false, message: UNSUPPORTED_TYPE });
    const unknown = await t().call('GET', '/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown, 'an unknown /api path');
  });

  it('refuses every generated hostile request with a 4xx and {success: false, message}', async () => {
    console.log(`[envelope] seed ${SEED}, ${RUNS} runs (ENVELOPE_SEED, ENVELOPE_RUNS)`);
    const kinds = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(hostileOf([...queryOf.keys()]), async (h) => {
        const request = requestOf(h);
        const res = await t().app.inject(request);
        kinds.set(`${h.kind} ${res.statusCode}`, (kinds.get(`${h.kind} ${res.statusCode}`) ?? 0) + 1);
        expectEnvelope(
          res,
          `${request.method} ${request.url.slice(0, 200)} (${h.kind}) -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(
      `[envelope] answers by kind and status: ${[...kinds]
        .sort()
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ')}`,
    );
  }, 120_000);
});

describe('over the network: what Node and the router refuse is in the envelope too', () => {
  let port = 0;
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    port = (t().app.server.address() as AddressInfo).port;
  });

  /** Sends `request` as is on a fresh connection; resolves with the status, headers and body answered. */
  const send = (request: string) =>
    new Promise<{ statusCode: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return reject(new Error(`no answer: ${received}`));
        const [status = '', ...lines] = received.slice(0, end).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
        }
        resolve({ statusCode: Number(status.split(' ')[1]), headers, body: received.slice(end + 4) });
      });
      socket.end(request);
    });
  const get = (path: string, extra = '') =>
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${extra}\r\n`;

  it(`DELETE /api/frames/<5,000 characters> answers 414 in the envelope`, async () => {
    const res = await send(
      `DELETE /api/frames/${'a'.repeat(5_000)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Authorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
    );
    expect(res.statusCode).toBe(414);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: ADDRESS_TOO_LONG });
  });

  it('a query string past the 16 KB of headers answers 431 in the envelope, and the connection is closed', async () => {
    const res = await send(get(`/api/public/frames?search=${'x'.repeat(20_000)}`));
    expect(res.statusCode).toBe(431);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(res.body)).toEqual({ success: false, message: HEADERS_TOO_LARGE });
  });

  it('a request that is not HTTP answers 400 in the envelope', async () => {
    const res = await send('GARBAGE \x01\x02 nonsense\r\n\r\n');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: MALFORMED_REQUEST });
  });

  it('a malformed %-escape answers 400 in the envelope', async () => {
    const res = await send(get('/api/frames/%zz', `Authorization: Bearer ${token}\r\n`));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: BAD_ADDRESS });
  });
});
