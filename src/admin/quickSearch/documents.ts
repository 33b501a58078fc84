/** The quick search's typed documents: the admin lists' own searches (GET /frames, /messages, /users, /labels ?search). */
import { graphql } from '../../api/graphql';

export const QuickFramesQuery = graphql(`
  query QuickFrames($search: String, $limit: Int) {
    frames(search: $search, limit: $limit) {
      data {
        id
        name
        category
      }
    }
  }
`);

export const QuickMessagesQuery = graphql(`
  query QuickMessages($search: String, $limit: Int) {
    messages(search: $search, limit: $limit) {
      data {
        id
        subject
        name
      }
    }
  }
`);

export const QuickUsersQuery = graphql(`
  query QuickUsers($search: String, $limit: Int) {
    users(search: $search, limit: $limit) {
      data {
        id
        name
        email
      }
    }
  }
`);

export const QuickLabelsQuery = graphql(`
  query QuickLabels($search: String, $limit: Int) {
    labels(search: $search, limit: $limit) {
      data {
        id
        name
      }
    }
  }
`);
