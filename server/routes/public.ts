import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { sendEncoded } from '../lib/cachedAnswer';
import { IdParams, idParam, Ok, Paged } from '../lib/envelope';
import { Categories, FeaturedQuery, Frame, PublicFrameListQuery } from '../schemas/frames';
import type { CachedAnswer } from '../services/catalog.service';
import { FRAME_NOT_FOUND } from '../services/frames.service';

const tags = ['public'];
/** No token: said explicitly, so a client knows it sends none. */
const security: [] = [];
/** These answers carry their own compressed bytes: the compress plugin's hooks stay off them. */
const raw = { compress: false, decompress: false } as const;

/** The public catalogue: no token, answers served from the catalogue cache. */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalog = () => app.services.catalog;
  /**
   * Sends a cached answer as it is: its ETag is known, so the etag plugin only compares If-None-Match, and
   * its compressed bytes are kept with it (sendEncoded); the same address asked again is answered at the door
   * (server/plugins/keptAnswers.ts) while the answer stays current.
   */
  const send = (reply: FastifyReply, answer: CachedAnswer) => {
    app.keptAnswers.offer(reply, answer);
    return sendEncoded(reply.header('etag', answer.etag), answer, 'application/json; charset=utf-8');
  };

  app.get(
    '/frames',
    {
      ...raw,
      schema: {
        operationId: 'listPublicFrames',
        summary:
          "The catalogue's frames, a page at a time: searched, filtered and sorted (display order by default)",
        tags,
        security,
        querystring: PublicFrameListQuery,
        response: { 200: Paged(Frame) },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = 20, category, search, status, sort } = request.query;
      return send(reply, await catalog().list({ page, limit, category, search, status, sort }));
    },
  );

  app.get(
    '/frames/featured',
    {
      ...raw,
      schema: {
        operationId: 'listFeaturedFrames',
        summary: 'In-stock frames, highest rated first',
        tags,
        security,
        querystring: FeaturedQuery,
        response: { 200: Ok(Type.Array(Frame)) },
      },
    },
    async (request, reply) => send(reply, await catalog().featured(request.query.limit ?? 8)),
  );

  app.get(
    '/frames/categories',
    {
      ...raw,
      schema: {
        operationId: 'listCategories',
        summary: 'The categories frames use, by name',
        tags,
        security,
        response: { 200: Ok(Categories) },
      },
    },
    async (_request, reply) => send(reply, await catalog().categories()),
  );

  app.get(
    '/frames/:id',
    {
      ...raw,
      schema: {
        operationId: 'getPublicFrame',
        summary: 'One frame of the catalogue',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Frame) },
      },
    },
    async (request, reply) => send(reply, await catalog().frame(idParam(request.params.id, FRAME_NOT_FOUND))),
  );
};

export default publicRoutes;
