/**
 * A change shown at once (graphcache's optimistic answer) stays shown until its own answer arrives, whatever
 * the server's events ask to be read meanwhile (test:e2e:repeat, seed 576209510: the users screen showed
 * 'Super Admin' again while 'Make Admin' was on its way). The event of the change before it arrived late:
 * graphcache fetched the invalidated list again, that request was sent after the optimistic answer was
 * written, so its layer ranked above it, and its answer (read before the change) hid it. The rest exchange
 * now sends the queries asked for while an optimistic change is on its way once that change has answered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetUserRoleMutation, UsersQuery } from '../../../src/admin/users/users.documents';
import { adminClient, settle } from './fakeShop';
import { FakeSocket } from './realtimeFakes';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Held {
  method: string;
  path: string;
  resolve: (r: Response) => void;
}

/** The admin client against a server holding one user, whose requests the test answers by hand. */
async function usersShop() {
  const user = {
    id: 2,
    name: 'Eve',
    email: 'eve@example.com',
    role: 'SUPER_ADMIN',
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 3,
  };
  const held: Held[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (!path.includes('/users')) return json(200, { success: true, data: [] });
    return new Promise<Response>((resolve) => held.push({ method: init?.method ?? 'GET', path, resolve }));
  }) as typeof globalThis.fetch;
  /** Answers the held request for `path`: the list as the server holds it now, or `response`. */
  const answer = (path: string, response?: Response) => {
    const i = held.findIndex((h) => h.path.endsWith(path));
    if (i < 0) throw new Error(`no request for ${path} on its way (held: ${held.map((h) => h.path)})`);
    const [h] = held.splice(i, 1);
    h!.resolve(
      response ??
        json(200, {
          success: true,
          data: [{ ...user }],
          pagination: { page: 1, limit: 100, total: 1, pages: 1 },
        }),
    );
  };
  return { user, held, answer, ...(await adminClient(fetch)) };
}

describe('an optimistic change and the reads asked for while it is on its way', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  for (const outcome of ['refused', 'saved'] as const)
    it(`the row shows the new role until the change's answer (${outcome}), then the server's`, async () => {
      const shop = await usersShop();
      let shown: string | undefined;
      const list = shop.client.query(UsersQuery, { limit: 100 }).subscribe((r) => {
        if (r.data) shown = r.data.users.data[0]?.role;
      });
      await settle();
      shop.answer('/users');
      await settle();
      expect(shown).toBe('SUPER_ADMIN');

      // Make Admin, its request held by the server.
      const change = shop.client
        .mutation(SetUserRoleMutation, { id: 2, role: 'ADMIN', ifMatch: '"3"' })
        .toPromise();
      await settle();
      expect(shown).toBe('ADMIN');
      // The event of an earlier change arrives now: the list is asked for again, and answered as it was.
      shop.socket.emit({ type: 'user.changed', id: 2 });
      await settle();
      if (shop.held.some((h) => h.method === 'GET')) shop.answer('/users');
      await settle();
      expect(shown).toBe('ADMIN');

      if (outcome === 'refused') {
        shop.answer(
          '/users/2/role',
          json(409, { success: false, message: 'Cannot remove the last active super admin' }),
        );
      } else {
        shop.user.role = 'ADMIN';
        shop.user.version = 4;
        shop.answer('/users/2/role', json(200, { success: true, data: { ...shop.user } }));
      }
      await change;
      for (let i = 0; i < 3; i++) {
        while (shop.held.length) shop.answer(shop.held[0]!.path);
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(shown).toBe(shop.user.role);
      list.unsubscribe();
      shop.close();
    });

  it('a change that does not answer holds the reads 5 seconds at most', async () => {
    const shop = await usersShop();
    const list = shop.client.query(UsersQuery, { limit: 100 }).subscribe(() => {});
    await settle();
    shop.answer('/users');
    await settle();
    void shop.client.mutation(SetUserRoleMutation, { id: 2, role: 'ADMIN', ifMatch: '"3"' }).toPromise();
    await settle();
    shop.socket.emit({ type: 'user.changed', id: 2 });
    await vi.advanceTimersByTimeAsync(4900);
    const reads = () => shop.held.filter((h) => h.method === 'GET').length;
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(reads()).toBe(1);
    list.unsubscribe();
    shop.close();
  });
});
