/**
 * Admin typed documents for a frame's images: upload (several, or one), delete and reorder. Results and
 * variables are typed from schema/schema.graphql by gql.tada (../graphql.ts).
 */
import { graphql } from '../graphql';
import { FrameFields } from './storefront';

export const UploadFrameImagesMutation = graphql(
  `
  mutation UploadFrameImages($id: ID!, $images: [Upload!]!) {
    uploadFrameImages(id: $id, images: $images) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);

export const UploadFrameImageMutation = graphql(
  `
  mutation UploadFrameImage($id: ID!, $image: Upload!) {
    uploadFrameImage(id: $id, image: $image) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);

export const DeleteFrameImageMutation = graphql(`
  mutation DeleteFrameImage($id: ID!, $imageId: ID!) {
    deleteFrameImage(id: $id, imageId: $imageId) {
      id
      success
      message
    }
  }
`);

export const ReorderFrameImagesMutation = graphql(
  `
  mutation ReorderFrameImages($id: ID!, $imageIds: [ID!]!) {
    reorderFrameImages(id: $id, imageIds: $imageIds) {
      ...FrameFields
    }
  }
`,
  [FrameFields],
);
