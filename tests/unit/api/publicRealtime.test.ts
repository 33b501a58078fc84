import { type Exchange, ssrExchange } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopClient, memoryStorage, TOKEN_KEY } from '../../../src/api/client';
import { PublicFramesQuery } from '../../../src/api/documents/storefront';
import { connectRealtime } from '../../../src/api/realtime';
import { PUBLIC_EVENTS } from '../../../src/api/realtimeSocket';
import { FakeSocket } from './realtimeFakes';

const frameView = (id: number, inStock: boolean) => ({
  id,
  name: `Frame ${id}`,
  description: 'A frame.',
  status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
  inStock,
  originalPrice: 5000,
  currentPrice: 4000,
  discountAmount: 1000,
  discountPercentage: 20,
  dimensions: null,
  category: 'Classic',
  rating: 4.5,
  displayOrder: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  imageUrl: null,
  labels: [],
  images: [],
});

/** A server holding two frames; `hold` makes the next list answers wait until released. */
function fakeServer() {
  const frames = [frameView(1, true), frameView(2, true)];
  let listCalls = 0;
  let held: (() => void)[] | undefined;
  let nextHeld: { promise: Promise<void>; release: () => void } | undefined;
  const fetch = async (input: string | URL | Request) => {
    const url = String(input);
    if (url.includes('/public/frames')) {
      listCalls += 1;
      // The list as the server reads it when the request arrives, even when its answer is held.
      const body = JSON.stringify({
        success: true,
        data: frames,
        pagination: { page: 1, limit: 50, total: frames.length, pages: 1 },
      });
      if (held) await new Promise<void>((r) => held?.push(r));
      const gate = nextHeld;
      nextHeld = undefined;
      if (gate) await gate.promise;
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ success: true, data: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    frames,
    fetch: fetch as typeof globalThis.fetch,
    listCalls: () => listCalls,
    hold: () => {
      held = [];
    },
    /** Holds the answer to the next list request only; returns what releases it. */
    holdNext: () => {
      let release: () => void = () => undefined;
      const promise = new Promise<void>((r) => {
        release = r;
      });
      nextHeld = { promise, release };
      return release;
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const r of waiting) r();
    },
  };
}

/** Lets `ms` pass on the fake clock: the fetches' answers, the subscription and Effect's fibers run meanwhile. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('the storefront realtime client (visitor part)', () => {
  const cleanups: (() => void)[] = [];
  beforeEach(() => {
    // The sockets made before this file (realtimeFakes.ts is shared by the files a worker runs) are not ours.
    FakeSocket.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const c of cleanups.splice(0)) c();
    FakeSocket.made = [];
    vi.useRealTimers();
  });

  async function setup(server = fakeServer(), ssr?: Exchange) {
    const storage = memoryStorage();
    storage.setItem(TOKEN_KEY, 'an-admin-token');
    const client = createShopClient({
      baseUrl: 'http://shop.test/api',
      storage,
      fetch: server.fetch,
      xhr: null,
      ssr,
    });
    const seen: string[] = [];
    const live = connectRealtime(client, {
      baseUrl: 'http://shop.test/api',
      WebSocket: FakeSocket,
      baseDelayMs: 5,
      onEvent: (e) => seen.push(e.type),
    });
    const results: { inStock: boolean; id: string | number }[][] = [];
    const sub = client
      .query(PublicFramesQuery, { limit: 50 })
      .subscribe(
        (r) =>
          r.data && results.push(r.data.publicFrames.data.map((f) => ({ id: f.id, inStock: f.inStock }))),
      );
    cleanups.push(() => {
      sub.unsubscribe();
      live.close();
      client.http.dispose();
    });
    // The socket is made once the subscription reaches the rest exchange.
    for (let waited = 0; FakeSocket.made.length === 0; waited++) {
      if (waited > 1000) throw new Error('no socket made');
      await tick(1);
    }
    const socket = FakeSocket.made[0] as FakeSocket;
    return { server, client, socket, seen, results, latest: () => results.at(-1) ?? [] };
  }

  it('connects to /api/ws as a visitor: no token is sent even when one is stored', async () => {
    const { socket } = await setup();
    expect(socket.url).toBe('ws://shop.test/api/ws');
    socket.open();
    expect(socket.sent).toEqual([]);
  });

  it('a frame going sold out and coming back reaches the cached list from the event itself', async () => {
    const { server, socket, latest } = await setup();
    socket.open();
    await tick(20);
    expect(latest()).toEqual([
      { id: 1, inStock: true },
      { id: 2, inStock: true },
    ]);

    // The lists are fetched again after the event; hold those answers so only the event can explain the change.
    server.hold();
    server.frames[1] = frameView(2, false);
    socket.emit({ type: 'frame.updated', id: 2, data: frameView(2, false) });
    await tick(20);
    expect(latest()).toEqual([
      { id: 1, inStock: true },
      { id: 2, inStock: false },
    ]);
    server.release();
    await tick(20);
    expect(latest()).toEqual([
      { id: 1, inStock: true },
      { id: 2, inStock: false },
    ]);

    server.frames[1] = frameView(2, true);
    socket.emit({ type: 'frame.updated', id: 2, data: frameView(2, true) });
    await tick(20);
    expect(latest()).toEqual([
      { id: 1, inStock: true },
      { id: 2, inStock: true },
    ]);
  });

  it('an answer asked for before a change and arriving after the next one never has the last word', async () => {
    const { server, socket, latest } = await setup();
    socket.open();
    await tick(20);
    // A frame added: its event has the list fetched again; that answer (with 1, 2, 3) is held.
    const releaseFirst = server.holdNext();
    server.frames.push(frameView(3, true));
    socket.emit({ type: 'frame.created', id: 3, data: frameView(3, true) });
    await tick(20);
    // Frame 3 deleted meanwhile: its refetch is answered at once (1, 2); then the older answer arrives.
    server.frames.pop();
    socket.emit({ type: 'frame.deleted', id: 3 });
    await tick(20);
    expect(latest().map((f) => f.id)).toEqual([1, 2]);
    releaseFirst();
    await tick(30);
    expect(latest().map((f) => f.id)).toEqual([1, 2]);
  });

  it("a frame's last picture and label removed: the event's frame, with empty lists, empties them", async () => {
    const server = fakeServer();
    const picture = { id: 7, imageUrl: '/uploads/a-480.webp', order: 0, width: 480, height: 360 };
    server.frames[0] = {
      ...frameView(1, true),
      images: [{ ...picture, srcset: '/uploads/a-480.webp 480w', variants: [] }] as never,
      labels: [{ id: 3, name: 'Popular', color: '#3B82F6' }] as never,
    };
    const { socket, client } = await setup(server);
    socket.open();
    await tick(20);
    const shown = () => client.readQuery(PublicFramesQuery, { limit: 50 })?.data?.publicFrames.data[0];
    expect(shown()?.images.map((i) => i.id)).toEqual([7]);
    expect(shown()?.labels.map((l) => l.name)).toEqual(['Popular']);
    // Only the event can explain what follows: any refetch's answer is held.
    server.hold();
    socket.emit({ type: 'frame.updated', id: 1, data: frameView(1, true) });
    await tick(20);
    expect(shown()?.images).toEqual([]);
    expect(shown()?.labels).toEqual([]);
  });

  it('takes only the public events; admin ones and malformed messages are ignored', async () => {
    const { socket, seen } = await setup();
    socket.open();
    for (const type of [...PUBLIC_EVENTS, 'message.created', 'user.changed', 'activity.created'])
      socket.emit({ type, id: 1 });
    socket.onmessage?.({ data: 'not json' });
    socket.emit({ nope: 1 });
    await tick(20);
    expect(seen).toEqual([...PUBLIC_EVENTS]);
    expect(PUBLIC_EVENTS).toEqual([
      'frame.updated',
      'frame.created',
      'frame.deleted',
      'frames.reordered',
      'marquee.changed',
      'label.changed',
    ]);
  });

  it('a change made between the catalogue fetch and the first open of the socket shows once it opens', async () => {
    const { server, socket, latest } = await setup();
    await tick(20);
    expect(latest()[0]).toEqual({ id: 1, inStock: true });
    const before = server.listCalls();
    // Sold out while the socket was not connected yet (the storefront opens it after the splash): no event.
    server.frames[0] = frameView(1, false);
    await tick(20);
    expect(latest()[0]).toEqual({ id: 1, inStock: true });
    socket.open();
    await tick(20);
    expect(server.listCalls()).toBe(before + 1);
    expect(latest()[0]).toEqual({ id: 1, inStock: false });
  });

  it('a server-rendered catalogue (answered from the page, not fetched) is fetched again once the socket opens', async () => {
    const server = fakeServer();
    // The server renders the page: its answers go into the page (src/entry-server.tsx, src/api/hydration.ts).
    const rendered = ssrExchange({ isClient: false });
    const renderer = createShopClient({
      baseUrl: 'http://shop.test/api',
      storage: memoryStorage(),
      fetch: server.fetch,
      xhr: null,
      ssr: rendered,
    });
    await renderer.query(PublicFramesQuery, { limit: 50 }).toPromise();
    renderer.http.dispose();
    const page = rendered.extractData();
    // Sold out after the page was rendered, before the visitor's socket opened.
    server.frames[0] = frameView(1, false);
    const { socket, latest } = await setup(server, ssrExchange({ isClient: true, initialState: page }));
    await tick(20);
    expect(server.listCalls()).toBe(1);
    expect(latest()[0]).toEqual({ id: 1, inStock: true });
    socket.open();
    await tick(20);
    expect(server.listCalls()).toBe(2);
    expect(latest()[0]).toEqual({ id: 1, inStock: false });
  });

  it('after a reconnect, fetches the frame lists again (events may have been missed)', async () => {
    const { server, socket, latest } = await setup();
    socket.open();
    await tick(20);
    const before = server.listCalls();
    server.frames[0] = frameView(1, false);
    socket.drop();
    await tick(30);
    const again = FakeSocket.made.at(-1) as FakeSocket;
    expect(again).not.toBe(socket);
    expect(server.listCalls()).toBe(before);
    again.open();
    await tick(30);
    expect(server.listCalls()).toBeGreaterThan(before);
    expect(latest()[0]).toEqual({ id: 1, inStock: false });
  });

  it('stops for good on close()', async () => {
    const { socket } = await setup();
    socket.open();
    cleanups.shift()?.();
    await tick(30);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
