import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { frameLabels, labels } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { assertFresh, bump } from '../lib/precondition';
import { likePattern, pgCode } from '../lib/sql';
import type { ServiceDeps } from './deps';

export const DEFAULT_LABEL_COLOR = '#3B82F6';
export const LABEL_IN_USE =
  'You cannot delete a label that is assigned to frames. Please remove it from all frames first.';
const LABEL_NOT_FOUND = 'Label not found';
const duplicate = (name: string) => `A label named '${name}' already exists`;

export interface LabelView {
  id: number;
  name: string;
  color: string;
  usageCount: number;
  createdAt: string;
  version: number;
}

export interface LabelListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  sortBy: 'name' | 'createdAt' | 'usageCount';
  sortOrder: 'asc' | 'desc';
}

const usage = sql<number>`(select count(*)::int from ${frameLabels} where ${frameLabels.labelId} = ${labels.id})`;
const columns = {
  id: labels.id,
  name: labels.name,
  color: labels.color,
  createdAt: labels.createdAt,
  usageCount: usage,
  version: labels.version,
};

const view = (row: {
  id: number;
  name: string;
  color: string;
  createdAt: Date;
  usageCount: number;
  version: number;
}): LabelView => ({
  ...row,
  usageCount: Number(row.usageCount),
  createdAt: row.createdAt.toISOString(),
});

/** Labels: names unique case-insensitively, deletable only when no frame uses them. */
export class LabelsService {
  constructor(private readonly deps: ServiceDeps) {}

  async list(q: LabelListQuery): Promise<{ items: LabelView[]; total: number }> {
    const { db } = this.deps;
    const where = q.search?.trim() ? ilike(labels.name, likePattern(q.search.trim())) : undefined;
    const order = q.sortOrder === 'desc' ? desc : asc;
    const sortColumn =
      q.sortBy === 'createdAt' ? labels.createdAt : q.sortBy === 'usageCount' ? usage : labels.name;
    const [rows, [totals]] = await Promise.all([
      db
        .select(columns)
        .from(labels)
        .where(where)
        .orderBy(order(sortColumn), asc(labels.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ total: count() }).from(labels).where(where),
    ]);
    return { items: rows.map(view), total: totals?.total ?? 0 };
  }

  async get(id: number, db: Db | Tx = this.deps.db): Promise<LabelView> {
    const [row] = await db.select(columns).from(labels).where(eq(labels.id, id));
    if (!row) throw notFound(LABEL_NOT_FOUND);
    return view(row);
  }

  private async assertNameFree(name: string, exceptId?: number, db: Db | Tx = this.deps.db): Promise<void> {
    const same = eq(sql`lower(${labels.name})`, name.toLowerCase());
    const [row] = await db
      .select({ id: labels.id })
      .from(labels)
      .where(exceptId === undefined ? same : and(same, sql`${labels.id} <> ${exceptId}`));
    if (row) throw conflict(duplicate(name));
  }

  async create(input: { name: string; color?: string | undefined }, actorId: number): Promise<LabelView> {
    const name = input.name.trim();
    await this.assertNameFree(name);
    const row = await this.deps.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(labels)
          .values({ name, color: (input.color ?? DEFAULT_LABEL_COLOR).toUpperCase() })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        await this.deps.activity.record(
          {
            type: 'label',
            action: 'Label created',
            item: name,
            status: 'created',
            targetId: created.id,
            actorId,
          },
          tx,
        );
        return created;
      })
      .catch(rethrowUnique(name));
    this.changed(row.id);
    return view({ ...row, usageCount: 0 });
  }

  /**
   * Renames or recolours: the row is read under its lock in the transaction that writes it, so two changes
   * at once (one the colour, one the name) both land. `ifMatch`: the request's If-Match (412 when stale).
   */
  async update(
    id: number,
    input: { name?: string | undefined; color?: string | undefined },
    actorId: number,
    ifMatch?: string,
  ): Promise<LabelView> {
    const label = await this.deps.db
      .transaction(async (tx) => {
        const [current] = await tx.select().from(labels).where(eq(labels.id, id)).for('update');
        if (!current) throw notFound(LABEL_NOT_FOUND);
        assertFresh(ifMatch, current.version, 'label');
        const name = input.name?.trim() ?? current.name;
        if (name.toLowerCase() !== current.name.toLowerCase()) await this.assertNameFree(name, id, tx);
        await tx
          .update(labels)
          .set({ name, color: (input.color ?? current.color).toUpperCase(), version: bump(labels.version) })
          .where(eq(labels.id, id));
        await this.deps.activity.record(
          { type: 'label', action: 'Label updated', item: name, status: 'updated', targetId: id, actorId },
          tx,
        );
        return this.get(id, tx);
      })
      .catch(rethrowUnique(input.name?.trim() ?? ''));
    this.changed(id);
    return label;
  }

  async remove(id: number, actorId: number): Promise<void> {
    await this.deps.db
      .transaction(async (tx) => {
        // Lock the label so a frame cannot take it between the check and the delete.
        const [row] = await tx.select().from(labels).where(eq(labels.id, id)).for('update');
        if (!row) throw notFound(LABEL_NOT_FOUND);
        const [used] = await tx.select({ n: count() }).from(frameLabels).where(eq(frameLabels.labelId, id));
        if ((used?.n ?? 0) > 0) throw conflict(LABEL_IN_USE);
        await tx.delete(labels).where(eq(labels.id, id));
        await this.deps.activity.record(
          {
            type: 'label',
            action: 'Label deleted',
            item: row.name,
            status: 'deleted',
            targetId: id,
            actorId,
          },
          tx,
        );
      })
      .catch((error: unknown) => {
        // A frame took the label after the check: the foreign key refuses the delete.
        if (pgCode(error) === '23503') throw conflict(LABEL_IN_USE);
        throw error;
      });
    this.changed(id);
  }

  private changed(id: number): void {
    this.deps.events.publish({ audience: 'public', type: 'label.changed', id });
  }
}

const rethrowUnique = (name: string) => (error: unknown) => {
  if (pgCode(error) === '23505') throw conflict(duplicate(name));
  throw error;
};
