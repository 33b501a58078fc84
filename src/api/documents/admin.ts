/**
 * Admin typed documents (frames, images, messages, marquee, stats, session). Screens may add their own;
 * every root field must be one of schema/schema.graphql's.
 */
import { gql, type TypedDocumentNode } from '@urql/core';
import type { AdminUser, Frame, MarqueeItem, Message, Pagination } from '../types';
import { FrameFields } from './storefront';

type Page<T> = { data: T[]; pagination: Pagination };
type Id = number | string;

export interface FrameInput {
  name?: string;
  description?: string;
  status?: Frame['status'];
  originalPrice?: number;
  currentPrice?: number;
  dimensions?: string | null;
  category?: string | null;
  labels?: Id[];
  rating?: number;
}

export const MeQuery: TypedDocumentNode<{ me: AdminUser | null }, Record<string, never>> = gql`
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
`;

export const LoginMutation: TypedDocumentNode<
  { login: { success: boolean; token: string; user: AdminUser; message: string | null } },
  { input: { email: string; password: string } }
> = gql`
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
`;

export const FramesQuery: TypedDocumentNode<
  { frames: Page<Frame> },
  { page?: number; limit?: number; status?: string; search?: string; t?: string }
> = gql`
  query Frames($page: Int, $limit: Int, $status: FrameStatusFilter, $search: String, $t: String) {
    frames(page: $page, limit: $limit, status: $status, search: $search, t: $t) {
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
  ${FrameFields}
`;

export const FrameQuery: TypedDocumentNode<{ frame: Frame | null }, { id: Id }> = gql`
  query Frame($id: ID!) {
    frame(id: $id) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export interface FrameStats {
  totalFrames: number;
  inStockFrames: number;
  outOfStockFrames: number;
  discountedFrames: number;
}

export const FrameStatsQuery: TypedDocumentNode<{ frameStats: FrameStats }, Record<string, never>> = gql`
  query FrameStats {
    frameStats {
      totalFrames
      inStockFrames
      outOfStockFrames
      discountedFrames
    }
  }
`;

export const CreateFrameMutation: TypedDocumentNode<{ createFrame: Frame }, { input: FrameInput }> = gql`
  mutation CreateFrame($input: FrameInput!) {
    createFrame(input: $input) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export const UpdateFrameMutation: TypedDocumentNode<{ updateFrame: Frame }, { id: Id; input: FrameInput }> =
  gql`
  mutation UpdateFrame($id: ID!, $input: FrameInput!) {
    updateFrame(id: $id, input: $input) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export const DeleteFrameMutation: TypedDocumentNode<
  { deleteFrame: { id: Id; success: boolean; message: string | null } },
  { id: Id }
> = gql`
  mutation DeleteFrame($id: ID!) {
    deleteFrame(id: $id) {
      id
      success
      message
    }
  }
`;

export const SetFrameStatusMutation: TypedDocumentNode<
  { setFrameStatus: Pick<Frame, 'id' | 'status' | 'inStock'> },
  { id: Id; status: Frame['status'] }
> = gql`
  mutation SetFrameStatus($id: ID!, $status: FrameStatus!) {
    setFrameStatus(id: $id, status: $status) {
      id
      status
      inStock
    }
  }
`;

export const SetFrameOrderMutation: TypedDocumentNode<
  { setFrameOrder: { frameId: Id; displayOrder: number }[] },
  { frameOrders: { frameId: Id; displayOrder: number }[] }
> = gql`
  mutation SetFrameOrder($frameOrders: [FrameOrderInput!]!) {
    setFrameOrder(frameOrders: $frameOrders) {
      frameId
      displayOrder
    }
  }
`;

export const UploadFrameImagesMutation: TypedDocumentNode<
  { uploadFrameImages: Frame },
  { id: Id; images: Blob[] }
> = gql`
  mutation UploadFrameImages($id: ID!, $images: [Upload!]!) {
    uploadFrameImages(id: $id, images: $images) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export const UploadFrameImageMutation: TypedDocumentNode<
  { uploadFrameImage: Frame },
  { id: Id; image: Blob }
> = gql`
  mutation UploadFrameImage($id: ID!, $image: Upload!) {
    uploadFrameImage(id: $id, image: $image) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export const DeleteFrameImageMutation: TypedDocumentNode<
  { deleteFrameImage: { id: Id; success: boolean; message: string | null } },
  { id: Id; imageId: Id }
> = gql`
  mutation DeleteFrameImage($id: ID!, $imageId: ID!) {
    deleteFrameImage(id: $id, imageId: $imageId) {
      id
      success
      message
    }
  }
`;

export const ReorderFrameImagesMutation: TypedDocumentNode<
  { reorderFrameImages: Frame },
  { id: Id; imageIds: Id[] }
> = gql`
  mutation ReorderFrameImages($id: ID!, $imageIds: [ID!]!) {
    reorderFrameImages(id: $id, imageIds: $imageIds) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

const MessageFields = gql`
  fragment MessageFields on Message {
    id
    subject
    name
    email
    phone
    message
    status
    createdAt
  }
`;

export const MessagesQuery: TypedDocumentNode<
  { messages: Page<Message> },
  {
    page?: number;
    limit?: number;
    sortBy?: string;
    sortOrder?: 'asc' | 'desc';
    search?: string;
    status?: string;
  }
> = gql`
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
  ${MessageFields}
`;

export const MessageStatsQuery: TypedDocumentNode<
  { messageStats: { total: number; unread: number; read: number; replied: number } },
  Record<string, never>
> = gql`
  query MessageStats {
    messageStats {
      total
      unread
      read
      replied
    }
  }
`;

export const SetMessageStatusMutation: TypedDocumentNode<
  { setMessageStatus: Message },
  { id: Id; status: 'READ' | 'REPLIED' }
> = gql`
  mutation SetMessageStatus($id: ID!, $status: MessageStatus!) {
    setMessageStatus(id: $id, status: $status) {
      ...MessageFields
    }
  }
  ${MessageFields}
`;

const MarqueeFields = gql`
  fragment MarqueeFields on MarqueeItem {
    id
    text
    isActive
    order
    createdAt
  }
`;

export const MarqueeQuery: TypedDocumentNode<
  { marquee: MarqueeItem[] },
  { search?: string; limit?: number; t?: string }
> = gql`
  query Marquee($search: String, $limit: Int, $t: String) {
    marquee(search: $search, limit: $limit, t: $t) {
      ...MarqueeFields
    }
  }
  ${MarqueeFields}
`;

export const ToggleMarqueeMutation: TypedDocumentNode<{ toggleMarquee: MarqueeItem }, { id: Id }> = gql`
  mutation ToggleMarquee($id: ID!) {
    toggleMarquee(id: $id) {
      ...MarqueeFields
    }
  }
  ${MarqueeFields}
`;

export interface Metrics {
  status: string;
  uptime: number;
  memory: { heapUsed: number; heapTotal: number };
  nodeVersion: string;
  platform: string;
  websocket: { totalConnections: number; adminConnections: number };
}

export const MetricsQuery: TypedDocumentNode<{ metrics: Metrics }, Record<string, never>> = gql`
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
    }
  }
`;

/** Moved to ./events (shared with the storefront's live updates); re-exported for admin code. */
export { ApplyEventMutation } from './events';
