/**
 * A message's mark through the graph client against the real server: one optimistic mechanism, graphcache's
 * (src/api/cacheOptimistic.ts), with the Messages screen's own mark document. While the call is held, the
 * list watched shows the new status; the server's answer replaces it; a refusal (412, a stale version) or a
 * call that finds no connection shows the server's status again, with nothing left to roll back by hand
 * (machines/message.machine.ts keeps no status).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { MarkMessageMutation } from '../../src/admin/messages/documents';
import { createShopClient, memoryStorage, type ShopClient, TOKEN_KEY } from '../../src/api/client';
import { MessagesQuery } from '../../src/api/documents/admin';
import { ifMatchOf } from '../../src/api/http';
import { startTestServer, type TestServer } from './helper';

let t: TestServer;
let client: ShopClient;
let token = '';
/** Calls to a message's status wait for `release` (the server has not answered yet); `cut` makes them fail. */
let held: Promise<void> = Promise.resolve();
let release: () => void = () => {};
let cut = false;
const hold = () => {
  held = new Promise((resolve) => {
    release = resolve;
  });
};

beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const storage = memoryStorage();
  token = (await t.userToken({ role: 'ADMIN', name: 'Ann Admin' })).token;
  storage.setItem(TOKEN_KEY, token);
  client = createShopClient({
    baseUrl: `http://127.0.0.1:${address.port}/api`,
    storage,
    retries: 0,
    fetch: async (input, init) => {
      if (/\/messages\/\d+\/status$/.test(String(input))) {
        await held;
        if (cut) throw new TypeError('Failed to fetch');
      }
      return fetch(input, init);
    },
  });
});

afterAll(async () => {
  client?.http.dispose();
  await t?.close();
});

type Row = { id: number; status: string; version?: number | null };

/** A new contact message (unread); its id. */
async function contact(subject: string) {
  const res = await t.call('POST', '/api/public/contact', {
    body: { name: 'Wanjiru', email: 'wanjiru@example.com', subject, message: 'Hello.' },
  });
  expect(res.statusCode).toBe(201);
  return res.json.data.id as number;
}

/** The messages list kept active (as the mounted screen keeps it); `until` waits for a row to read so. */
function watchMessages() {
  let rows: Row[] = [];
  const waiters = new Set<() => void>();
  const sub = pipe(
    client.query(MessagesQuery, { limit: 100, sortBy: 'createdAt', sortOrder: 'desc' }),
    subscribe((r) => {
      rows = (r.data?.messages.data ?? []) as Row[];
      for (const w of waiters) w();
    }),
  );
  return {
    stop: () => sub.unsubscribe(),
    until: (id: number, pred: (r: Row) => boolean) =>
      new Promise<Row>((resolve, reject) => {
        const check = () => {
          const r = rows.find((x) => x.id === id);
          if (r && pred(r)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(r);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; row ${id}: ${JSON.stringify(rows.find((x) => x.id === id))}`));
        }, 5000);
        waiters.add(check);
        check();
      }),
  };
}

const mark = (id: number, status: 'READ' | 'REPLIED', version: number | null | undefined) =>
  client.mutation(MarkMessageMutation, { id, status, ifMatch: ifMatchOf(version ?? null) }).toPromise();

describe("a message's mark: shown at once by graphcache, the server's answer has the last word", () => {
  it('a mark shows in the list while the call is on its way, then as saved', async () => {
    const id = await contact('Optimistic mark');
    const list = watchMessages();
    const before = await list.until(id, (r) => r.status === 'UNREAD');
    hold();
    let answered = false;
    const call = mark(id, 'READ', before.version).then((r) => {
      answered = true;
      return r;
    });
    await list.until(id, (r) => r.status === 'READ');
    expect(answered).toBe(false);
    release();
    const result = await call;
    expect(result.error).toBeUndefined();
    const saved = await list.until(id, (r) => r.status === 'READ' && r.version !== before.version);
    expect(saved.version).toBe(result.data?.setMessageStatus.version);
    list.stop();
  });

  it("a stale mark (412) shows at once, then the server's status again", async () => {
    const id = await contact('Stale mark');
    const list = watchMessages();
    const before = await list.until(id, (r) => r.status === 'UNREAD');
    // Someone else marks it first; this client still names the version it listed.
    const other = await t.call('PUT', `/api/messages/${id}/status`, { token, body: { status: 'REPLIED' } });
    expect(other.statusCode).toBe(200);
    hold();
    const call = mark(id, 'READ', before.version);
    await list.until(id, (r) => r.status === 'READ');
    release();
    const result = await call;
    expect((result.error?.networkError as { status?: number } | undefined)?.status).toBe(412);
    const after = await list.until(id, (r) => r.status !== 'READ');
    expect(after).toMatchObject({ status: 'UNREAD', version: before.version });
    list.stop();
  });

  it("a mark that finds no connection shows at once, then the server's status again", async () => {
    const id = await contact('Offline mark');
    const list = watchMessages();
    const before = await list.until(id, (r) => r.status === 'UNREAD');
    hold();
    cut = true;
    const call = mark(id, 'REPLIED', before.version);
    await list.until(id, (r) => r.status === 'REPLIED');
    release();
    const result = await call;
    cut = false;
    expect((result.error?.networkError as { _tag?: string } | undefined)?._tag).toBe('NetworkError');
    const after = await list.until(id, (r) => r.status !== 'REPLIED');
    expect(after).toMatchObject({ status: 'UNREAD', version: before.version });
    list.stop();
  });
});
