import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, idParam, Paged, paged, pagination } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { ActivityItem, ActivityListQuery } from '../schemas/dashboard';
import { FRAME_NOT_FOUND } from '../services/frames.queries';

/** Who did what (docs/api.md, "Who did what"): one frame's own history, for ACTIVE admins. */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/frames/:id/activity',
    {
      schema: {
        operationId: 'listFrameActivity',
        summary: "One frame's history from the activity log, newest first",
        tags: ['frames'],
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: ActivityListQuery,
        response: { 200: Paged(ActivityItem) },
      },
    },
    async (request) => {
      const id = idParam(request.params.id, FRAME_NOT_FOUND);
      const { page = 1, limit = 10 } = request.query;
      const found = await app.services.activity.forFrame(id, page, limit);
      if (!found) throw notFound(FRAME_NOT_FOUND);
      return paged(found.items, pagination(page, limit, found.total));
    },
  );
};

export default activityRoutes;
