import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { failures, IdParams, idParam, Ok, ok, Paged, paged, pagination } from '../lib/envelope';
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
        tags,
        security,
        querystring: MarqueeListQuery,
        response: { 200: Paged(MarqueeItem), ...failures },
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
    { schema: { tags, security, params: IdParams, response: { 200: Ok(MarqueeItem), ...failures } } },
    async (request) => ok(await marquee().get(id(request.params.id))),
  );

  app.post(
    '/',
    { schema: { tags, security, body: MarqueeCreate, response: { 201: Ok(MarqueeItem), ...failures } } },
    async (request, reply) => {
      const item = await marquee().create(request.body, request.user!.id);
      return reply.code(201).send(ok(item, 'Marquee content created successfully'));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: MarqueeUpdate,
        response: { 200: Ok(MarqueeItem), ...failures },
      },
    },
    async (request) =>
      ok(
        await marquee().update(id(request.params.id), request.body, request.user!.id),
        'Marquee content updated successfully',
      ),
  );

  app.patch(
    '/:id/toggle',
    { schema: { tags, security, params: IdParams, response: { 200: Ok(MarqueeItem), ...failures } } },
    async (request) =>
      ok(await marquee().toggle(id(request.params.id), request.user!.id), 'Marquee content status updated'),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: IdParams, response: { 200: Ok(Type.Null()), ...failures } } },
    async (request) => {
      await marquee().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Marquee content deleted successfully');
    },
  );
};

export default marqueeRoutes;
