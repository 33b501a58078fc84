import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frameChanges, frameLabels, frames } from '../db/schema';
import { conflict, HttpError, notFound } from '../lib/errors';
import { pgCode } from '../lib/sql';
import type { ServiceDeps } from './deps';
import { announceChange, type Before, beforeOf } from './frameEvents';
import type { FrameQueries } from './frames.queries';
import type { FrameTrash } from './frameTrash';
import { moveToTrash } from './frameTrash';

type FrameRow = typeof frames.$inferSelect;

/** How long a change set can be undone (docs/api.md, "Bulk changes"); older ones are deleted lazily. */
export const CHANGE_SET_TTL_MS = 60 * 60 * 1000;
const expiredBefore = () => new Date(Date.now() - CHANGE_SET_TTL_MS);
export const CHANGE_SET_GONE = 'This change can no longer be undone (changes can be undone for an hour).';
export const changedSince = (name: string) =>
  `"${name}" was changed or deleted since, so nothing was undone. Change it back by hand if needed.`;

/** The frame columns a change set can put back. */
export type FrameColumnsBefore = Partial<
  Pick<
    FrameRow,
    | 'name'
    | 'description'
    | 'status'
    | 'published'
    | 'category'
    | 'dimensions'
    | 'rating'
    | 'originalPrice'
    | 'currentPrice'
    | 'discountAmount'
    | 'discountPercentage'
  >
>;

/** What a change overwrote on one frame (its previous values), and the version it left the frame at. */
export interface FrameBefore {
  id: number;
  /** The frame's name when changed (for the 409's message). */
  name: string;
  /** The frame's version right after the change: an undo refuses when the frame has moved on since. */
  version: number;
  /** Every column the change wrote, as it was before. */
  columns: FrameColumnsBefore;
  /** The frame's label ids before, when the change touched its labels. */
  labelIds?: number[];
}

/** A frame a change created (an import's new rows): its undo moves it to the trash. */
export interface CreatedFrame {
  id: number;
  name: string;
  version: number;
}

export interface ChangeSetInput {
  kind: 'bulk' | 'import';
  /** What was done: a bulk action's type (`price`, `addLabel`, `delete`...) or `import`. */
  action: string;
  /** Frames the change updated, with what it overwrote. */
  frames: FrameBefore[];
  /** Frames the change moved to the trash (moveToTrash): the undo restores them. */
  trashed?: number[];
  /** Frames the change created: the undo trashes them. */
  created?: CreatedFrame[];
}

/**
 * Records an undoable change to many frames, inside the transaction `tx` that made it, and returns its id
 * (the client's `POST /frames/changes/{id}/undo`). For a bulk action (frameBulk.ts) and a CSV import:
 * call it after the writes, with each updated frame's previous values and new version (`FrameBefore`), the
 * ids it trashed and the frames it created. Change sets older than an hour are deleted here.
 */
export async function recordChangeSet(
  tx: Tx,
  input: ChangeSetInput,
  actorId: number | null,
): Promise<string> {
  await tx.delete(frameChanges).where(lt(frameChanges.createdAt, expiredBefore()));
  const id = randomUUID();
  await tx.insert(frameChanges).values({
    id,
    kind: input.kind,
    action: input.action,
    frames: JSON.parse(JSON.stringify(input.frames)),
    trashed: input.trashed ?? [],
    created: JSON.parse(JSON.stringify(input.created ?? [])),
    createdBy: actorId,
  });
  return id;
}

/** Frames locked by id (in id order, as every many-frame write locks them), keyed by id. */
export async function lockFrames(tx: Tx, ids: number[]): Promise<Map<number, FrameRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(frames)
    .where(inArray(frames.id, ids))
    .orderBy(asc(frames.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Writes back each entry's previous columns, one UPDATE per set of columns (a VALUES list of JSON rows read
 * as `frames` records), bumping every version.
 */
async function putBack(tx: Tx, entries: FrameBefore[]): Promise<void> {
  const groups = new Map<string, FrameBefore[]>();
  for (const e of entries) {
    const key = Object.keys(e.columns).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  for (const [key, group] of groups) {
    const columns = key ? key.split(',').map((k) => frames[k as keyof FrameColumnsBefore].name) : [];
    const sets = columns.map((c) => sql`${sql.identifier(c)} = (r.rec).${sql.identifier(c)}`);
    const values = sql.join(
      group.map((e) => {
        const row = Object.fromEntries(
          Object.entries(e.columns).map(([k, v]) => [frames[k as keyof FrameColumnsBefore].name, v]),
        );
        return sql`(${e.id}::int, jsonb_populate_record(null::frames, ${JSON.stringify(row)}::jsonb))`;
      }),
      sql`, `,
    );
    await tx.execute(
      sql`update ${frames} set ${sql.join([...sets, sql`version = ${frames.version} + 1, updated_at = now()`], sql`, `)}
          from (values ${values}) as r(id, rec) where ${frames.id} = r.id`,
    );
  }
}

/**
 * Undoing change sets: all or nothing, refused (409) when a frame it touched has changed since. An undo is
 * a change too (it moves the frames' versions on), so an older change set over the same frames is refused
 * after it: the client offers the undo of the latest change only.
 */
export class FrameChanges {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly queries: FrameQueries,
    private readonly trash: FrameTrash,
  ) {}

  /** Puts back what change set `id` changed, in one transaction; returns how many frames it put back. */
  async undo(id: string, actorId: number): Promise<number> {
    const updated: { before: Before; row: FrameRow }[] = [];
    const removed: { id: number; published: boolean }[] = [];
    let restoredIds: number[] = [];
    await this.deps.db.delete(frameChanges).where(lt(frameChanges.createdAt, expiredBefore()));
    const restored = await this.deps.db.transaction(async (tx) => {
      const [set] = await tx.select().from(frameChanges).where(eq(frameChanges.id, id)).for('update');
      if (!set) throw notFound(CHANGE_SET_GONE);
      const entries = set.frames as unknown as FrameBefore[];
      const created = set.created as unknown as CreatedFrame[];
      const locked = await lockFrames(
        tx,
        [...entries, ...created].map((e) => e.id),
      );
      for (const e of [...entries, ...created])
        if (locked.get(e.id)?.version !== e.version) throw conflict(changedSince(e.name));

      await putBack(tx, entries);
      const rows = await tx
        .select()
        .from(frames)
        .where(
          inArray(
            frames.id,
            entries.map((e) => e.id),
          ),
        )
        .orderBy(asc(frames.id));
      for (const row of rows) updated.push({ before: beforeOf(locked.get(row.id)!), row });
      const relabel = entries.filter((e) => e.labelIds);
      if (relabel.length) {
        await tx.delete(frameLabels).where(
          inArray(
            frameLabels.frameId,
            relabel.map((e) => e.id),
          ),
        );
        const links = relabel.flatMap((e) => e.labelIds!.map((labelId) => ({ frameId: e.id, labelId })));
        if (links.length)
          await tx
            .insert(frameLabels)
            .values(links)
            .catch((error: unknown) => {
              if (pgCode(error) === '23503')
                throw conflict('A label these frames had has been deleted since.');
              throw error;
            });
      }
      for (const c of created) {
        const row = locked.get(c.id)!;
        await moveToTrash(tx, row, actorId);
        removed.push({ id: c.id, published: row.published });
      }
      restoredIds = set.trashed;
      const back = set.trashed.length
        ? await this.trash.restore(set.trashed, actorId, tx).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404)
              throw conflict(`${error.message} any more, so nothing was undone.`);
            throw error;
          })
        : [];
      await tx.delete(frameChanges).where(eq(frameChanges.id, id));
      const n = entries.length + created.length + set.trashed.length;
      await this.deps.activity.record(
        {
          type: 'frame',
          action: set.kind === 'import' ? 'Import undone' : 'Bulk change undone',
          item: n === 1 ? '1 frame' : `${n} frames`,
          status: set.action,
          actorId,
        },
        tx,
      );
      const views = await this.queries.views(
        updated.map((u) => u.row),
        tx,
      );
      return { views, back };
    });
    restored.views.forEach((view, i) => {
      announceChange(this.deps.events, updated[i]!.before, view);
    });
    for (const view of restored.back) announceChange(this.deps.events, undefined, view);
    for (const r of removed)
      this.deps.events.publish({
        audience: r.published ? 'public' : 'admin',
        type: 'frame.deleted',
        id: r.id,
      });
    return updated.length + removed.length + restoredIds.length;
  }
}
