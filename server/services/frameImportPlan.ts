/**
 * The frames CSV import's plan (docs/api.md, "CSV export and import"): the file read against the frames as
 * they are, every row's change or error, and the token that names the plan. frameImport.ts writes it.
 */
import { createHash } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { CATEGORIES } from '../../machines/frameFormRules';
import type { Db, Tx } from '../db/client';
import { frameLabels, frames, labels } from '../db/schema';
import { parseCsv } from '../lib/csv';
import { diffRow, type FieldChange, type FrameNow } from './frameImportDiff';
import { type ImportError, type Lookups, type RowValues, readHeader, readRow } from './frameImportRows';

/** At most this many errors are listed; `moreErrors` counts the rest. */
const MAX_ERRORS = 500;
export const PICTURES_NOTE =
  'Pictures are not imported: the pictures column is only exported (add pictures on the frame page).';

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

export interface Plan {
  preview: ImportPreview;
  values: RowValues[];
  current: Map<number, FrameNow>;
}

/** Reads the file against the frames as they are (locked when the import writes). */
export async function planImport(text: string, db: Db | Tx, lock = false): Promise<Plan> {
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

  const found = await lookups(db);
  const values: RowValues[] = [];
  const firstRow = new Map<number, number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    const read = readRow(cells, row, head.columns, found);
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
  const labelNames = new Map([...found.labels.values()].map((l) => [l.id, l.name]));
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
async function lookups(db: Db | Tx): Promise<Lookups> {
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
