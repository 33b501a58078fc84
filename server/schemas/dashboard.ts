import { Type } from 'typebox';
import { named } from '../lib/components';
import { pageQuery } from '../lib/envelope';

export const ActivityItem = named(
  'ActivityItem',
  Type.Object({
    id: Type.Integer(),
    type: Type.String(),
    status: Type.String(),
    action: Type.String(),
    item: Type.String(),
    actor: Type.Union([Type.String(), Type.Null()], {
      description: 'The staff member who made the change; null for a visitor or the seeder',
    }),
    targetId: Type.Union([Type.Integer(), Type.Null()], {
      description:
        'The id of the item changed (of kind `type`) while it still exists; null once deleted, or for several items',
    }),
    detail: Type.Union([Type.String(), Type.Null()], {
      description: "What changed, in words, when the action alone does not say ('name, current price')",
    }),
    time: Type.String({ format: 'date-time' }),
  }),
);

export const DashboardStats = named(
  'DashboardStats',
  Type.Object({
    frames: Type.Object({
      total: Type.Integer(),
      inStock: Type.Integer(),
      outOfStock: Type.Integer(),
      discounted: Type.Integer(),
      totalValue: Type.Number(),
      averagePrice: Type.Number(),
      byCategory: Type.Array(Type.Object({ category: Type.String(), count: Type.Integer() })),
    }),
    users: Type.Object({ total: Type.Integer(), active: Type.Integer() }),
    messages: Type.Object({ total: Type.Integer(), unread: Type.Integer() }),
    recentActivity: Type.Array(ActivityItem),
  }),
);

/** A page of one frame's history: `page`, `limit` 1-100 (default 10). */
export const ActivityListQuery = Type.Object({ ...pageQuery(100, 10) });
