import { describe, expect, it } from 'vitest';
import { frameLabels, frames } from '../../server/db/schema';
import { LABEL_IN_USE } from '../../server/services/labels.service';
import { setupTestServer } from './helper';

const t = setupTestServer();

describe('labels', () => {
  it('refuses callers without a token', async () => {
    const res = await t().call('GET', '/api/labels');
    expect(res.statusCode).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('creates with a trimmed name and the default colour, and lists by name', async () => {
    const { token } = await t().userToken({ role: 'ADMIN' });
    const created = await t().call('POST', '/api/labels', { token, body: { name: '  Zebra  ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json.data).toMatchObject({ name: 'Zebra', color: '#3B82F6', usageCount: 0 });
    await t().call('POST', '/api/labels', { token, body: { name: 'Apple', color: '#ff0000' } });
    const list = await t().call('GET', '/api/labels?sortBy=name&sortOrder=asc&page=1&limit=20', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json.data.map((l: { name: string }) => l.name)).toEqual(['Apple', 'Zebra']);
    expect(list.json.data[0].color).toBe('#FF0000');
    expect(list.json.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
    const search = await t().call('GET', '/api/labels?search=zeb', { token });
    expect(search.json.data.map((l: { name: string }) => l.name)).toEqual(['Zebra']);
  });

  it('refuses blank names, bad colours, duplicate names (any case) and bad paging', async () => {
    const { token } = await t().userToken();
    expect((await t().call('POST', '/api/labels', { token, body: { name: '   ' } })).statusCode).toBe(400);
    const missing = await t().call('POST', '/api/labels', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toContain('name');
    expect(
      (await t().call('POST', '/api/labels', { token, body: { name: 'X', color: 'blue' } })).statusCode,
    ).toBe(400);
    expect((await t().call('POST', '/api/labels', { token, body: { name: 42 } })).statusCode).toBe(400);
    await t().call('POST', '/api/labels', { token, body: { name: 'Unique' } });
    const dup = await t().call('POST', '/api/labels', { token, body: { name: 'uNIQUE' } });
    expect(dup.statusCode).toBe(409);
    expect((await t().call('GET', '/api/labels?limit=0', { token })).statusCode).toBe(400);
    expect((await t().call('GET', '/api/labels?limit=101', { token })).statusCode).toBe(400);
    expect((await t().call('GET', '/api/labels?page=0', { token })).statusCode).toBe(400);
  });

  it('answers invalid JSON with the contract message', async () => {
    const { token } = await t().userToken();
    const res = await t().call('POST', '/api/labels', { token, body: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'Invalid JSON in request body' });
  });

  it('updates, reads, and 404s unknown ids', async () => {
    const { token } = await t().userToken();
    const { json } = await t().call('POST', '/api/labels', { token, body: { name: 'Old' } });
    const updated = await t().call('PUT', `/api/labels/${json.data.id}`, {
      token,
      body: { name: ' New ', color: '#00FF00' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json.data).toMatchObject({ name: 'New', color: '#00FF00' });
    expect((await t().call('GET', `/api/labels/${json.data.id}`, { token })).json.data.name).toBe('New');
    expect((await t().call('GET', '/api/labels/999999', { token })).statusCode).toBe(404);
    expect((await t().call('GET', '/api/labels/abc', { token })).statusCode).toBe(404);
    expect((await t().call('PUT', '/api/labels/999999', { token, body: { name: 'x' } })).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a label in use (409, the spec sentence) and deletes an unused one', async () => {
    const { token } = await t().userToken();
    const { json } = await t().call('POST', '/api/labels', { token, body: { name: 'In use' } });
    const [frame] = await t()
      .database.db.insert(frames)
      .values({ name: 'F', description: 'd', originalPrice: 10, currentPrice: 10 })
      .returning();
    await t().database.db.insert(frameLabels).values({ frameId: frame!.id, labelId: json.data.id });
    const got = await t().call('GET', `/api/labels/${json.data.id}`, { token });
    expect(got.json.data.usageCount).toBe(1);
    const refused = await t().call('DELETE', `/api/labels/${json.data.id}`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(LABEL_IN_USE);

    const free = await t().call('POST', '/api/labels', { token, body: { name: 'Free' } });
    const deleted = await t().call('DELETE', `/api/labels/${free.json.data.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json.success).toBe(true);
    expect((await t().call('GET', `/api/labels/${free.json.data.id}`, { token })).statusCode).toBe(404);
  });

  it('gives an ETag and answers 304 to a matching If-None-Match', async () => {
    const { token } = await t().userToken();
    const first = await t().call('GET', '/api/labels', { token });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t().call('GET', '/api/labels', {
      token,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('request bodies', () => {
  it('treats an empty JSON body as no body: DELETE works, a route that needs a body says what is missing', async () => {
    const { token } = await t().userToken();
    const { json } = await t().call('POST', '/api/labels', { token, body: { name: 'Empty body' } });
    const headers = { 'content-type': 'application/json' };
    const deleted = await t().call('DELETE', `/api/labels/${json.data.id}`, { token, headers });
    expect(deleted.statusCode).toBe(200);
    const missing = await t().call('POST', '/api/labels', { token, headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.success).toBe(false);
  });

  it('refuses prototype pollution keys', async () => {
    const { token } = await t().userToken();
    const res = await t().call('POST', '/api/labels', {
      token,
      body: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Invalid JSON in request body');
  });

  it('checks the token before the body: no token with a bad body is 401', async () => {
    const res = await t().call('POST', '/api/labels', { body: { name: 42 } });
    expect(res.statusCode).toBe(401);
  });
});
