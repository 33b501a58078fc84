import { describe, expect, it } from 'vitest';
import { activity, frames, messages, users } from '../../server/db/schema';
import { setupTestServer } from './helper';

const t = setupTestServer();

async function emptyShop() {
  const { db } = t().database;
  await db.delete(frames);
  await db.delete(messages);
  await db.delete(activity);
  await db.delete(users);
}

describe('GET /dashboard/stats', () => {
  it('401 without a token, 403 when suspended', async () => {
    expect((await t().call('GET', '/api/dashboard/stats')).statusCode).toBe(401);
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    const res = await t().call('GET', '/api/dashboard/stats', { token: suspended.token });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toContain('Account suspended');
  });

  it('answers zeros on an empty shop', async () => {
    await emptyShop();
    const { token } = await t().userToken({ role: 'ADMIN' });
    const res = await t().call('GET', '/api/dashboard/stats', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      success: true,
      data: {
        frames: {
          total: 0,
          inStock: 0,
          outOfStock: 0,
          discounted: 0,
          totalValue: 0,
          averagePrice: 0,
          byCategory: [],
        },
        users: { total: 1, active: 1 },
        messages: { total: 0, unread: 0 },
        recentActivity: [],
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('counts frames, values, categories, users and messages', async () => {
    await emptyShop();
    const { token } = await t().userToken({ role: 'ADMIN' });
    await t().userToken({ status: 'SUSPENDED' });
    await t().userToken({ role: 'SUPER_ADMIN' });
    const { db } = t().database;
    const frame = (name: string, originalPrice: number, currentPrice: number, extra = {}) => ({
      name,
      description: 'd',
      originalPrice,
      currentPrice,
      ...extra,
    });
    await db
      .insert(frames)
      .values([
        frame('A', 5000, 4000, { category: 'Classic' }),
        frame('B', 3000, 3000, { category: 'Modern', status: 'OUT_OF_STOCK' }),
        frame('C', 2000, 1500.5, { category: 'Classic' }),
        frame('D', 1000, 1000),
      ]);
    const msg = { name: 'n', email: 'e@x.co', subject: 's', message: 'm' };
    await db.insert(messages).values([
      { ...msg, status: 'UNREAD' },
      { ...msg, status: 'UNREAD' },
      { ...msg, status: 'READ' },
      { ...msg, status: 'REPLIED' },
    ]);
    const res = await t().call('GET', '/api/dashboard/stats', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.frames).toEqual({
      total: 4,
      inStock: 3,
      outOfStock: 1,
      discounted: 2,
      totalValue: 9500.5,
      averagePrice: 2375.13,
      byCategory: [
        { category: 'Classic', count: 2 },
        { category: 'Modern', count: 1 },
        { category: 'Uncategorized', count: 1 },
      ],
    });
    expect(res.json.data.users).toEqual({ total: 3, active: 2 });
    expect(res.json.data.messages).toEqual({ total: 4, unread: 2 });
  });

  it('shows the 10 most recent activities, newest first, as {id, type, status, action, item, actor, time}', async () => {
    await emptyShop();
    const { token } = await t().userToken({ role: 'ADMIN', name: 'Wanjiru Staff' });
    for (let i = 0; i < 11; i++) {
      const res = await t().call('POST', '/api/marquee', { token, body: { text: `Item ${i}` } });
      expect(res.statusCode).toBe(201);
    }
    const res = await t().call('GET', '/api/dashboard/stats', { token });
    const recent = res.json.data.recentActivity;
    expect(recent).toHaveLength(10);
    expect(recent[0]).toEqual({
      id: expect.any(Number),
      type: 'marquee',
      status: 'created',
      action: 'Marquee content created',
      item: 'Item 10',
      actor: 'Wanjiru Staff',
      targetId: expect.any(Number),
      detail: null,
      time: expect.any(String),
    });
    expect(recent.map((a: { item: string }) => a.item)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Item ${10 - i}`),
    );
    // A contact message shows up too.
    await t().call('POST', '/api/public/contact', {
      body: { name: 'Ann', email: 'ann@example.com', message: 'Hi' },
    });
    const after = await t().call('GET', '/api/dashboard/stats', { token });
    expect(after.json.data.recentActivity[0]).toMatchObject({
      type: 'message',
      action: 'New message',
      item: 'Contact Form Submission from Ann',
      status: 'UNREAD',
      actor: null,
    });
    expect(after.json.data.messages).toEqual({ total: 1, unread: 1 });
  });
});
