/**
 * The catalogue's answers sent at the door (server/plugins/keptAnswers.ts): whatever the order of shoppers'
 * requests (addresses, encodings, protocol, Origin, If-None-Match, HEAD) and staff changes, an answer sent at
 * the door is exactly what the whole chain answers for the same request at that moment: status, every header
 * but Date, and bytes. Seeded (KEPT_SEED replays a run; the seed is printed).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer({ trustProxy: true });
const SEED = Number(process.env.KEPT_SEED ?? Math.floor(Math.random() * 1_000_000));
const RUNS = Number(process.env.KEPT_RUNS ?? 40);

let token: string;
const ids: number[] = [];

beforeAll(async () => {
  token = (await t().userToken({ role: 'ADMIN' })).token;
  for (let i = 0; i < 4; i++) {
    const res = await t().call('POST', '/api/frames', {
      token,
      body: {
        name: `Door ${i}`,
        description: 'A frame '.repeat(40 + i * 30),
        originalPrice: 5000 + i,
        currentPrice: 4000 + i,
        category: i % 2 ? 'Modern' : 'Classic',
      },
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json.data.id);
  }
});

const ADDRESSES = [
  '/api/public/frames',
  '/api/public/frames?limit=50',
  '/api/public/frames?limit=2&page=2',
  '/api/public/frames?category=Modern&sort=price-asc',
  '/api/public/frames?search=door&utm_source=chat',
  '/api/public/frames/featured',
  '/api/public/frames/categories',
  '/api/public/frames/FRAME',
  '/api/public/frames/999999',
];

const request = fc.record({
  address: fc.constantFrom(...ADDRESSES),
  frame: fc.nat(3),
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
  encoding: fc.constantFrom(undefined, 'gzip', 'br', 'gzip, deflate, br', 'br;q=0, gzip', '*', 'identity'),
  proto: fc.constantFrom(undefined, 'https'),
  origin: fc.constantFrom(undefined, undefined, 'http://localhost:5173', 'https://evil.example'),
  ifNoneMatch: fc.constantFrom(undefined, undefined, undefined, '"stale"'),
});
type Asked = typeof request extends fc.Arbitrary<infer T> ? T : never;

const change = fc.record({
  frame: fc.nat(3),
  kind: fc.constantFrom('price', 'status', 'unpublish', 'publish'),
  value: fc.integer({ min: 100, max: 9000 }),
});
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

const step = fc.oneof(
  { weight: 4, arbitrary: request.map((r) => ({ ask: r })) },
  { weight: 1, arbitrary: change.map((c) => ({ change: c })) },
);

function headersOf(asked: Asked, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (asked.encoding) headers['accept-encoding'] = asked.encoding;
  if (asked.proto) headers['x-forwarded-proto'] = asked.proto;
  if (asked.origin) headers.origin = asked.origin;
  if (asked.ifNoneMatch) headers['if-none-match'] = asked.ifNoneMatch;
  return headers;
}

async function ask(asked: Asked, extra: Record<string, string> = {}) {
  const url = asked.address.replace('FRAME', String(ids[asked.frame]));
  const res = await t().app.inject({ method: asked.method as 'GET', url, headers: headersOf(asked, extra) });
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
}

async function apply(c: Change) {
  const id = ids[c.frame];
  const current = (await t().call('GET', `/api/frames/${id}`, { token })).json.data;
  const body =
    c.kind === 'price'
      ? { currentPrice: Math.min(c.value, current.originalPrice) }
      : c.kind === 'status'
        ? { status: current.status === 'IN_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK' }
        : { published: c.kind === 'publish' };
  const res = await t().call('PUT', `/api/frames/${id}`, { token, body });
  expect(res.statusCode).toBe(200);
}

describe(`the catalogue's answers sent at the door (seed ${SEED})`, () => {
  it('an answer at the door is the whole chain’s answer to the same request, through any changes', async () => {
    console.log(`[kept answers] seed ${SEED}, ${RUNS} runs (KEPT_SEED=${SEED} replays it)`);
    const before = t().app.keptAnswers.hits;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        for (const s of steps) {
          if ('change' in s) {
            await apply(s.change);
            continue;
          }
          // Asked twice (the second may be sent at the door), and once more with an If-None-Match that
          // matches nothing: never sent at the door, the whole chain answers it as it would answer the
          // request without one.
          const first = await ask(s.ask);
          const second = await ask(s.ask);
          const reference = await ask(s.ask, { 'if-none-match': s.ask.ifNoneMatch ?? '"reference"' });
          expect(first).toEqual(reference);
          expect(second).toEqual(reference);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The door was used (the property would hold trivially if nothing were ever sent there).
    expect(t().app.keptAnswers.hits - before).toBeGreaterThan(RUNS);
  }, 300_000);

  it('sends an address at the door once it was answered, and not once a change replaced its answer', async () => {
    await apply({ frame: 0, kind: 'publish', value: 0 });
    const url = `/api/public/frames/${ids[0]}`;
    const first = await t().app.inject({ url });
    const hits = t().app.keptAnswers.hits;
    const again = await t().app.inject({ url });
    expect(t().app.keptAnswers.hits).toBe(hits + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    await apply({ frame: 0, kind: 'price', value: 1234 });
    const changed = await t().app.inject({ url });
    // The whole chain answered (the kept answer is no longer current): the new price, a new ETag.
    expect(t().app.keptAnswers.hits).toBe(hits + 1);
    expect(changed.json().data.currentPrice).toBe(1234);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });
});
