import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frameLabels, frames, labels } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { assertFresh, bump } from '../lib/precondition';
import { DESCRIPTION_REQUIRED, NAME_REQUIRED, PRICES_POSITIVE } from '../lib/rules';
import type { ServiceDeps } from './deps';
import { FrameOrdering, nextDisplayOrder } from './displayOrder';
import { FrameBulk } from './frameBulk';
import { duplicateFrame } from './frameDuplicate';
import { changeWords, labelIdsOf } from './frameEditWords';
import { announceChange, type Before, beforeOf, updateAction } from './frameEvents';
import { FrameImport } from './frameImport';
import { columnsOf, type FrameInput, rethrowLabelGone } from './frameInput';
import {
  FRAME_NOT_FOUND,
  type FrameListQuery,
  type FramePage,
  FrameQueries,
  type FrameStats,
  type FrameStatus,
} from './frames.queries';
import { FrameTrash, moveToTrash } from './frameTrash';
import { discountOf, type FrameView } from './frameView';
import { writeImageAlts } from './imageAlts';

export {
  DESCRIPTION_REQUIRED,
  FRAME_NOT_FOUND,
  type FrameListQuery,
  type FrameStats,
  NAME_REQUIRED,
  PRICES_POSITIVE,
};

/**
 * Frames: the writes (prices and discount, labels, status, display order) here; the reads are its
 * FrameQueries', which it composes (and hands on to the routes and the catalogue).
 */
export class FramesService {
  /** Deleted frames: listed, restored, deleted for good (frameTrash.ts). */
  readonly trash: FrameTrash;
  /** Bulk actions and the undo of change sets (frameBulk.ts, frameChanges.ts). */
  readonly bulk: FrameBulk;
  /** The CSV import: preview and import (frameImport.ts). */
  readonly imports: FrameImport;
  /** The display order: read with its ETag, and set many at once (displayOrder.ts). */
  readonly order: FrameOrdering;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly queries: FrameQueries = new FrameQueries(deps),
  ) {
    this.trash = new FrameTrash(deps, queries);
    this.bulk = new FrameBulk(deps, queries, this.trash);
    this.imports = new FrameImport(deps, queries);
    this.order = new FrameOrdering(deps);
  }

  list(q: FrameListQuery): Promise<FramePage> {
    return this.queries.list(q);
  }

  /** Every frame the filters match, a batch at a time (the CSV export). */
  batches(q: Omit<FrameListQuery, 'page' | 'limit'>): AsyncGenerator<FrameView[]> {
    return this.queries.batches(q);
  }

  featured(limit: number): Promise<FrameView[]> {
    return this.queries.featured(limit);
  }

  categories(): Promise<string[]> {
    return this.queries.categories();
  }

  stats(): Promise<FrameStats> {
    return this.queries.stats();
  }

  get(id: number): Promise<FrameView> {
    return this.queries.get(id);
  }

  getPublished(id: number): Promise<FrameView> {
    return this.queries.getPublished(id);
  }

  /** A draft copy of the frame: details, labels and pictures (frameDuplicate.ts). */
  duplicate(id: number, actorId: number): Promise<FrameView> {
    return duplicateFrame(this.deps, this.queries, id, actorId);
  }

  /** The label ids, deduplicated; an unknown one is a 400 naming it. */
  private async labelIds(tx: Tx, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await tx.select({ id: labels.id }).from(labels).where(inArray(labels.id, unique));
    const known = new Set(found.map((l) => l.id));
    const missing = unique.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(`Label ${missing} not found`, 'labels');
    return unique;
  }

  async create(input: FrameInput, actorId: number): Promise<FrameView> {
    const values = columnsOf(input);
    if (values.name === undefined) throw badRequest(NAME_REQUIRED, 'name');
    if (values.description === undefined) throw badRequest(DESCRIPTION_REQUIRED, 'description');
    if (values.originalPrice === undefined) throw badRequest(PRICES_POSITIVE, 'originalPrice');
    if (values.currentPrice === undefined) throw badRequest(PRICES_POSITIVE, 'currentPrice');
    const { name, description, originalPrice, currentPrice } = values;
    const view = await this.deps.db
      .transaction(async (tx) => {
        const labelIds = await this.labelIds(tx, input.labels ?? []);
        const displayOrder = await nextDisplayOrder(tx);
        const [row] = await tx
          .insert(frames)
          .values({
            ...values,
            name,
            description,
            originalPrice,
            currentPrice,
            ...discountOf(originalPrice, currentPrice),
            displayOrder,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        if (labelIds.length)
          await tx.insert(frameLabels).values(labelIds.map((labelId) => ({ frameId: row.id, labelId })));
        await this.deps.activity.record(
          {
            type: 'frame',
            action: row.published ? 'Frame created' : 'Draft created',
            item: row.name,
            status: row.status,
            targetId: row.id,
            actorId,
          },
          tx,
        );
        return (await this.queries.views([row], tx))[0]!;
      })
      .catch(rethrowLabelGone);
    announceChange(this.deps.events, undefined, view);
    return view;
  }

  /** `ifMatch`: the request's If-Match; checked under the row lock, in the transaction that writes. */
  async update(id: number, input: FrameInput, actorId: number, ifMatch?: string): Promise<FrameView> {
    const values = columnsOf(input);
    let previous: Before | undefined;
    const view = await this.deps.db
      .transaction(async (tx) => {
        const [current] = await tx.select().from(frames).where(eq(frames.id, id)).for('update');
        if (!current) throw notFound(FRAME_NOT_FOUND);
        assertFresh(ifMatch, current.version, 'frame');
        previous = beforeOf(current);
        const labelIds = input.labels === undefined ? undefined : await this.labelIds(tx, input.labels);
        const originalPrice = values.originalPrice ?? Number(current.originalPrice);
        const currentPrice = values.currentPrice ?? Number(current.currentPrice);
        const [row] = await tx
          .update(frames)
          .set({
            ...values,
            ...discountOf(originalPrice, currentPrice),
            updatedAt: new Date(),
            version: bump(frames.version),
          })
          .where(eq(frames.id, id))
          .returning();
        if (!row) throw notFound(FRAME_NOT_FOUND);
        const labelsBefore = labelIds && (await labelIdsOf(tx, id));
        if (labelIds) {
          await tx.delete(frameLabels).where(eq(frameLabels.frameId, id));
          if (labelIds.length)
            await tx.insert(frameLabels).values(labelIds.map((labelId) => ({ frameId: id, labelId })));
        }
        if (input.imageAlts) await writeImageAlts(tx, id, input.imageAlts);
        await this.deps.activity.record(
          {
            type: 'frame',
            action: updateAction(current.published, row.published),
            item: row.name,
            status: row.status,
            targetId: id,
            detail: changeWords(
              current,
              row,
              labelIds && labelsBefore ? { before: labelsBefore, after: labelIds } : undefined,
              Boolean(input.imageAlts?.length),
            ),
            actorId,
          },
          tx,
        );
        return (await this.queries.views([row], tx))[0]!;
      })
      .catch(rethrowLabelGone);
    announceChange(this.deps.events, previous, view);
    return view;
  }

  async setStatus(id: number, status: FrameStatus, actorId: number, ifMatch?: string): Promise<FrameView> {
    let previous: Before | undefined;
    const view = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(frames).where(eq(frames.id, id)).for('update');
      if (!current) throw notFound(FRAME_NOT_FOUND);
      assertFresh(ifMatch, current.version, 'frame');
      previous = beforeOf(current);
      const [row] = await tx
        .update(frames)
        .set({ status, updatedAt: new Date(), version: bump(frames.version) })
        .where(eq(frames.id, id))
        .returning();
      if (!row) throw notFound(FRAME_NOT_FOUND);
      await this.deps.activity.record(
        { type: 'frame', action: 'Status changed', item: row.name, status, targetId: id, actorId },
        tx,
      );
      return (await this.queries.views([row], tx))[0]!;
    });
    announceChange(this.deps.events, previous, view);
    return view;
  }

  /**
   * Deletes the frame: it goes to the trash (frameTrash.ts), gone from every list, count, page and GET,
   * restorable for 30 days with its pictures, whose files stay until it is deleted for good.
   */
  async remove(id: number, actorId: number): Promise<void> {
    let published = true;
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(frames).where(eq(frames.id, id)).for('update');
      if (!row) throw notFound(FRAME_NOT_FOUND);
      published = row.published;
      await moveToTrash(tx, row, actorId);
      await this.deps.activity.record(
        { type: 'frame', action: 'Frame deleted', item: row.name, status: row.status, targetId: id, actorId },
        tx,
      );
    });
    this.deps.events.publish({ audience: published ? 'public' : 'admin', type: 'frame.deleted', id });
  }
}
