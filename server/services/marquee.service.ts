import { asc, count, eq, ilike, not } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { marquee } from '../db/schema';
import { notFound } from '../lib/errors';
import { assertFresh, bump } from '../lib/precondition';
import { likePattern } from '../lib/sql';
import type { ServiceDeps } from './deps';

export const MARQUEE_NOT_FOUND = 'Marquee content not found';

export interface MarqueeView {
  id: number;
  text: string;
  isActive: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface MarqueeInput {
  text?: string | undefined;
  isActive?: boolean | undefined;
  order?: number | undefined;
}

const view = (row: typeof marquee.$inferSelect): MarqueeView => ({
  id: row.id,
  text: row.text,
  isActive: row.isActive,
  order: row.order,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The item under its row lock, checked against If-Match: the read and the write share a transaction. */
async function lockFresh(tx: Tx, id: number, ifMatch: string | undefined) {
  const [current] = await tx.select().from(marquee).where(eq(marquee.id, id)).for('update');
  if (!current) throw notFound(MARQUEE_NOT_FOUND);
  assertFresh(ifMatch, current.version, 'marquee item');
  return current;
}

/** The storefront's scrolling banner: items shown by `order`, hidden or shown with `isActive`. */
export class MarqueeService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(q: { page: number; limit: number; search?: string | undefined }) {
    const { db } = this.deps;
    const search = q.search?.trim();
    const where = search ? ilike(marquee.text, likePattern(search)) : undefined;
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(marquee)
        .where(where)
        .orderBy(asc(marquee.order), asc(marquee.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ total: count() }).from(marquee).where(where),
    ]);
    return { items: rows.map(view), total: totals?.total ?? 0 };
  }

  /** The active items, for the storefront. */
  async listActive(): Promise<{ id: number; text: string; order: number }[]> {
    return this.deps.db
      .select({ id: marquee.id, text: marquee.text, order: marquee.order })
      .from(marquee)
      .where(eq(marquee.isActive, true))
      .orderBy(asc(marquee.order), asc(marquee.id));
  }

  async get(id: number): Promise<MarqueeView> {
    const [row] = await this.deps.db.select().from(marquee).where(eq(marquee.id, id));
    if (!row) throw notFound(MARQUEE_NOT_FOUND);
    return view(row);
  }

  async create(input: MarqueeInput & { text: string }, actorId: number): Promise<MarqueeView> {
    const text = input.text.trim();
    const row = await this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(marquee)
        .values({ text, isActive: input.isActive ?? true, order: input.order ?? 0 })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await this.deps.activity.record(
        {
          type: 'marquee',
          action: 'Marquee content created',
          item: text,
          status: 'created',
          targetId: created.id,
          actorId,
        },
        tx,
      );
      return created;
    });
    this.changed(row.id);
    return view(row);
  }

  async update(id: number, input: MarqueeInput, actorId: number, ifMatch?: string): Promise<MarqueeView> {
    const row = await this.deps.db.transaction(async (tx) => {
      await lockFresh(tx, id, ifMatch);
      const [updated] = await tx
        .update(marquee)
        .set({
          ...(input.text !== undefined ? { text: input.text.trim() } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          ...(input.order !== undefined ? { order: input.order } : {}),
          updatedAt: new Date(),
          version: bump(marquee.version),
        })
        .where(eq(marquee.id, id))
        .returning();
      if (!updated) throw notFound(MARQUEE_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'marquee',
          action: 'Marquee content updated',
          item: updated.text,
          status: 'updated',
          targetId: id,
          actorId,
        },
        tx,
      );
      return updated;
    });
    this.changed(id);
    return view(row);
  }

  /** Flips `isActive` in one statement, so two toggles at once flip it twice. */
  async toggle(id: number, actorId: number, ifMatch?: string): Promise<MarqueeView> {
    const row = await this.deps.db.transaction(async (tx) => {
      await lockFresh(tx, id, ifMatch);
      const [updated] = await tx
        .update(marquee)
        .set({ isActive: not(marquee.isActive), updatedAt: new Date(), version: bump(marquee.version) })
        .where(eq(marquee.id, id))
        .returning();
      if (!updated) throw notFound(MARQUEE_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'marquee',
          action: updated.isActive ? 'Marquee content shown' : 'Marquee content hidden',
          item: updated.text,
          status: updated.isActive ? 'active' : 'inactive',
          targetId: id,
          actorId,
        },
        tx,
      );
      return updated;
    });
    this.changed(id);
    return view(row);
  }

  async remove(id: number, actorId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [deleted] = await tx.delete(marquee).where(eq(marquee.id, id)).returning();
      if (!deleted) throw notFound(MARQUEE_NOT_FOUND);
      await this.deps.activity.record(
        {
          type: 'marquee',
          action: 'Marquee content deleted',
          item: deleted.text,
          status: 'deleted',
          targetId: id,
          actorId,
        },
        tx,
      );
    });
    this.changed(id);
  }

  private changed(id: number): void {
    this.deps.events.publish({ audience: 'public', type: 'marquee.changed', id });
  }
}
