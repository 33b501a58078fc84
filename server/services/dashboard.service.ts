import { desc, sql } from 'drizzle-orm';
import { frames, messages, users } from '../db/schema';
import type { ActivityView } from './activity.service';
import type { ServiceDeps } from './deps';

export const UNCATEGORIZED = 'Uncategorized';

export interface DashboardStats {
  frames: {
    total: number;
    inStock: number;
    outOfStock: number;
    discounted: number;
    totalValue: number;
    averagePrice: number;
    byCategory: { category: string; count: number }[];
  };
  users: { total: number; active: number };
  messages: { total: number; unread: number };
  recentActivity: ActivityView[];
}

const int = (value: unknown) => Number(value ?? 0);

/** The dashboard's figures, counted by the database (no rows are loaded). */
export class DashboardService {
  constructor(private readonly deps: ServiceDeps) {}

  async stats(): Promise<DashboardStats> {
    const { db, activity } = this.deps;
    // The literal is inlined (not a parameter) so the grouped and the selected expression are the same.
    const category = sql<string>`coalesce(nullif(trim(${frames.category}), ''), ${sql.raw(`'${UNCATEGORIZED}'`)})`;
    const [[frameTotals], byCategory, [userTotals], [messageTotals], recentActivity] = await Promise.all([
      db
        .select({
          total: sql<number>`count(*)::int`,
          inStock: sql<number>`(count(*) filter (where ${frames.status} = 'IN_STOCK'))::int`,
          outOfStock: sql<number>`(count(*) filter (where ${frames.status} = 'OUT_OF_STOCK'))::int`,
          discounted: sql<number>`(count(*) filter (where ${frames.currentPrice} < ${frames.originalPrice}))::int`,
          totalValue: sql<string>`coalesce(sum(${frames.currentPrice}), 0)::text`,
          averagePrice: sql<string>`coalesce(round(avg(${frames.currentPrice}), 2), 0)::text`,
        })
        .from(frames),
      db
        .select({ category, count: sql<number>`count(*)::int` })
        .from(frames)
        .groupBy(category)
        .orderBy(desc(sql`count(*)`), category),
      db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${users.status} = 'ACTIVE'))::int`,
        })
        .from(users),
      db
        .select({
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${messages.status} = 'UNREAD'))::int`,
        })
        .from(messages),
      activity.recent(10),
    ]);
    return {
      frames: {
        total: int(frameTotals?.total),
        inStock: int(frameTotals?.inStock),
        outOfStock: int(frameTotals?.outOfStock),
        discounted: int(frameTotals?.discounted),
        totalValue: int(frameTotals?.totalValue),
        averagePrice: int(frameTotals?.averagePrice),
        byCategory: byCategory.map((row) => ({ category: row.category, count: int(row.count) })),
      },
      users: { total: int(userTotals?.total), active: int(userTotals?.active) },
      messages: { total: int(messageTotals?.total), unread: int(messageTotals?.unread) },
      recentActivity,
    };
  }
}
