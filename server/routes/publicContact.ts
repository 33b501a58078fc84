import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Ok, ok } from '../lib/envelope';
import { tooMany } from '../lib/errors';
import { PublicMarqueeItem } from '../schemas/marquee';
import { ContactBody, ContactResult } from '../schemas/messages';

const tags = ['public'];
/** No token: said explicitly, so a client knows it sends none. */
const security: [] = [];
export const CONTACT_THANKS = "Thank you for your message. We'll get back to you soon.";
export const CONTACT_TOO_MANY = 'Too many messages sent. Please try again later.';

/** The storefront's contact form and marquee banner: no authentication. */
const publicContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.services;

  app.post(
    '/contact',
    {
      config: {
        idempotent: 'body',
        rateLimit: {
          max: config.contactMax,
          timeWindow: config.contactWindowMs,
          errorResponseBuilder: () => tooMany(CONTACT_TOO_MANY),
        },
      },
      schema: {
        operationId: 'sendContactMessage',
        summary: 'Send a message through the contact form (rate limited per address)',
        tags,
        security,
        body: ContactBody,
        response: { 201: ContactResult },
      },
    },
    async (request, reply) => {
      const message = await app.services.messages.create(request.body);
      return reply
        .code(201)
        .send({ success: true as const, message: CONTACT_THANKS, data: { id: message.id } });
    },
  );

  app.get(
    '/marquee',
    {
      schema: {
        operationId: 'listPublicMarquee',
        summary: "The banner's active texts, by order",
        tags,
        security,
        response: { 200: Ok(Type.Array(PublicMarqueeItem)) },
      },
    },
    async () => ok(await app.services.marquee.listActive()),
  );
};

export default publicContactRoutes;
