import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures, Ok, ok } from '../lib/envelope';
import { LoginBody, LoginResult, User } from '../schemas/users';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    { schema: { tags, body: LoginBody, response: { 200: LoginResult, ...failures } } },
    async (request) => {
      const { token, user } = await app.services.auth.login(
        request.body.email,
        request.body.password,
        request.ip,
      );
      // The spec reads `token` and `user` at the top level; `data` carries them too, as in every envelope.
      return { success: true as const, token, user, message: 'Login successful', data: { token, user } };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireAdmin,
      schema: { tags, security: [{ bearer: [] }], response: { 200: Ok(User), ...failures } },
    },
    async (request) => ok(request.user!),
  );
};

export default authRoutes;
