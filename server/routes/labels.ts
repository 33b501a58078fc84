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
import { Label, LabelCreate, LabelListQuery, LabelUpdate } from '../schemas/labels';

const tags = ['labels'];
const security = [{ bearer: [] }];

const labelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const labels = () => app.services.labels;
  const id = (raw: string) => idParam(raw, 'Label not found');

  app.get(
    '/',
    {
      schema: {
        operationId: 'listLabels',
        summary: 'Labels, a page at a time, with how many frames use each',
        tags,
        security,
        querystring: LabelListQuery,
        response: { 200: Paged(Label) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20, search, sortBy = 'name', sortOrder = 'asc' } = request.query;
      const { items, total } = await labels().list({ page, limit, search, sortBy, sortOrder });
      return paged(items, pagination(page, limit, total));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getLabel',
        summary: 'One label',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Label) },
      },
    },
    async (request) => ok(await labels().get(id(request.params.id))),
  );

  app.post(
    '/',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'createLabel',
        summary: 'Create a label',
        tags,
        security,
        body: LabelCreate,
        response: { 201: Ok(Label), 409: failure(409, 'A label with this name exists') },
      },
    },
    async (request, reply) => {
      const label = await labels().create(request.body, request.user!.id);
      return reply.code(201).send(ok(label, 'Label created successfully.'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateLabel',
        summary: 'Rename or recolour a label',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: LabelUpdate,
        response: { 200: Ok(Label), 409: failure(409, 'A label with this name exists') },
      },
    },
    async (request) =>
      ok(
        await labels().update(
          id(request.params.id),
          request.body,
          request.user!.id,
          request.headers['if-match'],
        ),
        'Label updated successfully.',
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteLabel',
        summary: 'Delete a label no frame uses',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Type.Null()), 409: failure(409, 'The label is in use') },
      },
    },
    async (request) => {
      await labels().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Label deleted successfully.');
    },
  );
};

export default labelsRoutes;
