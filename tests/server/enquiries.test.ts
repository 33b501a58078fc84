import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { frameEnquiries, frames } from '../../server/db/schema';
import { ENQUIRY_TOO_MANY } from '../../server/routes/enquiries';
import { ENQUIRY_RETENTION_DAYS, utcDay } from '../../server/services/enquiries.service';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

const LIMIT = 6;
const t = setupTestServer({ enquiryMax: LIMIT, enquiryWindowMs: 60_000, seedDemo: false });

let address = 0;
/** Each test beacons from its own address, so the rate limit of one does not reach another. */
const nextAddress = () => `10.8.0.${++address}`;

const beacon = (payload: unknown, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
  t()
    .app.inject({
      method: 'POST',
      url: '/api/public/enquiries',
      remoteAddress,
      ...(typeof payload === 'string'
        ? { payload, headers: { 'content-type': 'application/json', ...headers } }
        : { payload: payload as object, headers }),
    })
    .then((res) => Object.assign(res, { json: res.body ? JSON.parse(res.body) : undefined }));

async function newFrame(name: string) {
  const [row] = await t()
    .database.db.insert(frames)
    .values({ name, description: 'd', originalPrice: 1000, currentPrice: 1000 })
    .returning();
  return row!.id;
}

async function bucketsOf(frameId: number) {
  return t().database.db.select().from(frameEnquiries).where(eq(frameEnquiries.frameId, frameId));
}

/** Puts counts on a day `daysAgo` days before today (UTC) directly in the table. */
async function seed(frameId: number, daysAgo: number, chat: number, email: number) {
  await t()
    .database.db.insert(frameEnquiries)
    .values({ frameId, day: utcDay(new Date(), -daysAgo), chat, email });
}

describe('POST /public/enquiries (the storefront beacon)', () => {
  it('counts a chat and an e-mail click in today’s bucket, without a token, and sets no cookie', async () => {
    const id = await newFrame('Beacon frame');
    const ip = nextAddress();
    const events: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => events.push(e));
    const first = await beacon({ frameId: id, kind: 'chat' }, ip, { 'user-agent': 'Secret/1.0' });
    expect(first.statusCode).toBe(202);
    expect(first.json).toEqual({ success: true });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await beacon({ frameId: id, kind: 'chat' }, ip)).statusCode).toBe(202);
    expect((await beacon({ frameId: id, kind: 'email', extra: 'ignored' }, ip)).statusCode).toBe(202);
    stop();
    const rows = await bucketsOf(id);
    expect(rows).toEqual([{ frameId: id, day: utcDay(new Date()), chat: 2, email: 1 }]);
    // Nothing about the visitor is kept: the table has no column for it.
    expect(Object.keys(rows[0]!).sort()).toEqual(['chat', 'day', 'email', 'frameId']);
    // Admin sockets hear that counts changed (no frame, no visitor); storefronts hear nothing.
    expect(events[0]).toEqual({ audience: 'admin', type: 'enquiries.changed' });
    expect(events.filter((e) => e.audience === 'public')).toEqual([]);
  });

  it('answers 404 for an unknown frame and stores nothing', async () => {
    const res = await beacon({ frameId: 2_000_000_000, kind: 'chat' });
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Frame not found' });
    const all = await t().database.db.select().from(frameEnquiries);
    expect(all.filter((r) => r.frameId === 2_000_000_000)).toEqual([]);
  });

  it.each([
    [{ frameId: 1, kind: 'phone' }],
    [{ frameId: 0, kind: 'chat' }],
    [{ frameId: -3, kind: 'chat' }],
    [{ frameId: 2_147_483_648, kind: 'chat' }],
    [{ frameId: '1', kind: 'chat' }],
    [{ frameId: 1.5, kind: 'chat' }],
    [{ kind: 'chat' }],
    [{ frameId: 1 }],
    ['[]'],
  ])('refuses a malformed body %j with 400', async (body) => {
    const res = await beacon(body);
    expect(res.statusCode).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it("answers bad JSON with the spec's message", async () => {
    const res = await beacon('{"frameId": 1,');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Invalid JSON in request body');
  });

  it('is rate-limited per address', async () => {
    const id = await newFrame('Popular with one visitor');
    const ip = nextAddress();
    for (let i = 0; i < LIMIT; i++)
      expect((await beacon({ frameId: id, kind: 'chat' }, ip)).statusCode).toBe(202);
    const refused = await beacon({ frameId: id, kind: 'chat' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json).toEqual({ success: false, message: ENQUIRY_TOO_MANY });
    // Another address is not affected; the refused click was not counted.
    expect((await beacon({ frameId: id, kind: 'email' }, nextAddress())).statusCode).toBe(202);
    expect(await bucketsOf(id)).toEqual([
      expect.objectContaining({ chat: LIMIT, email: 1, day: utcDay(new Date()) }),
    ]);
  });

  it('adds up concurrent clicks in the database', async () => {
    const id = await newFrame('Rush');
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => beacon({ frameId: id, kind: i % 2 ? 'email' : 'chat' })),
    );
    expect(await bucketsOf(id)).toEqual([expect.objectContaining({ chat: 3, email: 2 })]);
  });

  it(`drops buckets older than ${ENQUIRY_RETENTION_DAYS} days once a day, and a frame's buckets with it`, async () => {
    const id = await newFrame('Old news');
    await seed(id, ENQUIRY_RETENTION_DAYS + 5, 4, 4);
    await seed(id, 10, 1, 0);
    // The service prunes on the first click of a (new) day in this process.
    await t().app.services.enquiries.record(id, 'chat', new Date(Date.now() + 86_400_000));
    const days = (await bucketsOf(id)).map((r) => r.day).sort();
    expect(days).toEqual([utcDay(new Date(), -10), utcDay(new Date(), 1)]);
    await t().database.db.delete(frames).where(eq(frames.id, id));
    expect(await bucketsOf(id)).toEqual([]);
  });
});

describe('GET /dashboard/enquiries and /frames/{id}/enquiries (admin)', () => {
  it('require an active admin', async () => {
    const id = await newFrame('Private counts');
    expect((await t().call('GET', '/api/dashboard/enquiries')).statusCode).toBe(401);
    expect((await t().call('GET', `/api/frames/${id}/enquiries`)).statusCode).toBe(401);
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    const res = await t().call('GET', '/api/dashboard/enquiries', { token: suspended.token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('Account suspended');
  });

  it('lists the most-asked-for frames over 7 or 30 days, most first, split chat / e-mail', async () => {
    await t().database.db.delete(frameEnquiries);
    const { token } = await t().userToken({ role: 'ADMIN' });
    const a = await newFrame('Alpha');
    const b = await newFrame('Bravo');
    const c = await newFrame('Charlie');
    const d = await newFrame('Delta');
    await seed(a, 0, 3, 1); // 4 this week
    await seed(a, 20, 10, 0); // +10 this month
    await seed(b, 6, 2, 3); // 5 this week (6 days ago is the 7th day)
    await seed(c, 7, 50, 0); // the 8th day: only in the 30-day window
    await seed(d, 30, 99, 99); // the 31st day: in neither
    const week = await t().call('GET', '/api/dashboard/enquiries?days=7', { token });
    expect(week.statusCode).toBe(200);
    expect(week.headers['cache-control']).toBe('private, no-cache');
    expect(week.json.data).toEqual({
      days: 7,
      since: utcDay(new Date(), -6),
      totals: { chat: 5, email: 4, total: 9 },
      frames: [
        { frameId: b, name: 'Bravo', chat: 2, email: 3, total: 5 },
        { frameId: a, name: 'Alpha', chat: 3, email: 1, total: 4 },
      ],
    });
    const month = await t().call('GET', '/api/dashboard/enquiries?days=30&limit=2', { token });
    expect(month.json.data).toEqual({
      days: 30,
      since: utcDay(new Date(), -29),
      totals: { chat: 65, email: 4, total: 69 },
      frames: [
        { frameId: c, name: 'Charlie', chat: 50, email: 0, total: 50 },
        { frameId: a, name: 'Alpha', chat: 13, email: 1, total: 14 },
      ],
    });
    // Defaults: 7 days, top 5.
    const plain = await t().call('GET', '/api/dashboard/enquiries', { token });
    expect(plain.json.data.days).toBe(7);
    expect(plain.json.data.frames).toHaveLength(2);
  });

  it('orders ties by name and answers an empty window with zeros', async () => {
    await t().database.db.delete(frameEnquiries);
    const { token } = await t().userToken({ role: 'ADMIN' });
    const empty = await t().call('GET', '/api/dashboard/enquiries?days=30', { token });
    expect(empty.json.data.totals).toEqual({ chat: 0, email: 0, total: 0 });
    expect(empty.json.data.frames).toEqual([]);
    const z = await newFrame('Zulu tie');
    const y = await newFrame('Yankee tie');
    await seed(z, 1, 1, 0);
    await seed(y, 2, 0, 1);
    const res = await t().call('GET', '/api/dashboard/enquiries?days=7', { token });
    expect(res.json.data.frames.map((f: { name: string }) => f.name)).toEqual(['Yankee tie', 'Zulu tie']);
  });

  it.each(['days=0', 'days=91', 'days=x', 'limit=0', 'limit=51'])('refuses %s with 400', async (q) => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('GET', `/api/dashboard/enquiries?${q}`, { token });
    expect(res.statusCode).toBe(400);
  });

  it("gives one frame's 7- and 30-day counts; 404 for an unknown or malformed id", async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const id = await newFrame('Counted');
    await seed(id, 0, 2, 1);
    await seed(id, 6, 1, 0);
    await seed(id, 15, 4, 4);
    await seed(id, 29, 0, 2);
    await seed(id, 40, 9, 9);
    const res = await t().call('GET', `/api/frames/${id}/enquiries`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        frameId: id,
        last7: { chat: 3, email: 1, total: 4 },
        last30: { chat: 7, email: 7, total: 14 },
      },
    });
    const none = await newFrame('Never asked for');
    const zero = await t().call('GET', `/api/frames/${none}/enquiries`, { token });
    expect(zero.json.data).toEqual({
      frameId: none,
      last7: { chat: 0, email: 0, total: 0 },
      last30: { chat: 0, email: 0, total: 0 },
    });
    for (const bad of ['2000000000', 'abc', '0']) {
      const missing = await t().call('GET', `/api/frames/${bad}/enquiries`, { token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json.message).toBe('Frame not found');
    }
  });

  it('are in the OpenAPI document with their schemas', async () => {
    const res = await t().call('GET', '/api/docs/json');
    const paths = res.json.paths;
    expect(paths['/api/public/enquiries'].post.requestBody.content['application/json'].schema).toMatchObject({
      required: ['frameId', 'kind'],
    });
    expect(paths['/api/public/enquiries'].post.responses['202']).toBeDefined();
    expect(paths['/api/dashboard/enquiries'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/frames/{id}/enquiries'].get.responses['200']).toBeDefined();
  });
});
