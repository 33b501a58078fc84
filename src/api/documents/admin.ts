/**
 * Admin typed documents (frames, messages, marquee, stats, session; a frame's images: ./frameImages.ts;
 * changes to many frames, the trash and CSV imports: ./frameChanges.ts). Screens may add their own;
 * every root field must be one of schema/schema.graphql's. Results and variables are typed from the schema
 * by gql.tada (../graphql.ts).
 */
import { graphql, type IdText, type ResultOf, type VariablesOf } from '../graphql';
import { FrameFields } from './storefront';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      role
      status
      createdAt
      updatedAt
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
      message
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      success
      token
      message
      user {
        id
        name
        email
        role
        status
        createdAt
        updatedAt
      }
    }
  }
`);

export const FramesQuery = graphql(
  `
  query Frames(
    $page: Int
    $limit: Int
    $status: FrameStatusFilter
    $visibility: FrameVisibility
    $search: String
    $t: String
  ) {
    frames(page: $page, limit: $limit, status: $status, visibility: $visibility, search: $search, t: $t) {
      data {
        ...FrameFields
      }
      pagination {
        page
        limit
        total
        pages
        capped
      }
    }
  }
`,
  [FrameFields],
);

const frame = graphql(
  `
  query Frame($id: ID!) {
    frame(id: $id) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);
/** Its id may be a route's `:id` text. */
export const FrameQuery = frame as IdText<typeof frame, 'id'>;

export const FrameStatsQuery = graphql(`
  query FrameStats {
    frameStats {
      totalFrames
      inStockFrames
      outOfStockFrames
      discountedFrames
    }
  }
`);

export type FrameStats = ResultOf<typeof FrameStatsQuery>['frameStats'];

export const CreateFrameMutation = graphql(
  `
  mutation CreateFrame($input: FrameInput!) {
    createFrame(input: $input) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);

export const UpdateFrameMutation = graphql(
  `
  mutation UpdateFrame($id: ID!, $input: FrameUpdateInput!, $ifMatch: String) {
    updateFrame(id: $id, input: $input, ifMatch: $ifMatch) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);

export const DeleteFrameMutation = graphql(`
  mutation DeleteFrame($id: ID!) {
    deleteFrame(id: $id) {
      id
      success
      message
    }
  }
`);

export const DuplicateFrameMutation = graphql(`
  mutation DuplicateFrame($id: ID!) {
    duplicateFrame(id: $id) {
      id
      name
      published
    }
  }
`);

export const SetFrameStatusMutation = graphql(`
  mutation SetFrameStatus($id: ID!, $status: FrameStatus!, $ifMatch: String) {
    setFrameStatus(id: $id, status: $status, ifMatch: $ifMatch) {
      id
      status
      inStock
      version
    }
  }
`);

/** Every frame's display order and its ETag (what a reorder's If-Match names). */
export const FrameOrderQuery = graphql(`
  query FrameOrder {
    frameOrder {
      etag
      data {
        frameId
        displayOrder
      }
    }
  }
`);

export const SetFrameOrderMutation = graphql(`
  mutation SetFrameOrder($frameOrders: [FrameOrderInput!]!, $ifMatch: String) {
    setFrameOrder(frameOrders: $frameOrders, ifMatch: $ifMatch) {
      etag
      data {
        frameId
        displayOrder
      }
    }
  }
`);

const MessageFields = graphql(`
  fragment MessageFields on Message {
    id
    subject
    name
    email
    phone
    message
    status
    createdAt
    version
  }
`);

export const MessagesQuery = graphql(
  `
  query Messages($page: Int, $limit: Int, $sortBy: String, $sortOrder: SortOrder, $search: String, $status: MessageStatusFilter) {
    messages(page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder, search: $search, status: $status) {
      data {
        ...MessageFields
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
  [MessageFields],
);

export const MessageStatsQuery = graphql(`
  query MessageStats {
    messageStats {
      total
      unread
      read
      replied
    }
  }
`);

export const SetMessageStatusMutation = graphql(
  `
  mutation SetMessageStatus($id: ID!, $status: MessageStatus!, $ifMatch: String) {
    setMessageStatus(id: $id, status: $status, ifMatch: $ifMatch) {
      ...MessageFields
    }
  }
`,
  [MessageFields],
);

const MarqueeFields = graphql(`
  fragment MarqueeFields on MarqueeItem {
    id
    text
    isActive
    order
    createdAt
    version
  }
`);

export const MarqueeQuery = graphql(
  `
  query Marquee($search: String, $limit: Int, $t: String) {
    marquee(search: $search, limit: $limit, t: $t) {
      ...MarqueeFields
    }
  }
`,
  [MarqueeFields],
);

export const ToggleMarqueeMutation = graphql(
  `
  mutation ToggleMarquee($id: ID!, $ifMatch: String) {
    toggleMarquee(id: $id, ifMatch: $ifMatch) {
      ...MarqueeFields
    }
  }
`,
  [MarqueeFields],
);

export const MetricsQuery = graphql(`
  query Metrics {
    metrics {
      status
      uptime
      memory {
        heapUsed
        heapTotal
      }
      nodeVersion
      platform
      websocket {
        totalConnections
        adminConnections
      }
      monitoring {
        requests
        serverErrors
        routes {
          method
          route
          requests
          p50Ms
          p95Ms
        }
        eventLoopLagP99Ms
        eventLoopLagMaxMs
        databaseWaits
        databaseWaitP95Ms
        renderedPages
        pageCacheHits
      }
    }
  }
`);

export type FrameInput = VariablesOf<typeof CreateFrameMutation>['input'];
export type Metrics = ResultOf<typeof MetricsQuery>['metrics'];
