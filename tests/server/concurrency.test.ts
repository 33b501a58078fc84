import { describe, expect, it } from 'vitest';
import { onPostgres, setupTestServer } from './helper';

/** Optimistic concurrency (docs/api.md, "Concurrent changes"): ETag on a resource, If-Match on its updates. */
const t = setupTestServer();

const STALE = /changed by someone else/;

async function newFrame(token: string, name = 'Oak') {
  const res = await t().call('POST', '/api/frames', {
    token,
    body: { name, description: 'A frame', originalPrice: 5000, currentPrice: 4000 },
  });
  return res.json.data as { id: number; version: number };
}

describe('ETag and If-Match', () => {
  it('a frame saved over a newer save answers 412 with the envelope and changes nothing', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const { id } = await newFrame(token);
    const read = await t().call('GET', `/api/frames/${id}`, { token });
    const loaded = read.headers.etag as string;
    expect(loaded).toMatch(/^"1-/);
    expect(read.json.data.version).toBe(1);

    // Admin A saves over what both loaded: accepted, with the new ETag (the one a GET now shows).
    const first = await t().call('PUT', `/api/frames/${id}`, {
      token,
      headers: { 'if-match': loaded },
      body: { name: 'Oak (A)' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json.data.version).toBe(2);
    const after = await t().call('GET', `/api/frames/${id}`, { token });
    expect(first.headers.etag).toBe(after.headers.etag);
    expect(first.headers.etag).not.toBe(loaded);

    // Admin B saves over the version both loaded: refused, and A's change stays.
    const second = await t().call('PUT', `/api/frames/${id}`, {
      token,
      headers: { 'if-match': loaded },
      body: { description: 'B was here' },
    });
    expect(second.statusCode).toBe(412);
    expect(second.json).toEqual({ success: false, message: expect.stringMatching(STALE) });
    const kept = await t().call('GET', `/api/frames/${id}`, { token });
    expect(kept.json.data).toMatchObject({ name: 'Oak (A)', description: 'A frame', version: 2 });

    // The version alone (`"2"`, what the form holds) and `*` are accepted; no If-Match works as before.
    const byVersion = await t().call('PUT', `/api/frames/${id}`, {
      token,
      headers: { 'if-match': '"2"' },
      body: { rating: 4 },
    });
    expect(byVersion.statusCode).toBe(200);
    const any = await t().call('PUT', `/api/frames/${id}`, { token, headers: { 'if-match': '*' }, body: {} });
    expect(any.statusCode).toBe(200);
    const unconditional = await t().call('PUT', `/api/frames/${id}`, { token, body: { rating: 5 } });
    expect(unconditional.statusCode).toBe(200);
    expect(unconditional.json.data.version).toBe(5);
    // A 304 still follows the body: If-None-Match with the current ETag.
    const notModified = await t().call('GET', `/api/frames/${id}`, {
      token,
      headers: { 'if-none-match': unconditional.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('every update route honours If-Match: stale -> 412, nothing written; current -> 200', async () => {
    const { token } = await t().userToken({ role: 'SUPER_ADMIN' });
    const other = await t().userToken({ role: 'ADMIN' });
    const frame = await newFrame(token, 'Pine');
    const label = (await t().call('POST', '/api/labels', { token, body: { name: `L${Date.now()}` } })).json
      .data;
    const item = (await t().call('POST', '/api/marquee', { token, body: { text: 'Hello' } })).json.data;
    await t().call('POST', '/api/public/contact', {
      body: { name: 'Amina', email: 'amina@example.com', message: 'Hello there, a question' },
    });
    const message = (await t().call('GET', '/api/messages?limit=1', { token })).json.data[0];
    const cases: { what: string; get: string; method: 'PUT' | 'PATCH'; url: string; body?: unknown }[] = [
      {
        what: 'frame',
        get: `/api/frames/${frame.id}`,
        method: 'PUT',
        url: `/api/frames/${frame.id}`,
        body: { rating: 3 },
      },
      {
        what: 'frame status',
        get: `/api/frames/${frame.id}`,
        method: 'PUT',
        url: `/api/frames/${frame.id}/status`,
        body: { status: 'OUT_OF_STOCK' },
      },
      {
        what: 'label',
        get: `/api/labels/${label.id}`,
        method: 'PUT',
        url: `/api/labels/${label.id}`,
        body: { color: '#000000' },
      },
      {
        what: 'user',
        get: `/api/users/${other.id}`,
        method: 'PUT',
        url: `/api/users/${other.id}`,
        body: { name: 'Renamed' },
      },
      {
        what: 'user role',
        get: `/api/users/${other.id}`,
        method: 'PUT',
        url: `/api/users/${other.id}/role`,
        body: { role: 'SUPER_ADMIN' },
      },
      {
        what: 'user status',
        get: `/api/users/${other.id}`,
        method: 'PUT',
        url: `/api/users/${other.id}/status`,
        body: { status: 'SUSPENDED' },
      },
      {
        what: 'marquee',
        get: `/api/marquee/${item.id}`,
        method: 'PUT',
        url: `/api/marquee/${item.id}`,
        body: { text: 'Bye' },
      },
      {
        what: 'marquee toggle',
        get: `/api/marquee/${item.id}`,
        method: 'PATCH',
        url: `/api/marquee/${item.id}/toggle`,
      },
      {
        what: 'message status',
        get: `/api/messages/${message.id}`,
        method: 'PUT',
        url: `/api/messages/${message.id}/status`,
        body: { status: 'READ' },
      },
    ];
    for (const c of cases) {
      const before = await t().call('GET', c.get, { token });
      expect(before.headers.etag, c.what).toMatch(/^"\d+-/);
      const stale = `"${before.json.data.version - 1}"`;
      const refused = await t().call(c.method, c.url, {
        token,
        headers: { 'if-match': stale },
        body: c.body,
      });
      expect(refused.statusCode, c.what).toBe(412);
      expect(refused.json, c.what).toEqual({ success: false, message: expect.stringMatching(STALE) });
      const unchanged = await t().call('GET', c.get, { token });
      expect(unchanged.json.data, c.what).toEqual(before.json.data);
      const done = await t().call(c.method, c.url, {
        token,
        headers: { 'if-match': before.headers.etag as string },
        body: c.body,
      });
      expect(done.statusCode, c.what).toBe(200);
      expect(done.json.data.version, c.what).toBe(before.json.data.version + 1);
      expect(done.headers.etag, c.what).toBe((await t().call('GET', c.get, { token })).headers.etag);
    }
  });

  it('the display order: If-Match names the order read; a reorder since answers 412', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const a = await newFrame(token, 'Order A');
    const b = await newFrame(token, 'Order B');
    const read = await t().call('GET', '/api/frames/display-order', { token });
    expect(read.statusCode).toBe(200);
    const etag = read.headers.etag as string;
    const swap = {
      frameOrders: [
        { frameId: a.id, displayOrder: 900 },
        { frameId: b.id, displayOrder: 899 },
      ],
    };
    const first = await t().call('PUT', '/api/frames/display-order', {
      token,
      headers: { 'if-match': etag },
      body: swap,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(
      (await t().call('GET', '/api/frames/display-order', { token })).headers.etag,
    );
    const again = await t().call('PUT', '/api/frames/display-order', {
      token,
      headers: { 'if-match': etag },
      body: { frameOrders: [{ frameId: a.id, displayOrder: 1 }] },
    });
    expect(again.statusCode).toBe(412);
    expect(again.json.message).toMatch(STALE);
    const order = (await t().call('GET', '/api/frames/display-order', { token })).json.data;
    expect(order.find((o: { frameId: number }) => o.frameId === a.id).displayOrder).toBe(900);
  });

  it('a label recoloured and renamed at once keeps both changes (read and write in one transaction)', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    // On PGlite requests run one at a time; on PostgreSQL they interleave, which is where updates were lost.
    const rounds = onPostgres ? 20 : 3;
    let lost = 0;
    for (let i = 0; i < rounds; i++) {
      const label = (
        await t().call('POST', '/api/labels', { token, body: { name: `Race ${i}`, color: '#111111' } })
      ).json.data;
      const [colour, name] = await Promise.all([
        t().call('PUT', `/api/labels/${label.id}`, { token, body: { color: '#22AA22' } }),
        t().call('PUT', `/api/labels/${label.id}`, { token, body: { name: `Raced ${i}` } }),
      ]);
      expect([colour.statusCode, name.statusCode]).toEqual([200, 200]);
      const now = (await t().call('GET', `/api/labels/${label.id}`, { token })).json.data;
      if (now.color !== '#22AA22' || now.name !== `Raced ${i}`) lost += 1;
    }
    expect(lost).toBe(0);
  });
});
