import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { failures, IdParams, idParam, Ok, ok, Paged, paged, pagination } from '../lib/envelope';
import { Label, LabelCreate, LabelListQuery, LabelUpdate } from '../schemas/labels';

const tags = ['labels'];
const security = [{ bearer: [] }];

const labelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const labels = () => app.services.labels;
  const id = (raw: string) => idParam(raw, 'Label not found');

  app.get(
    '/',
    { schema: { tags, security, querystring: LabelListQuery, response: { 200: Paged(Label), ...failures } } },
    async (request) => {
      const { page = 1, limit = 20, search, sortBy = 'name', sortOrder = 'asc' } = request.query;
      const { items, total } = await labels().list({ page, limit, search, sortBy, sortOrder });
      return paged(items, pagination(page, limit, total));
    },
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: IdParams, response: { 200: Ok(Label), ...failures } } },
    async (request) => ok(await labels().get(id(request.params.id))),
  );

  app.post(
    '/',
    { schema: { tags, security, body: LabelCreate, response: { 201: Ok(Label), ...failures } } },
    async (request, reply) => {
      const label = await labels().create(request.body, request.user!.id);
      return reply.code(201).send(ok(label, 'Label created successfully.'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: LabelUpdate,
        response: { 200: Ok(Label), ...failures },
      },
    },
    async (request) =>
      ok(
        await labels().update(id(request.params.id), request.body, request.user!.id),
        'Label updated successfully.',
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: IdParams, response: { 200: Ok(Type.Null()), ...failures } } },
    async (request) => {
      await labels().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Label deleted successfully.');
    },
  );
};

export default labelsRoutes;
