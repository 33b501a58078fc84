import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../machines/frameFormRules';
import type { Db, Tx } from '../db/client';
import { frameLabels, frames, labels } from '../db/schema';
import { parseCsv } from '../lib/csv';
import { HttpError } from '../lib/errors';
import { bump } from '../lib/precondition';
import type { ServiceDeps } from './deps';
import { ORDER_LOCK } from './displayOrder';
import { type CreatedFrame, type FrameBefore, recordChangeSet } from './frameChanges';
import { announceChange, type Before, beforeOf } from './frameEvents';
import { diffRow, type FieldChange, type FrameNow } from './frameImportDiff';
import { type ImportError, type Lookups, type RowValues, readHeader, readRow } from './frameImportRows';
import type { FrameQueries } from './frames.queries';
import { discountOf } from './frameView';

export type { FieldChange, ImportError };

/** The largest file the import reads (docs/api.md): a bigger one is a 413. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'The CSV file is larger than 5 MB: split it into smaller files.';
/** At most this many errors are listed; `moreErrors` counts the rest. */
const MAX_ERRORS = 500;
export const PICTURES_NOTE =
  'Pictures are not imported: the pictures column is only exported (add pictures on the frame page).';
export const IMPORT_STALE = 'The frames changed since the preview: preview the file again.';
export const IMPORT_INVALID = 'The file has errors: nothing was imported.';

export interface ImportRowPlan {
  row: number;
  /** The frame's id; null for a new one. */
  id: number | null;
  name: string;
  action: 'create' | 'update' | 'unchanged';
  changes: FieldChange[];
}

/** What importing the file would do, or what is wrong with it (then nothing can be imported). */
export interface ImportPreview {
  rows: ImportRowPlan[];
  errors: ImportError[];
  moreErrors: number;
  creates: number;
  updates: number;
  unchanged: number;
  notes: string[];
  /** Names this plan over the frames as they are; the import refuses a token that no longer matches (409). */
  token: string;
}

interface Plan {
  preview: ImportPreview;
  values: RowValues[];
  current: Map<number, FrameNow>;
}

/**
 * The frames CSV import (docs/api.md, "CSV export and import"): a preview of every row's change or error,
 * then the import itself in one transaction, which records what it changed so that it can be undone.
 */
export class FrameImport {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly queries: FrameQueries,
  ) {}

  async preview(text: string): Promise<ImportPreview> {
    return (await this.plan(text, this.deps.db)).preview;
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
      const { preview, values, current } = await this.plan(text, tx, true);
      if (preview.errors.length) throw new ImportRefused(preview);
      if (token !== undefined && token !== preview.token) throw new HttpError(409, IMPORT_STALE);
      const created: number[] = [];
      const updated: number[] = [];
      const createdFrames: CreatedFrame[] = [];
      const befores: FrameBefore[] = [];
      let next = await maxOrder(tx);
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

  private async plan(text: string, db: Db | Tx, lock = false): Promise<Plan> {
    const errors: ImportError[] = [];
    const parsed = parseCsv(text);
    const empty = { values: [], current: new Map<number, FrameNow>() };
    if ('error' in parsed) return { preview: previewOf([], [{ ...parsed.error, column: '' }]), ...empty };
    const [header, ...body] = parsed.rows;
    if (!header)
      return { preview: previewOf([], [{ row: 1, column: '', message: 'the file is empty' }]), ...empty };
    const head = readHeader(header);
    if ('errors' in head) return { preview: previewOf([], head.errors), ...empty };
    if (body.length === 0)
      errors.push({ row: 2, column: '', message: 'the file has no frames under its header' });

    const lookups = await this.lookups(db);
    const values: RowValues[] = [];
    const firstRow = new Map<number, number>();
    body.forEach((cells, index) => {
      const row = index + 2;
      const read = readRow(cells, row, head.columns, lookups);
      errors.push(...read.errors);
      if (read.values) values.push(read.values);
      if (read.id === null) return;
      const first = firstRow.get(read.id);
      if (first === undefined) firstRow.set(read.id, row);
      else errors.push({ row, column: 'id', message: `id ${read.id} is also on row ${first}` });
    });
    const current = await readFrames(db, [...firstRow.keys()], lock);
    for (const [id, row] of firstRow)
      if (!current.has(id))
        errors.push({
          row,
          column: 'id',
          message: `no frame has id ${id} (leave the id empty to create a new frame)`,
        });
    if (errors.length) return { preview: previewOf([], errors), values, current };
    const labelNames = new Map([...lookups.labels.values()].map((l) => [l.id, l.name]));
    const rows = values.map((v): ImportRowPlan => {
      const now = v.id === null ? undefined : current.get(v.id);
      const changes = diffRow(v, now, labelNames);
      const action = !now ? 'create' : changes.length ? 'update' : 'unchanged';
      return { row: v.row, id: v.id, name: v.name, action, changes };
    });
    const versions = values.map((v) => (v.id === null ? 0 : current.get(v.id)!.row.version));
    return { preview: previewOf(rows, [], versions), values, current };
  }

  /** Every label, and the categories a row may name: those the form offers and those frames use. */
  private async lookups(db: Db | Tx): Promise<Lookups> {
    const allLabels = await db
      .select({ id: labels.id, name: labels.name })
      .from(labels)
      .orderBy(asc(labels.id));
    const used = await db.selectDistinct({ category: frames.category }).from(frames);
    const categories = new Map<string, string>();
    for (const c of [...CATEGORIES, ...used.map((u) => u.category)])
      if (c && !categories.has(c.toLowerCase())) categories.set(c.toLowerCase(), c);
    return { labels: new Map(allLabels.map((l) => [l.name.toLowerCase(), l])), categories };
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

function previewOf(rows: ImportRowPlan[], errors: ImportError[], versions: number[] = []): ImportPreview {
  const count = (action: ImportRowPlan['action']) => rows.filter((r) => r.action === action).length;
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const token = createHash('sha256')
    .update(JSON.stringify([rows, versions]))
    .digest('base64url')
    .slice(0, 22);
  return {
    rows,
    errors: sorted.slice(0, MAX_ERRORS),
    moreErrors: Math.max(0, sorted.length - MAX_ERRORS),
    creates: count('create'),
    updates: count('update'),
    unchanged: count('unchanged'),
    notes: [PICTURES_NOTE],
    token,
  };
}

/** The frames the file names, with their label ids (locked when the import writes). */
async function readFrames(db: Db | Tx, ids: number[], lock: boolean): Promise<Map<number, FrameNow>> {
  const out = new Map<number, FrameNow>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const select = db.select().from(frames).where(inArray(frames.id, chunk)).orderBy(asc(frames.id));
    const rows = lock ? await select.for('update') : await select;
    const links = await db
      .select({ frameId: frameLabels.frameId, labelId: frameLabels.labelId })
      .from(frameLabels)
      .where(inArray(frameLabels.frameId, chunk));
    for (const row of rows) out.set(row.id, { row, labelIds: [] });
    for (const link of links) out.get(link.frameId)?.labelIds.push(link.labelId);
  }
  return out;
}

const maxOrder = async (tx: Tx) => {
  const [top] = await tx
    .select({ max: sql<number | null>`max(${frames.displayOrder})`.mapWith(Number) })
    .from(frames);
  const max = top?.max ?? null;
  return max === null || Number.isNaN(max) ? -1 : max;
};

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
