import { count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { frameEnquiries, frameImages, frameLabels, frames, frameTrash, labels, users } from '../db/schema';
import { notFound } from '../lib/errors';
import type { ServiceDeps } from './deps';
import { announceChange } from './frameEvents';
import type { FrameQueries } from './frames.queries';
import type { FrameView } from './frameView';
import { UPLOADS_PREFIX } from './storage';

/** How long a deleted frame stays restorable (docs/api.md, "Trash"). */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const trashedNotFound = (id: number) => `Frame ${id} is not in the trash`;

type FrameRow = typeof frames.$inferSelect;
type ImageRow = typeof frameImages.$inferSelect;
type TrashRow = typeof frameTrash.$inferSelect;

/** A frame in the trash as the admin list shows it. */
export interface TrashedFrameView {
  id: number;
  name: string;
  category: string | null;
  currentPrice: number;
  status: FrameRow['status'];
  published: boolean;
  imageUrl: string | null;
  deletedAt: string;
  /** When it is deleted for good: deletedAt + 30 days. */
  purgeAt: string;
  deletedBy: string | null;
}

const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * Moves a frame (locked by the caller) into the trash, inside `tx`: its row, pictures, label ids and enquiry
 * counts are kept in frame_trash, then the frame is deleted (its rows cascade; the picture files stay).
 */
export async function moveToTrash(tx: Tx, row: FrameRow, actorId: number | null): Promise<void> {
  const images = await tx.select().from(frameImages).where(eq(frameImages.frameId, row.id));
  const links = await tx
    .select({ labelId: frameLabels.labelId })
    .from(frameLabels)
    .where(eq(frameLabels.frameId, row.id));
  const enquiries = await tx.select().from(frameEnquiries).where(eq(frameEnquiries.frameId, row.id));
  const { searchText: _s, ...columns } = row;
  await tx
    .insert(frameTrash)
    .values({
      id: row.id,
      name: row.name,
      frame: JSON.parse(JSON.stringify(columns)),
      images: JSON.parse(JSON.stringify(images)),
      labelIds: links.map((l) => l.labelId),
      enquiries: JSON.parse(JSON.stringify(enquiries)),
      deletedBy: actorId,
    })
    .onConflictDoNothing();
  await tx.delete(frames).where(eq(frames.id, row.id));
}

/** The storage keys of a trashed frame's pictures (what deleting it for good removes). */
export function trashedKeys(trashed: Pick<TrashRow, 'images'>): string[] {
  const keys = new Set<string>();
  for (const image of trashed.images as unknown as ImageRow[]) {
    for (const v of image.variants ?? []) keys.add(v.key);
    if (image.imageUrl?.startsWith(UPLOADS_PREFIX)) keys.add(image.imageUrl.slice(UPLOADS_PREFIX.length));
  }
  return [...keys];
}

/** Every storage key a trashed frame still needs (the orphan sweep keeps them). */
export async function trashedPictureKeys(db: Db): Promise<Set<string>> {
  const rows = await db.select({ images: frameTrash.images }).from(frameTrash);
  return new Set(rows.flatMap(trashedKeys));
}

const mainImage = (images: Record<string, unknown>[]) => {
  const sorted = [...(images as unknown as ImageRow[])].sort((a, b) => a.order - b.order || a.id - b.id);
  return sorted[0]?.imageUrl ?? null;
};

/** The trash: listing, restoring, deleting for good, and the 30-day purge. */
export class FrameTrash {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly queries: FrameQueries,
  ) {}

  /** Newest deletions first; frames past their 30 days are purged first. */
  async list(page: number, limit: number): Promise<{ items: TrashedFrameView[]; total: number }> {
    await this.purgeExpired();
    const { db } = this.deps;
    const [rows, [total]] = await Promise.all([
      db
        .select({ trash: frameTrash, deletedBy: users.name })
        .from(frameTrash)
        .leftJoin(users, eq(users.id, frameTrash.deletedBy))
        .orderBy(desc(frameTrash.deletedAt), desc(frameTrash.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(frameTrash),
    ]);
    const items = rows.map(({ trash, deletedBy }) => {
      const f = trash.frame;
      return {
        id: trash.id,
        name: trash.name,
        category: (f.category as string | null) ?? null,
        currentPrice: Number(f.currentPrice),
        status: f.status as FrameRow['status'],
        published: f.published !== false,
        imageUrl: mainImage(trash.images),
        deletedAt: trash.deletedAt.toISOString(),
        purgeAt: new Date(trash.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
        deletedBy: deletedBy ?? null,
      };
    });
    return { items, total: total?.n ?? 0 };
  }

  /** Puts trashed frames back as they were (labels deleted meanwhile left out); all or nothing. */
  async restore(ids: number[], actorId: number | null, tx?: Tx): Promise<FrameView[]> {
    const run = async (t: Tx) => {
      const trashed = await t
        .select()
        .from(frameTrash)
        .where(inArray(frameTrash.id, ids))
        .orderBy(frameTrash.id)
        .for('update');
      const missing = ids.find((id) => !trashed.some((r) => r.id === id));
      if (missing !== undefined) throw notFound(trashedNotFound(missing));
      const rows: FrameRow[] = [];
      for (const trash of trashed) rows.push(await this.putBack(t, trash, actorId));
      await t.delete(frameTrash).where(inArray(frameTrash.id, ids));
      return this.queries.views(rows, t);
    };
    const views = tx ? await run(tx) : await this.deps.db.transaction(run);
    if (!tx) for (const view of views) announceChange(this.deps.events, undefined, view);
    return views;
  }

  private async putBack(tx: Tx, trash: TrashRow, actorId: number | null): Promise<FrameRow> {
    const f = trash.frame;
    const [row] = await tx
      .insert(frames)
      .values({
        ...(f as unknown as FrameRow),
        createdAt: new Date(isoOf(f.createdAt)),
        updatedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    const images = trash.images as unknown as ImageRow[];
    if (images.length)
      await tx
        .insert(frameImages)
        .values(images.map((i) => ({ ...i, createdAt: new Date(isoOf(i.createdAt)) })));
    const known = trash.labelIds.length
      ? await tx.select({ id: labels.id }).from(labels).where(inArray(labels.id, trash.labelIds))
      : [];
    if (known.length)
      await tx.insert(frameLabels).values(known.map((l) => ({ frameId: row.id, labelId: l.id })));
    const enquiries = trash.enquiries as unknown as (typeof frameEnquiries.$inferInsert)[];
    if (enquiries.length) await tx.insert(frameEnquiries).values(enquiries);
    await this.deps.activity.record(
      {
        type: 'frame',
        action: 'Frame restored',
        item: row.name,
        status: row.status,
        targetId: row.id,
        actorId,
      },
      tx,
    );
    return row;
  }

  /** Deletes trashed frames for good (all or nothing), then their picture files. */
  async purge(ids: number[], actorId: number): Promise<void> {
    const keys = await this.deps.db.transaction(async (tx) => {
      const gone = await tx.delete(frameTrash).where(inArray(frameTrash.id, ids)).returning();
      const missing = ids.find((id) => !gone.some((r) => r.id === id));
      if (missing !== undefined) throw notFound(trashedNotFound(missing));
      await this.deps.activity.record(
        {
          type: 'frame',
          action: 'Frame deleted forever',
          item: gone.length === 1 ? gone[0]!.name : `${gone.length} frames`,
          status: 'deleted',
          actorId,
        },
        tx,
      );
      return gone.flatMap(trashedKeys);
    });
    await this.removeFiles(keys);
  }

  /** Deletes for good every frame trashed before `now - 30 days`; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    const gone = await this.deps.db.delete(frameTrash).where(lt(frameTrash.deletedAt, cutoff)).returning();
    await this.removeFiles(gone.flatMap(trashedKeys));
    return gone.length;
  }

  /** After the commit: a failed removal leaves an orphan file (swept later), never a broken frame. */
  private async removeFiles(keys: string[]) {
    await Promise.all(keys.map((key) => this.deps.storage.delete(key).catch(() => {})));
  }
}
