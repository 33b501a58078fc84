/**
 * The local mutation a server event becomes (src/api/realtimeSocket.ts); graphcache's `applyEvent`
 * updater (src/api/cache.ts) writes or invalidates the cache. Kept apart from the admin documents so the
 * storefront's live updates import no admin code.
 */
import { graphql } from '../graphql';

export const ApplyEventMutation = graphql(`
  mutation ApplyEvent($type: String!, $id: ID, $data: JSON) {
    applyEvent(type: $type, id: $id, data: $data)
  }
`);
