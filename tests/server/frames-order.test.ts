/** Frames API: the display order (PUT /api/frames/display-order), all or nothing and serialised. */
import { describe, expect, it } from 'vitest';
import { frames } from '../../server/db/schema';
import { base, create, lastActivity, recordEvents, setupFramesServer, t, token } from './frames.fixture';
import { onPostgres } from './helper';

setupFramesServer();

describe('frames: display order', () => {
  const reorder = (frameOrders: unknown) =>
    t().call('PUT', '/api/frames/display-order', { token, body: { frameOrders } });
  const orderOf = async () =>
    (await t().call('GET', '/api/frames?limit=1000', { token })).json.data.map(
      (f: { name: string; displayOrder: number }) => `${f.name}:${f.displayOrder}`,
    );

  it('sets every given order in one go and lists in the new order', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const c = await create({ name: 'C' });
    const { seen, stop } = recordEvents();
    const res = await reorder([
      { frameId: a.id, displayOrder: 2 },
      { frameId: b.id, displayOrder: 0 },
      { frameId: c.id, displayOrder: 1 },
    ]);
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe('Frame order updated successfully');
    expect(res.json.data).toEqual([
      { frameId: b.id, displayOrder: 0 },
      { frameId: c.id, displayOrder: 1 },
      { frameId: a.id, displayOrder: 2 },
    ]);
    expect(await orderOf()).toEqual(['B:0', 'C:1', 'A:2']);
    expect(seen.map((e) => e.type)).toEqual(['frames.reordered']);
    expect(await lastActivity()).toMatchObject({ action: 'Frames reordered', status: 'reordered' });
    // A frame created afterwards goes last.
    expect((await create({ name: 'D' })).displayOrder).toBe(3);
  });

  it('refuses duplicate frame ids or duplicate orders, changing nothing (400)', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const dupIds = await reorder([
      { frameId: a.id, displayOrder: 5 },
      { frameId: a.id, displayOrder: 6 },
    ]);
    expect(dupIds.statusCode).toBe(400);
    expect(dupIds.json.message).toContain('frameOrders');
    const dupOrders = await reorder([
      { frameId: a.id, displayOrder: 5 },
      { frameId: b.id, displayOrder: 5 },
    ]);
    expect(dupOrders.statusCode).toBe(400);
    expect(dupOrders.json.message).toContain('frameOrders');
    expect(await orderOf()).toEqual(['A:0', 'B:1']);
  });

  it('404s an unknown frame id and changes nothing (all or nothing)', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const res = await reorder([
      { frameId: b.id, displayOrder: 0 },
      { frameId: a.id, displayOrder: 1 },
      { frameId: 999999, displayOrder: 2 },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json.message).toContain('999999');
    expect(await orderOf()).toEqual(['A:0', 'B:1']);
  });

  it('refuses malformed bodies (400)', async () => {
    const a = await create({ name: 'A' });
    for (const frameOrders of [
      [],
      [{ frameId: a.id, displayOrder: -1 }],
      [{ frameId: a.id, displayOrder: 1.5 }],
      [{ frameId: a.id, displayOrder: '1' }],
      [{ frameId: String(a.id), displayOrder: 1 }],
      [{ frameId: a.id }],
      'nope',
    ]) {
      const res = await reorder(frameOrders);
      expect(res.statusCode, JSON.stringify(frameOrders)).toBe(400);
    }
    const missing = await t().call('PUT', '/api/frames/display-order', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('frameOrders');
    expect(await orderOf()).toEqual(['A:0']);
  });

  it('serialises concurrent reorders: the result is one of them, never a mix', async () => {
    const made = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) made.push(await create({ name }));
    const forward = made.map((f, i) => ({ frameId: f.id, displayOrder: i }));
    const backward = made.map((f, i) => ({ frameId: f.id, displayOrder: made.length - 1 - i }));
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => reorder(i % 2 ? forward : [...backward].reverse())),
    );
    expect(runs.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const final = await orderOf();
    expect([
      ['A:0', 'B:1', 'C:2', 'D:3', 'E:4', 'F:5'],
      ['F:0', 'E:1', 'D:2', 'C:3', 'B:4', 'A:5'],
    ]).toContainEqual(final);
  });

  it.runIf(onPostgres)('keeps creates and reorders from colliding when they run together', async () => {
    const made = [];
    for (const name of ['A', 'B', 'C']) made.push(await create({ name }));
    const results = await Promise.all([
      reorder(made.map((f, i) => ({ frameId: f.id, displayOrder: 10 + i }))),
      ...Array.from({ length: 5 }, (_, i) =>
        t().call('POST', '/api/frames', { token, body: { ...base, name: `New ${i}` } }),
      ),
    ]);
    expect(results.every((r) => r.statusCode < 300)).toBe(true);
    const rows = await t().database.db.select({ order: frames.displayOrder }).from(frames);
    expect(new Set(rows.map((r) => r.order)).size).toBe(rows.length);
  });
});
