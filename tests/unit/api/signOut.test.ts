/**
 * Sign-out resets the client (issue 21, item 1): nothing the signed-out session read is shown again, from
 * graphcache or from the http layer's ETag cache, and the client keeps working (queries, live events)
 * for whoever signs in next. The session ends by Logout and by the server refusing the token alike.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sessionMachineFor } from '../../../src/admin/session/session.actors';
import { createAdminClient } from '../../../src/api/adminClient';
import { memoryStorage, TOKEN_KEY } from '../../../src/api/client';
import { MessageStatsQuery } from '../../../src/api/documents/admin';
import { connectRealtime } from '../../../src/api/realtime';
import { logout } from '../../../src/api/session';
import { FakeSocket } from './realtimeFakes';

interface Sent {
  method: string;
  url: string;
  ifNoneMatch: string | null;
}

/** A client over a fake server whose message stats say `unread` unread messages (each answer tagged). */
function setup() {
  const server = { unread: 3, status: 200 };
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const url = String(input);
    sent.push({ method: init?.method ?? 'GET', url, ifNoneMatch: headers['If-None-Match'] ?? null });
    if (url.endsWith('/auth/me'))
      return Response.json({ success: true, data: { id: 1, name: 'A', email: 'a@b.c', role: 'ADMIN' } });
    if (url.endsWith('/auth/logout')) return Response.json({ success: true, message: 'Logged out' });
    const body = { success: true, data: { total: 3, unread: server.unread, read: 0, replied: 0 } };
    const etag = `"${server.unread}"`;
    if (server.status !== 200) return Response.json({ success: false, message: 'No' }, { status: 401 });
    if (headers['If-None-Match'] === etag) return new Response(null, { status: 304, headers: { etag } });
    return Response.json(body, { headers: { etag } });
  }) as typeof globalThis.fetch;
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, 'token');
  const client = createAdminClient({ baseUrl: 'http://x/api', storage, fetch, retries: 0 });
  /** What a view of the unread count shows: each result's count, `undefined` while it has none. */
  const watch = () => {
    const shown: (number | undefined)[] = [];
    const sub = client.query(MessageStatsQuery, {}).subscribe((r) => shown.push(r.data?.messageStats.unread));
    return { shown, stop: () => sub.unsubscribe() };
  };
  const stats = () => sent.filter((s) => s.url.includes('/messages/stats'));
  return { server, sent, client, storage, watch, stats };
}

const settle = () => vi.advanceTimersByTimeAsync(10);

describe('sign-out resets the client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('after Logout, nothing read before is shown: the next view waits for the server, asked without an ETag', async () => {
    const { server, client, watch, stats } = setup();
    const before = watch();
    await settle();
    expect(before.shown).toEqual([3]);
    before.stop();
    // Read again while signed in: graphcache answers at once, and the http layer revalidates (304).
    const again = watch();
    await settle();
    expect(again.shown[0]).toBe(3);
    expect(stats().at(-1)?.ifNoneMatch).toBe('"3"');
    again.stop();

    await logout(client);
    server.unread = 1;
    client.storage.setItem(TOKEN_KEY, 'another user');
    const after = watch();
    expect(after.shown).toEqual([]);
    await settle();
    expect(after.shown).toEqual([1]);
    expect(stats().at(-1)?.ifNoneMatch).toBeNull();
    after.stop();
    client.http.dispose();
  });

  it('a session the server ends (401) resets the client too', async () => {
    const { server, client, watch, storage } = setup();
    const session = createActor(sessionMachineFor(client)).start();
    await waitFor(session, (s) => s.matches('signedIn'));
    const first = watch();
    await settle();
    expect(first.shown).toEqual([3]);
    first.stop();
    server.status = 401;
    const refused = watch();
    await settle();
    await waitFor(session, (s) => !s.matches('signedIn'));
    refused.stop();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    server.status = 200;
    server.unread = 0;
    storage.setItem(TOKEN_KEY, 'another user');
    const next = watch();
    expect(next.shown).toEqual([]);
    await settle();
    expect(next.shown).toEqual([0]);
    next.stop();
    session.stop();
    client.http.dispose();
  });

  it('the live events keep arriving into the new cache: an open view follows them after the reset', async () => {
    const { server, client, watch, stats } = setup();
    const realtime = connectRealtime(client, { baseUrl: 'http://x/api', WebSocket: FakeSocket, admin: true });
    await settle();
    const socket = FakeSocket.last();
    socket.open();
    socket.emit({ type: 'auth.ok', user: { id: 1, name: 'A', role: 'ADMIN' } });
    (client as { reset?: () => void }).reset?.();
    const view = watch();
    await settle();
    expect(view.shown).toEqual([3]);
    const asked = stats().length;
    server.unread = 4;
    socket.emit({ type: 'message.created', id: 9 });
    await settle();
    expect(stats().length).toBe(asked + 1);
    expect(view.shown.at(-1)).toBe(4);
    view.stop();
    realtime.close();
    client.http.dispose();
  });
});
