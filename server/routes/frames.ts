import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { failures, IdParams, idParam, Ok, ok, Paged, paged, pagination } from '../lib/envelope';
import {
  DisplayOrderBody,
  DisplayOrderResult,
  Frame,
  FrameCreate,
  FrameListQuery,
  FrameStats,
  FrameUpdate,
  StatusBody,
} from '../schemas/frames';
import { FRAME_NOT_FOUND } from '../services/frames.service';

const tags = ['frames'];
const security = [{ bearer: [] }];

const framesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const frames = () => app.services.frames;
  const id = (raw: string) => idParam(raw, FRAME_NOT_FOUND);

  app.get(
    '/',
    { schema: { tags, security, querystring: FrameListQuery, response: { 200: Paged(Frame), ...failures } } },
    async (request) => {
      const { page = 1, limit = 20, status, search } = request.query;
      const { items, total } = await frames().list({ page, limit, status, search });
      return paged(items, pagination(page, limit, total));
    },
  );

  app.get(
    '/stats',
    { schema: { tags, security, response: { 200: Ok(FrameStats), ...failures } } },
    async () => ok(await frames().stats()),
  );

  app.put(
    '/display-order',
    {
      schema: {
        tags,
        security,
        body: DisplayOrderBody,
        response: { 200: Ok(DisplayOrderResult), ...failures },
      },
    },
    async (request) =>
      ok(
        await frames().reorder(request.body.frameOrders, request.user!.id),
        'Frame order updated successfully',
      ),
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: IdParams, response: { 200: Ok(Frame), ...failures } } },
    async (request) => ok(await frames().get(id(request.params.id))),
  );

  app.post(
    '/',
    { schema: { tags, security, body: FrameCreate, response: { 201: Ok(Frame), ...failures } } },
    async (request, reply) => {
      const frame = await frames().create(request.body, request.user!.id);
      return reply.code(201).send(ok(frame, 'Frame created successfully!'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: FrameUpdate,
        response: { 200: Ok(Frame), ...failures },
      },
    },
    async (request) =>
      ok(
        await frames().update(id(request.params.id), request.body, request.user!.id),
        'Frame updated successfully!',
      ),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: StatusBody,
        response: { 200: Ok(Frame), ...failures },
      },
    },
    async (request) =>
      ok(
        await frames().setStatus(id(request.params.id), request.body.status, request.user!.id),
        'Frame status updated successfully.',
      ),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: IdParams, response: { 200: Ok(Type.Null()), ...failures } } },
    async (request) => {
      await frames().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Frame deleted successfully.');
    },
  );
};

export default framesRoutes;
