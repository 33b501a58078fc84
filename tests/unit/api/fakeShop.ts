/**
 * A fake shop server for the client's event-order tests (eventOrder.test.ts, eventLayers.test.ts): it holds
 * frames (with pictures) and a users count, answers the admin client's list, stats and users requests when
 * the test says so (a request can be read by the server at one moment and its answer arrive later), with
 * ETags and 304s as the server does, and connects the real admin client (graphcache + rest exchange + http)
 * and its realtime socket (a FakeSocket the test feeds by hand). `adminClient` is that client over a fetch
 * of the test's own (optimisticHold.test.ts).
 */
import { vi } from 'vitest';
import { createShopClient, memoryStorage, TOKEN_KEY } from '../../../src/api/client';
import { connectRealtime } from '../../../src/api/realtime';
import { FakeSocket } from './realtimeFakes';

export const picture = (id: number, order: number) => ({
  id,
  imageUrl: `/uploads/frames/p${id}.webp`,
  order,
  width: 48,
  height: 48,
  srcset: '',
  alt: `Picture ${id}`,
  variants: [],
});

export const frameView = (id: number, version: number, images: ReturnType<typeof picture>[] = []) => ({
  id,
  name: `Frame ${id} v${version}`,
  description: 'A frame.',
  status: 'IN_STOCK',
  inStock: true,
  originalPrice: 5000,
  currentPrice: 4000,
  discountAmount: 1000,
  discountPercentage: 20,
  dimensions: null,
  category: 'Classic',
  rating: 4.5,
  displayOrder: id,
  published: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version,
  imageUrl: null,
  labels: [],
  images,
});
export type FrameView = ReturnType<typeof frameView>;

/** What the admin list shows as a frame's picture: the one with the lowest order (mainImageOf in src/admin/ui/FrameThumb.tsx). */
export const mainPicture = (images: readonly { imageUrl: string; order: number }[]) =>
  [...images].sort((a, b) => a.order - b.order)[0]?.imageUrl ?? 'none';

export const settle = () => vi.advanceTimersByTimeAsync(0);
const json = (body: string, etag?: string) =>
  new Response(body, { headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) } });
const etagOf = (body: string) => `"${[...body].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7)}"`;

export interface PendingRequest {
  url: string;
  ifNoneMatch: string | null;
  resolve: (r: Response) => void;
  /** The answer as the server read it (a request not yet read is read when answered). */
  body?: string;
}

/** The fake server: its state (changed by the test), the requests it holds, and the client connected to it. */
export async function fakeShop(frames: FrameView[]) {
  const state = { frames, users: 1 };
  const requests: PendingRequest[] = [];
  const answer = (url: string) => {
    const u = new URL(url);
    const { frames } = state;
    if (u.pathname.endsWith('/frames/stats'))
      return JSON.stringify({
        success: true,
        data: {
          totalFrames: frames.length,
          inStockFrames: frames.length,
          outOfStockFrames: 0,
          discountedFrames: 0,
        },
      });
    if (u.pathname.endsWith('/frames'))
      return JSON.stringify({
        success: true,
        data: frames,
        pagination: { page: 1, limit: 20, total: frames.length, pages: 1 },
      });
    return JSON.stringify({
      success: true,
      data: [],
      pagination: { page: 1, limit: 1, total: state.users, pages: state.users },
    });
  };
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (!/\/frames|\/users/.test(url)) return json(JSON.stringify({ success: true, data: [] }));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return new Promise<Response>((resolve) =>
      requests.push({ url, resolve, ifNoneMatch: headers['If-None-Match'] ?? null }),
    );
  }) as typeof globalThis.fetch;
  /** The server reads the request's answer now (it arrives when `respond` is called). */
  const read = (r: PendingRequest) => {
    r.body ??= answer(r.url);
  };
  const respond = (r: PendingRequest) => {
    requests.splice(requests.indexOf(r), 1);
    const body = r.body ?? answer(r.url);
    const etag = etagOf(body);
    r.resolve(
      r.ifNoneMatch === etag ? new Response(null, { status: 304, headers: { etag } }) : json(body, etag),
    );
  };
  /** The request on its way whose path ends with `path` ('/frames', '/frames/stats', '/users'). */
  const pending = (path: string) => {
    const r = requests.find((q) => new URL(q.url).pathname.endsWith(path));
    if (!r) throw new Error(`no request for ${path} on its way`);
    return r;
  };

  return { state, requests, answer, read, respond, pending, ...(await adminClient(fetch)) };
}

/** The real admin client (graphcache + rest exchange + http) over `fetch`, signed in, its socket live. */
export async function adminClient(fetch: typeof globalThis.fetch) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, 'token');
  const client = createShopClient({ baseUrl: 'http://x/api', storage, fetch });
  const realtime = connectRealtime(client, { baseUrl: 'http://x/api', WebSocket: FakeSocket, admin: true });
  await settle();
  const socket = FakeSocket.last();
  socket.open();
  socket.emit({ type: 'auth.ok', user: { id: 1, name: 'A', role: 'SUPER_ADMIN' } });
  const close = () => {
    realtime.close();
    client.http.dispose();
  };
  return { client, socket, close };
}
