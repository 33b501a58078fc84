import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from '../services/storage';
import { matches } from './etag';

/** A key never gets other bytes, so its URL may be cached for a year, by browsers and by a CDN. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Unknown keys are not cached: a picture deleted meanwhile must not linger as a stored 404 either. */
const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-cache').send({ success: false, message: 'Picture not found' });

/**
 * `GET|HEAD /uploads/{key}`: a picture from whichever storage is active (disk or database), with its type,
 * a strong ETag (304 on If-None-Match), long-lived caching, and 404 for an unknown or malformed key
 * (a key is letters, digits, `.`, `_`, `-` and `/` between segments: no way out of the storage).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { storage } = app.services;
    // HEAD declared here (not derived from GET), so its Content-Length is the picture's size.
    app.route({
      method: ['GET', 'HEAD'],
      url: `${UPLOADS_PREFIX}*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const conditional = request.headers['if-none-match'];
        // Only the headers first when they may be all that is sent (HEAD, or a revalidation that matches).
        const headOnly = request.method === 'HEAD' || conditional !== undefined;
        const found = await storage.get(key, { body: !headOnly });
        if (!found) return notFound(reply);
        const headers = {
          'content-type': found.contentType,
          'x-content-type-options': 'nosniff',
          'cache-control': PICTURE_CACHE_CONTROL,
          etag: found.etag,
        };
        if (matches(conditional, found.etag)) return reply.code(304).headers(headers).send();
        if (request.method === 'HEAD')
          return reply.headers({ ...headers, 'content-length': found.size }).send();
        const picture = found.body ? found : await storage.get(key);
        if (!picture?.body) return notFound(reply); // deleted meanwhile
        return reply.headers(headers).send(picture.body);
      },
    });
  },
  { name: 'uploads', dependencies: ['services'] },
);
