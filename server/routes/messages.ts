import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, IfMatchHeaders, idParam, Ok, ok, Paged, paged, pagination } from '../lib/envelope';
import { CsvFile, MessageExportQuery } from '../schemas/frameCsv';
import { Message, MessageListQuery, MessageStats, MessageStatusBody } from '../schemas/messages';
import { messagesCsv, sendCsv } from '../services/csvExport';
import { MESSAGE_NOT_FOUND } from '../services/messages.service';

const tags = ['messages'];
const security = [{ bearer: [] }];

/** Customer messages, for ACTIVE admins. */
const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: who may call is decided before the body is read or validated.
  app.addHook('onRequest', app.requireAdmin);
  const messages = () => app.services.messages;
  const id = (raw: string) => idParam(raw, MESSAGE_NOT_FOUND);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listMessages',
        summary: 'Messages, a page at a time',
        tags,
        security,
        querystring: MessageListQuery,
        response: { 200: Paged(Message) },
      },
    },
    async (request) => {
      const {
        page = 1,
        limit = 20,
        sortBy = 'createdAt',
        sortOrder = 'desc',
        search,
        status,
      } = request.query;
      const { items, total } = await messages().list({ page, limit, sortBy, sortOrder, search, status });
      return paged(items, pagination(page, limit, total));
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        operationId: 'exportMessages',
        summary: 'Every message the list filters match, in its order, as CSV (UTF-8, RFC 4180), streamed',
        tags,
        security,
        querystring: MessageExportQuery,
        produces: ['text/csv'],
        response: { 200: CsvFile },
      },
    },
    async (request, reply) => {
      const { sortBy = 'createdAt', sortOrder = 'desc', search, status } = request.query;
      return sendCsv(reply, 'messages', messagesCsv(messages(), { sortBy, sortOrder, search, status }));
    },
  );

  app.get(
    '/stats/overview',
    {
      schema: {
        operationId: 'getMessageStats',
        summary: 'How many messages are unread, read and replied',
        tags,
        security,
        response: { 200: Ok(MessageStats) },
      },
    },
    async () => ok(await messages().stats()),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getMessage',
        summary: 'One message',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Message) },
      },
    },
    async (request) => ok(await messages().get(id(request.params.id))),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        operationId: 'setMessageStatus',
        summary: 'Mark a message READ or REPLIED',
        tags,
        security,
        params: IdParams,
        headers: IfMatchHeaders,
        body: MessageStatusBody,
        response: { 200: Ok(Message) },
      },
    },
    async (request) => {
      const { status } = request.body;
      const message = await messages().setStatus(
        id(request.params.id),
        status,
        request.user!.id,
        request.headers['if-match'],
      );
      return ok(message, status === 'READ' ? 'Message marked as read.' : 'Message marked as replied.');
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteMessage',
        summary: 'Delete a message',
        tags,
        security,
        params: IdParams,
        response: { 200: Ok(Type.Null()) },
      },
    },
    async (request) => {
      await messages().remove(id(request.params.id), request.user!.id);
      return ok(null, 'Message deleted successfully.');
    },
  );
};

export default messagesRoutes;
