/**
 * What the sitemap and the product feed read, in batches of frames by id. At 100,000 frames the time went to
 * the rows themselves, not the plans (docs/bench.md, the sitemap): each row PGlite returns costs its own
 * message and parse, and a picture looked up per frame its own index search. So a sitemap batch comes back
 * as one JSON value (one row, the frames and their main pictures, read by two range scans and a merge join).
 */
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { frameImages } from '../db/schema';
import { shopperVisible } from '../services/frames.queries';

/** One published frame of the sitemap: its id, its last change (ms since 1970) and its main picture. */
export type SitemapRow = [id: number, updatedMs: number, image: string | null];

/**
 * The published frames with an id above `after`, at most `take`, in id order, each with its main picture
 * (the lowest order, then the lowest id). Drafts never appear (the shoppers' filter).
 */
export async function sitemapRows(db: Db, after: number, take: number): Promise<SitemapRow[]> {
  const result = await db.execute<{ rows: SitemapRow[] | null }>(sql`
    with f as materialized (
      select id, updated_at from frames where ${shopperVisible()} and id > ${after} order by id limit ${take}
    ),
    i as (
      select distinct on (frame_id) frame_id, image_url from frame_images
      where frame_id > ${after} and frame_id <= (select max(id) from f)
      order by frame_id, "order", id
    )
    select json_agg(json_build_array(f.id, (extract(epoch from f.updated_at) * 1000)::bigint, i.image_url)
      order by f.id) as rows
    from f left join i on i.frame_id = f.id`);
  // PGlite answers { rows }, node-postgres a result with rows as well.
  const [row] = (result as unknown as { rows: { rows: SitemapRow[] | null }[] }).rows;
  return row?.rows ?? [];
}

/** The main picture (the lowest order) of each frame with an id in (after, last]: one range read of their index. */
export async function mainImages(db: Db, after: number, last: number): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinctOn([frameImages.frameId], { frameId: frameImages.frameId, url: frameImages.imageUrl })
    .from(frameImages)
    .where(and(gt(frameImages.frameId, after), lte(frameImages.frameId, last)))
    .orderBy(asc(frameImages.frameId), asc(frameImages.order), asc(frameImages.id));
  return new Map(rows.map((r) => [r.frameId, r.url]));
}
