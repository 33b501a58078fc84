import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { frameChanges, frames } from '../../server/db/schema';
import { CHANGE_SET_TTL_MS } from '../../server/services/frameChanges';
import { bulk, catalogue, undo } from './bulk.fixture';
import { create, label, lastActivity, recordEvents, setupFramesServer, t, token } from './frames.fixture';

setupFramesServer();

/** Bulk actions (docs/api.md, "Bulk changes"): one transaction, all or nothing, undone in one step. */
type Answer = Awaited<ReturnType<typeof bulk>>;
const get = async (id: number) => (await t().call('GET', `/api/frames/${id}`, { token })).json.data;

describe('POST /frames/bulk', () => {
  it('changes prices by a percent: whole shillings, the original price kept for the discount; undo puts them back', async () => {
    const a = await create({ name: 'A', originalPrice: 5000, currentPrice: 4000 });
    const b = await create({ name: 'B', originalPrice: 1234, currentPrice: 1234 });
    const c = await create({ name: 'C', originalPrice: 999, currentPrice: 333 });
    const before = await catalogue();
    const { seen, stop } = recordEvents();
    const res = await bulk([a.id, b.id], { type: 'price', by: 'percent', value: -10 });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: '2 frames updated.', data: { changed: 2 } });
    expect(await get(a.id)).toMatchObject({
      originalPrice: 5000,
      currentPrice: 3600,
      discountAmount: 1400,
      discountPercentage: 28,
    });
    // 1234 * 0.9 = 1110.6 -> 1111, shown as a discount from 1234.
    expect(await get(b.id)).toMatchObject({ originalPrice: 1234, currentPrice: 1111, discountAmount: 123 });
    expect((await get(c.id)).currentPrice).toBe(333);
    expect(seen.map((e) => [e.type, e.id])).toEqual(
      expect.arrayContaining([
        ['frame.updated', a.id],
        ['frame.updated', b.id],
      ]),
    );
    expect(await lastActivity()).toMatchObject({ action: 'Bulk price change', item: '2 frames' });

    const back = await undo(res.json.data.changeSetId);
    expect(back.statusCode).toBe(200);
    expect(back.json).toMatchObject({ data: { restored: 2 }, message: '2 frames put back.' });
    expect(await catalogue()).toEqual(before);
    // A change set is undone once.
    expect((await undo(res.json.data.changeSetId)).statusCode).toBe(404);
  });

  it('a raise past the original price moves the original up with it (no discount); by amount too', async () => {
    const a = await create({ originalPrice: 5000, currentPrice: 4000 });
    await bulk([a.id], { type: 'price', by: 'percent', value: 50 });
    expect(await get(a.id)).toMatchObject({ originalPrice: 6000, currentPrice: 6000, discountAmount: 0 });
    await bulk([a.id], { type: 'price', by: 'amount', value: -500.4 });
    expect(await get(a.id)).toMatchObject({ originalPrice: 6000, currentPrice: 5500, discountAmount: 500 });
  });

  it('sets stock status, publish, unpublish and category, counting only the frames that changed', async () => {
    const a = await create({ name: 'A', category: 'Modern' });
    const b = await create({ name: 'B', status: 'OUT_OF_STOCK' });
    /** Applies the action, checks it, undoes it (the catalogue as before), then applies it again. */
    const step = async (action: Record<string, unknown>, check: (res: Answer) => Promise<void>) => {
      const before = await catalogue();
      const res = await bulk([a.id, b.id], action);
      await check(res);
      expect((await undo(res.json.data.changeSetId)).statusCode).toBe(200);
      expect(await catalogue()).toEqual(before);
      await bulk([a.id, b.id], action);
    };
    await step({ type: 'status', status: 'OUT_OF_STOCK' }, async (res) => {
      expect(res.json).toMatchObject({ data: { changed: 1 }, message: '1 frame updated.' });
      expect((await get(a.id)).status).toBe('OUT_OF_STOCK');
    });
    await step({ type: 'unpublish' }, async (res) => {
      expect(res.json.data.changed).toBe(2);
      expect((await t().call('GET', `/api/public/frames/${a.id}`)).statusCode).toBe(404);
    });
    const { seen, stop } = recordEvents();
    await step({ type: 'publish' }, async (res) => {
      expect(res.json.data.changed).toBe(2);
      expect((await t().call('GET', `/api/public/frames/${a.id}`)).statusCode).toBe(200);
    });
    stop();
    // Published, unpublished by the undo, published again: what the single changes tell visitors.
    expect(seen.map((e) => [e.type, e.id])).toEqual([
      ['frame.created', a.id],
      ['frame.created', b.id],
      ['frame.deleted', a.id],
      ['frame.deleted', b.id],
      ['frame.created', a.id],
      ['frame.created', b.id],
    ]);
    await step({ type: 'category', category: '  Vintage ' }, async (res) => {
      expect(res.json.data.changed).toBe(2);
      expect((await get(b.id)).category).toBe('Vintage');
    });
    const none = await bulk([a.id, b.id], { type: 'category', category: 'Vintage' });
    expect(none.json).toMatchObject({
      data: { changed: 0, changeSetId: null },
      message: '0 frames updated.',
    });
  });

  it('adds and removes a label; undo puts the links back', async () => {
    const tag = await label('Sale');
    const other = await label('New');
    const a = await create({ name: 'A', labels: [tag.id, other.id] });
    const b = await create({ name: 'B', labels: [other.id] });
    const before = await catalogue();
    const add = await bulk([a.id, b.id], { type: 'addLabel', labelId: tag.id });
    expect(add.json.data.changed).toBe(1);
    expect((await get(b.id)).labels.map((l: { id: number }) => l.id).sort()).toEqual(
      [tag.id, other.id].sort(),
    );
    expect((await undo(add.json.data.changeSetId)).statusCode).toBe(200);
    expect(await catalogue()).toEqual(before);
    const remove = await bulk([a.id, b.id], { type: 'removeLabel', labelId: other.id });
    expect(remove.json.data.changed).toBe(2);
    expect((await get(a.id)).labels.map((l: { id: number }) => l.id)).toEqual([tag.id]);
    expect((await get(b.id)).labels).toEqual([]);
    expect((await undo(remove.json.data.changeSetId)).statusCode).toBe(200);
    expect(await catalogue()).toEqual(before);
  });

  it('deletes to the trash; undo restores them', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B', published: false });
    const before = await catalogue();
    const { seen, stop } = recordEvents();
    const res = await bulk([a.id, b.id], { type: 'delete' });
    stop();
    expect(res.json).toMatchObject({ data: { changed: 2 }, message: '2 frames deleted.' });
    expect(seen).toEqual([{ audience: 'public', type: 'frame.deleted', id: a.id }]);
    expect((await t().call('GET', `/api/frames/${a.id}`, { token })).statusCode).toBe(404);
    expect((await catalogue()).trash).toEqual([a.id, b.id]);
    expect((await undo(res.json.data.changeSetId)).json.data.restored).toBe(2);
    expect(await catalogue()).toEqual(before);
  });

  it('refuses the whole change, writing nothing, when one frame would break a rule or is unknown', async () => {
    const a = await create({ name: 'Cheap', originalPrice: 100, currentPrice: 50 });
    const b = await create({ name: 'Dear', originalPrice: 9000, currentPrice: 9000 });
    const before = await catalogue();
    const sets = await t().database.db.select().from(frameChanges);
    const cut = await bulk([b.id, a.id], { type: 'price', by: 'amount', value: -50 });
    expect(cut.statusCode).toBe(422);
    expect(cut.json).toMatchObject({
      success: false,
      message: '"Cheap" would cost 0 KSh. Prices must be greater than 0.',
    });
    const percent = await bulk([a.id, b.id], { type: 'price', by: 'percent', value: -100 });
    expect(percent.statusCode).toBe(422);
    const unknownLabel = await bulk([a.id], { type: 'addLabel', labelId: 999_999 });
    expect(unknownLabel.statusCode).toBe(422);
    expect(unknownLabel.json.message).toBe('Label 999999 not found');
    for (const action of [{ type: 'delete' }, { type: 'status', status: 'OUT_OF_STOCK' }]) {
      const unknown = await bulk([a.id, 999_999], action);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json.message).toBe('Frame 999999 not found');
    }
    expect((await bulk([], { type: 'delete' })).statusCode).toBe(400);
    expect((await bulk([a.id], { type: 'explode' })).statusCode).toBe(400);
    expect((await bulk([a.id], { type: 'status', status: 'LOST' })).statusCode).toBe(400);
    expect(await catalogue()).toEqual(before);
    expect(await t().database.db.select().from(frameChanges)).toEqual(sets);
  });

  it('is admin only', async () => {
    const a = await create();
    expect(
      (await t().call('POST', '/api/frames/bulk', { body: { ids: [a.id], action: { type: 'delete' } } }))
        .statusCode,
    ).toBe(401);
    expect((await t().call('POST', '/api/frames/changes/x/undo')).statusCode).toBe(401);
  });
});

describe('POST /frames/changes/{id}/undo', () => {
  it('refuses with 409, putting nothing back, when a frame changed since or is gone', async () => {
    const a = await create({ name: 'Walnut' });
    const b = await create({ name: 'Ash' });
    const res = await bulk([a.id, b.id], { type: 'status', status: 'OUT_OF_STOCK' });
    await t().call('PUT', `/api/frames/${b.id}`, { token, body: { name: 'Ash renamed' } });
    const changed = await catalogue();
    const refused = await undo(res.json.data.changeSetId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(
      '"Ash" was changed or deleted since, so nothing was undone. Change it back by hand if needed.',
    );
    expect(await catalogue()).toEqual(changed);

    const again = await bulk([a.id], { type: 'status', status: 'IN_STOCK' });
    await t().call('DELETE', `/api/frames/${a.id}`, { token });
    expect((await undo(again.json.data.changeSetId)).statusCode).toBe(409);
  });

  it('refuses 409 when a bulk-deleted frame is no longer in the trash', async () => {
    const a = await create({ name: 'A' });
    const res = await bulk([a.id], { type: 'delete' });
    await t().call('POST', '/api/frames/trash/restore', { token, body: { ids: [a.id] } });
    const refused = await undo(res.json.data.changeSetId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(`Frame ${a.id} is not in the trash any more, so nothing was undone.`);
  });

  it('a change set expires after an hour (404), and old ones are deleted when the next is recorded', async () => {
    const a = await create();
    const res = await bulk([a.id], { type: 'unpublish' });
    const id = res.json.data.changeSetId as string;
    const old = new Date(Date.now() - CHANGE_SET_TTL_MS - 1000);
    await t().database.db.update(frameChanges).set({ createdAt: old }).where(eq(frameChanges.id, id));
    const gone = await undo(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json.message).toBe(
      'This change can no longer be undone (changes can be undone for an hour).',
    );
    expect((await t().database.db.select().from(frames).where(eq(frames.id, a.id)))[0]!.published).toBe(
      false,
    );
    expect(await t().database.db.select().from(frameChanges).where(eq(frameChanges.id, id))).toEqual([]);
  });
});
