import { and, asc, count, desc, eq, gt, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { frameImages, frameLabels, frames, frameTotals, labels } from '../db/schema';
import { notFound } from '../lib/errors';
import { likePattern } from '../lib/sql';
import { FRAME_SORTS, type FrameSort, type FrameStatus } from '../schemas/frames';
import type { ServiceDeps } from './deps';
import { FRAME_NOT_FOUND, type FrameLabelView, type FrameView, frameView } from './frameView';

export { FRAME_NOT_FOUND };
/** Which frames a list holds by publication: shoppers only ever get `published`. */
export type FrameVisibility = 'published' | 'draft' | 'all';
type FrameRow = typeof frames.$inferSelect;

export { FRAME_SORTS, type FrameSort, type FrameStatus };

/** Each order ends with the id, so pages never overlap. */
const ORDERS: Record<FrameSort, SQL[]> = {
  display: [asc(frames.displayOrder), asc(frames.name), asc(frames.id)],
  price_asc: [asc(frames.currentPrice), asc(frames.id)],
  price_desc: [desc(frames.currentPrice), desc(frames.id)],
  newest: [desc(frames.createdAt), desc(frames.id)],
  rating: [desc(frames.rating), asc(frames.displayOrder), asc(frames.name), asc(frames.id)],
};

export interface FrameListQuery {
  page: number;
  limit: number;
  status?: FrameStatus | 'all' | undefined;
  search?: string | undefined;
  /** Public list only: exact category, any case. */
  category?: string | undefined;
  /** Public list only; `display` when absent. */
  sort?: FrameSort | undefined;
  /**
   * Published frames unless said otherwise: every public reader (the catalogue answers, the rendered
   * pages, the sitemap and feeds) gets only what shoppers may see without asking; the admin list asks.
   */
  visibility?: FrameVisibility | undefined;
}

/** What shoppers may see: published frames. Every public read filters by it. */
export const shopperVisible = (): SQL => eq(frames.published, true);

/** How many matches a search counts at most: the lists say "1,000+" past it (docs/api.md). */
export const SEARCH_COUNT_LIMIT = 1000;

/** One page of a list and its total (`capped`: a search with more matches than SEARCH_COUNT_LIMIT). */
export interface FramePage {
  items: FrameView[];
  total: number;
  capped: boolean;
}

export interface FrameStats {
  totalFrames: number;
  inStockFrames: number;
  outOfStockFrames: number;
  discountedFrames: number;
}

/** Reading frames: the admin and catalogue lists, one frame, the counts, and the views with images and labels. */
export class FrameQueries {
  constructor(protected readonly deps: ServiceDeps) {}

  private where(q: FrameListQuery): SQL | undefined {
    const conditions: SQL[] = [];
    const visibility = q.visibility ?? 'published';
    if (visibility !== 'all') conditions.push(eq(frames.published, visibility === 'published'));
    if (q.status && q.status !== 'all') conditions.push(eq(frames.status, q.status));
    const search = q.search?.trim();
    // One lower-cased column holds name, description and category; its trigram index serves `%word%`.
    if (search) conditions.push(like(frames.searchText, likePattern(search.toLowerCase())));
    const category = q.category?.trim();
    if (category) conditions.push(sql`lower(${frames.category}) = lower(${category})`);
    return conditions.length ? and(...conditions) : undefined;
  }

  /**
   * One page, sorted by `q.sort` (displayOrder then name by default), read from that order's index; labels
   * and images in two more queries, for that page only. The total never counts the table: without a search
   * it is a sum over frame_totals (kept by triggers); a search counts its matches up to SEARCH_COUNT_LIMIT
   * (`capped` past it), so a common word stops the scan early instead of reading 100,000 rows.
   */
  async list(q: FrameListQuery): Promise<FramePage> {
    const [rows, count] = await Promise.all([
      this.pageQuery(q),
      q.search?.trim() ? this.countMatches(q) : this.countFromTotals(q),
    ]);
    return { items: await this.views(rows), ...count };
  }

  /** The rows of one page of a list, as `list` reads them (tests read its plan). */
  pageQuery(q: FrameListQuery) {
    return this.deps.db
      .select()
      .from(frames)
      .where(this.where(q))
      .orderBy(...ORDERS[q.sort ?? 'display'])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
  }

  /**
   * Every frame the list's filters match, in the list's order, `size` at a time (the CSV export streams
   * them: server/services/frameCsv.ts). Pages are read by offset, each with its labels and pictures.
   */
  async *batches(q: Omit<FrameListQuery, 'page' | 'limit'>, size = 500): AsyncGenerator<FrameView[]> {
    for (let offset = 0; ; offset += size) {
      const rows = await this.deps.db
        .select()
        .from(frames)
        .where(this.where({ ...q, page: 1, limit: size }))
        .orderBy(...ORDERS[q.sort ?? 'display'])
        .limit(size)
        .offset(offset);
      if (rows.length > 0) yield await this.views(rows);
      if (rows.length < size) return;
    }
  }

  /** A search's matches, counted up to SEARCH_COUNT_LIMIT (one more row read tells whether it is capped). */
  private async countMatches(q: FrameListQuery): Promise<{ total: number; capped: boolean }> {
    const matches = this.deps.db
      .select({ one: sql`1` })
      .from(frames)
      .where(this.where(q))
      .limit(SEARCH_COUNT_LIMIT + 1)
      .as('matches');
    const [row] = await this.deps.db.select({ n: count() }).from(matches);
    const n = row?.n ?? 0;
    return n > SEARCH_COUNT_LIMIT ? { total: SEARCH_COUNT_LIMIT, capped: true } : { total: n, capped: false };
  }

  /** The exact total of a list without a search, from frame_totals' few rows. */
  private async countFromTotals(q: FrameListQuery): Promise<{ total: number; capped: boolean }> {
    const conditions: SQL[] = [];
    const visibility = q.visibility ?? 'published';
    if (visibility !== 'all') conditions.push(eq(frameTotals.published, visibility === 'published'));
    if (q.status && q.status !== 'all') conditions.push(eq(frameTotals.status, q.status));
    const category = q.category?.trim();
    if (category) conditions.push(sql`lower(${frameTotals.category}) = lower(${category})`);
    const [row] = await this.deps.db
      .select({ n: sql<number>`coalesce(sum(${frameTotals.n}), 0)`.mapWith(Number) })
      .from(frameTotals)
      .where(conditions.length ? and(...conditions) : undefined);
    return { total: row?.n ?? 0, capped: false };
  }

  /** In-stock published frames, highest rating first, then displayOrder. */
  async featured(limit: number): Promise<FrameView[]> {
    const rows = await this.deps.db
      .select()
      .from(frames)
      .where(and(eq(frames.status, 'IN_STOCK'), shopperVisible()))
      .orderBy(desc(frames.rating), asc(frames.displayOrder), asc(frames.name), asc(frames.id))
      .limit(limit);
    return this.views(rows);
  }

  /** The distinct categories published frames use, sorted by name (from frame_totals, not the frames). */
  async categories(): Promise<string[]> {
    const rows = await this.deps.db
      .selectDistinct({ category: frameTotals.category })
      .from(frameTotals)
      .where(and(ne(frameTotals.category, ''), eq(frameTotals.published, true), gt(frameTotals.n, 0)));
    return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b));
  }

  /** The frames screen's stat cards, summed over frame_totals' few rows (drafts included, as the list's are). */
  async stats(): Promise<FrameStats> {
    const { n, status, discounted } = frameTotals;
    const sum = (column: typeof n | typeof discounted, where: SQL = sql`true`) =>
      sql<number>`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(Number);
    const [row] = await this.deps.db
      .select({
        totalFrames: sum(n),
        inStockFrames: sum(n, sql`${status} = 'IN_STOCK'`),
        outOfStockFrames: sum(n, sql`${status} = 'OUT_OF_STOCK'`),
        discountedFrames: sum(discounted),
      })
      .from(frameTotals);
    return row ?? { totalFrames: 0, inStockFrames: 0, outOfStockFrames: 0, discountedFrames: 0 };
  }

  async get(id: number, db: Db | Tx = this.deps.db): Promise<FrameView> {
    const [row] = await db.select().from(frames).where(eq(frames.id, id));
    if (!row) throw notFound(FRAME_NOT_FOUND);
    return (await this.views([row], db))[0]!;
  }

  /** One frame as shoppers may see it: a draft is a 404, as an unknown id is. */
  async getPublished(id: number): Promise<FrameView> {
    const [row] = await this.deps.db
      .select()
      .from(frames)
      .where(and(eq(frames.id, id), shopperVisible()));
    if (!row) throw notFound(FRAME_NOT_FOUND);
    return (await this.views([row]))[0]!;
  }

  /** Views of the given rows, in their order: images and labels read with one query each. */
  async views(rows: FrameRow[], db: Db | Tx = this.deps.db): Promise<FrameView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const readImages = () => db.select().from(frameImages).where(inArray(frameImages.frameId, ids));
    const readLabels = () =>
      db
        .select({ frameId: frameLabels.frameId, id: labels.id, name: labels.name, color: labels.color })
        .from(frameLabels)
        .innerJoin(labels, eq(labels.id, frameLabels.labelId))
        .where(inArray(frameLabels.frameId, ids))
        .orderBy(asc(labels.name), asc(labels.id));
    // Outside a transaction the two reads may run on two pooled connections at once; a transaction has one.
    const [images, links] =
      db === this.deps.db
        ? await Promise.all([readImages(), readLabels()])
        : [await readImages(), await readLabels()];
    const imagesOf = new Map<number, (typeof images)[number][]>();
    for (const image of images) imagesOf.set(image.frameId, [...(imagesOf.get(image.frameId) ?? []), image]);
    const labelsOf = new Map<number, FrameLabelView[]>();
    for (const { frameId, ...label } of links)
      labelsOf.set(frameId, [...(labelsOf.get(frameId) ?? []), label]);
    return rows.map((row) => frameView(row, imagesOf.get(row.id) ?? [], labelsOf.get(row.id) ?? []));
  }
}
