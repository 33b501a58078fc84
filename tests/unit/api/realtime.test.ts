import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopClient, memoryStorage, TOKEN_KEY } from '../../../src/api/client';
import { MessageStatsQuery } from '../../../src/api/documents/admin';
import { connectRealtime, type RealtimeOptions } from '../../../src/api/realtime';
import { socketUrl } from '../../../src/api/realtimeSocket';
import { FakeSocket } from './realtimeFakes';

/** Lets the subscription and Effect's fibers run (fake timers: no time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('realtime client', () => {
  const cleanups: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => {
    for (const c of cleanups.splice(0)) c();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  async function connect(options: RealtimeOptions = {}, token?: string, fetch?: typeof globalThis.fetch) {
    const storage = memoryStorage();
    if (token) storage.setItem(TOKEN_KEY, token);
    const client = createShopClient({ baseUrl: 'http://x/api', storage, fetch });
    const rt = connectRealtime(client, { baseUrl: 'http://x/api', WebSocket: FakeSocket, ...options });
    cleanups.push(() => {
      rt.close();
      client.http.dispose();
    });
    await settle();
    return { rt, client, socket: FakeSocket.last() };
  }

  /** How long after a drop the next socket is made (stepping the fake clock by 50 ms). */
  async function nextDelay() {
    const before = FakeSocket.made.length;
    FakeSocket.last().drop();
    let waited = 0;
    await settle();
    while (FakeSocket.made.length === before) {
      await vi.advanceTimersByTimeAsync(50);
      waited += 50;
      if (waited > 120_000) throw new Error('no reconnect');
    }
    return waited;
  }

  it('connects to /api/ws with the ws scheme', () => {
    expect(socketUrl('https://shop.example/api')).toBe('wss://shop.example/api/ws');
    expect(socketUrl('http://localhost:5000/api')).toBe('ws://localhost:5000/api/ws');
  });

  it('authenticates admin connections with the stored token; visitors send nothing', async () => {
    const admin = await connect({ admin: true }, 'tok');
    expect(admin.socket.url).toBe('ws://x/api/ws');
    admin.socket.open();
    expect(admin.socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    const visitor = await connect({}, 'tok');
    expect(visitor.socket).not.toBe(admin.socket);
    visitor.socket.open();
    expect(visitor.socket.sent).toEqual([]);
  });

  it('reconnects on the Schedule: 1 s, 2 s, 4 s ... capped at 30 s', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // the jitter's middle: no change
    await connect();
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) delays.push(await nextDelay());
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('jitters each delay by up to 20 % either way, never above the cap', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await connect();
    const low: number[] = [];
    for (let i = 0; i < 7; i++) low.push(await nextDelay());
    expect(low).toEqual([800, 1600, 3200, 6400, 12_800, 25_600, 30_000]);

    vi.spyOn(Math, 'random').mockReturnValue(1);
    await connect();
    const high: number[] = [];
    for (let i = 0; i < 6; i++) high.push(await nextDelay());
    expect(high).toEqual([1200, 2400, 4800, 9600, 19_200, 30_000]);
  });

  it('starts the back-off over after a stable connection; a short-lived one does not', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await connect({ stableMs: 10_000 });
    expect([await nextDelay(), await nextDelay(), await nextDelay()]).toEqual([1000, 2000, 4000]);
    // Open but dropped within 10 s: not stable, the back-off goes on.
    FakeSocket.last().open();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await nextDelay()).toBe(8000);
    // Open for 10 s: stable; after it drops, the delays start again from 1 s.
    FakeSocket.last().open();
    await vi.advanceTimersByTimeAsync(10_000);
    expect([await nextDelay(), await nextDelay(), await nextDelay()]).toEqual([1000, 1000, 2000]);
  });

  it('stops for good on close(), closing the open socket and cancelling a pending reconnect', async () => {
    const { rt, socket } = await connect();
    socket.open();
    rt.close();
    await settle();
    expect(socket.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(1);

    const again = await connect();
    again.socket.drop(); // waiting for its reconnect
    await settle();
    again.rt.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("an admin's socket catches up once its token is answered, not at the greeting (admin events start then)", async () => {
    let statsCalls = 0;
    const fetch = (async (input: string | URL | Request) => {
      if (String(input).includes('/messages/stats/overview')) statsCalls += 1;
      const data = { total: 0, unread: 0, read: 0, replied: 0 };
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const { client, socket } = await connect({ admin: true }, 'tok', fetch);
    const stats = client.query(MessageStatsQuery, {}).subscribe(() => undefined);
    cleanups.push(() => stats.unsubscribe());
    await settle();
    expect(statsCalls).toBe(1);
    socket.open();
    await settle();
    expect(statsCalls).toBe(1);
    socket.emit({ type: 'auth.ok', user: { id: 1, name: 'A', role: 'ADMIN' } });
    await settle();
    expect(statsCalls).toBe(2);
    // Later auth answers (a user re-checked and refused) are not a new connection.
    socket.emit({ type: 'auth.error', message: 'Account suspended' });
    await settle();
    expect(statsCalls).toBe(2);
  });

  it('hands server events on, ignoring malformed ones', async () => {
    const seen: string[] = [];
    const { socket } = await connect({ onEvent: (e) => seen.push(e.type) });
    socket.open();
    socket.onmessage?.({ data: 'not json' });
    socket.onmessage?.({ data: JSON.stringify({ nope: 1 }) });
    socket.emit({ type: 'frame.updated', id: 1 });
    await settle();
    expect(seen).toEqual(['frame.updated']);
  });
});
