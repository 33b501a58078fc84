import { eq, inArray } from 'drizzle-orm';
import { frameLabels, frames } from '../db/schema';
import { HttpError } from '../lib/errors';
import { bump } from '../lib/precondition';
import type { ServiceDeps } from './deps';
import { maxDisplayOrder, ORDER_LOCK } from './displayOrder';
import { type CreatedFrame, type FrameBefore, recordChangeSet } from './frameChanges';
import { announceChange, type Before, beforeOf } from './frameEvents';
import type { FieldChange, FrameNow } from './frameImportDiff';
import { type ImportPreview, planImport } from './frameImportPlan';
import type { ImportError, RowValues } from './frameImportRows';
import type { FrameQueries } from './frames.queries';
import { discountOf } from './frameView';

export { PICTURES_NOTE } from './frameImportPlan';
export type { FieldChange, ImportError, ImportPreview };

/** The largest file the import reads (docs/api.md): a bigger one is a 413. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'The CSV file is larger than 5 MB: split it into smaller files.';
export const IMPORT_STALE = 'The frames changed since the preview: preview the file again.';
export const IMPORT_INVALID = 'The file has errors: nothing was imported.';

/**
 * The frames CSV import (docs/api.md, "CSV export and import"): a preview of every row's change or error
 * (frameImportPlan.ts), then the import itself in one transaction, which records what it changed so that it can be undone.
 */
export class FrameImport {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly queries: FrameQueries,
  ) {}

  async preview(text: string): Promise<ImportPreview> {
    return (await planImport(text, this.deps.db)).preview;
  }

  /**
   * Imports the file in one transaction (nothing is written unless every row is valid: else a 400 carrying
   * the preview). `token`: the preview's; a 409 when the frames changed since.
   */
  async apply(
    text: string,
    actorId: number,
    token: string | undefined,
  ): Promise<{ preview: ImportPreview; created: number[]; updated: number[]; changeSetId: string | null }> {
    const announcements: { before: Before | undefined; id: number }[] = [];
    const result = await this.deps.db.transaction(async (tx) => {
      await tx.execute(ORDER_LOCK);
      const { preview, values, current } = await planImport(text, tx, true);
      if (preview.errors.length) throw new ImportRefused(preview);
      if (token !== undefined && token !== preview.token) throw new HttpError(409, IMPORT_STALE);
      const created: number[] = [];
      const updated: number[] = [];
      const createdFrames: CreatedFrame[] = [];
      const befores: FrameBefore[] = [];
      let next = await maxDisplayOrder(tx);
      for (const [index, row] of preview.rows.entries()) {
        const v = values[index]!;
        if (row.action === 'create') {
          const displayOrder = v.displayOrder ?? ++next;
          const [inserted] = await tx
            .insert(frames)
            .values({ ...columnsOf(v), displayOrder })
            .returning({ id: frames.id, version: frames.version });
          if (!inserted) throw new Error('insert returned nothing');
          createdFrames.push({ id: inserted.id, name: v.name, version: inserted.version });
          if (v.labelIds.length)
            await tx
              .insert(frameLabels)
              .values(v.labelIds.map((labelId) => ({ frameId: inserted.id, labelId })));
          created.push(inserted.id);
          announcements.push({ before: undefined, id: inserted.id });
        } else if (row.action === 'update' && v.id !== null) {
          const now = current.get(v.id)!;
          const [after] = await tx
            .update(frames)
            .set({
              ...columnsOf(v),
              displayOrder: v.displayOrder ?? now.row.displayOrder,
              updatedAt: new Date(),
              version: bump(frames.version),
            })
            .where(eq(frames.id, v.id))
            .returning({ version: frames.version });
          const labelsChanged = row.changes.some((c) => c.field === 'labels');
          befores.push(frameBefore(now, after?.version ?? now.row.version + 1, labelsChanged));
          if (labelsChanged) {
            await tx.delete(frameLabels).where(eq(frameLabels.frameId, v.id));
            if (v.labelIds.length)
              await tx.insert(frameLabels).values(v.labelIds.map((labelId) => ({ frameId: v.id!, labelId })));
          }
          updated.push(v.id);
          announcements.push({ before: beforeOf(now.row), id: v.id });
        }
      }
      if (created.length || updated.length)
        await this.deps.activity.record(
          {
            type: 'frame',
            action: 'Frames imported',
            item: `${created.length} created, ${updated.length} updated (CSV)`,
            status: 'imported',
            actorId,
          },
          tx,
        );
      const changeSetId =
        created.length || updated.length
          ? await recordChangeSet(
              tx,
              { kind: 'import', action: 'import', frames: befores, created: createdFrames },
              actorId,
            )
          : null;
      return { preview, created, updated, changeSetId };
    });
    await this.announce(announcements);
    return result;
  }

  /** Tells every changed frame to whoever may see it, as a single edit would. */
  private async announce(changes: { before: Before | undefined; id: number }[]): Promise<void> {
    if (changes.length === 0) return;
    const rows = await this.deps.db
      .select()
      .from(frames)
      .where(
        inArray(
          frames.id,
          changes.map((c) => c.id),
        ),
      );
    const views = new Map((await this.queries.views(rows)).map((v) => [v.id, v]));
    for (const { before, id } of changes) {
      const view = views.get(id);
      if (view) announceChange(this.deps.events, before, view);
    }
  }
}

/** A refused import: the file's errors, as the preview lists them (400). */
export class ImportRefused extends HttpError {
  constructor(readonly preview: ImportPreview) {
    super(
      400,
      IMPORT_INVALID,
      preview.errors.map((e) => ({
        field: `row ${e.row}${e.column ? `, ${e.column}` : ''}`,
        message: e.message,
      })),
    );
  }
}

function columnsOf(v: RowValues) {
  return {
    name: v.name,
    description: v.description,
    category: v.category,
    currentPrice: v.currentPrice,
    originalPrice: v.originalPrice,
    ...discountOf(v.originalPrice, v.currentPrice),
    status: v.status,
    published: v.published,
  };
}

/**
 * What an update overwrote, for the change set that undoes the import (frameChanges.ts): the columns the
 * import writes (display order aside: an undo leaves the order as the import set it) and, when they
 * changed, the label ids.
 */
function frameBefore(now: FrameNow, version: number, labelsChanged: boolean): FrameBefore {
  const { row } = now;
  return {
    id: row.id,
    name: row.name,
    version,
    columns: {
      name: row.name,
      description: row.description,
      category: row.category,
      currentPrice: row.currentPrice,
      originalPrice: row.originalPrice,
      discountAmount: row.discountAmount,
      discountPercentage: row.discountPercentage,
      status: row.status,
      published: row.published,
    },
    ...(labelsChanged ? { labelIds: now.labelIds } : {}),
  };
}
