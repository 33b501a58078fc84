import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { frameLabels, frames, labels, marquee } from '../db/schema';
import type { ActivityService } from '../services/activity.service';
import { discountOf } from '../services/frameView';
import { type DemoFrame, demoLabels, demoMarquee } from './catalogue';
import { demoFrames } from './demoFrames';
import { mapLimit, renderPicture } from './pictures';

/** Stores pictures of a frame (the images service: re-encoded into WebP widths, written through its Storage). */
export type AddImages = (frameId: number, files: Buffer[], actorId: number | null) => Promise<unknown>;

export interface DemoResult {
  frames: number;
  labels: number;
  marquee: number;
  pictures: number;
  /** Pictures that could not be stored (the catalogue is kept; the frames show 'No image available'). */
  failures: string[];
}

/** Held while checking the catalogue is empty and filling it, so two first starts seed it once. */
const DEMO_LOCK = 7_201_002;
/** Pictures are CPU work (SVG render, then WebP encodes): two frames at a time suits a small machine. */
const PICTURE_CONCURRENCY = 2;
const HOUR = 3_600_000;

async function catalogueIsEmpty(db: Pick<Db, 'select'>): Promise<boolean> {
  const [[f], [l], [m]] = await Promise.all([
    db.select({ n: count() }).from(frames),
    db.select({ n: count() }).from(labels),
    db.select({ n: count() }).from(marquee),
  ]);
  return (f?.n ?? 0) + (l?.n ?? 0) + (m?.n ?? 0) === 0;
}

/**
 * The demo catalogue, only on a database with no frames, no labels and no marquee items: labels,
 * frames (discounts computed like the API does), their labels, marquee items, then pictures.
 * Returns null when there was something already.
 */
export async function seedDemo(
  deps: { db: Db; activity: ActivityService },
  addImages: AddImages,
  catalogue: DemoFrame[] = demoFrames,
): Promise<DemoResult | null> {
  const { db } = deps;
  if (!(await catalogueIsEmpty(db))) return null;

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    // Checked one by one: PGlite runs a transaction's queries on one connection.
    const [[f], [l], [m]] = [
      await tx.select({ n: count() }).from(frames),
      await tx.select({ n: count() }).from(labels),
      await tx.select({ n: count() }).from(marquee),
    ];
    if ((f?.n ?? 0) + (l?.n ?? 0) + (m?.n ?? 0) > 0) return null;

    const labelRows = await tx
      .insert(labels)
      .values([...demoLabels])
      .returning();
    const labelId = new Map(labelRows.map((row) => [row.name, row.id]));
    // Spread over the last weeks, oldest first, so 'Created' columns and 'newest' sorts look real.
    const now = Date.now();
    const frameRows = await tx
      .insert(frames)
      .values(
        catalogue.map((frame, i) => {
          const createdAt = new Date(now - (catalogue.length - i) * 19 * HOUR);
          return {
            name: frame.name,
            description: frame.description,
            category: frame.category,
            status: frame.status,
            originalPrice: frame.originalPrice,
            currentPrice: frame.currentPrice,
            ...discountOf(frame.originalPrice, frame.currentPrice),
            dimensions: frame.dimensions,
            rating: frame.rating,
            displayOrder: i,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: frames.id, displayOrder: frames.displayOrder });
    const ids = frameRows.sort((a, b) => a.displayOrder - b.displayOrder).map((row) => row.id);
    const links = catalogue.flatMap((frame, i) =>
      frame.labels.map((name) => ({ frameId: ids[i]!, labelId: labelId.get(name)! })),
    );
    if (links.length > 0) await tx.insert(frameLabels).values(links);
    await tx.insert(marquee).values(demoMarquee.map((item, order) => ({ ...item, order })));
    await deps.activity.record(
      {
        type: 'frame',
        action: 'Demo catalogue created',
        item: `${catalogue.length} frames`,
        status: 'created',
        actorId: null,
      },
      tx,
    );
    return ids;
  });
  if (!created) return null;

  // Pictures after the commit: CPU work stays outside the transaction, and a picture that fails
  // leaves a frame without pictures rather than no shop.
  const failures: string[] = [];
  const stored = await mapLimit(catalogue, PICTURE_CONCURRENCY, async (frame, i) => {
    try {
      const files = await Promise.all(
        frame.pictures.map((artwork, view) =>
          renderPicture({ category: frame.category, artwork, view: view as 0 | 1 | 2, seed: i }),
        ),
      );
      await addImages(created[i]!, files, null);
      return files.length;
    } catch (error) {
      failures.push(`${frame.name}: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  });
  return {
    frames: created.length,
    labels: demoLabels.length,
    marquee: demoMarquee.length,
    pictures: stored.reduce((a, b) => a + b, 0),
    failures,
  };
}
