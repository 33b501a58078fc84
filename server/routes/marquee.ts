import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, IfMatchHeaders, idParam, Ok, ok, Paged, paged, pagination } from '../lib/envelope';
import { MarqueeCreate, MarqueeItem, MarqueeListQuery, MarqueeUpdate } from '../schemas/marquee';
import { MARQUEE_NOT_FOUND } from '../services/marquee.service';

const tags = ['marquee'];
const security = [{ bearer: [] }];

/** The marquee banner's content, for ACTIVE admins. */
const marqueeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: who may call is decided before the body is read or validated.
  app.addHook('onRequest', app.requireAdmin);
  const marquee = () => app.services.marquee;
  const id = (raw: string) => idParam(raw, MARQUEE_NOT_FOUND);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listMarquee',
        summary: "The banner's texts, a page at a time",
        tags,
        security,
        querystring: MarqueeListQuery,
        response: { 200: Paged(MarqueeItem) },
      },
    },
    async (request) => {
      const { page = 1, limit = 100, search } = request.query;
      const { items, total } = await marquee().list({ page, limit, search });
      return paged(items, pagination(page, limit, total));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getMarqueeItem',
        summary: 'One banner text',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(MarqueeItem) },
      },
    },
    async (request) => ok(await marquee().get(id(request.params.id))),
  );

  app.post(
    '/',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'createMarquee',
        summary: 'Add a banner text',
        tags,
        security,
        body: MarqueeCreate,
        response: { 201: Ok(MarqueeItem) },
      },
    },
    async (request, reply) => {
      const item = await marquee().create(request.body, request.user!.id);
      return reply.code(201).send(ok(item, 'Marquee content created successfully'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateMarquee',
        summary: 'Change a banner text: only the fields given',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: MarqueeUpdate,
        response: { 200: Ok(MarqueeItem) },
      },
    },
    async (request) =>
      ok(
        await marquee().update(
          id(request.params.id),
          request.body,
          request.user!.id,
          request.headers['if-match'],
        ),
        'Marquee content updated successfully',
      ),
  );

  app.patch(
    '/:id/toggle',
    {
      schema: {
        operationId: 'toggleMarquee',
        summary: 'Show or hide a banner text',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: Ok(MarqueeItem) },
      },
    },
    async (request) =>
      ok(
        await marquee().toggle(id(request.params.id), request.user!.id, request.headers['if-match']),
        'Marquee content status updated',
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteMarquee',
        summary: 'Delete a banner text',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Type.Null()) },
      },
    },
    async (request) => {
      await marquee().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Marquee content deleted successfully');
    },
  );
};

export default marqueeRoutes;
