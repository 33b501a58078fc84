import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resourceEtag } from '../lib/precondition';

export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (or is `*`). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

const isVersioned = (data: unknown): data is { version: number } =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  typeof (data as { version?: unknown }).version === 'number';

/**
 * Every successful JSON GET carries an ETag; a matching If-None-Match gets 304 with no body. Public GETs
 * may be kept by caches but must be revalidated; admin GETs are private. A route that already knows its
 * ETag (a cached public answer) sets it itself, and no hash is computed.
 */
export default fp(
  async (app: FastifyInstance) => {
    // One resource (a frame, a label, ...: its `data` has a `version`), read or written: its ETag is the one
    // If-Match names (server/lib/precondition.ts), the same on a GET and on the answer to an update.
    app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
      const data = (payload as { data?: unknown } | null)?.data;
      if (reply.statusCode < 300 && isVersioned(data) && !reply.hasHeader('etag'))
        reply.header('etag', resourceEtag(data));
      return payload;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('application/json')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const isPublic = request.url.startsWith('/api/public/') || request.url.startsWith('/api/health');
      reply.header('cache-control', isPublic ? 'public, max-age=0, must-revalidate' : 'private, no-cache');
      let etag = reply.getHeader('etag') as string | undefined;
      if (!etag) {
        etag = etagOf(payload);
        reply.header('etag', etag);
      }
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
