/** One frame's history's typed document (GET /api/frames/{id}/activity, docs/api.md 'Who did what'). */
import { graphql, type IdText, type ResultOf } from '../../api/graphql';

const frameActivity = graphql(`
  query FrameActivity($id: ID!, $limit: Int) {
    frameActivity(id: $id, limit: $limit) {
      data {
        id
        type
        status
        action
        item
        actor
        targetId
        detail
        time
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
export const FrameActivityQuery = frameActivity as IdText<typeof frameActivity, 'id'>;
export type FrameActivityEntry = ResultOf<typeof frameActivity>['frameActivity']['data'][number];
