import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { activity } from '../db/schema';
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
  time: string;
}

/** The activity log: every change writes one row, in the same transaction as the change when given one. */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {}

  async record(entry: ActivityEntry, tx: Db | Tx = this.db): Promise<void> {
    const [row] = await tx
      .insert(activity)
      .values({ ...entry, actorId: entry.actorId ?? null })
      .returning();
    if (row)
      this.events.publish({ audience: 'admin', type: 'activity.created', id: row.id, data: view(row) });
  }

  async recent(limit = 10): Promise<ActivityView[]> {
    const rows = await this.db
      .select()
      .from(activity)
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(limit);
    return rows.map(view);
  }
}

function view(row: typeof activity.$inferSelect): ActivityView {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    item: row.item,
    status: row.status,
    time: row.createdAt.toISOString(),
  };
}
