/**
 * The client data layer (graph client -> graphcache -> rest exchange -> Effect http -> fetch) against
 * the real server listening on a random port with a temporary database, in the frames room: a frame made,
 * pictured, sold out and deleted with every cached view following, the display order, the storefront's
 * page of frames, and the server's refusals. No mocked backend.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CreateFrameMutation,
  DeleteFrameMutation,
  FrameQuery,
  FrameStatsQuery,
  FramesQuery,
  MetricsQuery,
  SetFrameOrderMutation,
  SetFrameStatusMutation,
} from '../../src/api/documents/admin';
import {
  DeleteFrameImageMutation,
  ReorderFrameImagesMutation,
  UploadFrameImagesMutation,
} from '../../src/api/documents/frameImages';
import { PublicFrameQuery, PublicFramesQuery } from '../../src/api/documents/storefront';
import type { UploadProgress } from '../../src/api/http';
import { setupClients, setupListeningServer, watch } from './graphClient';

const clients = setupClients(setupListeningServer());

const png = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((b) => new Blob([new Uint8Array(b)], { type: 'image/png' }));

describe('graph client against the real server: frames', () => {
  it('creates a frame, uploads images with progress, changes its status; every cached view follows', async () => {
    const { admin, visitor } = clients();
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
    const { admin } = clients();
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

  it('public frames come as a page with pagination, typed', async () => {
    const { visitor } = clients();
    const r = await visitor.query(PublicFramesQuery, { limit: 5 }).toPromise();
    expect(r.error).toBeUndefined();
    expect(r.data?.publicFrames.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(Array.isArray(r.data?.publicFrames.data)).toBe(true);
  });

  it('server refusals become error results with the server message', async () => {
    const { admin } = clients();
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
