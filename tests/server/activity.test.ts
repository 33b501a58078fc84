/** Who did what (docs/api.md): the dashboard's activity names the staff member and the item; a frame's own history. */
import { describe, expect, it } from 'vitest';
import { setupTestServer } from './helper';

const t = setupTestServer();

const frameBody = (name: string) => ({ name, description: 'Oak', originalPrice: 5000, currentPrice: 4000 });

async function newFrame(token: string, name: string) {
  const res = await t().call('POST', '/api/frames', { token, body: frameBody(name) });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; version: number };
}

const recent = async (token: string) =>
  (await t().call('GET', '/api/dashboard/stats', { token })).json.data.recentActivity as {
    action: string;
    item: string;
    actor: string | null;
    type: string;
    targetId: number | null;
    detail: string | null;
  }[];

describe('who did what', () => {
  it("the dashboard's activity names the staff member and the item while it exists", async () => {
    const { token } = await t().userToken({ role: 'ADMIN', name: 'Achieng Staff' });
    const frame = await newFrame(token, 'Who Frame');
    const label = (await t().call('POST', '/api/labels', { token, body: { name: `Who label ${frame.id}` } }))
      .json.data as { id: number };
    const top = await recent(token);
    expect(top[0]).toMatchObject({
      type: 'label',
      action: 'Label created',
      actor: 'Achieng Staff',
      targetId: label.id,
    });
    expect(top[1]).toMatchObject({
      type: 'frame',
      action: 'Frame created',
      actor: 'Achieng Staff',
      targetId: frame.id,
    });

    // Deleted: the entries stay, and no longer point at the item.
    expect((await t().call('DELETE', `/api/labels/${label.id}`, { token })).statusCode).toBe(200);
    const after = await recent(token);
    expect(after[0]).toMatchObject({ action: 'Label deleted', actor: 'Achieng Staff', targetId: null });
    expect(
      after.find((a) => a.action === 'Label created' && a.item === `Who label ${frame.id}`)?.targetId,
    ).toBe(null);
    expect(after.find((a) => a.action === 'Frame created' && a.item === 'Who Frame')?.targetId).toBe(
      frame.id,
    );
  });

  it("a frame's history: created, edited with what, status, deleted; newest first, paged", async () => {
    const a = await t().userToken({ role: 'ADMIN', name: 'Otieno Staff' });
    const b = await t().userToken({ role: 'SUPER_ADMIN', name: 'Njeri Boss' });
    const frame = await newFrame(a.token, 'History Frame');
    const other = await newFrame(a.token, 'Other Frame');
    const edit = await t().call('PUT', `/api/frames/${frame.id}`, {
      token: b.token,
      body: { name: 'History Frame 2', currentPrice: 3500 },
    });
    expect(edit.statusCode).toBe(200);
    const status = await t().call('PUT', `/api/frames/${frame.id}/status`, {
      token: a.token,
      body: { status: 'OUT_OF_STOCK' },
    });
    expect(status.statusCode).toBe(200);
    await t().call('PUT', `/api/frames/${other.id}`, { token: b.token, body: { name: 'Other Frame 2' } });

    const res = await t().call('GET', `/api/frames/${frame.id}/activity`, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.json.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(
      res.json.data.map((x: { action: string; actor: string; detail: string | null; targetId: number }) => [
        x.action,
        x.actor,
        x.detail,
        x.targetId,
      ]),
    ).toEqual([
      ['Status changed', 'Otieno Staff', null, frame.id],
      ['Frame updated', 'Njeri Boss', 'name, current price', frame.id],
      ['Frame created', 'Otieno Staff', null, frame.id],
    ]);

    const page2 = await t().call('GET', `/api/frames/${frame.id}/activity?page=2&limit=2`, {
      token: a.token,
    });
    expect(page2.json.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page2.json.data.map((x: { action: string }) => x.action)).toEqual(['Frame created']);

    // Deleted: the frame is gone (404), its history with it; restored, the history is back with both entries.
    expect((await t().call('DELETE', `/api/frames/${frame.id}`, { token: a.token })).statusCode).toBe(200);
    expect((await t().call('GET', `/api/frames/${frame.id}/activity`, { token: a.token })).statusCode).toBe(
      404,
    );
    const restore = await t().call('POST', '/api/frames/trash/restore', {
      token: a.token,
      body: { ids: [frame.id] },
    });
    expect(restore.statusCode).toBe(200);
    const back = await t().call('GET', `/api/frames/${frame.id}/activity?limit=2`, { token: a.token });
    expect(back.json.data.map((x: { action: string }) => x.action)).toEqual([
      'Frame restored',
      'Frame deleted',
    ]);
  });

  it('labels and pictures changed are named; an edit that changes nothing says nothing more', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const frame = await newFrame(token, 'Label Frame');
    const label = (await t().call('POST', '/api/labels', { token, body: { name: `Lbl ${frame.id}` } })).json
      .data;
    await t().call('PUT', `/api/frames/${frame.id}`, { token, body: { labels: [label.id] } });
    await t().call('PUT', `/api/frames/${frame.id}`, {
      token,
      body: { labels: [label.id], name: 'Label Frame' },
    });
    const res = await t().call('GET', `/api/frames/${frame.id}/activity`, { token });
    expect(res.json.data.map((x: { detail: string | null }) => x.detail)).toEqual([null, 'labels', null]);
  });

  it('admin only; 404 for an unknown frame; 400 for a bad page', async () => {
    const frameId = (await newFrame((await t().userToken({ role: 'ADMIN' })).token, 'Private Frame')).id;
    expect((await t().call('GET', `/api/frames/${frameId}/activity`)).statusCode).toBe(401);
    const suspended = await t().userToken({ role: 'ADMIN', status: 'SUSPENDED' });
    expect(
      (await t().call('GET', `/api/frames/${frameId}/activity`, { token: suspended.token })).statusCode,
    ).toBe(403);
    const { token } = await t().userToken({ role: 'ADMIN' });
    expect((await t().call('GET', '/api/frames/999999/activity', { token })).statusCode).toBe(404);
    expect((await t().call('GET', `/api/frames/${frameId}/activity?limit=101`, { token })).statusCode).toBe(
      400,
    );
  });
});
