import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopClient, memoryStorage, TOKEN_KEY } from '../../../src/api/client';
import { connectRealtime, socketUrl } from '../../../src/api/realtime';

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('connects to /api/ws with the ws scheme', () => {
    expect(socketUrl('https://shop.example/api')).toBe('wss://shop.example/api/ws');
    expect(socketUrl('http://localhost:5000/api')).toBe('ws://localhost:5000/api/ws');
  });

  it('authenticates admin connections with the stored token; visitors send nothing', () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_KEY, 'tok');
    const client = createShopClient({ baseUrl: 'http://x/api', storage });
    const admin = connectRealtime(client, { admin: true, baseUrl: 'http://x/api', WebSocket: FakeSocket });
    FakeSocket.made[0]!.open();
    expect(FakeSocket.made[0]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    const visitor = connectRealtime(client, { baseUrl: 'http://x/api', WebSocket: FakeSocket });
    FakeSocket.made[1]!.open();
    expect(FakeSocket.made[1]!.sent).toEqual([]);
    admin.close();
    visitor.close();
    client.http.dispose();
  });

  it('reconnects with back-off 1 s, 2 s, 4 s ... capped at 30 s, reset after a successful open; not after close()', () => {
    const client = createShopClient({ baseUrl: 'http://x/api', storage: memoryStorage() });
    const rt = connectRealtime(client, { baseUrl: 'http://x/api', WebSocket: FakeSocket });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = FakeSocket.made.length;
      FakeSocket.made.at(-1)!.drop();
      let waited = 0;
      while (FakeSocket.made.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    FakeSocket.made.at(-1)!.open();
    FakeSocket.made.at(-1)!.drop();
    vi.advanceTimersByTime(1000);
    const count = FakeSocket.made.length;
    rt.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made.length).toBe(count);
    client.http.dispose();
  });

  it('hands server events on, ignoring malformed ones', () => {
    const client = createShopClient({ baseUrl: 'http://x/api', storage: memoryStorage() });
    const seen: string[] = [];
    const rt = connectRealtime(client, {
      baseUrl: 'http://x/api',
      WebSocket: FakeSocket,
      onEvent: (e) => seen.push(e.type),
    });
    const s = FakeSocket.made[0]!;
    s.open();
    s.onmessage?.({ data: 'not json' });
    s.onmessage?.({ data: JSON.stringify({ nope: 1 }) });
    s.onmessage?.({ data: JSON.stringify({ type: 'frame.updated', id: 1 }) });
    expect(seen).toEqual(['frame.updated']);
    rt.close();
    client.http.dispose();
  });
});
