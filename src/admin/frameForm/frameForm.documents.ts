/** The label choices of the frame form: GET /labels, limit 100, by name (docs/product.md §2 and §7). */
import { graphql } from '../../api/graphql';

export const FormLabelsQuery = graphql(`
  query FormLabels($limit: Int, $sortBy: String, $sortOrder: SortOrder) {
    labels(limit: $limit, sortBy: $sortBy, sortOrder: $sortOrder) {
      data {
        id
        name
        color
      }
    }
  }
`);

export const LABELS_LIMIT = 100;
