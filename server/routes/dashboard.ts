import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok, ok } from '../lib/envelope';
import { DashboardStats } from '../schemas/dashboard';

/** The admin dashboard's figures, for ACTIVE admins. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: who may call is decided before the body is read or validated.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/stats',
    {
      schema: {
        operationId: 'getDashboardStats',
        summary: "The dashboard's figures and recent activity",
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: Ok(DashboardStats) },
      },
    },
    async () => ok(await app.services.dashboard.stats()),
  );
};

export default dashboardRoutes;
