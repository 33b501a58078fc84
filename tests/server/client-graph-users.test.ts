/**
 * A user's status or role change through the graph client against the real server: one optimistic mechanism,
 * graphcache's (src/api/cacheOptimistic.ts). While the call is held, the list watched shows the new value; the
 * server's answer replaces it; a refusal shows the server's value again, with nothing left to roll back by
 * hand (machines/userChange.machine.ts keeps no copy of the value).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipe, subscribe } from 'wonka';
import {
  SetUserRoleMutation,
  SetUserStatusMutation,
  UsersQuery,
} from '../../src/admin/users/users.documents';
import { createShopClient, memoryStorage, type ShopClient, TOKEN_KEY } from '../../src/api/client';
import { ifMatchOf } from '../../src/api/http';
import { startTestServer, type TestServer } from './helper';

let t: TestServer;
let client: ShopClient;
let me: number;
let ann: number;
/** Calls to a user's status or role wait for `release` (the server has not answered yet). */
let held: Promise<void> = Promise.resolve();
let release: () => void = () => {};
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
  const self = await t.userToken({ role: 'SUPER_ADMIN', name: 'Sam Super' });
  me = self.id;
  ann = (await t.userToken({ role: 'ADMIN', name: 'Ann Admin' })).id;
  storage.setItem(TOKEN_KEY, self.token);
  client = createShopClient({
    baseUrl: `http://127.0.0.1:${address.port}/api`,
    storage,
    retries: 0,
    fetch: async (input, init) => {
      if (/\/users\/\d+\/(status|role)$/.test(String(input))) await held;
      return fetch(input, init);
    },
  });
});

afterAll(async () => {
  client?.http.dispose();
  await t?.close();
});

type Row = { id: number; status: string; role: string; version: number | null };

/** The users list kept active (as the mounted screen keeps it); `until` waits for a row to read so. */
function watchUsers() {
  let rows: Row[] = [];
  const waiters = new Set<() => void>();
  const sub = pipe(
    client.query(UsersQuery, { limit: 100 }),
    subscribe((r) => {
      rows = (r.data?.users.data ?? []) as Row[];
      for (const w of waiters) w();
    }),
  );
  return {
    row: (id: number) => rows.find((r) => r.id === id),
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

describe("a user's status and role: shown at once by graphcache, the server's answer has the last word", () => {
  it('a status change shows in the list while the call is on its way, then as saved', async () => {
    const users = watchUsers();
    const before = await users.until(ann, (r) => r.status === 'ACTIVE');
    hold();
    let answered = false;
    const call = client
      .mutation(SetUserStatusMutation, { id: ann, status: 'SUSPENDED', ifMatch: ifMatchOf(before.version) })
      .toPromise()
      .then((r) => {
        answered = true;
        return r;
      });
    await users.until(ann, (r) => r.status === 'SUSPENDED');
    expect(answered).toBe(false);
    release();
    const result = await call;
    expect(result.error).toBeUndefined();
    const saved = await users.until(ann, (r) => r.status === 'SUSPENDED' && r.version !== before.version);
    expect(saved.version).toBe(result.data?.setUserStatus.version);
    users.stop();
  });

  it("a refused change (one's own role) shows at once, then the server's value again", async () => {
    const users = watchUsers();
    const before = await users.until(me, (r) => r.role === 'SUPER_ADMIN');
    hold();
    const call = client
      .mutation(SetUserRoleMutation, { id: me, role: 'ADMIN', ifMatch: ifMatchOf(before.version) })
      .toPromise();
    await users.until(me, (r) => r.role === 'ADMIN');
    release();
    const result = await call;
    expect(result.error?.message).toContain('You cannot change your own role');
    const after = await users.until(me, (r) => r.role === 'SUPER_ADMIN');
    expect(after.version).toBe(before.version);
    users.stop();
  });
});
