import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { failures, Ok, ok } from '../lib/envelope';
import { LoginBody, LoginResult, User } from '../schemas/users';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Sign in with e-mail and password: a bearer token',
        tags,
        security: [],
        body: LoginBody,
        response: { 200: LoginResult, ...failures(401, 403, 429) },
      },
    },
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

  app.post(
    '/logout',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'logout',
        summary: 'Sign out: this token is refused from now on, on every instance',
        tags,
        security: [{ bearer: [] }],
        response: { 200: Ok(Type.Null()) },
      },
    },
    async (request) => {
      await app.services.auth.revoke(request.session!);
      return ok(null, 'Logged out successfully.');
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in admin',
        tags,
        security: [{ bearer: [] }],
        response: { 200: Ok(User) },
      },
    },
    async (request) => ok(request.user!),
  );
};

export default authRoutes;
