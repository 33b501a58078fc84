import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { failures, IdParams, idParam, Ok, ok } from '../lib/envelope';
import { tooMany } from '../lib/errors';
import {
  EnquiryBody,
  EnquiryRecorded,
  EnquiryTop,
  EnquiryTopQuery,
  FrameEnquiries,
} from '../schemas/enquiries';
import { FRAME_NOT_FOUND } from '../services/frames.queries';

export const ENQUIRY_TOO_MANY = 'Too many requests. Please try again later.';

/**
 * The storefront's enquiry beacon (`/api/public/enquiries`): a Buy / chat order or e-mail enquiry click on
 * a frame adds one to that frame's count for today. No token, no cookie; the address is used only by the
 * in-memory rate limit and never stored.
 */
export const publicEnquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.services;
  app.post(
    '/enquiries',
    {
      config: {
        rateLimit: {
          max: config.enquiryMax,
          timeWindow: config.enquiryWindowMs,
          errorResponseBuilder: () => tooMany(ENQUIRY_TOO_MANY),
        },
      },
      schema: {
        operationId: 'recordEnquiry',
        tags: ['public'],
        security: [],
        summary: 'Count a Buy (chat) or e-mail enquiry click on a frame',
        body: EnquiryBody,
        response: { 202: EnquiryRecorded, ...failures(404) },
      },
    },
    async (request, reply) => {
      await app.services.enquiries.record(request.body.frameId, request.body.kind);
      return reply.code(202).send({ success: true as const });
    },
  );
};

/** The counts, for ACTIVE admins: the most-asked-for frames, and one frame's counts. */
export const adminEnquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const security = [{ bearer: [] }];

  app.get(
    '/dashboard/enquiries',
    {
      schema: {
        operationId: 'getEnquiryTop',
        tags: ['dashboard'],
        summary: 'The most-asked-for frames over the last `days` days',
        security,
        querystring: EnquiryTopQuery,
        response: { 200: Ok(EnquiryTop) },
      },
    },
    async (request) => {
      const { days = 7, limit = 5 } = request.query;
      return ok(await app.services.enquiries.top(days, limit));
    },
  );

  app.get(
    '/frames/:id/enquiries',
    {
      schema: {
        operationId: 'getFrameEnquiries',
        tags: ['frames'],
        summary: "One frame's enquiry counts over the last 7 and 30 days",
        security,
        params: IdParams,
        response: { 200: Ok(FrameEnquiries) },
      },
    },
    async (request) => ok(await app.services.enquiries.forFrame(idParam(request.params.id, FRAME_NOT_FOUND))),
  );
};
