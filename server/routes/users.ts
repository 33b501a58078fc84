import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  failure,
  IdParams,
  IfMatchHeaders,
  idParam,
  Ok,
  ok,
  Paged,
  paged,
  pagination,
} from '../lib/envelope';
import {
  ManagedUser as User,
  UserCreate,
  UserListQuery,
  UserRoleBody,
  UserStatusBody,
  UserUpdate,
} from '../schemas/users';
import { USER_NOT_FOUND } from '../services/users.service';

const tags = ['users'];
const security = [{ bearer: [] }];

/** Admin accounts: ACTIVE SUPER_ADMIN only (an ADMIN gets 403). */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: who may call is decided before the body is read or validated (403, not 400).
  app.addHook('onRequest', app.requireSuperAdmin);
  const users = () => app.services.users;
  const id = (raw: string) => idParam(raw, USER_NOT_FOUND);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listUsers',
        summary: 'Admin accounts, a page at a time',
        tags,
        security,
        querystring: UserListQuery,
        response: { 200: Paged(User) },
      },
    },
    async (request) => {
      const { page = 1, limit = 100, role, status, search } = request.query;
      const { items, total } = await users().list({ page, limit, role, status, search });
      return paged(items, pagination(page, limit, total));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getUser',
        summary: 'One admin account',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(User) },
      },
    },
    async (request) => ok(await users().get(id(request.params.id))),
  );

  app.post(
    '/',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'createUser',
        summary: 'Create an admin account',
        tags,
        security,
        body: UserCreate,
        response: { 201: Ok(User), 409: failure(409, 'A user with this email exists') },
      },
    },
    async (request, reply) => {
      const user = await users().create(request.body, request.user!.id);
      return reply.code(201).send(ok(user, 'User created successfully.'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateUser',
        summary: 'Change an admin account: only the fields given',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: UserUpdate,
        response: {
          200: Ok(User),
          409: failure(409, 'A user with this email exists, or the last active super admin would go'),
        },
      },
    },
    async (request) =>
      ok(
        await users().update(
          id(request.params.id),
          request.body,
          request.user!.id,
          request.headers['if-match'],
          request.session?.tokenId,
        ),
        'User updated successfully.',
      ),
  );

  app.put(
    '/:id/role',
    {
      schema: {
        operationId: 'setUserRole',
        summary: "Change an admin's role",
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: UserRoleBody,
        response: { 200: Ok(User), 409: failure(409, 'The last active super admin would go') },
      },
    },
    async (request) => {
      const user = await users().setRole(
        id(request.params.id),
        request.body.role,
        request.user!.id,
        request.headers['if-match'],
      );
      const label = user.role === 'SUPER_ADMIN' ? 'Super Admin' : 'Admin';
      return ok(user, `User role updated to ${label}.`);
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        operationId: 'setUserStatus',
        summary: 'Activate or suspend an admin',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: UserStatusBody,
        response: { 200: Ok(User), 409: failure(409, 'The last active super admin would go') },
      },
    },
    async (request) => {
      const user = await users().setStatus(
        id(request.params.id),
        request.body.status,
        request.user!.id,
        request.headers['if-match'],
      );
      const done = user.status === 'ACTIVE' ? 'activated' : 'suspended';
      return ok(user, `User ${done} successfully.`);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete an admin account',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Type.Null()), 409: failure(409, 'The last active super admin would go') },
      },
    },
    async (request) => {
      await users().remove(id(request.params.id), request.user!.id);
      return ok(null, 'User deleted successfully.');
    },
  );
};

export default usersRoutes;
