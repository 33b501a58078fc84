/** The dashboard's typed document (GET /api/dashboard/stats through the graph client). */
import { graphql, type ResultOf } from '../../api/graphql';

export const DashboardStatsQuery = graphql(`
  query DashboardStats {
    dashboardStats {
      frames {
        total
        inStock
        outOfStock
        discounted
        totalValue
        averagePrice
        byCategory {
          category
          count
        }
      }
      users {
        total
        active
      }
      messages {
        total
        unread
      }
      recentActivity {
        id
        type
        status
        action
        item
        actor
        targetId
        detail
        time
      }
    }
  }
`);

export type DashboardStats = ResultOf<typeof DashboardStatsQuery>['dashboardStats'];
export type ActivityItem = DashboardStats['recentActivity'][number];
