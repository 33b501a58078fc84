import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// TODO(issue 2): the routes of this resource.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
