/**
 * Idempotency-Key on every POST that creates (docs/api.md, "Retrying a create"): a client that lost an answer
 * sends the request again with the same key and gets the first answer, never a second row. Before, 189 of
 * 200 concurrent uploads saw socket errors while all 200 were stored: a retrying client made duplicates.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import {
  frameImages,
  frames,
  idempotencyKeys,
  labels,
  marquee,
  messages,
  users,
} from '../../server/db/schema';
import { onPostgres, setupSecondInstance, setupTestServer } from './helper';

const t = setupTestServer();
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await t().userToken({ role: 'SUPER_ADMIN' });
});

const unique = () => Math.random().toString(36).slice(2, 8);
type Table = typeof frames | typeof labels | typeof users | typeof marquee | typeof messages;
const rows = async (table: Table) => {
  const [row] = await t().database.db.select({ n: count() }).from(table);
  return Number(row!.n);
};

/** A picture as a browser would send it: FormData, a fresh boundary each time. */
async function upload(color: string) {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('images', new Blob([picture], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  };
}

const post = (url: string, body: unknown, key?: string, token: string | undefined = admin.token) =>
  t().call('POST', url, {
    ...(token ? { token } : {}),
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('a repeat with the same key', () => {
  it('answers the first result (status and body) and creates nothing, on every POST that creates', async () => {
    const [frame] = await t()
      .database.db.insert(frames)
      .values({
        name: `Source ${unique()}`,
        description: 'd',
        originalPrice: 1000,
        currentPrice: 900,
        displayOrder: 1000,
      })
      .returning();
    const creates: [string, unknown, Table, string | undefined][] = [
      [
        '/api/frames',
        { name: `Idem ${unique()}`, description: 'd', originalPrice: 5000, currentPrice: 4000 },
        frames,
        admin.token,
      ],
      ['/api/labels', { name: `Idem ${unique()}` }, labels, admin.token],
      [
        '/api/users',
        { name: 'Idem', email: `idem-${unique()}@shop.test`, password: 'long enough pw', role: 'ADMIN' },
        users,
        admin.token,
      ],
      ['/api/marquee', { text: `Idem ${unique()}` }, marquee, admin.token],
      [`/api/frames/${frame!.id}/duplicate`, undefined, frames, admin.token],
      [
        '/api/public/contact',
        {
          name: 'Amina Wanjiru',
          email: 'amina@example.com',
          phone: '0712345678',
          subject: 'Hello',
          message: 'A question',
        },
        messages,
        undefined,
      ],
    ];
    for (const [url, body, table, token] of creates) {
      const key = randomUUID();
      const first = await post(url, body, key, token);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(201);
      const before = await rows(table);
      const again = await post(url, body, key, token);
      expect(again.statusCode, url).toBe(201);
      expect(again.body, url).toBe(first.body);
      expect(again.headers['idempotent-replayed'], url).toBe('true');
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(await rows(table), url).toBe(before);
      // Without a key (or with a new one) the same request creates again, as before.
      if (url.endsWith('/duplicate')) {
        expect((await post(url, body, randomUUID(), token)).statusCode).toBe(201);
        expect(await rows(table)).toBe(before + 1);
      }
    }
  });

  it('answers an upload again without storing its pictures twice (a new multipart boundary, the same files)', async () => {
    const created = await post('/api/frames', {
      name: `Pictures ${unique()}`,
      description: 'd',
      originalPrice: 10,
      currentPrice: 10,
    });
    const url = `/api/frames/${created.json.data.id}/images`;
    const key = randomUUID();
    const send = async (color: string) => {
      const { payload, type } = await upload(color);
      return t().app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': type, 'idempotency-key': key },
      });
    };
    const first = await send('#336699');
    expect(first.statusCode, first.body).toBe(201);
    const stored = await t().app.services.storage.keys();
    const again = await send('#336699');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await t().app.services.storage.keys()).toEqual(stored);
    const images = await t()
      .database.db.select()
      .from(frameImages)
      .where(eq(frameImages.frameId, created.json.data.id));
    expect(images).toHaveLength(1);
    // Other files under the same key: another request.
    const other = await send('#993366');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      success: false,
      message:
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
  });
});

describe('the same key for another request', () => {
  it('is 422 with the envelope and creates nothing; a body in another field order is the same request', async () => {
    const key = randomUUID();
    const name = `Key ${unique()}`;
    expect((await post('/api/labels', { name, color: '#112233' }, key)).statusCode).toBe(201);
    const before = await rows(labels);
    const reordered = await t().call('POST', '/api/labels', {
      token: admin.token,
      body: `{"color":"#112233","name":${JSON.stringify(name)}}`,
      headers: { 'idempotency-key': key },
    });
    expect(reordered.statusCode).toBe(201);
    const other = await post('/api/labels', { name: `${name} 2` }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json.success).toBe(false);
    expect(other.json.message).toMatch(/already used for a different request/);
    // The same body on another route is another request too.
    expect((await post('/api/marquee', { text: name }, key)).statusCode).toBe(422);
    expect(await rows(labels)).toBe(before);
  });

  it('belongs to its caller: another user with the same key creates its own', async () => {
    const other = await t().userToken({ role: 'ADMIN' });
    const key = randomUUID();
    const body = { text: `Shared key ${unique()}` };
    const before = await rows(marquee);
    const mine = await post('/api/marquee', body, key);
    const theirs = await post('/api/marquee', body, key, other.token);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json.data.id).not.toBe(mine.json.data.id);
    expect(await rows(marquee)).toBe(before + 2);
  });
});

describe('what is kept', () => {
  it('keeps no failure: a refused request frees its key, and the corrected one runs', async () => {
    const key = randomUUID();
    const bad = await post(
      '/api/frames',
      { name: '', description: 'd', originalPrice: 1, currentPrice: 1 },
      key,
    );
    expect(bad.statusCode).toBe(400);
    const good = await post(
      '/api/frames',
      { name: `Fixed ${unique()}`, description: 'd', originalPrice: 1, currentPrice: 1 },
      key,
    );
    expect(good.statusCode).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers again for 24 hours; after that the key is new', async () => {
    const key = randomUUID();
    const body = { text: `Day ${unique()}` };
    const first = await post('/api/marquee', body, key);
    const age = async (hours: number) =>
      t()
        .database.db.update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(secs => ${hours * 3600})` })
        .where(eq(idempotencyKeys.key, key));
    await age(23.9);
    const replay = await post('/api/marquee', body, key);
    expect(replay.json.data.id).toBe(first.json.data.id);
    await age(24.1);
    const fresh = await post('/api/marquee', body, key);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json.data.id).not.toBe(first.json.data.id);
  });

  it('refuses a malformed key with 400', async () => {
    for (const key of ['x'.repeat(256), 'two words']) {
      const res = await post('/api/labels', { name: `Bad key ${unique()}` }, key);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
  });
});

describe('concurrent duplicates', () => {
  it('create one row: the others get it again or 409 (still running), never a second', async () => {
    const key = randomUUID();
    const name = `Burst ${unique()}`;
    const body = { name, description: 'd', originalPrice: 5000, currentPrice: 4000 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/frames', body, key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      String(statuses),
    ).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json.data.id));
    expect(ids.size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode === 409)) {
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json.message).toMatch(/still being processed/);
    }
    const made = await t().database.db.select().from(frames).where(eq(frames.name, name));
    expect(made).toHaveLength(1);
    // Retried after the 409, every one gets the created frame.
    const retry = await post('/api/frames', body, key);
    expect(retry.json.data.id).toBe(made[0]!.id);
  });
});

describe.runIf(onPostgres)('on two instances (PostgreSQL)', () => {
  const b = setupSecondInstance(t);

  it('a retry through the other instance gets the first answer; a burst across both creates one row', async () => {
    const through = (app: App, key: string, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/frames',
        payload: body,
        headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': key },
      });
    const key = randomUUID();
    const body = { name: `Two ${unique()}`, description: 'd', originalPrice: 10, currentPrice: 10 };
    const first = await through(t().app, key, body);
    const again = await through(b(), key, body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);

    const burstKey = randomUUID();
    const burst = { ...body, name: `Burst two ${unique()}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => through(i % 2 ? b() : t().app, burstKey, burst)),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(await t().database.db.select().from(frames).where(eq(frames.name, burst.name))).toHaveLength(1);
  });
});
