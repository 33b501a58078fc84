import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok, ok } from '../lib/envelope';
import { BulkBody, BulkResult, ChangeSetParams, UndoResult } from '../schemas/frameBulk';

const tags = ['frames'];
const security = [{ bearer: [] }];
const frames = (n: number) => (n === 1 ? '1 frame' : `${n} frames`);

/** Bulk actions on frames and their undo (docs/api.md, "Bulk changes"). */
const frameBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const bulk = () => app.services.frames.bulk;

  app.post(
    '/bulk',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'bulkFrames',
        summary:
          'One action on many frames (stock status, publish, category, label, prices, delete): all or nothing, undoable for an hour',
        tags,
        security,
        body: BulkBody,
        response: { 200: Ok(BulkResult) },
      },
    },
    async (request) => {
      const { ids, action } = request.body;
      const result = await bulk().apply(ids, action, request.user!.id);
      const verb = action.type === 'delete' ? 'deleted' : 'updated';
      return ok(result, `${frames(result.changed)} ${verb}.`);
    },
  );

  app.post(
    '/changes/:id/undo',
    {
      config: { idempotent: 'body' },
      schema: {
        operationId: 'undoFrameChange',
        summary: 'Put back what a bulk change or import changed, in one step: 409 if a frame changed since',
        tags,
        security,
        params: ChangeSetParams,
        response: { 200: Ok(UndoResult) },
      },
    },
    async (request) => {
      const restored = await bulk().changes.undo(request.params.id, request.user!.id);
      return ok({ restored }, `${frames(restored)} put back.`);
    },
  );
};

export default frameBulkRoutes;
