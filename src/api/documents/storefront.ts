/**
 * The storefront's typed documents. Each root field is bound to one REST call in schema/rest.ts;
 * the rest exchange answers them and graphcache normalizes the results.
 */
import { gql, type TypedDocumentNode } from '@urql/core';
import type { Frame, MarqueeItem, Pagination, Result } from '../types';

export const FrameFields = gql`
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
    createdAt
    updatedAt
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
    }
  }
`;

export interface PublicFramesVariables {
  page?: number;
  limit?: number;
  category?: string;
  search?: string;
  status?: string;
}

export const PublicFramesQuery: TypedDocumentNode<
  { publicFrames: { __typename?: 'FramePage'; data: Frame[]; pagination: Pagination } },
  PublicFramesVariables
> = gql`
  query PublicFrames($page: Int, $limit: Int, $category: String, $search: String, $status: FrameStatusFilter) {
    publicFrames(page: $page, limit: $limit, category: $category, search: $search, status: $status) {
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

export const PublicFrameQuery: TypedDocumentNode<{ publicFrame: Frame | null }, { id: number | string }> =
  gql`
  query PublicFrame($id: ID!) {
    publicFrame(id: $id) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export const FeaturedFramesQuery: TypedDocumentNode<{ featuredFrames: Frame[] }, { limit?: number }> = gql`
  query FeaturedFrames($limit: Int) {
    featuredFrames(limit: $limit) {
      ...FrameFields
    }
  }
  ${FrameFields}
`;

export const PublicCategoriesQuery: TypedDocumentNode<
  { publicCategories: string[] },
  Record<string, never>
> = gql`
  query PublicCategories {
    publicCategories
  }
`;

export const PublicMarqueeQuery: TypedDocumentNode<
  { publicMarquee: Pick<MarqueeItem, '__typename' | 'id' | 'text' | 'order'>[] },
  Record<string, never>
> = gql`
  query PublicMarquee {
    publicMarquee {
      id
      text
      order
    }
  }
`;

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const SendContactMutation: TypedDocumentNode<{ sendContact: Result }, { input: ContactInput }> = gql`
  mutation SendContact($input: ContactInput!) {
    sendContact(input: $input) {
      success
      message
    }
  }
`;
