import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, messages } from '../../server/db/schema';
import { CONTACT_THANKS, CONTACT_TOO_MANY } from '../../server/routes/publicContact';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

const LIMIT = 4;
const t = setupTestServer({ contactMax: LIMIT, contactWindowMs: 60_000 });

let address = 0;
/** Each test posts from its own address, so the rate limit of one does not reach another. */
const nextAddress = () => `10.9.0.${++address}`;

const contact = (payload: unknown, remoteAddress: string) =>
  t()
    .app.inject({
      method: 'POST',
      url: '/api/public/contact',
      remoteAddress,
      ...(typeof payload === 'string'
        ? { payload, headers: { 'content-type': 'application/json' } }
        : { payload: payload as object }),
    })
    .then((res) => Object.assign(res, { json: JSON.parse(res.body) }));

const good = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+254 (712) 345-678',
  subject: 'Contact Form Submission',
  message: 'Do you deliver to Mombasa?',
};

describe('POST /public/contact', () => {
  it('stores an UNREAD message without a token and answers 201 with the spec sentence', async () => {
    const events: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => events.push(e));
    const res = await contact({ ...good, subject: 'Big order', extra: 'ignored' }, nextAddress());
    stop();
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({ success: true, message: CONTACT_THANKS, data: { id: expect.any(Number) } });
    expect(CONTACT_THANKS).toBe("Thank you for your message. We'll get back to you soon.");
    const id = res.json.data.id;
    const [row] = await t().database.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+254 (712) 345-678',
      subject: 'Big order',
      message: 'Do you deliver to Mombasa?',
      status: 'UNREAD',
    });
    const logged = await t()
      .database.db.select()
      .from(activity)
      .where(eq(activity.item, 'Big order from Jane Doe'));
    expect(logged).toEqual([
      expect.objectContaining({ type: 'message', action: 'New message', status: 'UNREAD' }),
    ]);
    expect(events).toContainEqual({
      audience: 'admin',
      type: 'message.created',
      id,
      data: expect.objectContaining({ id, name: 'Jane Doe', subject: 'Big order', status: 'UNREAD' }),
    });
    // Only admin sockets hear of it.
    expect(events.filter((e) => e.type === 'message.created' && e.audience === 'public')).toEqual([]);
  });

  it("defaults the subject to 'Contact Form Submission'; the phone is optional", async () => {
    const ip = nextAddress();
    const { phone: _p, subject: _s, ...bare } = good;
    const noSubject = await contact(bare, ip);
    expect(noSubject.statusCode).toBe(201);
    const blank = await contact({ ...good, subject: '   ', phone: '' }, ip);
    expect(blank.statusCode).toBe(201);
    const rows = await t()
      .database.db.select()
      .from(messages)
      .where(eq(messages.id, noSubject.json.data.id))
      .union(t().database.db.select().from(messages).where(eq(messages.id, blank.json.data.id)));
    for (const row of rows) {
      expect(row.subject).toBe('Contact Form Submission');
      expect(row.phone).toBeNull();
    }
  });

  it('trims the fields it stores', async () => {
    const res = await contact(
      { ...good, name: '  Tom  ', email: ' tom@example.com ', message: '  Hello  ' },
      nextAddress(),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t().database.db.select().from(messages).where(eq(messages.id, res.json.data.id));
    expect(row).toMatchObject({ name: 'Tom', email: 'tom@example.com', message: 'Hello' });
  });

  it('refuses missing or blank name, e-mail, message; bad e-mail; bad phone; wrong types (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: undefined }, 'name'],
      [{ ...good, name: '  ' }, 'name'],
      [{ ...good, email: undefined }, 'email'],
      [{ ...good, email: '' }, 'email'],
      [{ ...good, email: 'jane' }, 'email'],
      [{ ...good, email: 'jane@@example.com' }, 'email'],
      [{ ...good, message: undefined }, 'message'],
      [{ ...good, message: ' \n ' }, 'message'],
      [{ ...good, phone: '0712 abc' }, 'phone'],
      [{ ...good, phone: '1'.repeat(41) }, 'phone'],
      [{ ...good, phone: 712345678 }, 'phone'],
      [{ ...good, name: 42 }, 'name'],
      [{ ...good, subject: ['x'] }, 'subject'],
    ];
    // Refused requests still count against the limit, so they are spread over addresses.
    for (const [i, [body, field]] of cases.entries()) {
      const res = await contact(body, `10.8.${i}.1`);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message.toLowerCase(), JSON.stringify(body)).toContain(field);
    }
    const longest = await contact({ ...good, phone: '1'.repeat(40) }, nextAddress());
    expect(longest.statusCode).toBe(201);
  });

  it('answers invalid JSON with the contract message', async () => {
    const res = await contact('{"name": "x",', nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'Invalid JSON in request body' });
  });

  it('rate-limits per address with the envelope, other addresses unaffected', async () => {
    const ip = nextAddress();
    for (let i = 0; i < LIMIT; i++) expect((await contact(good, ip)).statusCode).toBe(201);
    const before = await t().database.db.select().from(messages);
    const limited = await contact(good, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json).toEqual({ success: false, message: CONTACT_TOO_MANY });
    expect(CONTACT_TOO_MANY).toBe('Too many messages sent. Please try again later.');
    expect(await t().database.db.select().from(messages)).toHaveLength(before.length);
    expect((await contact(good, nextAddress())).statusCode).toBe(201);
  });

  it('lets exactly the limit through when requests arrive all at once', async () => {
    const ip = nextAddress();
    const before = (await t().database.db.select().from(messages)).length;
    const results = await Promise.all(Array.from({ length: LIMIT + 3 }, () => contact(good, ip)));
    // Exactly the limit gets through: not more, and (unlike @fastify/rate-limit's own memory store,
    // which shares one counter object between requests) not fewer.
    expect(results.filter((r) => r.statusCode === 201).length).toBe(LIMIT);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.length).toBe(3);
    for (const r of refused) expect(r.json).toEqual({ success: false, message: CONTACT_TOO_MANY });
    const after = (await t().database.db.select().from(messages)).length;
    expect(after - before).toBe(LIMIT);
  });
});
