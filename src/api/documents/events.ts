/**
 * The realtime subscription (the socket at /api/ws, through the rest exchange); graphcache's
 * `updates.Subscription.shopEvents` (src/api/cache.ts) applies each event. Kept apart from the admin
 * documents so the storefront's live updates import no admin code.
 */
import { graphql } from '../graphql';

export const ShopEventsSubscription = graphql(`
  subscription ShopEvents($admin: Boolean) {
    shopEvents(admin: $admin) {
      type
      id
      data
    }
  }
`);
