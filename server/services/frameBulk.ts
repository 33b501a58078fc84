import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frameLabels, frames, labels } from '../db/schema';
import { notFound, unprocessable } from '../lib/errors';
import { bump } from '../lib/precondition';
import { PRICES_POSITIVE } from '../lib/rules';
import type { ServiceDeps } from './deps';
import { type FrameBefore, FrameChanges, lockFrames, recordChangeSet } from './frameChanges';
import { announceChange, beforeOf } from './frameEvents';
import type { FrameQueries } from './frames.queries';
import type { FrameTrash } from './frameTrash';
import { moveToTrash } from './frameTrash';
import { discountOf } from './frameView';

type FrameRow = typeof frames.$inferSelect;

/** One bulk action (docs/api.md, "Bulk changes"); the route's schema is server/schemas/frameBulk.ts. */
export type BulkAction =
  | { type: 'status'; status: FrameRow['status'] }
  | { type: 'publish' }
  | { type: 'unpublish' }
  | { type: 'category'; category: string | null }
  | { type: 'addLabel'; labelId: number }
  | { type: 'removeLabel'; labelId: number }
  | { type: 'price'; by: 'percent' | 'amount'; value: number }
  | { type: 'delete' };

export interface BulkResult {
  /** How many frames the action changed (a frame that already had the value is not counted). */
  changed: number;
  /** The change set that undoes it (`POST /frames/changes/{id}/undo`); null when nothing changed. */
  changeSetId: string | null;
}

/** The highest price a frame may have (numeric(12,2), as the schemas say). */
const MAX_PRICE = 9_999_999_999;

/**
 * A frame's prices after a bulk price change: the current price moved by the percent or amount and rounded
 * to whole shillings; the original price is kept (so a cut shows as a discount, as on the single edit),
 * unless the new price passes it, when it moves up with it (no discount). Refused (422) at 0 or below.
 */
export function pricedFrame(row: FrameRow, by: 'percent' | 'amount', value: number) {
  const current = Number(row.currentPrice);
  const next = Math.round(by === 'percent' ? current * (1 + value / 100) : current + value);
  if (!(next > 0)) throw unprocessable(`"${row.name}" would cost ${next} KSh. ${PRICES_POSITIVE}`, 'action');
  if (next > MAX_PRICE) throw unprocessable(`"${row.name}" would cost more than ${MAX_PRICE} KSh.`, 'action');
  const originalPrice = Math.max(Number(row.originalPrice), next);
  return { originalPrice, currentPrice: next, ...discountOf(originalPrice, next) };
}

/** The columns `action` writes on `row`, or null when the frame already is as asked. */
function columnsFor(row: FrameRow, action: BulkAction) {
  switch (action.type) {
    case 'status':
      return row.status === action.status ? null : { status: action.status };
    case 'publish':
    case 'unpublish': {
      const published = action.type === 'publish';
      return row.published === published ? null : { published };
    }
    case 'category':
      return row.category === action.category ? null : { category: action.category };
    case 'price': {
      const next = pricedFrame(row, action.by, action.value);
      return next.currentPrice === Number(row.currentPrice) &&
        next.originalPrice === Number(row.originalPrice)
        ? null
        : next;
    }
    default:
      return null;
  }
}

const noun = (n: number) => (n === 1 ? '1 frame' : `${n} frames`);
const ACTIVITY: Record<BulkAction['type'], string> = {
  status: 'Bulk status change',
  publish: 'Bulk publish',
  unpublish: 'Bulk unpublish',
  category: 'Bulk category change',
  addLabel: 'Bulk label added',
  removeLabel: 'Bulk label removed',
  price: 'Bulk price change',
  delete: 'Bulk delete',
};

/**
 * One action on many frames (`POST /frames/bulk`): all or nothing in one transaction, recorded as a change
 * set that `FrameChanges.undo` puts back in one step; the same realtime events as the single changes.
 */
export class FrameBulk {
  readonly changes: FrameChanges;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly queries: FrameQueries,
    trash: FrameTrash,
  ) {
    this.changes = new FrameChanges(deps, queries, trash);
  }

  async apply(rawIds: number[], raw: BulkAction, actorId: number): Promise<BulkResult> {
    const ids = [...new Set(rawIds)];
    const action: BulkAction =
      raw.type === 'category' ? { ...raw, category: raw.category?.trim() || null } : raw;
    const before = new Map<number, FrameRow>();
    const { result, rows } = await this.deps.db.transaction(async (tx) => {
      const locked = await lockFrames(tx, ids);
      const missing = ids.find((id) => !locked.has(id));
      if (missing !== undefined) throw notFound(`Frame ${missing} not found`);
      for (const [id, row] of locked) before.set(id, row);
      const all = [...locked.values()];
      let entries: FrameBefore[] = [];
      let rows: FrameRow[] = [];
      let trashed: number[] = [];

      if (action.type === 'delete') {
        for (const row of all) await moveToTrash(tx, row, actorId);
        trashed = all.map((r) => r.id);
      } else if (action.type === 'addLabel' || action.type === 'removeLabel') {
        const [label] = await tx.select({ id: labels.id }).from(labels).where(eq(labels.id, action.labelId));
        if (!label) throw unprocessable(`Label ${action.labelId} not found`, 'labelId');
        const links = await tx.select().from(frameLabels).where(inArray(frameLabels.frameId, ids));
        const labelsOf = new Map<number, number[]>(ids.map((id) => [id, []]));
        for (const l of links) labelsOf.get(l.frameId)!.push(l.labelId);
        const adding = action.type === 'addLabel';
        const touched = all.filter((r) => labelsOf.get(r.id)!.includes(action.labelId) !== adding);
        const touchedIds = touched.map((r) => r.id);
        if (touched.length) {
          if (adding)
            await tx
              .insert(frameLabels)
              .values(touchedIds.map((frameId) => ({ frameId, labelId: action.labelId })));
          else
            await tx
              .delete(frameLabels)
              .where(and(eq(frameLabels.labelId, action.labelId), inArray(frameLabels.frameId, touchedIds)));
          rows = await tx
            .update(frames)
            .set({ updatedAt: new Date(), version: bump(frames.version) })
            .where(inArray(frames.id, touchedIds))
            .returning();
        }
        entries = rows.map((r) => ({
          id: r.id,
          name: r.name,
          version: r.version,
          columns: {},
          labelIds: labelsOf.get(r.id)!,
        }));
      } else {
        const changes = all.flatMap((row) => {
          const columns = columnsFor(row, action);
          return columns ? [{ row, columns }] : [];
        });
        if (changes.length) rows = await this.write(tx, action, changes);
        entries = rows.map((r) => {
          const old = before.get(r.id)!;
          const columns = Object.fromEntries(
            Object.keys(changes.find((c) => c.row.id === r.id)!.columns).map((k) => [
              k,
              old[k as keyof FrameRow],
            ]),
          );
          if ('currentPrice' in columns) {
            columns.discountAmount = old.discountAmount;
            columns.discountPercentage = old.discountPercentage;
          }
          return { id: r.id, name: r.name, version: r.version, columns };
        });
      }

      rows.sort((x, y) => x.id - y.id);
      entries.sort((x, y) => x.id - y.id);
      const changed = entries.length + trashed.length;
      const changeSetId = changed
        ? await recordChangeSet(tx, { kind: 'bulk', action: action.type, frames: entries, trashed }, actorId)
        : null;
      if (changed)
        await this.deps.activity.record(
          { type: 'frame', action: ACTIVITY[action.type], item: noun(changed), status: action.type, actorId },
          tx,
        );
      return { result: { changed, changeSetId }, rows: await this.queries.views(rows, tx) };
    });
    for (const view of rows) announceChange(this.deps.events, beforeOf(before.get(view.id)!), view);
    if (action.type === 'delete')
      for (const row of before.values())
        this.deps.events.publish({
          audience: row.published ? 'public' : 'admin',
          type: 'frame.deleted',
          id: row.id,
        });
    return result;
  }

  /** Writes each frame's new columns with one statement (a VALUES list for prices, which differ by frame). */
  private async write(
    tx: Tx,
    action: BulkAction,
    changes: { row: FrameRow; columns: Record<string, unknown> }[],
  ): Promise<FrameRow[]> {
    const ids = changes.map((c) => c.row.id);
    const stamp = { updatedAt: new Date(), version: bump(frames.version) };
    if (action.type !== 'price')
      return tx
        .update(frames)
        .set({ ...changes[0]!.columns, ...stamp })
        .where(inArray(frames.id, ids))
        .returning();
    const values = sql.join(
      changes.map(({ row, columns: c }) => {
        const p = c as ReturnType<typeof pricedFrame>;
        return sql`(${row.id}::int, ${p.originalPrice}::numeric, ${p.currentPrice}::numeric, ${p.discountAmount}::numeric, ${p.discountPercentage}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(
      sql`update ${frames} set original_price = v.o, current_price = v.c, discount_amount = v.a,
          discount_percentage = v.p, updated_at = now(), version = ${frames.version} + 1
          from (values ${values}) as v(id, o, c, a, p) where ${frames.id} = v.id`,
    );
    return tx.select().from(frames).where(inArray(frames.id, ids));
  }
}
