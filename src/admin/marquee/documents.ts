/**
 * The marquee screen's typed documents beyond the shared ones (MarqueeQuery, ToggleMarqueeMutation in
 * src/api/documents/admin.ts): create, update and delete (docs/product.md §7). graphcache's `updates` refetch
 * the lists (admin and storefront) after each.
 */
import type { MarqueeQuery } from '../../api/documents/admin';
import { graphql, type ResultOf } from '../../api/graphql';

export const CreateMarqueeMutation = graphql(`
  mutation CreateMarquee($input: MarqueeInput!) {
    createMarquee(input: $input) {
      id
      text
      isActive
      order
      createdAt
      version
    }
  }
`);

export const UpdateMarqueeMutation = graphql(`
  mutation UpdateMarquee($id: ID!, $input: MarqueeInput!, $ifMatch: String) {
    updateMarquee(id: $id, input: $input, ifMatch: $ifMatch) {
      id
      text
      isActive
      order
      createdAt
      version
    }
  }
`);

/** One item as saved now (GET /marquee/{id}): what a refused stale save (412) compares with. */
export const MarqueeItemQuery = graphql(`
  query MarqueeItem($id: ID!) {
    marqueeItem(id: $id) {
      id
      text
      isActive
      order
      createdAt
      version
    }
  }
`);

export const DeleteMarqueeMutation = graphql(`
  mutation DeleteMarquee($id: ID!) {
    deleteMarquee(id: $id) {
      id
      success
      message
    }
  }
`);

export type MarqueeListItem = ResultOf<typeof MarqueeQuery>['marquee'][number];
