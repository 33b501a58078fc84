import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frames } from '../db/schema';

/** Every writer of `display_order` takes this transaction lock, so max + 1 never collides. */
export const ORDER_LOCK = sql`select pg_advisory_xact_lock(7261001)`;

/** The display order a new frame takes (max + 1, 0 for the first), under the order lock. */
export async function nextDisplayOrder(tx: Tx): Promise<number> {
  await tx.execute(ORDER_LOCK);
  const [top] = await tx
    .select({ max: sql<number | null>`max(${frames.displayOrder})`.mapWith(Number) })
    .from(frames);
  const max = top?.max ?? null;
  return max === null || Number.isNaN(max) ? 0 : max + 1;
}
