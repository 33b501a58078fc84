/** Label Management's documents (docs/product.md §7: GET, POST /labels; GET, PUT, DELETE /labels/{id}). */
import { graphql, type ResultOf } from '../../api/graphql';

export const LabelsQuery = graphql(`
  query Labels($search: String, $page: Int, $limit: Int, $sortBy: String, $sortOrder: SortOrder) {
    labels(search: $search, page: $page, limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {
      data {
        id
        name
        color
        usageCount
        createdAt
        version
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

export type AdminLabel = ResultOf<typeof LabelsQuery>['labels']['data'][number];

/** What the created, updated or read label brings back: every field the screens show (graphcache writes it). */
export const LabelFields = graphql(`
  fragment LabelFields on Label {
    id
    name
    color
    usageCount
    createdAt
    version
  }
`);

export const CreateLabelMutation = graphql(
  `
  mutation CreateLabel($input: LabelInput!) {
    createLabel(input: $input) {
      ...LabelFields
    }
  }
`,
  [LabelFields],
);

export const UpdateLabelMutation = graphql(
  `
  mutation UpdateLabel($id: ID!, $input: LabelInput!, $ifMatch: String) {
    updateLabel(id: $id, input: $input, ifMatch: $ifMatch) {
      ...LabelFields
    }
  }
`,
  [LabelFields],
);

/** One label as saved now (read after a 412 to show what changed). */
export const LabelQuery = graphql(
  `
  query Label($id: ID!) {
    label(id: $id) {
      ...LabelFields
    }
  }
`,
  [LabelFields],
);

export const DeleteLabelMutation = graphql(`
  mutation DeleteLabel($id: ID!) {
    deleteLabel(id: $id) {
      id
      success
      message
    }
  }
`);

/** Spec section 7: labels sorted by name ascending. */
export const LABEL_SORT = { sortBy: 'name', sortOrder: 'asc' } as const;
