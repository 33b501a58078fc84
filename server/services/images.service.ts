import { randomBytes } from 'node:crypto';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { frameImages, frameLabels, frames, type ImageVariant, labels } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import type { ServiceDeps } from './deps';
import { trashedPictureKeys } from './frameTrash';
import { type FrameView, frameView } from './frameView';
import { assertImageBytes, type EncodedVariant, encodeUploads, MAIN_WIDTH } from './imageProcessing';
import { UPLOADS_PREFIX } from './storage';

export const MAX_IMAGES_PER_FRAME = 5;
export const FRAME_NOT_FOUND = 'Frame not found';
export const IMAGE_NOT_FOUND = 'Image not found';
export const TOO_MANY_IMAGES = 'Maximum 5 images allowed per frame.';
export const NO_IMAGE = 'Please select at least one image to upload.';
export const REORDER_MISMATCH = "imageIds must list each of this frame's images exactly once";

type FrameRow = typeof frames.$inferSelect;
type ImageRow = typeof frameImages.$inferSelect;

/** A re-encoded upload, written to storage but not yet in the database. */
interface StoredUpload {
  variants: ImageVariant[];
  imageUrl: string;
  width: number;
  height: number;
}

/**
 * Pictures of a frame: upload (checked from the bytes, re-encoded to WebP widths, at most 5 per frame
 * even under concurrent uploads, a batch all or nothing), delete, reorder.
 */
export class ImagesService {
  constructor(protected readonly deps: ServiceDeps) {}

  /** The frame as the API shows it: its row, its images by order, its labels. */
  async view(frameId: number, db: Db | Tx = this.deps.db): Promise<FrameView> {
    const [row] = await db.select().from(frames).where(eq(frames.id, frameId));
    if (!row) throw notFound(FRAME_NOT_FOUND);
    return this.viewOf(row, db);
  }

  private async viewOf(row: FrameRow, db: Db | Tx): Promise<FrameView> {
    const [images, labelRows] = await Promise.all([
      db.select().from(frameImages).where(eq(frameImages.frameId, row.id)),
      db
        .select({ id: labels.id, name: labels.name, color: labels.color })
        .from(frameLabels)
        .innerJoin(labels, eq(frameLabels.labelId, labels.id))
        .where(eq(frameLabels.frameId, row.id))
        .orderBy(asc(labels.name), asc(labels.id)),
    ]);
    return frameView(row, images, labelRows);
  }

  /** 404 `Frame not found` unless the frame exists. */
  async assertFrame(frameId: number): Promise<void> {
    const [row] = await this.deps.db.select({ id: frames.id }).from(frames).where(eq(frames.id, frameId));
    if (!row) throw notFound(FRAME_NOT_FOUND);
  }

  /** Locks the frame row for the rest of the transaction, so image counts cannot race. */
  private async lockFrame(tx: Tx, frameId: number): Promise<FrameRow> {
    const [row] = await tx.select().from(frames).where(eq(frames.id, frameId)).for('update');
    if (!row) throw notFound(FRAME_NOT_FOUND);
    return row;
  }

  private async imageCount(db: Db | Tx, frameId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(frameImages).where(eq(frameImages.frameId, frameId));
    return Number(row?.n ?? 0);
  }

  /**
   * Adds pictures to a frame (also used by the demo seeder). Every file is checked before anything is
   * stored; the CPU work happens outside the transaction; the transaction locks the frame, counts its
   * images, stores the pictures and inserts the rows. Pictures in the database are part of that
   * transaction (a refusal or a crash leaves none); files written before a refusal are removed again.
   */
  async addImages(
    frameId: number,
    files: Buffer[],
    actorId: number | null,
    options: { log?: boolean } = {},
  ): Promise<FrameView> {
    if (files.length === 0) throw badRequest(NO_IMAGE, 'images');
    if (files.length > MAX_IMAGES_PER_FRAME) throw badRequest(TOO_MANY_IMAGES, 'images');
    await this.assertFrame(frameId);
    // A quick refusal before the CPU work; the count is checked again under the lock.
    if ((await this.imageCount(this.deps.db, frameId)) + files.length > MAX_IMAGES_PER_FRAME)
      throw badRequest(TOO_MANY_IMAGES, 'images');
    for (const file of files) await assertImageBytes(file);
    const encoded = await encodeUploads(files);

    const stored: StoredUpload[] = [];
    const keys: string[] = [];
    let frame: FrameRow;
    try {
      frame = await this.deps.db.transaction(async (tx) => {
        const row = await this.lockFrame(tx, frameId);
        if ((await this.imageCount(tx, frameId)) + encoded.length > MAX_IMAGES_PER_FRAME)
          throw badRequest(TOO_MANY_IMAGES, 'images');
        for (const variants of encoded) stored.push(await this.store(frameId, variants, keys, tx));
        const [last] = await tx
          .select({ order: max(frameImages.order) })
          .from(frameImages)
          .where(eq(frameImages.frameId, frameId));
        const first = last?.order === null || last?.order === undefined ? 0 : last.order + 1;
        await tx
          .insert(frameImages)
          .values(stored.map((upload, i) => ({ frameId, ...upload, order: first + i })));
        await tx.update(frames).set({ updatedAt: sql`now()` }).where(eq(frames.id, frameId));
        // The demo seeder stores its pictures without logging them (it logs one 'Demo catalogue created').
        if (options.log !== false)
          await this.deps.activity.record(
            {
              type: 'frame',
              action: 'Images uploaded',
              item: row.name,
              status: row.status,
              targetId: frameId,
              actorId,
            },
            tx,
          );
        return row;
      });
    } catch (error) {
      await this.removeKeys(keys);
      throw error;
    }
    return orNotFound(await this.changed(frame));
  }

  /**
   * Writes the variants of one upload; every key written is pushed to `keys` at once (for cleanup). The
   * random name makes each key new (storage refuses a key already used), so a picture's URL never gets
   * other bytes and can be cached for good.
   */
  private async store(
    frameId: number,
    encoded: EncodedVariant[],
    keys: string[],
    tx: Tx,
  ): Promise<StoredUpload> {
    const name = randomBytes(12).toString('hex');
    const variants: ImageVariant[] = [];
    for (const variant of encoded) {
      const key = `frames/${frameId}/${name}-${variant.width}.webp`;
      const { url } = await this.deps.storage.put(key, variant.body, 'image/webp', tx);
      keys.push(key); // after the write: a refused key (someone else's picture) is never cleaned up
      variants.push({ width: variant.width, url, key });
    }
    const largest = encoded[encoded.length - 1]!;
    const main = variants.filter((v) => v.width <= MAIN_WIDTH).at(-1) ?? variants[0]!;
    return { variants, imageUrl: main.url, width: largest.width, height: largest.height };
  }

  private async removeKeys(keys: string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => this.deps.storage.delete(key)));
  }

  /** Deletes one picture of a frame and its files; 404 unless it belongs to that frame. */
  async removeImage(frameId: number, imageId: number, actorId: number | null): Promise<void> {
    const { frame, image } = await this.deps.db.transaction(async (tx) => {
      const frame = await this.lockFrame(tx, frameId);
      const [image] = await tx
        .delete(frameImages)
        .where(sql`${frameImages.id} = ${imageId} and ${frameImages.frameId} = ${frameId}`)
        .returning();
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      await tx.update(frames).set({ updatedAt: sql`now()` }).where(eq(frames.id, frameId));
      await this.deps.activity.record(
        {
          type: 'frame',
          action: 'Image deleted',
          item: frame.name,
          status: frame.status,
          targetId: frameId,
          actorId,
        },
        tx,
      );
      return { frame, image };
    });
    await this.removeKeys(keysOf(image));
    await this.changed(frame);
  }

  /**
   * Removes stored pictures no image row refers to: a delete removes its files after its commit, so a server
   * stopped in between (or a removal that failed) leaves files behind. Only keys written before `olderThan`:
   * an upload writes its files before its transaction commits (on disk, outside it), so a newer key may be
   * an upload still running, here or on another instance. Returns the keys removed.
   */
  async sweepOrphans(olderThan: Date): Promise<string[]> {
    const stored = await this.deps.storage.keys({ olderThan });
    if (stored.length === 0) return [];
    const rows = await this.deps.db.select().from(frameImages);
    // A trashed frame's pictures are still wanted: restoring it brings them back.
    const trashed = await trashedPictureKeys(this.deps.db);
    const referenced = new Set([...rows.flatMap(keysOf), ...trashed]);
    const orphans = stored.filter((key) => !referenced.has(key));
    await this.removeKeys(orphans);
    return orphans;
  }

  /** Sets `order` = position; `imageIds` must be exactly the frame's image ids, each once. */
  async reorder(frameId: number, imageIds: number[], actorId: number | null): Promise<FrameView> {
    if (new Set(imageIds).size !== imageIds.length) throw badRequest(REORDER_MISMATCH, 'imageIds');
    const frame = await this.deps.db.transaction(async (tx) => {
      const frame = await this.lockFrame(tx, frameId);
      const current = await tx
        .select({ id: frameImages.id })
        .from(frameImages)
        .where(eq(frameImages.frameId, frameId));
      const own = new Set(current.map((r) => r.id));
      if (imageIds.length !== own.size || imageIds.some((id) => !own.has(id)))
        throw badRequest(REORDER_MISMATCH, 'imageIds');
      for (const [order, id] of imageIds.entries())
        await tx.update(frameImages).set({ order }).where(eq(frameImages.id, id));
      await tx.update(frames).set({ updatedAt: sql`now()` }).where(eq(frames.id, frameId));
      await this.deps.activity.record(
        {
          type: 'frame',
          action: 'Images reordered',
          item: frame.name,
          status: frame.status,
          targetId: frameId,
          actorId,
        },
        tx,
      );
      return frame;
    });
    return orNotFound(await this.changed(frame));
  }

  /** Reads the frame as it now is and tells open storefronts (null: deleted meanwhile). */
  private async changed(frame: FrameRow): Promise<FrameView | null> {
    const view = await this.view(frame.id).catch(() => null);
    // A draft's pictures are staff-only news.
    this.deps.events.publish({
      audience: view?.published === false ? 'admin' : 'public',
      type: 'frame.updated',
      id: frame.id,
      ...(view ? { data: view } : {}),
    });
    return view;
  }
}

function orNotFound(view: FrameView | null): FrameView {
  if (!view) throw notFound(FRAME_NOT_FOUND);
  return view;
}

/** The storage keys of an image row: its variants' and its URL's (rows made before variants only have that). */
function keysOf(image: ImageRow): string[] {
  const keys = image.variants.map((v) => v.key);
  if (image.imageUrl.startsWith(UPLOADS_PREFIX)) keys.push(image.imageUrl.slice(UPLOADS_PREFIX.length));
  return [...new Set(keys)];
}
