import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the built app's index.html (client-side routes). */
    sendAppIndex: (reply: FastifyReply, html?: string) => FastifyReply;
    appIndexHtml: string;
  }
}

/**
 * Serves what `vite build` produced: hashed assets cached for a year, index.html always revalidated,
 * and every other page path answered with index.html.
 */
export default fp(
  async (app: FastifyInstance, opts: { appDir: string }) => {
    const html = readFileSync(join(opts.appDir, 'index.html'), 'utf8');
    app.decorate('appIndexHtml', html);
    app.decorate('sendAppIndex', (reply: FastifyReply, body = html) =>
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body),
    );
    await app.register(fastifyStatic, {
      root: opts.appDir,
      wildcard: true,
      index: false,
      decorateReply: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
    app.get('/', (_request, reply) => app.sendAppIndex(reply));
  },
  { name: 'spa', dependencies: ['errors'] },
);
