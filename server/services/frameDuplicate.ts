import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frameImages, frameLabels, frames, type ImageVariant } from '../db/schema';
import { notFound } from '../lib/errors';
import type { ServiceDeps } from './deps';
import { nextDisplayOrder } from './displayOrder';
import { announceChange } from './frameEvents';
import { FRAME_NOT_FOUND, type FrameQueries } from './frames.queries';
import type { FrameView } from './frameView';
import { type Storage, UPLOADS_PREFIX } from './storage';

type ImageRow = typeof frameImages.$inferSelect;

/** The copy's name: "<name> (copy)", the original shortened to fit the 200 characters a name may have. */
export const copyName = (name: string) => `${name.slice(0, 200 - ' (copy)'.length)} (copy)`;

/** A stored picture read into memory: its key and bytes. */
interface Picture {
  key: string;
  body: Buffer;
  contentType: string;
}

/** The stored pictures of the image rows (variants, and the main URL of rows made before variants). */
async function readPictures(storage: Storage, images: ImageRow[]): Promise<Map<string, Picture>> {
  const keys = new Set<string>();
  for (const image of images) {
    for (const v of image.variants) keys.add(v.key);
    if (image.imageUrl.startsWith(UPLOADS_PREFIX)) keys.add(image.imageUrl.slice(UPLOADS_PREFIX.length));
  }
  const pictures = new Map<string, Picture>();
  for (const key of keys) {
    const stored = await storage.get(key);
    if (stored?.body) pictures.set(key, { key, body: stored.body, contentType: stored.contentType });
  }
  return pictures;
}

/**
 * Writes a copy of each picture under the new frame's keys (inside `tx` when the pictures live in the
 * database) and returns the new image rows; every key written is pushed to `written` for cleanup.
 */
async function copyPictures(
  storage: Storage,
  images: ImageRow[],
  pictures: Map<string, Picture>,
  frameId: number,
  written: string[],
  tx: Tx,
) {
  const rows: (typeof frameImages.$inferInsert)[] = [];
  for (const image of images) {
    const name = randomBytes(12).toString('hex');
    const urls = new Map<string, string>();
    const copy = async (key: string, suffix: string) => {
      const picture = pictures.get(key);
      if (!picture) return null;
      const extension = key.includes('.') ? key.slice(key.lastIndexOf('.')) : '';
      const newKey = `frames/${frameId}/${name}${suffix}${extension}`;
      const { url } = await storage.put(newKey, picture.body, picture.contentType, tx);
      written.push(newKey);
      urls.set(storage.url(key), url);
      return { key: newKey, url };
    };
    const variants: ImageVariant[] = [];
    for (const v of image.variants) {
      const copied = await copy(v.key, `-${v.width}`);
      if (copied) variants.push({ width: v.width, ...copied });
    }
    let imageUrl = urls.get(image.imageUrl) ?? image.imageUrl;
    if (!urls.has(image.imageUrl) && image.imageUrl.startsWith(UPLOADS_PREFIX))
      imageUrl = (await copy(image.imageUrl.slice(UPLOADS_PREFIX.length), ''))?.url ?? image.imageUrl;
    rows.push({
      frameId,
      imageUrl,
      variants,
      width: image.width,
      height: image.height,
      order: image.order,
      alt: image.alt,
    });
  }
  return rows;
}

/**
 * Duplicates a frame: its details, labels and pictures (the files copied in storage, so deleting either
 * frame leaves the other's pictures whole), as a draft named "<name> (copy)", last in the display order.
 */
export async function duplicateFrame(
  deps: ServiceDeps,
  queries: FrameQueries,
  id: number,
  actorId: number,
): Promise<FrameView> {
  const { db, storage } = deps;
  const [source] = await db.select().from(frames).where(eq(frames.id, id));
  if (!source) throw notFound(FRAME_NOT_FOUND);
  const images = await db
    .select()
    .from(frameImages)
    .where(eq(frameImages.frameId, id))
    .orderBy(asc(frameImages.order), asc(frameImages.id));
  const pictures = await readPictures(storage, images);
  const written: string[] = [];
  try {
    const view = await db.transaction(async (tx) => {
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        searchText: _s,
        displayOrder: _d,
        published: _p,
        ...columns
      } = source;
      const displayOrder = await nextDisplayOrder(tx);
      const [row] = await tx
        .insert(frames)
        .values({ ...columns, name: copyName(source.name), published: false, displayOrder })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      const links = await tx
        .select({ labelId: frameLabels.labelId })
        .from(frameLabels)
        .where(eq(frameLabels.frameId, id));
      if (links.length) await tx.insert(frameLabels).values(links.map((l) => ({ frameId: row.id, ...l })));
      const rows = await copyPictures(storage, images, pictures, row.id, written, tx);
      if (rows.length) await tx.insert(frameImages).values(rows);
      await deps.activity.record(
        {
          type: 'frame',
          action: 'Frame duplicated',
          item: row.name,
          status: row.status,
          targetId: row.id,
          actorId,
        },
        tx,
      );
      return (await queries.views([row], tx))[0]!;
    });
    announceChange(deps.events, undefined, view);
    return view;
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}
