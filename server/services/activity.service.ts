import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { activity, frames, labels, marquee, messages, users } from '../db/schema';
import { ACCOUNT_SUSPENDED, INVALID_TOKEN, SUPER_ADMIN_ONLY } from '../lib/access';
import { forbidden, unauthorized } from '../lib/errors';
import type { Events } from './events';

export interface ActivityEntry {
  type: 'frame' | 'message' | 'user' | 'label' | 'marquee';
  action: string;
  item: string;
  status: string;
  actorId?: number | null;
  /** The one item changed (its id in its own table), so the log can link to it and list an item's history. */
  targetId?: number | null;
  /** What changed, in words, when the action alone does not say ('name, current price'). */
  detail?: string | null;
}

export type ActivityKind = ActivityEntry['type'];

export interface ActivityView {
  id: number;
  type: string;
  action: string;
  item: string;
  status: string;
  /** The staff member who made the change (null: a visitor, the seeder, or an account since deleted). */
  actor: string | null;
  /** The item's id while it still exists (so it can be linked to); null once deleted, or for several items. */
  targetId: number | null;
  detail: string | null;
  time: string;
}

/** Each kind's table, to tell which items named by the log still exist. */
const tables = { frame: frames, label: labels, message: messages, user: users, marquee } as const;

/**
 * The activity log: every change writes one row, in the same transaction as the change when given one.
 *
 * Every admin write records its actor here, inside its transaction, so this is where the actor is read
 * once more: authorization was decided when the headers arrived, and a slow body may finish long after the
 * account was suspended or deleted. The actor's row is read `FOR SHARE`, so a suspension or deletion
 * running at the same time either waits for this write or is seen by it; a refused actor rolls the whole
 * change back.
 */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {}

  /** Refuses the transaction's change when its actor is gone, suspended, or no longer allowed to make it. */
  private async assertActor(entry: ActivityEntry, tx: Db | Tx): Promise<string | null> {
    if (entry.actorId == null) return null;
    const [actor] = await tx
      .select({ role: users.role, status: users.status, name: users.name })
      .from(users)
      .where(eq(users.id, entry.actorId))
      .for('share');
    if (!actor) throw unauthorized(INVALID_TOKEN);
    if (actor.status === 'SUSPENDED') throw forbidden(ACCOUNT_SUSPENDED);
    if (entry.type === 'user' && actor.role !== 'SUPER_ADMIN') throw forbidden(SUPER_ADMIN_ONLY);
    return actor.name;
  }

  async record(entry: ActivityEntry, tx: Db | Tx = this.db): Promise<void> {
    const actor = await this.assertActor(entry, tx);
    const [row] = await tx
      .insert(activity)
      .values({
        ...entry,
        actorId: entry.actorId ?? null,
        targetId: entry.targetId ?? null,
        detail: entry.detail ?? null,
      })
      .returning();
    if (!row) return;
    const live = await this.existing([row], tx);
    this.events.publish({
      audience: 'admin',
      type: 'activity.created',
      id: row.id,
      data: view(row, actor, live(row)),
    });
  }

  async recent(limit = 10): Promise<ActivityView[]> {
    const rows = await this.db
      .select({ row: activity, actor: users.name })
      .from(activity)
      .leftJoin(users, eq(users.id, activity.actorId))
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(limit);
    const live = await this.existing(rows.map((r) => r.row));
    return rows.map(({ row, actor }) => view(row, actor, live(row)));
  }

  /** One frame's own history, newest first (a page of it, and how many entries it has in all); null: no such frame. */
  async forFrame(frameId: number, page: number, limit: number) {
    const [frame] = await this.db.select({ id: frames.id }).from(frames).where(eq(frames.id, frameId));
    if (!frame) return null;
    const mine = and(eq(activity.type, 'frame'), eq(activity.targetId, frameId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: activity, actor: users.name })
        .from(activity)
        .leftJoin(users, eq(users.id, activity.actorId))
        .where(mine)
        .orderBy(desc(activity.createdAt), desc(activity.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ n: count() }).from(activity).where(mine),
    ]);
    return { items: rows.map(({ row, actor }) => view(row, actor, frameId)), total: total?.n ?? 0 };
  }

  /** Which of the rows' items still exist: each row's target id while its item does, else null. */
  private async existing(rows: (typeof activity.$inferSelect)[], db: Db | Tx = this.db) {
    const found = new Set<string>();
    await Promise.all(
      Object.entries(tables).map(async ([kind, table]) => {
        const ids = [
          ...new Set(rows.filter((r) => r.type === kind && r.targetId != null).map((r) => r.targetId!)),
        ];
        if (!ids.length) return;
        const present = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        for (const p of present) found.add(`${kind}:${p.id}`);
      }),
    );
    return (row: typeof activity.$inferSelect) =>
      row.targetId != null && found.has(`${row.type}:${row.targetId}`) ? row.targetId : null;
  }
}

function view(
  row: typeof activity.$inferSelect,
  actor: string | null,
  targetId: number | null,
): ActivityView {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    item: row.item,
    status: row.status,
    actor,
    targetId,
    detail: row.detail,
    time: row.createdAt.toISOString(),
  };
}
