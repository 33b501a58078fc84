/**
 * The storefront's typed documents. Each root field is bound to one REST call in schema/rest.ts;
 * the rest exchange answers them and graphcache normalizes the results. Results and variables are typed
 * from schema/schema.graphql by gql.tada (../graphql.ts); tests/unit/api/documentTypes.test.ts checks
 * they still fit the view types of ../types.ts.
 */
import { graphql, type IdText, type VariablesOf } from '../graphql';

export const FrameFields = graphql(`
  fragment FrameFields on Frame {
    id
    name
    description
    status
    inStock
    originalPrice
    currentPrice
    discountAmount
    discountPercentage
    dimensions
    category
    rating
    displayOrder
    published
    createdAt
    updatedAt
    version
    imageUrl
    labels {
      id
      name
      color
    }
    images {
      id
      imageUrl
      order
      width
      height
      srcset
      alt
    }
  }
`);

export const PublicFramesQuery = graphql(
  `
  query PublicFrames(
    $page: Int
    $limit: Int
    $category: String
    $search: String
    $status: FrameStatusFilter
    $sort: FrameSort
  ) {
    publicFrames(page: $page, limit: $limit, category: $category, search: $search, status: $status, sort: $sort) {
      data {
        ...FrameFields
      }
      pagination {
        page
        limit
        total
        pages
      }
    }
  }
`,
  [FrameFields],
);

export type PublicFramesVariables = VariablesOf<typeof PublicFramesQuery>;

const publicFrame = graphql(
  `
  query PublicFrame($id: ID!) {
    publicFrame(id: $id) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);
/** Its id is the route's `:id` text. */
export const PublicFrameQuery = publicFrame as IdText<typeof publicFrame, 'id'>;

export const FeaturedFramesQuery = graphql(
  `
  query FeaturedFrames($limit: Int) {
    featuredFrames(limit: $limit) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);

export const PublicCategoriesQuery = graphql(`
  query PublicCategories {
    publicCategories
  }
`);

export const PublicMarqueeQuery = graphql(`
  query PublicMarquee {
    publicMarquee {
      id
      text
      order
    }
  }
`);

export const SendContactMutation = graphql(`
  mutation SendContact($input: ContactInput!) {
    sendContact(input: $input) {
      success
      message
    }
  }
`);

export type ContactInput = VariablesOf<typeof SendContactMutation>['input'];
