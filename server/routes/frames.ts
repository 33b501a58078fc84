import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, IfMatchHeaders, idParam, Ok, ok, Paged, paged, pagination } from '../lib/envelope';
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
    {
      schema: {
        operationId: 'listFrames',
        summary: 'Frames, a page at a time, for the admin',
        tags,
        security,
        querystring: FrameListQuery,
        response: { 200: Paged(Frame) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20, status, search, visibility = 'all' } = request.query;
      const { items, total, capped } = await frames().list({ page, limit, status, search, visibility });
      return paged(items, pagination(page, limit, total, capped));
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        operationId: 'getFrameStats',
        summary: 'How many frames are in stock, out of stock and discounted',
        tags,
        security,
        response: { 200: Ok(FrameStats) },
      },
    },
    async () => ok(await frames().stats()),
  );

  app.get(
    '/display-order',
    {
      schema: {
        operationId: 'getFrameOrder',
        summary: "Every frame's display order, with the ETag a reorder's If-Match names",
        tags,
        security,
        response: { 200: Ok(DisplayOrderResult) },
      },
    },
    async (_request, reply) => {
      const { orders, etag } = await frames().order.read();
      reply.header('etag', etag);
      return ok(orders);
    },
  );

  app.put(
    '/display-order',
    {
      schema: {
        operationId: 'setFrameOrder',
        summary: 'Set the display order of frames: all or nothing',
        tags,
        security,
        headers: IfMatchHeaders,
        body: DisplayOrderBody,
        response: { 200: Ok(DisplayOrderResult) },
      },
    },
    async (request, reply) => {
      const { result, etag } = await frames().order.reorder(
        request.body.frameOrders,
        request.user!.id,
        request.headers['if-match'],
      );
      reply.header('etag', etag);
      return ok(result, 'Frame order updated successfully');
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getFrame',
        summary: 'One frame',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Frame) },
      },
    },
    async (request) => ok(await frames().get(id(request.params.id))),
  );

  app.post(
    '/',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'createFrame',
        summary: 'Create a frame (IN_STOCK, last in the display order; published unless `published: false`)',
        tags,
        security,
        body: FrameCreate,
        response: { 201: Ok(Frame) },
      },
    },
    async (request, reply) => {
      const frame = await frames().create(request.body, request.user!.id);
      return reply.code(201).send(ok(frame, 'Frame created successfully!'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateFrame',
        summary: 'Change a frame: only the fields given',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: FrameUpdate,
        response: { 200: Ok(Frame) },
      },
    },
    async (request) =>
      ok(
        await frames().update(
          id(request.params.id),
          request.body,
          request.user!.id,
          request.headers['if-match'],
        ),
        'Frame updated successfully!',
      ),
  );

  app.post(
    '/:id/duplicate',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'duplicateFrame',
        summary: 'Copy a frame (details, labels, pictures) as a draft named "<name> (copy)"',
        tags,
        security,
        params: IdParams,
        response: { 201: Ok(Frame) },
      },
    },
    async (request, reply) => {
      const frame = await frames().duplicate(id(request.params.id), request.user!.id);
      return reply.code(201).send(ok(frame, 'Frame duplicated as a draft.'));
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        operationId: 'setFrameStatus',
        summary: 'Set a frame in or out of stock',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: StatusBody,
        response: { 200: Ok(Frame) },
      },
    },
    async (request) =>
      ok(
        await frames().setStatus(
          id(request.params.id),
          request.body.status,
          request.user!.id,
          request.headers['if-match'],
        ),
        'Frame status updated successfully.',
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteFrame',
        summary: 'Delete a frame with its pictures',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Type.Null()) },
      },
    },
    async (request) => {
      await frames().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Frame deleted successfully.');
    },
  );
};

export default framesRoutes;
