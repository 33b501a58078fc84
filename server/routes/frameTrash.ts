import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Ok, ok, Paged, paged, pagination } from '../lib/envelope';
import { Frame } from '../schemas/frames';
import { TrashedFrame, TrashIdsBody, TrashListQuery } from '../schemas/frameTrash';

const unique = (ids: number[]) => [...new Set(ids)];

const tags = ['frames'];
const security = [{ bearer: [] }];

/** The trash of deleted frames (docs/api.md, "Trash"): list, restore, delete for good. */
const frameTrashRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const trash = () => app.services.frames.trash;

  app.get(
    '/trash',
    {
      schema: {
        operationId: 'listFrameTrash',
        summary: 'Deleted frames, restorable for 30 days: newest deletion first',
        tags,
        security,
        querystring: TrashListQuery,
        response: { 200: Paged(TrashedFrame) },
      },
    },
    async (request) => {
      const { page = 1, limit = 20 } = request.query;
      const { items, total } = await trash().list(page, limit);
      return paged(items, pagination(page, limit, total));
    },
  );

  app.post(
    '/trash/restore',
    {
      schema: {
        operationId: 'restoreFrames',
        summary: 'Put deleted frames back as they were, with their pictures and labels: all or nothing',
        tags,
        security,
        body: TrashIdsBody,
        response: { 200: Ok(Type.Array(Frame)) },
      },
    },
    async (request) => {
      const frames = await trash().restore(unique(request.body.ids), request.user!.id);
      return ok(frames, frames.length === 1 ? 'Frame restored.' : `${frames.length} frames restored.`);
    },
  );

  app.post(
    '/trash/purge',
    {
      schema: {
        operationId: 'purgeFrames',
        summary: 'Delete frames in the trash for good, with their picture files: all or nothing',
        tags,
        security,
        body: TrashIdsBody,
        response: { 200: Ok(Type.Null()) },
      },
    },
    async (request) => {
      const ids = unique(request.body.ids);
      await trash().purge(ids, request.user!.id);
      return ok(null, ids.length === 1 ? 'Frame deleted forever.' : `${ids.length} frames deleted forever.`);
    },
  );
};

export default frameTrashRoutes;
