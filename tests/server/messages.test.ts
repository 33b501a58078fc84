import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, messages } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

const t = setupTestServer();

type Row = typeof messages.$inferInsert;

/** Starts each test from an empty inbox, with the rows given (createdAt one minute apart, in order). */
async function inbox(rows: Partial<Row>[]): Promise<number[]> {
  const { db } = t().database;
  await db.delete(messages);
  const base = Date.now() - rows.length * 60_000;
  const ids: number[] = [];
  for (const [i, row] of rows.entries()) {
    const [created] = await db
      .insert(messages)
      .values({
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        subject: `Subject ${i}`,
        message: `Body ${i}`,
        createdAt: new Date(base + i * 60_000),
        ...row,
      })
      .returning();
    ids.push(created!.id);
  }
  return ids;
}

let token: string;
beforeEach(async () => {
  ({ token } = await t().userToken({ role: 'ADMIN' }));
});

const ids = (res: { json: { data: { id: number }[] } }) => res.json.data.map((m) => m.id);

describe('messages: who may call', () => {
  it('401 without a token, 403 when suspended; an ADMIN may', async () => {
    expect((await t().call('GET', '/api/messages')).statusCode).toBe(401);
    expect((await t().call('GET', '/api/messages/stats/overview')).statusCode).toBe(401);
    expect((await t().call('PUT', '/api/messages/1/status', { body: { status: 'READ' } })).statusCode).toBe(
      401,
    );
    expect((await t().call('DELETE', '/api/messages/1')).statusCode).toBe(401);
    const suspended = await t().userToken({ status: 'SUSPENDED' });
    const res = await t().call('GET', '/api/messages', { token: suspended.token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('Account suspended');
    expect((await t().call('GET', '/api/messages', { token })).statusCode).toBe(200);
  });
});

describe('GET /messages', () => {
  it('lists newest first, 20 a page by default, with pagination', async () => {
    const created = await inbox(Array.from({ length: 23 }, () => ({})));
    const res = await t().call('GET', '/api/messages', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    expect(ids(res)).toEqual([...created].reverse().slice(0, 20));
    expect(res.json.data[0]).toEqual({
      id: created[22],
      subject: 'Subject 22',
      name: 'Sender 22',
      email: 'sender22@example.com',
      phone: null,
      message: 'Body 22',
      status: 'UNREAD',
      createdAt: expect.any(String),
      version: 1,
    });
    const p2 = await t().call('GET', '/api/messages?page=2&limit=20&sortBy=createdAt&sortOrder=desc', {
      token,
    });
    expect(ids(p2)).toEqual([created[2], created[1], created[0]]);
    const asc = await t().call('GET', '/api/messages?sortOrder=asc&limit=3', { token });
    expect(ids(asc)).toEqual(created.slice(0, 3));
  });

  it('sorts by name, subject and status', async () => {
    const [c, a, b] = await inbox([
      { name: 'Carol', subject: 'b', status: 'REPLIED' },
      { name: 'Alice', subject: 'c', status: 'READ' },
      { name: 'Bob', subject: 'a', status: 'UNREAD' },
    ]);
    expect(ids(await t().call('GET', '/api/messages?sortBy=name&sortOrder=asc', { token }))).toEqual([
      a,
      b,
      c,
    ]);
    expect(ids(await t().call('GET', '/api/messages?sortBy=subject&sortOrder=asc', { token }))).toEqual([
      b,
      c,
      a,
    ]);
    expect(ids(await t().call('GET', '/api/messages?sortBy=subject&sortOrder=desc', { token }))).toEqual([
      a,
      c,
      b,
    ]);
    expect(ids(await t().call('GET', '/api/messages?sortBy=status&sortOrder=asc', { token }))).toEqual([
      a,
      c,
      b,
    ]);
    expect(ids(await t().call('GET', '/api/messages?sortBy=name&sortOrder=desc', { token }))).toEqual([
      c,
      b,
      a,
    ]);
  });

  it('searches subject, name, e-mail and message text case-insensitively', async () => {
    const [bySubject, byName, byEmail, byText] = await inbox([
      { subject: 'About a GOLDEN frame' },
      { name: 'Goldie Hawn' },
      { email: 'mr.golden@example.com' },
      { message: 'I want something golden and big' },
      { subject: 'Other', name: 'Other', email: 'other@example.com', message: 'Other' },
    ]);
    const res = await t().call('GET', '/api/messages?search=GOLD', { token });
    expect(ids(res).sort()).toEqual([bySubject, byName, byEmail, byText].sort());
    expect(res.json.pagination.total).toBe(4);
    expect(ids(await t().call('GET', '/api/messages?search=%20hawn%20', { token }))).toEqual([byName]);
    expect(ids(await t().call('GET', '/api/messages?search=_', { token }))).toEqual([]);
  });

  it('filters by status; all means every status', async () => {
    const [unread, read, replied] = await inbox([
      { status: 'UNREAD' },
      { status: 'READ' },
      { status: 'REPLIED' },
    ]);
    expect(ids(await t().call('GET', '/api/messages?status=UNREAD', { token }))).toEqual([unread]);
    expect(ids(await t().call('GET', '/api/messages?status=READ', { token }))).toEqual([read]);
    expect(ids(await t().call('GET', '/api/messages?status=REPLIED', { token }))).toEqual([replied]);
    expect(ids(await t().call('GET', '/api/messages?status=all', { token }))).toHaveLength(3);
    const both = await t().call('GET', '/api/messages?status=READ&search=Subject%201', { token });
    expect(ids(both)).toEqual([read]);
  });

  it('refuses bad paging, sorting and filters (400)', async () => {
    for (const q of [
      'limit=0',
      'limit=101',
      'page=0',
      'sortBy=email',
      'sortOrder=up',
      'status=DONE',
      'status=unread',
    ]) {
      const res = await t().call('GET', `/api/messages?${q}`, { token });
      expect(res.statusCode, q).toBe(400);
      expect(res.json.success).toBe(false);
    }
    expect((await t().call('GET', '/api/messages?limit=100', { token })).statusCode).toBe(200);
  });
});

describe('GET /messages/stats/overview', () => {
  it('counts total, unread, read, replied', async () => {
    await inbox([]);
    const empty = await t().call('GET', '/api/messages/stats/overview', { token });
    expect(empty.json).toEqual({ success: true, data: { total: 0, unread: 0, read: 0, replied: 0 } });
    await inbox([{ status: 'UNREAD' }, { status: 'UNREAD' }, { status: 'READ' }, { status: 'REPLIED' }]);
    const res = await t().call('GET', '/api/messages/stats/overview', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toEqual({ total: 4, unread: 2, read: 1, replied: 1 });
  });
});

describe('GET /messages/:id', () => {
  it('reads one; 404 Message not found otherwise', async () => {
    const [id] = await inbox([{ phone: '+254 700 000000' }]);
    const res = await t().call('GET', `/api/messages/${id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ id, phone: '+254 700 000000', status: 'UNREAD' });
    for (const bad of ['999999', 'abc', '1.5']) {
      const missing = await t().call('GET', `/api/messages/${bad}`, { token });
      expect(missing.statusCode, bad).toBe(404);
      expect(missing.json).toEqual({ success: false, message: 'Message not found' });
    }
  });
});

describe('PUT /messages/:id/status', () => {
  it('marks as read and as replied, with the spec messages, activity and an admin event', async () => {
    const [id] = await inbox([{ subject: 'Hello', name: 'Ann' }]);
    const events: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => events.push(e));
    const read = await t().call('PUT', `/api/messages/${id}/status`, { token, body: { status: 'READ' } });
    expect(read.statusCode).toBe(200);
    expect(read.json.message).toBe('Message marked as read.');
    expect(read.json.data).toMatchObject({ id, status: 'READ' });
    const replied = await t().call('PUT', `/api/messages/${id}/status`, {
      token,
      body: { status: 'REPLIED' },
    });
    expect(replied.json.message).toBe('Message marked as replied.');
    expect(replied.json.data.status).toBe('REPLIED');
    // From any state to READ again.
    const again = await t().call('PUT', `/api/messages/${id}/status`, { token, body: { status: 'READ' } });
    expect(again.json.data.status).toBe('READ');
    stop();
    expect(events).toContainEqual(
      expect.objectContaining({ audience: 'admin', type: 'message.updated', id }),
    );
    expect(events.filter((e) => e.audience === 'public')).toEqual([]);
    const log = await t().database.db.select().from(activity).where(eq(activity.item, 'Hello from Ann'));
    expect(log.map((r) => r.status)).toEqual(expect.arrayContaining(['READ', 'REPLIED']));
    expect(log.every((r) => r.type === 'message')).toBe(true);
  });

  it('accepts READ or REPLIED only (400), 404 for an unknown id', async () => {
    const [id] = await inbox([{}]);
    for (const body of [{ status: 'UNREAD' }, { status: 'read' }, { status: 'DONE' }, { status: 1 }, {}]) {
      const res = await t().call('PUT', `/api/messages/${id}/status`, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain('status');
    }
    const [row] = await t().database.db.select().from(messages).where(eq(messages.id, id!));
    expect(row!.status).toBe('UNREAD');
    const missing = await t().call('PUT', '/api/messages/999999/status', { token, body: { status: 'READ' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('Message not found');
  });
});

describe('DELETE /messages/:id', () => {
  it('deletes, then 404', async () => {
    const [id] = await inbox([{}]);
    const res = await t().call('DELETE', `/api/messages/${id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: null, message: 'Message deleted successfully.' });
    expect((await t().call('GET', `/api/messages/${id}`, { token })).statusCode).toBe(404);
    const again = await t().call('DELETE', `/api/messages/${id}`, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json.message).toBe('Message not found');
  });
});
