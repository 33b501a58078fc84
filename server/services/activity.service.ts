import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { activity, users } from '../db/schema';
import { ACCOUNT_SUSPENDED, INVALID_TOKEN, SUPER_ADMIN_ONLY } from '../lib/access';
import { forbidden, unauthorized } from '../lib/errors';
import type { Events } from './events';

export interface ActivityEntry {
  type: 'frame' | 'message' | 'user' | 'label' | 'marquee';
  action: string;
  item: string;
  status: string;
  actorId?: number | null;
}

export interface ActivityView {
  id: number;
  type: string;
  action: string;
  item: string;
  status: string;
  /** The staff member who made the change (null: a visitor, the seeder, or an account since deleted). */
  actor: string | null;
  time: string;
}

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
      .values({ ...entry, actorId: entry.actorId ?? null })
      .returning();
    if (row)
      this.events.publish({
        audience: 'admin',
        type: 'activity.created',
        id: row.id,
        data: view(row, actor),
      });
  }

  async recent(limit = 10): Promise<ActivityView[]> {
    const rows = await this.db
      .select({ row: activity, actor: users.name })
      .from(activity)
      .leftJoin(users, eq(users.id, activity.actorId))
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(limit);
    return rows.map(({ row, actor }) => view(row, actor));
  }
}

function view(row: typeof activity.$inferSelect, actor: string | null): ActivityView {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    item: row.item,
    status: row.status,
    actor,
    time: row.createdAt.toISOString(),
  };
}
