/**
 * Admin typed documents for changes to many frames at once: the trash (restore, purge), bulk changes and
 * their undo, and CSV imports (preview, then import). Results and variables are typed from
 * schema/schema.graphql by gql.tada (../graphql.ts).
 */
import { graphql } from '../graphql';

export const FrameTrashQuery = graphql(`
  query FrameTrash($page: Int, $limit: Int) {
    frameTrash(page: $page, limit: $limit) {
      data {
        id
        name
        category
        currentPrice
        status
        published
        imageUrl
        deletedAt
        purgeAt
        deletedBy
      }
      pagination {
        page
        limit
        total
        pages
      }
    }
  }
`);

export const RestoreFramesMutation = graphql(`
  mutation RestoreFrames($ids: [ID!]!) {
    restoreFrames(ids: $ids) {
      id
      name
      published
    }
  }
`);

export const BulkFramesMutation = graphql(`
  mutation BulkFrames($ids: [ID!]!, $action: BulkActionInput!) {
    bulkFrames(ids: $ids, action: $action) {
      changed
      changeSetId
    }
  }
`);

export const UndoFrameChangeMutation = graphql(`
  mutation UndoFrameChange($id: String!) {
    undoFrameChange(id: $id) {
      restored
    }
  }
`);

export const PurgeFramesMutation = graphql(`
  mutation PurgeFrames($ids: [ID!]!) {
    purgeFrames(ids: $ids) {
      success
      message
    }
  }
`);

export const PreviewFrameImportMutation = graphql(`
  mutation PreviewFrameImport($csv: String!) {
    previewFrameImport(csv: $csv) {
      rows {
        row
        id
        name
        action
        changes {
          field
          from
          to
        }
      }
      errors {
        row
        column
        message
      }
      moreErrors
      creates
      updates
      unchanged
      notes
      token
    }
  }
`);

export const ImportFramesMutation = graphql(`
  mutation ImportFrames($csv: String!, $token: String) {
    importFrames(csv: $csv, token: $token) {
      created
      updated
      changeSetId
    }
  }
`);
