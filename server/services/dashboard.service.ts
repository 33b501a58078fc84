import { desc, sql } from 'drizzle-orm';
import { frameTotals, messages, users } from '../db/schema';
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

/**
 * The dashboard's figures, counted by the database (no rows are loaded). The frames' come from frame_totals
 * (kept by triggers as frames change: a few rows per category, however many frames there are), all of them
 * in one statement, so the totals and the categories are of one moment.
 */
export class DashboardService {
  constructor(private readonly deps: ServiceDeps) {}

  async stats(): Promise<DashboardStats> {
    const { db, activity } = this.deps;
    const [frameRows, [userTotals], [messageTotals], recentActivity] = await Promise.all([
      this.frameFigures(),
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
    const whole = frameRows.find((row) => row.whole);
    return {
      frames: {
        total: int(whole?.total),
        inStock: int(whole?.inStock),
        outOfStock: int(whole?.outOfStock),
        discounted: int(whole?.discounted),
        totalValue: int(whole?.totalValue),
        averagePrice: int(whole?.averagePrice),
        byCategory: frameRows
          .filter((row) => !row.whole)
          .map((row) => ({ category: row.category, count: int(row.total) })),
      },
      users: { total: int(userTotals?.total), active: int(userTotals?.active) },
      messages: { total: int(messageTotals?.total), unread: int(messageTotals?.unread) },
      recentActivity,
    };
  }

  /**
   * The frames' figures by category (most frames first, then by name; blank and missing categories under
   * UNCATEGORIZED) and, in the row with `whole`, for every frame: one statement over frame_totals with two
   * grouping sets. The average is the total value over the count, as avg() divides it.
   */
  private frameFigures() {
    const { n, status, discounted, value } = frameTotals;
    // The literal is inlined (not a parameter) so the grouped and the selected expression are the same.
    const category = sql<string>`coalesce(nullif(trim(${frameTotals.category}), ''), ${sql.raw(`'${UNCATEGORIZED}'`)})`;
    const count = sql`sum(${n})`;
    return this.deps.db
      .select({
        whole: sql<boolean>`grouping(${category}) = 1`,
        category,
        total: sql<number>`${count}::int`,
        inStock: sql<number>`coalesce(sum(${n}) filter (where ${status} = 'IN_STOCK'), 0)::int`,
        outOfStock: sql<number>`coalesce(sum(${n}) filter (where ${status} = 'OUT_OF_STOCK'), 0)::int`,
        discounted: sql<number>`sum(${discounted})::int`,
        totalValue: sql<string>`sum(${value})::text`,
        averagePrice: sql<string>`round(sum(${value}) / ${count}, 2)::text`,
      })
      .from(frameTotals)
      .groupBy(sql`grouping sets ((${category}), ())`)
      .orderBy(desc(count), category);
  }
}
