import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures, Ok, ok } from '../lib/envelope';
import { DashboardStats } from '../schemas/dashboard';

/** The admin dashboard's figures, for ACTIVE admins. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: who may call is decided before the body is read or validated.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/stats',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: Ok(DashboardStats), ...failures },
      },
    },
    async () => ok(await app.services.dashboard.stats()),
  );
};

export default dashboardRoutes;
