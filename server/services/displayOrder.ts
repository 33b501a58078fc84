import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { frames } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { stale } from '../lib/precondition';
import { etagOf, matches } from '../plugins/etag';
import type { ServiceDeps } from './deps';

/** Every writer of `display_order` takes this transaction lock, so max + 1 never collides. */
export const ORDER_LOCK = sql`select pg_advisory_xact_lock(7261001)`;

/** The highest display order (-1 when there are no frames); the caller holds the order lock. */
export async function maxDisplayOrder(tx: Tx): Promise<number> {
  const [top] = await tx
    .select({ max: sql<number | null>`max(${frames.displayOrder})`.mapWith(Number) })
    .from(frames);
  const max = top?.max ?? null;
  return max === null || Number.isNaN(max) ? -1 : max;
}

/** The display order a new frame takes (max + 1, 0 for the first), under the order lock. */
export async function nextDisplayOrder(tx: Tx): Promise<number> {
  await tx.execute(ORDER_LOCK);
  return (await maxDisplayOrder(tx)) + 1;
}

export interface FrameOrder {
  frameId: number;
  displayOrder: number;
}

/** The frames' display order as a whole (GET and PUT /frames/order). */
export class FrameOrdering {
  constructor(private readonly deps: ServiceDeps) {}

  /** Every frame's display order, first shown first, and its ETag (what If-Match on a reorder names). */
  async read(db: Db | Tx = this.deps.db): Promise<{ orders: FrameOrder[]; etag: string }> {
    const orders = await db
      .select({ frameId: frames.id, displayOrder: frames.displayOrder })
      .from(frames)
      .orderBy(asc(frames.displayOrder), asc(frames.name), asc(frames.id));
    const key = orders.map((o) => `${o.frameId}:${o.displayOrder}`).join(',');
    return { orders, etag: `"order-${etagOf(key).slice(1, 17)}"` };
  }

  /**
   * Sets many display orders at once: all or nothing, serialised with other reorders and creates. With
   * `ifMatch`, only over the order it names (else 412). Returns the new order's ETag.
   */
  async reorder(
    orders: FrameOrder[],
    actorId: number,
    ifMatch?: string,
  ): Promise<{ result: FrameOrder[]; etag: string }> {
    if (new Set(orders.map((o) => o.frameId)).size !== orders.length)
      throw badRequest('Each frame may appear only once in frameOrders', 'frameOrders');
    if (new Set(orders.map((o) => o.displayOrder)).size !== orders.length)
      throw badRequest('Each displayOrder must be unique in frameOrders', 'frameOrders');
    const ids = orders.map((o) => o.frameId);
    const drafts = new Set<number>();
    const etag = await this.deps.db.transaction(async (tx) => {
      await tx.execute(ORDER_LOCK);
      if (ifMatch !== undefined && !matches(ifMatch, (await this.read(tx)).etag))
        throw stale('display order');
      const rows = await tx
        .select({ id: frames.id, published: frames.published })
        .from(frames)
        .where(inArray(frames.id, ids))
        .orderBy(asc(frames.id))
        .for('update');
      const found = new Set(rows.map((r) => r.id));
      for (const r of rows) if (!r.published) drafts.add(r.id);
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) throw notFound(`Frame ${missing} not found`);
      const pairs = sql.join(
        orders.map((o) => sql`(${o.frameId}::int, ${o.displayOrder}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${frames} set display_order = v.display_order
            from (values ${pairs}) as v(id, display_order) where ${frames.id} = v.id`,
      );
      await this.deps.activity.record(
        {
          type: 'frame',
          action: 'Frames reordered',
          item: orders.length === 1 ? '1 frame' : `${orders.length} frames`,
          status: 'reordered',
          actorId,
        },
        tx,
      );
      return (await this.read(tx)).etag;
    });
    const result = [...orders].sort((a, b) => a.displayOrder - b.displayOrder);
    // Visitors hear of the published frames' places only; staff of every frame's.
    const visible = result.filter((o) => !drafts.has(o.frameId));
    if (drafts.size > 0)
      this.deps.events.publish({ audience: 'admin', type: 'frames.reordered', data: result });
    this.deps.events.publish({ audience: 'public', type: 'frames.reordered', data: visible });
    return { result, etag };
  }
}
