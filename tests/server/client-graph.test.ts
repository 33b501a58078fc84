/**
 * The client data layer (graph client -> graphcache -> rest exchange -> Effect http -> fetch) against
 * the real server listening on a random port with a temporary database. No mocked backend.
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipe, subscribe } from 'wonka';
import WebSocket from 'ws';
import { createShopClient, memoryStorage, type ShopClient, TOKEN_KEY } from '../../src/api/client';
import {
  CreateFrameMutation,
  DeleteFrameMutation,
  FrameQuery,
  FrameStatsQuery,
  FramesQuery,
  MarqueeQuery,
  MeQuery,
  MessageStatsQuery,
  MessagesQuery,
  MetricsQuery,
  SetFrameOrderMutation,
  SetFrameStatusMutation,
  SetMessageStatusMutation,
  ToggleMarqueeMutation,
} from '../../src/api/documents/admin';
import {
  DeleteFrameImageMutation,
  ReorderFrameImagesMutation,
  UploadFrameImagesMutation,
} from '../../src/api/documents/frameImages';
import {
  PublicFrameQuery,
  PublicFramesQuery,
  PublicMarqueeQuery,
  SendContactMutation,
} from '../../src/api/documents/storefront';
import type { UploadProgress } from '../../src/api/http';
import { connectRealtime } from '../../src/api/realtime';
import { startTestServer, type TestServer } from './helper';

let t: TestServer;
let base: string;
let admin: ShopClient;
let visitor: ShopClient;

beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/api`;
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, (await t.userToken({ role: 'ADMIN' })).token);
  admin = createShopClient({ baseUrl: base, storage });
  visitor = createShopClient({ baseUrl: base, storage: memoryStorage() });
});

afterAll(async () => {
  admin?.http.dispose();
  visitor?.http.dispose();
  await t?.close();
});

/** Keeps a query active (as a mounted view would) and waits for its results. */
function watch<D, V extends AnyVariables>(client: ShopClient, doc: TypedDocumentNode<D, V>, vars: V) {
  let latest: { data?: D; error?: Error; stale: boolean } | undefined;
  const waiters = new Set<() => void>();
  const sub = pipe(
    client.query(doc, vars),
    subscribe((r) => {
      latest = { data: r.data as D | undefined, error: r.error, stale: r.stale };
      for (const w of waiters) w();
    }),
  );
  return {
    get data() {
      return latest?.data;
    },
    stop: () => sub.unsubscribe(),
    until(pred: (d: D) => boolean, ms = 5000): Promise<D> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (latest?.data && !latest.stale && pred(latest.data)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(latest.data);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; last: ${JSON.stringify(latest)?.slice(0, 400)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

const png = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((b) => new Blob([new Uint8Array(b)], { type: 'image/png' }));

describe('graph client against the real server', () => {
  it('reads the admin user with the stored token, and a visitor cannot', async () => {
    const me = await admin.query(MeQuery, {}).toPromise();
    expect(me.error).toBeUndefined();
    expect(me.data?.me).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
    const anon = await visitor.query(MeQuery, {}).toPromise();
    expect(anon.data?.me ?? null).toBeNull();
    expect(anon.error?.networkError?.message).toMatch(/token|Unauthori|authenticat/i);
  });

  it('creates a frame, uploads images with progress, changes its status; every cached view follows', async () => {
    const stats = watch(admin, FrameStatsQuery, {});
    const before = await stats.until(() => true);
    const inStockList = watch(admin, FramesQuery, { status: 'IN_STOCK', limit: 1000 });
    const outList = watch(admin, FramesQuery, { status: 'OUT_OF_STOCK', limit: 1000 });
    await inStockList.until(() => true);
    await outList.until(() => true);

    const created = await admin
      .mutation(CreateFrameMutation, {
        input: {
          name: 'Graph Oak',
          description: 'Made through the graph',
          originalPrice: 5000,
          currentPrice: 4000,
        },
      })
      .toPromise();
    expect(created.error).toBeUndefined();
    const frame = created.data!.createFrame;
    expect(frame).toMatchObject({
      name: 'Graph Oak',
      status: 'IN_STOCK',
      inStock: true,
      discountAmount: 1000,
      discountPercentage: 20,
      images: [],
    });

    // The list and the stats are refetched: the new frame shows up, counts grow.
    await inStockList.until((d) => d.frames.data.some((f) => f.id === frame.id));
    await stats.until((d) => d.frameStats.totalFrames === before.frameStats.totalFrames + 1);

    const detail = watch(admin, FrameQuery, { id: frame.id });
    await detail.until((d) => d.frame?.id === frame.id);

    const progress: UploadProgress[] = [];
    const uploaded = await admin
      .mutation(
        UploadFrameImagesMutation,
        { id: frame.id, images: [await png({ r: 200, g: 10, b: 10 }), await png({ r: 10, g: 200, b: 10 })] },
        { onUploadProgress: (p: UploadProgress) => progress.push(p) },
      )
      .toPromise();
    expect(uploaded.error).toBeUndefined();
    expect(uploaded.data!.uploadFrameImages.images).toHaveLength(2);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ percent: 100 });
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
    // Normalization: the open detail view has the images without a refetch of its own.
    await detail.until((d) => d.frame?.images.length === 2);

    // Reorder then delete an image: the detail view follows.
    const [first, second] = uploaded.data!.uploadFrameImages.images;
    const reordered = await admin
      .mutation(ReorderFrameImagesMutation, { id: frame.id, imageIds: [second!.id, first!.id] })
      .toPromise();
    expect(reordered.error).toBeUndefined();
    await detail.until((d) => d.frame?.images[0]?.id === second!.id);
    const removed = await admin
      .mutation(DeleteFrameImageMutation, { id: frame.id, imageId: second!.id })
      .toPromise();
    expect(removed.error).toBeUndefined();
    await detail.until((d) => d.frame?.images.length === 1 && d.frame.images[0]?.id === first!.id);

    // Sold out: the entity changes everywhere, the filtered lists and counts are refetched.
    const sold = await admin
      .mutation(SetFrameStatusMutation, { id: frame.id, status: 'OUT_OF_STOCK' })
      .toPromise();
    expect(sold.error).toBeUndefined();
    await detail.until((d) => d.frame?.status === 'OUT_OF_STOCK' && d.frame.inStock === false);
    await outList.until((d) => d.frames.data.some((f) => f.id === frame.id));
    await inStockList.until((d) => !d.frames.data.some((f) => f.id === frame.id));
    await stats.until((d) => d.frameStats.outOfStockFrames === before.frameStats.outOfStockFrames + 1);

    // The storefront (a visitor client) reads it through the public calls.
    const pub = await visitor.query(PublicFrameQuery, { id: frame.id }).toPromise();
    expect(pub.data?.publicFrame).toMatchObject({
      id: frame.id,
      status: 'OUT_OF_STOCK',
      images: [{ id: first!.id }],
    });

    // Delete: the frame leaves every list.
    const gone = await admin.mutation(DeleteFrameMutation, { id: frame.id }).toPromise();
    expect(gone.data?.deleteFrame).toMatchObject({ id: frame.id, success: true });
    await outList.until((d) => !d.frames.data.some((f) => f.id === frame.id));
    await stats.until((d) => d.frameStats.totalFrames === before.frameStats.totalFrames);
    for (const w of [stats, inStockList, outList, detail]) w.stop();
  });

  it('saves a frame order; the list shows the new order', async () => {
    const make = (name: string) =>
      admin
        .mutation(CreateFrameMutation, {
          input: { name, description: 'd', originalPrice: 10, currentPrice: 10 },
        })
        .toPromise()
        .then((r) => r.data!.createFrame);
    const a = await make('Order A');
    const b = await make('Order B');
    const list = watch(admin, FramesQuery, { limit: 1000 });
    await list.until((d) => d.frames.data.some((f) => f.id === b.id));
    const result = await admin
      .mutation(SetFrameOrderMutation, {
        frameOrders: [
          { frameId: b.id, displayOrder: 0 },
          { frameId: a.id, displayOrder: 1 },
        ],
      })
      .toPromise();
    expect(result.error).toBeUndefined();
    const d = await list.until((x) => x.frames.data.find((f) => f.id === b.id)?.displayOrder === 0);
    expect(d.frames.data.find((f) => f.id === a.id)?.displayOrder).toBe(1);
    list.stop();
  });

  it('a contact message reaches the inbox; marking it read updates the list, the filter and the stats', async () => {
    const inbox = watch(admin, MessagesQuery, { sortBy: 'createdAt', sortOrder: 'desc' });
    const unread = watch(admin, MessagesQuery, { status: 'UNREAD' });
    const stats = watch(admin, MessageStatsQuery, {});
    await Promise.all([inbox.until(() => true), unread.until(() => true), stats.until(() => true)]);
    // The admin learns of it from the realtime event (the shopEvents subscription, src/api/realtime.ts).
    let authenticated: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      authenticated = resolve;
    });
    const live = connectRealtime(admin, {
      admin: true,
      baseUrl: base,
      WebSocket: WebSocket as never,
      onStatus: (s) => s === 'auth.ok' && authenticated(),
    });
    await ready;
    const sent = await visitor
      .mutation(SendContactMutation, {
        input: {
          name: 'Wanjiku Kamau',
          email: 'wanjiku@example.com',
          phone: '+254 712 345678',
          subject: 'Contact Form Submission',
          message: 'Do you deliver to Kisumu?',
        },
      })
      .toPromise();
    expect(sent.error).toBeUndefined();
    expect(sent.data?.sendContact.success).toBe(true);
    expect(typeof sent.data?.sendContact.message).toBe('string');

    const listed = await inbox.until((d) => d.messages.data.some((m) => m.email === 'wanjiku@example.com'));
    const message = listed.messages.data.find((m) => m.email === 'wanjiku@example.com')!;
    expect(message.status).toBe('UNREAD');
    await unread.until((d) => d.messages.data.some((m) => m.id === message.id));
    const before = (await stats.until(() => true)).messageStats;

    const marked = await admin
      .mutation(SetMessageStatusMutation, { id: message.id, status: 'READ' })
      .toPromise();
    expect(marked.error).toBeUndefined();
    await inbox.until((d) => d.messages.data.find((m) => m.id === message.id)?.status === 'READ');
    await unread.until((d) => !d.messages.data.some((m) => m.id === message.id));
    await stats.until(
      (d) => d.messageStats.read === before.read + 1 && d.messageStats.unread === before.unread - 1,
    );
    for (const w of [inbox, unread, stats]) w.stop();
    live.close();
  });

  it('toggling a marquee item updates the admin list at once and the storefront marquee', async () => {
    const created = await t.call('POST', '/api/marquee', {
      token: admin.storage.getItem(TOKEN_KEY)!,
      body: { text: 'Free delivery in Nairobi', isActive: true, order: 0 },
    });
    expect(created.statusCode).toBeLessThan(300);
    const id = created.json.data.id as number;
    const list = watch(admin, MarqueeQuery, { limit: 100 });
    await list.until((d) => d.marquee.some((m) => m.id === id && m.isActive === true));
    const pub = watch(admin, PublicMarqueeQuery, {});
    await pub.until((d) => d.publicMarquee.some((m) => m.id === id));

    const pending = admin.mutation(ToggleMarqueeMutation, { id }).toPromise();
    // Optimistic: hidden before the server answers.
    await list.until((d) => d.marquee.find((m) => m.id === id)?.isActive === false, 1000);
    const toggled = await pending;
    expect(toggled.data?.toggleMarquee).toMatchObject({ id, isActive: false });
    await pub.until((d) => !d.publicMarquee.some((m) => m.id === id));
    list.stop();
    pub.stop();
  });

  it('public frames come as a page with pagination, typed', async () => {
    const r = await visitor.query(PublicFramesQuery, { limit: 5 }).toPromise();
    expect(r.error).toBeUndefined();
    expect(r.data?.publicFrames.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(Array.isArray(r.data?.publicFrames.data)).toBe(true);
  });

  it('server refusals become error results with the server message', async () => {
    const bad = await admin
      .mutation(CreateFrameMutation, {
        input: { name: 'x', description: 'y', originalPrice: 0, currentPrice: 0 },
      })
      .toPromise();
    expect(bad.data?.createFrame ?? null).toBeNull();
    expect(bad.error?.networkError?.message).toBe('Prices must be greater than 0.');
    const missing = await admin.query(FrameQuery, { id: 99999999 }).toPromise();
    expect(missing.error?.networkError?.message).toBe('Frame not found');
    const metrics = await admin.query(MetricsQuery, {}).toPromise();
    expect(metrics.error).toBeUndefined();
    expect(typeof metrics.data?.metrics.status).toBe('string');
  });
});
