import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { frameEnquiries, frameTrash } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

/** The trash (docs/api.md, "Trash"): a deleted frame is gone for every client, and restorable for 30 days. */
const servers = {
  disk: setupTestServer({ storage: 'disk', publicUrl: 'https://shop.example' }),
  database: setupTestServer({ storage: 'database', publicUrl: 'https://shop.example' }),
};

/** A picture of one colour, as an upload would bring. */
const picture = (background: string) =>
  sharp({ create: { width: 600, height: 500, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The fields of a frame these tests read. */
type Frame = Pick<Record<'id' | 'displayOrder', number>, 'id' | 'displayOrder'> & {
  name: string;
  published: boolean;
  labels: { id: number }[];
  images: { imageUrl: string; variants: { url: string }[] }[];
};

describe.each(['disk', 'database'] as const)('the trash (%s storage)', (kind) => {
  const t = servers[kind];

  async function frameWithPictures(name: string, token: string, actorId: number) {
    const label = (await t().call('POST', '/api/labels', { token, body: { name: `${name} tag` } })).json.data;
    const created = await t().call('POST', '/api/frames', {
      token,
      body: { name, description: 'Oak', originalPrice: 5000, currentPrice: 4000, labels: [label.id] },
    });
    const id = created.json.data.id as number;
    await t().app.services.images.addImages(
      id,
      [await picture('#aa3300'), await picture('#0033aa')],
      actorId,
    );
    const frame = (await t().call('GET', `/api/frames/${id}`, { token })).json.data as Frame;
    return { frame, label };
  }
  const restore = (token: string, ids: unknown) =>
    t().call('POST', '/api/frames/trash/restore', { token, body: { ids } });
  const purge = (token: string, ids: unknown) =>
    t().call('POST', '/api/frames/trash/purge', { token, body: { ids } });
  const served = async (url: string) => (await t().app.inject({ method: 'GET', url })).statusCode;
  const urlsOf = (frame: Frame) => frame.images.flatMap((i) => [i.imageUrl, ...i.variants.map((v) => v.url)]);

  it('DELETE answers as before and the frame is gone everywhere; restore brings it back whole', async () => {
    const { token, id: actorId } = await t().userToken({ role: 'ADMIN', name: 'Wanjiru Kamau' });
    const { frame } = await frameWithPictures(`Trash Oak ${kind}`, token, actorId);
    await t().database.db.insert(frameEnquiries).values({ frameId: frame.id, day: '2026-11-01', chat: 3 });

    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await t().call('DELETE', `/api/frames/${frame.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: null, message: 'Frame deleted successfully.' });
    expect(seen.filter((e) => e.audience === 'public')).toEqual([
      { audience: 'public', type: 'frame.deleted', id: frame.id },
    ]);

    // Gone for every client that knows nothing of the trash.
    expect((await t().call('GET', `/api/frames/${frame.id}`, { token })).statusCode).toBe(404);
    expect((await t().call('GET', `/api/public/frames/${frame.id}`)).statusCode).toBe(404);
    expect(
      (await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { name: 'x' } })).statusCode,
    ).toBe(404);
    const admin = (await t().call('GET', '/api/frames?limit=1000', { token })).json.data as Frame[];
    expect(admin.map((f) => f.id)).not.toContain(frame.id);
    const shop = (await t().call('GET', '/api/public/frames?limit=100')).json.data as Frame[];
    expect(shop.map((f) => f.id)).not.toContain(frame.id);
    expect((await t().call('GET', '/sitemap.xml')).body).not.toContain(`/frame/${frame.id}`);
    expect((await t().call('GET', '/feeds/google.xml')).body).not.toContain(`<g:id>${frame.id}</g:id>`);
    expect((await t().app.inject({ method: 'GET', url: `/frame/${frame.id}` })).statusCode).toBe(404);
    expect((await t().call('DELETE', `/api/frames/${frame.id}`, { token })).statusCode).toBe(404);

    // In the trash, with who deleted it and when it goes for good.
    const list = await t().call('GET', '/api/frames/trash', { token });
    expect(list.statusCode).toBe(200);
    const item = (list.json.data as Record<string, unknown>[]).find((f) => f.id === frame.id)!;
    expect(item).toMatchObject({
      name: frame.name,
      currentPrice: 4000,
      status: 'IN_STOCK',
      published: true,
      imageUrl: frame.images[0]!.imageUrl,
      deletedBy: 'Wanjiru Kamau',
    });
    const days = (Date.parse(item.purgeAt as string) - Date.parse(item.deletedAt as string)) / 86_400_000;
    expect(days).toBe(30);
    expect(list.json.pagination).toMatchObject({ page: 1, limit: 20 });
    // Its pictures are kept for a restore; the orphan sweep leaves them.
    await t().app.services.images.sweepOrphans(new Date(Date.now() + 60_000));
    for (const url of urlsOf(frame)) expect(await served(url)).toBe(200);

    seen.length = 0;
    const restored = await restore(token, [frame.id]);
    stop();
    expect(restored.statusCode).toBe(200);
    expect(restored.json.message).toBe('Frame restored.');
    const back = restored.json.data[0] as Frame;
    expect(back).toMatchObject({
      id: frame.id,
      name: frame.name,
      displayOrder: frame.displayOrder,
      published: true,
      labels: frame.labels,
    });
    expect(back.images.map((i) => i.imageUrl)).toEqual(frame.images.map((i) => i.imageUrl));
    expect(seen.filter((e) => e.audience === 'public')).toEqual([
      expect.objectContaining({ type: 'frame.created', id: frame.id }),
    ]);
    expect((await t().call('GET', `/api/public/frames/${frame.id}`)).statusCode).toBe(200);
    const enquiries = await t()
      .database.db.select()
      .from(frameEnquiries)
      .where(eq(frameEnquiries.frameId, frame.id));
    expect(enquiries).toMatchObject([{ day: '2026-11-01', chat: 3 }]);
    const trash = (await t().call('GET', '/api/frames/trash', { token })).json.data as { id: number }[];
    expect(trash.map((f) => f.id)).not.toContain(frame.id);
    expect((await restore(token, [frame.id])).json).toEqual({
      success: false,
      message: `Frame ${frame.id} is not in the trash`,
    });
  });

  it('a label deleted meanwhile is left out of the restored frame; a draft comes back a draft', async () => {
    const { token, id: actorId } = await t().userToken({ role: 'ADMIN' });
    const { frame, label } = await frameWithPictures(`Trash Draft ${kind}`, token, actorId);
    await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { published: false } });
    await t().call('DELETE', `/api/frames/${frame.id}`, { token });
    expect((await t().call('DELETE', `/api/labels/${label.id}`, { token })).statusCode).toBe(200);
    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const back = (await restore(token, [frame.id])).json.data[0];
    stop();
    expect(back).toMatchObject({ id: frame.id, published: false, labels: [] });
    expect(seen.filter((e) => e.audience === 'public')).toEqual([]);
    expect((await t().call('GET', `/api/public/frames/${frame.id}`)).statusCode).toBe(404);
  });

  it('Delete forever removes the frame and its picture files; 404 for what is not in the trash', async () => {
    const { token, id: actorId } = await t().userToken({ role: 'ADMIN' });
    const { frame } = await frameWithPictures(`Trash Gone ${kind}`, token, actorId);
    await t().call('DELETE', `/api/frames/${frame.id}`, { token });
    const res = await purge(token, [frame.id]);
    expect(res.json).toEqual({ success: true, data: null, message: 'Frame deleted forever.' });
    for (const url of urlsOf(frame)) expect(await served(url)).toBe(404);
    const live = (
      await t().call('POST', '/api/frames', {
        token,
        body: { name: 'Alive', description: 'd', originalPrice: 10, currentPrice: 10 },
      })
    ).json.data;
    // Gone for good, unknown, or not deleted: 404, and nothing else in the request is done.
    for (const id of [frame.id, 999999, live.id]) {
      expect((await purge(token, [id])).statusCode).toBe(404);
      expect((await restore(token, [id])).statusCode).toBe(404);
    }
    expect((await t().call('GET', `/api/frames/${live.id}`, { token })).statusCode).toBe(200);
  });

  it('restores and purges several at once, all or nothing', async () => {
    const { token, id: actorId } = await t().userToken({ role: 'ADMIN' });
    const a = (await frameWithPictures(`Trash A ${kind}`, token, actorId)).frame;
    const b = (await frameWithPictures(`Trash B ${kind}`, token, actorId)).frame;
    for (const f of [a, b]) await t().call('DELETE', `/api/frames/${f.id}`, { token });
    expect((await restore(token, [a.id, 999999])).statusCode).toBe(404);
    expect((await purge(token, [b.id, 999999])).statusCode).toBe(404);
    for (const url of urlsOf(b)) expect(await served(url)).toBe(200);
    const both = await restore(token, [a.id, b.id, a.id]);
    expect(both.json.message).toBe('2 frames restored.');
    expect((both.json.data as Frame[]).map((f) => f.id).sort()).toEqual([a.id, b.id].sort());
    for (const f of [a, b]) await t().call('DELETE', `/api/frames/${f.id}`, { token });
    expect((await purge(token, [a.id, b.id])).json.message).toBe('2 frames deleted forever.');
    for (const bad of [[], ['x'], [0], [2_147_483_648], 'all', null])
      expect((await restore(token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
  });

  it('purges frames deleted more than 30 days ago, with their files', async () => {
    const { token, id: actorId } = await t().userToken({ role: 'ADMIN' });
    const old = await frameWithPictures(`Trash Old ${kind}`, token, actorId);
    const recent = await frameWithPictures(`Trash Recent ${kind}`, token, actorId);
    await t().call('DELETE', `/api/frames/${old.frame.id}`, { token });
    await t().call('DELETE', `/api/frames/${recent.frame.id}`, { token });
    await t()
      .database.db.update(frameTrash)
      .set({ deletedAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(frameTrash.id, old.frame.id));
    await t()
      .database.db.update(frameTrash)
      .set({ deletedAt: sql`now() - interval '29 days 23 hours'` })
      .where(eq(frameTrash.id, recent.frame.id));
    const ids = ((await t().call('GET', '/api/frames/trash?limit=100', { token })).json.data as Frame[]).map(
      (f) => f.id,
    );
    expect(ids).toContain(recent.frame.id);
    expect(ids).not.toContain(old.frame.id);
    for (const url of urlsOf(old.frame)) expect(await served(url)).toBe(404);
    for (const url of urlsOf(recent.frame)) expect(await served(url)).toBe(200);
  });

  it('is for staff only and checks its page parameters', async () => {
    expect((await t().call('GET', '/api/frames/trash')).statusCode).toBe(401);
    expect((await t().call('POST', '/api/frames/trash/restore', { body: { ids: [1] } })).statusCode).toBe(
      401,
    );
    const { token } = await t().userToken({ role: 'ADMIN' });
    expect((await t().call('GET', '/api/frames/trash?limit=101', { token })).statusCode).toBe(400);
    expect((await t().call('GET', '/api/frames/trash?page=0', { token })).statusCode).toBe(400);
  });
});
