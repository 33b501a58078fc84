import { Type } from 'typebox';
import { named } from '../lib/components';

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
